import Foundation

/// The original spelling of values that have several (a lowercase UUID, a timestamp with an
/// offset), so a save does not rewrite contacts the user never touched. It never makes two
/// contacts unequal: equality is about the data, not its spelling.
package struct SourceText: Equatable, Sendable {
    /// A value as the file wrote it, with what it meant then (so a save need not parse it again).
    package struct Spelling<Value: Equatable & Sendable>: Sendable {
        package let text: String
        package let value: Value

        package init(text: String, value: Value) {
            (self.text, self.value) = (text, value)
        }
    }

    /// The spellings behind one reference, none at all for most contacts: eight bytes in each
    /// contact instead of eighty.
    private final class Spellings: Sendable {
        package let id: Spelling<UUID>?
        let createdAt: Spelling<Date>?
        let updatedAt: Spelling<Date>?

        init(id: Spelling<UUID>?, createdAt: Spelling<Date>?, updatedAt: Spelling<Date>?) {
            (self.id, self.createdAt, self.updatedAt) = (id, createdAt, updatedAt)
        }
    }

    private var spellings: Spellings?

    package var id: Spelling<UUID>? {
        get { spellings?.id }
        set { replace(id: newValue, createdAt: createdAt, updatedAt: updatedAt) }
    }
    package var createdAt: Spelling<Date>? {
        get { spellings?.createdAt }
        set { replace(id: id, createdAt: newValue, updatedAt: updatedAt) }
    }
    package var updatedAt: Spelling<Date>? {
        get { spellings?.updatedAt }
        set { replace(id: id, createdAt: createdAt, updatedAt: newValue) }
    }

    private mutating func replace(id: Spelling<UUID>?, createdAt: Spelling<Date>?, updatedAt: Spelling<Date>?) {
        let none = id == nil && createdAt == nil && updatedAt == nil
        spellings = none ? nil : Spellings(id: id, createdAt: createdAt, updatedAt: updatedAt)
    }

    package static func == (lhs: SourceText, rhs: SourceText) -> Bool { true }
}
