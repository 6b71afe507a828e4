import ContactsCore
import Localization

/// The fields of the edit form, in the order the cursor visits them.
public enum FormField: Hashable, Sendable {
    public enum Group: CaseIterable, Sendable { case phones, emails, urls, addresses, related, profiles, dates, organizations }
    public enum AddressPart: CaseIterable, Sendable {
        case label, street, extendedAddress, poBox, city, region, postalCode, country

        /// The parts few addresses have, shown when the contact's addresses have one.
        var isPostalDetail: Bool { self == .extendedAddress || self == .poBox }
    }

    case firstName, lastName, middleName, namePrefix, nameSuffix, phoneticFirstName, phoneticLastName, formattedName
    case nickname, company, department, jobTitle, role, gender
    /// The label ("mobile", "work", ...) or the value of a phone, email or URL entry.
    case entryLabel(Group, Int)
    case entryValue(Group, Int)
    case address(Int, AddressPart)
    case birthday, anniversary, notes, tags, favorite
    /// Which of the books shown the contact is in (only when several are).
    case book

    /// The group of entries the field belongs to, for Ctrl-N and Ctrl-X.
    public var entry: (group: Group, index: Int)? {
        switch self {
        case let .entryLabel(group, index), let .entryValue(group, index): return (group, index)
        case let .address(index, _): return (.addresses, index)
        default: return nil
        }
    }
}

/// A contact as the form edits it: text for every field, at least one (possibly empty) entry in
/// each group so there is always a place to type. Entries keep the keys the app does not know.
public struct ContactForm: Equatable, Sendable, Codable {
    public var firstName = ""
    public var lastName = ""
    public var middleName = ""
    public var namePrefix = ""
    public var nameSuffix = ""
    public var phoneticFirstName = ""
    public var phoneticLastName = ""
    public var formattedName = ""
    public var nickname = ""
    public var company = ""
    public var department = ""
    public var jobTitle = ""
    public var phones: [LabeledValue] = []
    public var emails: [LabeledValue] = []
    public var urls: [LabeledValue] = []
    public var addresses: [PostalAddress] = []
    public var related: [LabeledValue] = []
    public var profiles: [LabeledValue] = []
    public var dates: [LabeledValue] = []
    public var organizations: [LabeledValue] = []
    public var role = ""
    public var gender = ""
    /// The photo and logo (URIs): carried, not shown as fields; `edit --photo` sets them.
    public var photo = ""
    public var logo = ""
    public var birthday = ""
    public var anniversary = ""
    public var notes = ""
    public var tags = ""
    public var favorite = false
    /// The book the contact is in, and the books it may be in: the form has a Book field only
    /// when several books are shown.
    public var book = ""
    public var books: [String] = []
    /// Whether the addresses show their apartment and PO box lines: only for a contact whose
    /// addresses have one (imported cards), so that every other form stays as short.
    public var showsPostalDetails = false

    /// The fields of one line of text each: their names (in the `$EDITOR` template, which reads
    /// them back: English in every language, as the settings' keys) and the contact's fields
    /// they edit.
    typealias PlainField = (
        field: FormField, name: String, form: WritableKeyPath<ContactForm, String> & Sendable, contact: WritableKeyPath<Contact, String> & Sendable
    )
    static let plainFields: [PlainField] = [
        (.firstName, "First name", \.firstName, \.firstName),  // untranslated: template keys
        (.lastName, "Last name", \.lastName, \.lastName),  // untranslated: template keys
        (.middleName, "Middle name", \.middleName, \.middleName),  // untranslated: template keys
        (.namePrefix, "Prefix", \.namePrefix, \.namePrefix),  // untranslated: template keys
        (.nameSuffix, "Suffix", \.nameSuffix, \.nameSuffix),  // untranslated: template keys
        (.phoneticFirstName, "Phonetic first name", \.phoneticFirstName, \.phoneticFirstName),  // untranslated: template keys
        (.phoneticLastName, "Phonetic last name", \.phoneticLastName, \.phoneticLastName),  // untranslated: template keys
        (.formattedName, "Shown as", \.formattedName, \.formattedName),  // untranslated: template keys
        (.nickname, "Nickname", \.nickname, \.nickname),  // untranslated: template keys
        (.company, "Company", \.company, \.company),  // untranslated: template keys
        (.department, "Department", \.department, \.department),  // untranslated: template keys
        (.jobTitle, "Job title", \.jobTitle, \.jobTitle),  // untranslated: template keys
        (.role, "Role", \.role, \.role),  // untranslated: template keys
        (.gender, "Gender", \.gender, \.gender),  // untranslated: template keys
    ]

