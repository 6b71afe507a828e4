/// The fields few contacts fill, kept out of line: seven empty strings in every contact were
/// 11 MB of a 100,000-contact book (`make bench`: peak memory went from 2.85x abook's to 3.07x,
/// past the 3x limit). Two words while all are empty, which is nearly always.
package struct RareFields: Equatable, Sendable {
    package enum Part: Int, CaseIterable, Sendable {
        case middleName, namePrefix, nameSuffix, formattedName, phoneticFirstName, phoneticLastName, department, role, gender
        /// The picture of the person and of the organisation: a `data:` URI, or the image's URL.
        case photo, logo

        /// The part's key in the book file: its name.
        package var key: String { "\(self)" }
    }

    /// The labelled lists few contacts have.
    package enum List: Int, CaseIterable, Sendable {
        /// Organisations beyond the company, each labelled with the title held there.
        case organizations
        /// People: "Jane" labelled "spouse".
        case related
        /// Instant messaging and social profiles, labelled with the service ("xmpp", "skype").
        case profiles
        /// Dates beyond the birthday and anniversary ("2010-06-01" labelled "graduation").
        case dates

        /// The list's key in the book file: its name.
        package var key: String { "\(self)" }
    }

    /// nil while every part is empty, so two empty values are equal.
    private var parts: [String]?
    /// nil while every list is empty, likewise.
    private var lists: [[LabeledValue]]?

    package init() {}

    package subscript(part: Part) -> String {
        get { parts?[part.rawValue] ?? "" }
        set { Self.set(newValue, at: part.rawValue, in: &parts, count: Part.allCases.count) }
    }

    package subscript(list: List) -> [LabeledValue] {
        get { lists?[list.rawValue] ?? [] }
        set { Self.set(newValue, at: list.rawValue, in: &lists, count: List.allCases.count) }
    }

    /// Sets one slot, making the slots when the first is filled and dropping them when the
    /// last is emptied.
    private static func set<Value: Collection>(_ value: Value, at index: Int, in slots: inout [Value]?, count: Int)
    where Value: RangeReplaceableCollection {
        if slots == nil {
            guard !value.isEmpty else { return }
            slots = Array(repeating: Value(), count: count)
        }
        slots?[index] = value
        if value.isEmpty, slots?.allSatisfy(\.isEmpty) == true { slots = nil }
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
