import Foundation

/// One person or organisation in the book, as stored in the JSON file.
///
/// A plain value that does no I/O. Its fields live in one copy-on-write box: copying a contact
/// (into a listing, a sort, an undo step) costs one reference count instead of one per field,
/// which was a third of loading and filtering 100,000 contacts when profiled.
public struct Contact: Identifiable, Equatable, Sendable {
    public typealias ID = UUID

    /// The fields themselves, which the engine's reader gathers before boxing them once.
    package struct Fields: Equatable, Sendable {
        package var id: ID
        package var firstName = ""
        package var lastName = ""
        /// The middle name, prefix, suffix, phonetic names, department and name as written.
        package var rare = RareFields()
        package var nickname = ""
        package var company = ""
        package var jobTitle = ""
        package var phones: [LabeledValue] = []
        package var emails: [LabeledValue] = []
        package var urls: [LabeledValue] = []
        package var addresses: [PostalAddress] = []
        package var birthday: PartialDate?
        package var anniversary: PartialDate?
        package var notes = ""
        package var tags: [String] = []
        package var favorite = false
        package var uid: String?
        package var extra: [String: JSONValue] = [:]
        package var createdAt = Date(timeIntervalSince1970: 0)
        package var updatedAt = Date(timeIntervalSince1970: 0)
        package var unknownFields: [String: JSONValue] = [:]
        package var sourceText = SourceText()
        package var book: String?
    }

    /// Never changed: a change makes a new box, so contacts (and threads) may share one.
    final class Box: Sendable {
        let fields: Fields
        init(_ fields: Fields) { self.fields = fields }
    }

    private var box: Box

    package init(_ fields: consuming Fields) {
        if !fields.extra.isEmpty { fields.adoptLegacyExtras() }
        box = Box(fields)
    }

    /// The fields changed, in a new box.
    private mutating func change(_ body: (inout Fields) -> Void) {
        var fields = box.fields
        body(&fields)
        box = Box(fields)
    }

    /// Whether this is `original` itself, not changed since: the same storage, which a change
    /// replaces. Reads no field: a save finds
    /// the contacts it need not write again so (`BookFileLayout`).
    package func isUnchanged(from original: Contact) -> Bool { box === original.box }

