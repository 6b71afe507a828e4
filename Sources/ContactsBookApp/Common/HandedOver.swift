/// An object handed to one piece of work on another thread, for as long as nothing on the run
/// loop touches the parts of it that work uses (the worker reading the whole book, while every
/// change is refused): the compiler cannot see that promise, so this box states it.
struct HandedOver<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
