import Localization

/// An edit that met another program's change to the same contact, merged field by field against
/// the version the edit started from: a field only one side changed takes that side's value, so
/// my first name and their phone both stay; a field both sides changed to different values is a
/// conflict, the only thing the person is asked about. A list (the phones, the tags) is one field.
public struct ContactThreeWayMerge: Sendable {
    /// Both sides' changes, and mine where they conflict.
    public private(set) var mine: Contact
    /// Both sides' changes, and theirs where they conflict.
    public private(set) var theirs: Contact
    /// The fields both sides changed differently, by name (in the current language), in the form's order.
    public private(set) var conflicts: [String] = []

    public init(base: Contact, mine: Contact, theirs: Contact) {
        (self.mine, self.theirs) = (mine, theirs)
        for field in Self.fields { field(base, &self) }
    }

    /// Every field a person or another program can change (not the id, the times or their
    /// spellings): a test holds that none is left out.
    // TRANSLATORS: the names of a contact's fields, lower-case, as a list of those that conflict names them.
    private static let fields: [@Sendable (Contact, inout ContactThreeWayMerge) -> Void] = [
        merge(\.firstName, N_("first name")), merge(\.middleName, N_("middle name")), merge(\.lastName, N_("last name")),
        merge(\.namePrefix, N_("prefix")), merge(\.nameSuffix, N_("suffix")), merge(\.formattedName, N_("shown as")),
        merge(\.phoneticFirstName, N_("phonetic first name")), merge(\.phoneticLastName, N_("phonetic last name")), merge(\.nickname, N_("nickname")),
        merge(\.company, N_("company")), merge(\.department, N_("department")), merge(\.jobTitle, N_("job title")), merge(\.role, N_("role")),
        merge(\.gender, N_("gender")), merge(\.phones, N_("phones")), merge(\.emails, N_("emails")), merge(\.urls, N_("web addresses")),
        merge(\.addresses, N_("addresses")), merge(\.birthday, N_("birthday")), merge(\.anniversary, N_("anniversary")),
        merge(\.organizations, N_("organisations")), merge(\.related, N_("related people")), merge(\.profiles, N_("profiles")),
        merge(\.dates, N_("dates")), merge(\.photo, N_("photo")), merge(\.logo, N_("logo")), merge(\.notes, N_("notes")), merge(\.tags, N_("tags")),
        merge(\.favorite, N_("favourite")), merge(\.uid, N_("UID")), merge(\.extra, N_("kept properties")), merge(\.unknownFields, N_("other keys")),
        merge(\.book, N_("book")),
    ]

    private static func merge<Value: Equatable>(
        _ field: WritableKeyPath<Contact, Value> & Sendable, _ name: Message
    ) -> @Sendable (Contact, inout ContactThreeWayMerge) -> Void {
        { base, merge in
            let (old, mine, theirs) = (base[keyPath: field], merge.mine[keyPath: field], merge.theirs[keyPath: field])
            if mine == theirs { return }
            if mine == old {
                merge.mine[keyPath: field] = theirs
            } else if theirs == old {
                merge.theirs[keyPath: field] = mine
            } else {
                merge.conflicts.append(name.text)
            }
        }
    }
}