    public init(contact: Contact, books: [String] = []) {
        for plain in Self.plainFields { self[keyPath: plain.form] = contact[keyPath: plain.contact] }
        for group in FormField.Group.usual + FormField.Group.rare {
            if let (form, list) = group.lists { self[keyPath: form] = contact[keyPath: list] }
        }
        addresses = contact.addresses
        showsPostalDetails = addresses.contains { !$0.poBox.isEmpty || !$0.extendedAddress.isEmpty }
        (photo, logo) = (contact.photo, contact.logo)
        birthday = contact.birthday?.description ?? ""
        anniversary = contact.anniversary?.description ?? ""
        notes = contact.notes
        tags = EscapedList.joined(contact.tags, with: ",", spacing: " ")
        favorite = contact.favorite
        (book, self.books) = (contact.book ?? "", books)
        for group in FormField.Group.allCases where count(group) == 0 { _ = addEntry(to: group) }
    }

    /// Every field, in visiting order.
    public var fields: [FormField] {
        // The parts of a name few people fill come last, after the fields most do.
        var fields: [FormField] = [.firstName, .lastName, .middleName, .nickname, .company, .department, .jobTitle]
        fields += entryFields(FormField.Group.usual)
        let parts = FormField.AddressPart.allCases.filter { showsPostalDetails || !$0.isPostalDetail }
        for index in addresses.indices { fields += parts.map { .address(index, $0) } }
        fields += [.birthday, .anniversary, .notes, .tags, .favorite] + (hasBookField ? [.book] : []) + entryFields(FormField.Group.rare)
        return fields + [.role, .gender, .namePrefix, .nameSuffix, .phoneticFirstName, .phoneticLastName, .formattedName]
    }

    public var hasBookField: Bool { books.count > 1 }

    /// The contact into the next of the books shown (after the last, the first).
    public mutating func chooseNextBook() {
        guard hasBookField else { return }
        book = books[((books.firstIndex(of: book) ?? -1) + 1) % books.count]
    }

    private func entryFields(_ groups: [FormField.Group]) -> [FormField] {
        groups.flatMap { group in (0..<count(group)).flatMap { [FormField.entryLabel(group, $0), .entryValue(group, $0)] } }
    }

    public func count(_ group: FormField.Group) -> Int {
        group.formEntries.map { self[keyPath: $0].count } ?? addresses.count
    }

    public func text(_ field: FormField) -> String {
        if let plain = Self.plainFields.first(where: { $0.field == field }) { return self[keyPath: plain.form] }
        switch field {
        case let .entryLabel(group, index): return entries(group)[index].label
        case let .entryValue(group, index): return entries(group)[index].value
        case let .address(index, part): return addresses[index][keyPath: Self.keyPath(part)]
        case .birthday: return birthday
        case .anniversary: return anniversary
        case .notes: return notes
        case .tags: return tags
        case .favorite: return favorite ? "yes" : "no"
        case .book: return book
        default: return ""
        }
    }

    public mutating func set(_ text: String, for field: FormField) {
        if let plain = Self.plainFields.first(where: { $0.field == field }) {
            self[keyPath: plain.form] = text
            return
        }
        switch field {
        case let .entryLabel(group, index): updateEntries(group) { $0[index].label = text }
        case let .entryValue(group, index): updateEntries(group) { $0[index].value = text }
        case let .address(index, part): addresses[index][keyPath: Self.keyPath(part)] = text
        case .birthday: birthday = text
        case .anniversary: anniversary = text
        case .notes: notes = text
        case .tags: tags = text
        case .favorite: favorite = ["yes", "y", "true", "x"].contains(text.lowercased())
        // A name typed in any case is the book of that name.
        case .book: book = books.first { $0.folded == text.trimmingWhitespace.folded } ?? text.trimmingWhitespace
        default: break
        }
    }