    public var id: ID {
        get { box.fields.id }
        set { change { $0.id = newValue } }
    }
    public var firstName: String {
        get { box.fields.firstName }
        set { change { $0.firstName = newValue } }
    }
    public var lastName: String {
        get { box.fields.lastName }
        set { change { $0.lastName = newValue } }
    }
    /// Additional names (vCard N's third part): a middle name, or several.
    public var middleName: String {
        get { box.fields.rare[.middleName] }
        set { change { $0.rare[.middleName] = newValue } }
    }
    /// "Dr.", "Mr." (vCard N's fourth part).
    public var namePrefix: String {
        get { box.fields.rare[.namePrefix] }
        set { change { $0.rare[.namePrefix] = newValue } }
    }
    /// "Jr.", "PhD" (vCard N's fifth part).
    public var nameSuffix: String {
        get { box.fields.rare[.nameSuffix] }
        set { change { $0.rare[.nameSuffix] = newValue } }
    }
    /// The name to show as written whole ("Mr. John Richter James Doe Sr."); empty when the
    /// first and last names say it.
    public var formattedName: String {
        get { box.fields.rare[.formattedName] }
        set { change { $0.rare[.formattedName] = newValue } }
    }
    /// How the first and last names sound (vCard's X-PHONETIC-*, Google's "Phonetic" columns).
    public var phoneticFirstName: String {
        get { box.fields.rare[.phoneticFirstName] }
        set { change { $0.rare[.phoneticFirstName] = newValue } }
    }
    public var phoneticLastName: String {
        get { box.fields.rare[.phoneticLastName] }
        set { change { $0.rare[.phoneticLastName] = newValue } }
    }
    /// Every one of the rarely filled parts at once (the book file's coding walks them).
    package var rare: RareFields { box.fields.rare }
    public var nickname: String {
        get { box.fields.nickname }
        set { change { $0.nickname = newValue } }
    }
    public var company: String {
        get { box.fields.company }
        set { change { $0.company = newValue } }
    }
    /// The unit within the company (vCard ORG's second part).
    public var department: String {
        get { box.fields.rare[.department] }
        set { change { $0.rare[.department] = newValue } }
    }
    public var jobTitle: String {
        get { box.fields.jobTitle }
        set { change { $0.jobTitle = newValue } }
    }
    /// The part played, as opposed to the title held ("Project leader"; vCard ROLE).
    public var role: String {
        get { box.fields.rare[.role] }
        set { change { $0.rare[.role] = newValue } }
    }
    /// As the person gives it: "female", "male", "other", or their own words.
    public var gender: String {
        get { box.fields.rare[.gender] }
        set { change { $0.rare[.gender] = newValue } }
    }
    /// The person's picture: a `data:` URI holding the image, or the image's URL.
    public var photo: String {
        get { box.fields.rare[.photo] }
        set { change { $0.rare[.photo] = newValue } }
    }
    /// The organisation's picture, held as `photo` is.
    public var logo: String {
        get { box.fields.rare[.logo] }
        set { change { $0.rare[.logo] = newValue } }
    }
    /// Organisations beyond the company, each labelled with the title held there; the
    /// organisation's units follow its name after "; " ("Acme; Research").
    public var organizations: [LabeledValue] {
        get { box.fields.rare[.organizations] }
        set { change { $0.rare[.organizations] = newValue } }
    }
    /// People this one is related to: "Jane" labelled "spouse".
    public var related: [LabeledValue] {
        get { box.fields.rare[.related] }
        set { change { $0.rare[.related] = newValue } }
    }
    /// Instant messaging and social profiles, labelled with the service ("xmpp", "twitter").
    public var profiles: [LabeledValue] {
        get { box.fields.rare[.profiles] }
        set { change { $0.rare[.profiles] = newValue } }
    }
    /// Dates beyond the birthday and anniversary, as `PartialDate` writes them ("2010-06-01",
    /// "--06-01"), labelled ("graduation").
    public var dates: [LabeledValue] {
        get { box.fields.rare[.dates] }
        set { change { $0.rare[.dates] = newValue } }
    }
    public var phones: [LabeledValue] {
        get { box.fields.phones }
        set { change { $0.phones = newValue } }
    }
    public var emails: [LabeledValue] {
        get { box.fields.emails }
        set { change { $0.emails = newValue } }
    }
    public var urls: [LabeledValue] {
        get { box.fields.urls }
        set { change { $0.urls = newValue } }
    }
    public var addresses: [PostalAddress] {
        get { box.fields.addresses }
        set { change { $0.addresses = newValue } }
    }
    public var birthday: PartialDate? {
        get { box.fields.birthday }
        set { change { $0.birthday = newValue } }
    }
    public var anniversary: PartialDate? {
        get { box.fields.anniversary }
        set { change { $0.anniversary = newValue } }
    }
    public var notes: String {
        get { box.fields.notes }
        set { change { $0.notes = newValue } }
    }
    public var tags: [String] {
        get { box.fields.tags }
        set { change { $0.tags = newValue } }
    }
    public var favorite: Bool {
        get { box.fields.favorite }
        set { change { $0.favorite = newValue } }
    }
    /// The identifier another system gave this contact, when it is not a UUID (vCard UID).
    public var uid: String? {
        get { box.fields.uid }
        set { change { $0.uid = newValue } }
    }
    /// Properties from other formats the model has no field for, kept for the round trip.
    public var extra: [String: JSONValue] {
        get { box.fields.extra }
        set { change { $0.extra = newValue } }
    }
    public var createdAt: Date {
        get { box.fields.createdAt }
        set { change { $0.createdAt = newValue } }
    }
    public var updatedAt: Date {
        get { box.fields.updatedAt }
        set { change { $0.updatedAt = newValue } }
    }
    /// Keys of this contact the app does not know, written back as they were read.
    public var unknownFields: [String: JSONValue] {
        get { box.fields.unknownFields }
        set { change { $0.unknownFields = newValue } }
    }
    /// The book of a library this contact is in; nil for the one book of a library without
    /// named books. Not written in the file (the file is the book): set as a book of several is
    /// read, and changed by a move, which the library's store then writes to the other file.
    public var book: String? {
        get { box.fields.book }
        set { change { $0.book = newValue } }
    }
    /// How the file spelled the id and times, written back while they still mean the same.
    var sourceText: SourceText {
        get { box.fields.sourceText }
        set { change { $0.sourceText = newValue } }
    }

    public init(
        id: ID = UUID(), firstName: String = "", lastName: String = "", nickname: String = "",
        company: String = "", jobTitle: String = "", phones: [LabeledValue] = [],
        emails: [LabeledValue] = [], urls: [LabeledValue] = [], addresses: [PostalAddress] = [],
        birthday: PartialDate? = nil, anniversary: PartialDate? = nil, notes: String = "",
        tags: [String] = [], favorite: Bool = false, uid: String? = nil,
        extra: [String: JSONValue] = [:], createdAt: Date = Date(timeIntervalSince1970: 0),
        updatedAt: Date = Date(timeIntervalSince1970: 0), unknownFields: [String: JSONValue] = [:]
    ) {
        self.init(
            Fields(
                id: id, firstName: firstName, lastName: lastName, nickname: nickname, company: company, jobTitle: jobTitle, phones: phones,
                emails: emails, urls: urls, addresses: addresses, birthday: birthday, anniversary: anniversary, notes: notes, tags: tags,
                favorite: favorite, uid: uid, extra: extra, createdAt: createdAt, updatedAt: updatedAt, unknownFields: unknownFields))
    }

