/// The fields few contacts fill, kept out of line: seven empty strings in every contact were
/// 11 MB of a 100,000-contact book (`make bench`: peak memory went from 2.85x abook's to 3.07x,
/// past the 3x limit). Eight bytes while all are empty, which is nearly always.
package struct RareFields: Equatable, Sendable {
    package enum Part: Int, CaseIterable, Sendable {
        case middleName, namePrefix, nameSuffix, formattedName, phoneticFirstName, phoneticLastName, department

        /// The part's key in the book file: its name.
        package var key: String { "\(self)" }
    }

    /// nil while every part is empty, so two empty values are equal.
    private var parts: [String]?

    package init() {}

    package subscript(part: Part) -> String {
        get { parts?[part.rawValue] ?? "" }
        set {
            if parts == nil {
                guard !newValue.isEmpty else { return }
                parts = Array(repeating: "", count: Part.allCases.count)
            }
            parts?[part.rawValue] = newValue
            if newValue.isEmpty, parts?.allSatisfy(\.isEmpty) == true { parts = nil }
        }
    }
}

extension Contact.Fields {
    package var middleName: String {
        get { rare[.middleName] }
        set { rare[.middleName] = newValue }
    }
    package var namePrefix: String {
        get { rare[.namePrefix] }
        set { rare[.namePrefix] = newValue }
    }
    package var nameSuffix: String {
        get { rare[.nameSuffix] }
        set { rare[.nameSuffix] = newValue }
    }
    package var formattedName: String {
        get { rare[.formattedName] }
        set { rare[.formattedName] = newValue }
    }
    package var phoneticFirstName: String {
        get { rare[.phoneticFirstName] }
        set { rare[.phoneticFirstName] = newValue }
    }
    package var phoneticLastName: String {
        get { rare[.phoneticLastName] }
        set { rare[.phoneticLastName] = newValue }
    }
    package var department: String {
        get { rare[.department] }
        set { rare[.department] = newValue }
    }
}