    /// Adds an empty entry at the end of the group; returns the field to type it in.
    public mutating func addEntry(to group: FormField.Group) -> FormField {
        guard let entries = group.formEntries else {
            addresses.append(PostalAddress(label: group.defaultLabel))
            return .address(addresses.count - 1, .street)
        }
        self[keyPath: entries].append(LabeledValue(label: group.defaultLabel, value: ""))
        return .entryValue(group, count(group) - 1)
    }

    /// Removes the entry; the last entry of a group is emptied instead, so the group keeps a
    /// place to type. Returns the field to move to.
    public mutating func removeEntry(_ group: FormField.Group, at index: Int) -> FormField {
        if let entries = group.formEntries { self[keyPath: entries].remove(at: index) } else { addresses.remove(at: index) }
        if count(group) == 0 { return addEntry(to: group) }
        let kept = min(index, count(group) - 1)
        return group == .addresses ? .address(kept, .street) : .entryValue(group, kept)
    }

    /// Messages for the fields that would not make a valid contact, keyed by field.
    public func validationErrors() -> [FormField: String] {
        validationErrors(of: applied(to: Contact()))
    }

    /// The same, for the form already applied to its contact (a save applies it once).
    public func validationErrors(of applied: Contact) -> [FormField: String] {
        var errors: [FormField: String] = [:]
        errors[.firstName] = ContactValidator.identityMessage(applied)
        for (index, phone) in phones.enumerated() { errors[.entryValue(.phones, index)] = ContactValidator.phoneMessage(phone.value) }
        for (index, email) in emails.enumerated() { errors[.entryValue(.emails, index)] = ContactValidator.emailMessage(email.value) }
        for (index, url) in urls.enumerated() { errors[.entryValue(.urls, index)] = ContactValidator.urlMessage(url.value) }
        let groups: [(FormField.Group, ContactValidator.EntryKind, [LabeledValue])] = [
            (.phones, .phone, phones), (.emails, .email, emails), (.urls, .url, urls),
        ]
        for (group, kind, entries) in groups {
            for (index, entry) in entries.enumerated() {
                errors[.entryLabel(group, index)] = ContactValidator.labelMessage(label: entry.label, value: entry.value, kind: kind)
            }
        }
        for (index, date) in dates.enumerated() { errors[.entryValue(.dates, index)] = ContactValidator.dateMessage(date.value) }
        errors[.birthday] = ContactValidator.dateMessage(birthday)
        errors[.anniversary] = ContactValidator.dateMessage(anniversary)
        if hasBookField, !books.contains(book) {
            let names = books.map { "“\($0.terminalSafe)”" }.joined(separator: ", ")
            // TRANSLATORS: {books} lists the books the contact may be in: "“Home”, “Work”".
            errors[.book] = tr("no book is named “{book}”: {books}", ["book": book.terminalSafe, "books": names])
        }
        return errors
    }

    /// The contact with the form's values; fields the form does not show (id, uid, extra,
    /// unknown keys, times) stay as they were. Empty entries are left out unless they carry
    /// unknown keys. Call after validating.
    public func applied(to contact: Contact) -> Contact {
        var result = contact
        for plain in Self.plainFields { result[keyPath: plain.contact] = self[keyPath: plain.form].trimmingWhitespace }
        for group in FormField.Group.usual + FormField.Group.rare {
            if let (form, list) = group.lists { result[keyPath: list] = Self.filled(self[keyPath: form], group) }
        }
        result.addresses = addresses.filter { !$0.isEmpty || !$0.unknownFields.isEmpty }.map { address in
            var trimmed = address
            for part in FormField.AddressPart.allCases {
                trimmed[keyPath: Self.keyPath(part)] = address[keyPath: Self.keyPath(part)].trimmingWhitespace
            }
            return trimmed
        }
        result.birthday = PartialDate(birthday.trimmingWhitespace)
        result.anniversary = PartialDate(anniversary.trimmingWhitespace)
        (result.photo, result.logo) = (photo, logo)
        result.notes = notes.trimmingTrailingWhitespace
        var seen = Set<String>()
        result.tags = EscapedList.split(tags, on: ",").filter { !$0.isEmpty && seen.insert($0.folded).inserted }
        result.favorite = favorite
        if hasBookField { result.book = book }
        return result
    }