    /// The contact as one of its own (a copy kept beside it, or in another book): a new id
    /// and no vCard UID, so that no server takes it for the original.
    public func copiedAsNew() -> Contact {
        var copy = self
        copy.id = ID()
        copy.uid = nil
        return copy
    }

    public static func == (lhs: Contact, rhs: Contact) -> Bool {
        lhs.box === rhs.box || lhs.box.fields == rhs.box.fields
    }
}

extension Contact.Fields {
    /// Empty fields but the id (an extension keeps the memberwise initializer).
    package init(id: Contact.ID) {
        self.id = id
    }

    /// Books written before these fields existed kept a name's prefix and suffix and the
    /// department in `extra`: they move into their fields (where those are still empty).
    mutating func adoptLegacyExtras() {
        for (key, part) in [("namePrefix", RareFields.Part.namePrefix), ("nameSuffix", .nameSuffix), ("department", .department)] {
            guard case .string(let value)? = extra[key], rare[part].isEmpty else { continue }
            rare[part] = value
            extra[key] = nil
        }
    }
}

/// What a contact's display name and sort key are made of, taken from its fields.
package struct NameParts {
    /// The name as written whole, which, when there is one, is the display name.
    var formatted = ""
    var first = ""
    var last = ""
    var nickname = ""
    var company = ""
    /// The first email's value ("" when there is none).
    var firstEmail = ""
    /// The first phone's value ("" when there is none).
    var firstPhone = ""

    /// The name as written whole, else "First Last"; else the nickname, the company, the first
    /// email, the first phone; never empty.
    var displayName: String {
        let (name, last) = displayNameParts
        return last.map { name + " " + $0 } ?? name
    }

    /// The display name in at most two parts, a space between them: a card writes it without
    /// making it. No arrays either: every list row, sort key and card asks for it. The name as
    /// written whole, else the first and last names, trimmed; else the nickname or the
    /// company, trimmed, or the first email or phone. Each is trimmed only when it is reached.
    var displayNameParts: (String, String?) {
        if !formatted.isEmpty {
            let formatted = formatted.trimmingWhitespace
            if !formatted.isEmpty { return (formatted, nil) }
        }
        let (first, last) = (first.trimmingWhitespace, last.trimmingWhitespace)
        if !first.isEmpty { return (first, last.isEmpty ? nil : last) }
        if !last.isEmpty { return (last, nil) }
        let nickname = nickname.trimmingWhitespace
        if !nickname.isEmpty { return (nickname, nil) }
        let company = company.trimmingWhitespace
        if !company.isEmpty { return (company, nil) }
        if !firstEmail.isEmpty { return (firstEmail, nil) }
        return (firstPhone.isEmpty ? Self.noName : firstPhone, nil)
    }

    /// What a contact with no name, nickname, company, email or phone is called.
    static let noName = "(no name)"  // untranslated: data too: sort keys, duplicate matching, FN and abook's name written on export

    /// The sort key's UTF-8 (see `Contact.sortKey`), folded straight into `bytes`: the last
    /// name trimmed (or what stands in for it in the display name), the first name and the
    /// company, apart by U+0001.
    package func appendSortKey(to bytes: inout [UInt8], folder: inout TextFolder) {
        let trimmedLast = last.trimmingWhitespace
        folder.appendSortable(trimmedLast.isEmpty ? displayName : trimmedLast, to: &bytes)
        bytes.append(0x01)
        folder.appendSortable(first, to: &bytes)
        bytes.append(0x01)
        folder.appendSortable(company, to: &bytes)
    }
}

extension Contact {
    package var nameParts: NameParts {
        NameParts(
            formatted: formattedName, first: firstName, last: lastName, nickname: nickname, company: company, firstEmail: emails.first?.value ?? "",
            firstPhone: phones.first?.value ?? "")
    }

    /// The name as written whole, else "First Last"; else the nickname, the company, the first
    /// email, the first phone; never empty.
    public var displayName: String { nameParts.displayName }

    /// Whether anything tells who this is: a name, a nickname, a company, an email or a phone.
    /// A contact needs one (a card with only a photo or a note is nobody to list).
    public var hasIdentity: Bool {
        [firstName, lastName, formattedName, nickname, company].contains { !$0.trimmingWhitespace.isEmpty }
            || (emails + phones).contains { !$0.value.trimmingWhitespace.isEmpty }
    }

    public var primaryPhone: String? { phones.first { !$0.value.isEmpty }?.value }
    public var primaryEmail: String? { emails.first { !$0.value.isEmpty }?.value }

    /// Sorts by last name, then first name, then company, on folded text (case and accents
    /// ignored); a contact without a last name sorts by what stands in for it in its display name.
    public var sortKey: String {
        var folder = TextFolder()
        var bytes: [UInt8] = []
        appendSortKey(to: &bytes, folder: &folder)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The sort key's UTF-8, folded straight into `bytes` (the worker keys a whole book so).
    package func appendSortKey(to bytes: inout [UInt8], folder: inout TextFolder) {
        nameParts.appendSortKey(to: &bytes, folder: &folder)
    }
}
