/// An edit that met another program's change to the same contact, merged field by field against
/// the version the edit started from: a field only one side changed takes that side's value, so
/// my first name and their phone both stay; a field both sides changed to different values is a
/// conflict, the only thing the person is asked about. A list (the phones, the tags) is one field.
public struct ContactThreeWayMerge: Sendable {
    /// Both sides' changes, and mine where they conflict.
    public private(set) var mine: Contact
    /// Both sides' changes, and theirs where they conflict.
    public private(set) var theirs: Contact
    /// The fields both sides changed differently, by name, in the form's order.
    public private(set) var conflicts: [String] = []

    public init(base: Contact, mine: Contact, theirs: Contact) {
        (self.mine, self.theirs) = (mine, theirs)
        for field in Self.fields { field(base, &self) }
    }

    /// Every field a person or another program can change (not the id, the times or their
    /// spellings): a test holds that none is left out.
    private static let fields: [@Sendable (Contact, inout ContactThreeWayMerge) -> Void] = [
        merge(\.firstName, "first name"), merge(\.middleName, "middle name"), merge(\.lastName, "last name"),
        merge(\.namePrefix, "prefix"), merge(\.nameSuffix, "suffix"), merge(\.formattedName, "shown as"),
        merge(\.phoneticFirstName, "phonetic first name"), merge(\.phoneticLastName, "phonetic last name"), merge(\.nickname, "nickname"),
        merge(\.company, "company"), merge(\.department, "department"), merge(\.jobTitle, "job title"), merge(\.role, "role"),
        merge(\.gender, "gender"), merge(\.phones, "phones"), merge(\.emails, "emails"), merge(\.urls, "web addresses"),
        merge(\.addresses, "addresses"), merge(\.birthday, "birthday"), merge(\.anniversary, "anniversary"),
        merge(\.organizations, "organisations"), merge(\.related, "related people"), merge(\.profiles, "profiles"),
        merge(\.dates, "dates"), merge(\.photo, "photo"), merge(\.logo, "logo"), merge(\.notes, "notes"), merge(\.tags, "tags"),
        merge(\.favorite, "favourite"), merge(\.uid, "UID"), merge(\.extra, "kept properties"), merge(\.unknownFields, "other keys"),
        merge(\.book, "book"),
    ]

    private static func merge<Value: Equatable>(
        _ field: WritableKeyPath<Contact, Value> & Sendable, _ name: String
    ) -> @Sendable (Contact, inout ContactThreeWayMerge) -> Void {
        { base, merge in
            let (old, mine, theirs) = (base[keyPath: field], merge.mine[keyPath: field], merge.theirs[keyPath: field])
            if mine == theirs { return }
            if mine == old {
                merge.mine[keyPath: field] = theirs
            } else if theirs == old {
                merge.theirs[keyPath: field] = mine
            } else {
                merge.conflicts.append(name)
            }
        }
    }
}