    /// Entries with a value, and empty ones that carry keys from another tool (kept, not lost);
    /// a further organisation may be a title alone.
    private static func filled(_ entries: [LabeledValue], _ group: FormField.Group) -> [LabeledValue] {
        entries.compactMap { entry in
            let value = entry.value.trimmingWhitespace
            let label = entry.label.trimmingWhitespace
            guard !value.isEmpty || !entry.unknownFields.isEmpty || (group == .organizations && !label.isEmpty) else { return nil }
            return LabeledValue(label: label, value: value, unknownFields: entry.unknownFields)
        }
    }

    private func entries(_ group: FormField.Group) -> [LabeledValue] {
        group.formEntries.map { self[keyPath: $0] } ?? []
    }

    private mutating func updateEntries(_ group: FormField.Group, _ change: (inout [LabeledValue]) -> Void) {
        if let entries = group.formEntries { change(&self[keyPath: entries]) }
    }

    static func keyPath(_ part: FormField.AddressPart) -> WritableKeyPath<PostalAddress, String> {
        switch part {
        case .label: return \.label
        case .street: return \.street
        case .extendedAddress: return \.extendedAddress
        case .poBox: return \.poBox
        case .city: return \.city
        case .region: return \.region
        case .postalCode: return \.postalCode
        case .country: return \.country
        }
    }
}

extension ContactForm {
    /// A draft saved by an older version still opens: a field it did not have is empty.
    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        func text(_ key: CodingKeys) throws -> String { try container.decodeIfPresent(String.self, forKey: key) ?? "" }
        (firstName, lastName, middleName) = (try text(.firstName), try text(.lastName), try text(.middleName))
        (namePrefix, nameSuffix, formattedName) = (try text(.namePrefix), try text(.nameSuffix), try text(.formattedName))
        (phoneticFirstName, phoneticLastName) = (try text(.phoneticFirstName), try text(.phoneticLastName))
        (nickname, company, department, jobTitle) = (try text(.nickname), try text(.company), try text(.department), try text(.jobTitle))
        phones = try container.decodeIfPresent([LabeledValue].self, forKey: .phones) ?? []
        emails = try container.decodeIfPresent([LabeledValue].self, forKey: .emails) ?? []
        urls = try container.decodeIfPresent([LabeledValue].self, forKey: .urls) ?? []
        addresses = try container.decodeIfPresent([PostalAddress].self, forKey: .addresses) ?? []
        related = try container.decodeIfPresent([LabeledValue].self, forKey: .related) ?? []
        profiles = try container.decodeIfPresent([LabeledValue].self, forKey: .profiles) ?? []
        dates = try container.decodeIfPresent([LabeledValue].self, forKey: .dates) ?? []
        organizations = try container.decodeIfPresent([LabeledValue].self, forKey: .organizations) ?? []
        (role, gender, photo, logo) = (try text(.role), try text(.gender), try text(.photo), try text(.logo))
        (birthday, anniversary, notes, tags) = (try text(.birthday), try text(.anniversary), try text(.notes), try text(.tags))
        favorite = try container.decodeIfPresent(Bool.self, forKey: .favorite) ?? false
        (book, books) = (try text(.book), try container.decodeIfPresent([String].self, forKey: .books) ?? [])
    }
}

private extension String {
    var trimmingTrailingWhitespace: String {
        var text = Substring(self)
        while let last = text.last, last.isWhitespace { text.removeLast() }
        return String(text)
    }
}
