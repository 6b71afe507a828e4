extension Array {
    /// `Array(unsafeUninitializedCapacity:initializingWith:)`, except that no capacity gives a
    /// plain empty array: for none, the standard library writes the count into the one empty
    /// array all threads share, and two threads doing so at once is a race (ThreadSanitizer
    /// reports it), however harmless the value.
    init(uninitializedCount count: Int, _ initialize: (inout UnsafeMutableBufferPointer<Element>, inout Int) -> Void) {
        guard count > 0 else {
            self = []
            return
        }
        self.init(unsafeUninitializedCapacity: count, initializingWith: initialize)
    }
}
