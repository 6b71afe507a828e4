import Foundation

/// What reading a contact's members makes of them: the contact itself (`ContactBuilder`), or
/// only what one pass needs (`MatchKeyReading`, `OrderKeys`, `CardComposer`). The scanner's walk
/// over a contact's JSON (`JSONScanner.contactFields`) and a contact's own fields
/// (`Contact.read(into:)`) hand the members over alike.
protocol ContactReading {
    /// A text member; nil for null. Each reading checks the text (`ScannedString.check`).
    mutating func text(_ field: ContactTextField, _ value: ScannedString?) throws(NotPlainJSON)
    mutating func labeled(_ list: LabeledList, _ entry: ScannedLabeledValue) throws(NotPlainJSON)
    mutating func address(_ address: ScannedAddress) throws(NotPlainJSON)
    mutating func tag(_ tag: ScannedString) throws(NotPlainJSON)
    mutating func occasion(_ field: OccasionField, _ date: PartialDate?)
    mutating func favorite(_ favorite: Bool)
    mutating func extra(_ extra: [String: JSONValue])
    mutating func time(_ field: TimeField, _ time: (Date, SourceText.Spelling<Date>?))
    /// Whether `time` is to be called: a reading that drops the times has them checked only,
    /// without the dates made (a first open's keys: 2 % of its instructions).
    static var readsTimes: Bool { get }
    /// A member the model does not know (the scanner refuses one that repeats).
    mutating func unknown(_ key: String, _ value: JSONValue)
    /// The id, read last (it is required, wherever it stands).
    mutating func id(_ id: UUID, spelling: SourceText.Spelling<UUID>?)
}

extension ContactReading {
    static var readsTimes: Bool { true }
}

enum ContactTextField { case firstName, lastName, nickname, company, jobTitle, notes, uid }
enum LabeledList { case phones, emails, urls }
enum OccasionField { case birthday, anniversary }
enum TimeField { case createdAt, updatedAt }

/// A phone, email or URL as it stands in the bytes.
struct ScannedLabeledValue {
    var label: ScannedString?
    var value: ScannedString?
    var unknown: [String: JSONValue] = [:]
}

/// A postal address as it stands in the bytes.
struct ScannedAddress {
    var label: ScannedString?
    var street: ScannedString?
    var city: ScannedString?
    var region: ScannedString?
    var postalCode: ScannedString?
    var country: ScannedString?
    var unknown: [String: JSONValue] = [:]
}

/// Builds the contact the members describe: what decoding a contact means.
struct ContactBuilder: ContactReading {
    /// Stands in until the contact's own id is read (UUID() would draw random bytes for nothing).
    private static let placeholderID = UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0))
    private(set) var contact = Contact(id: Self.placeholderID)

    mutating func text(_ field: ContactTextField, _ value: ScannedString?) throws(NotPlainJSON) {
        let text = try value?.text()
        switch field {
        case .firstName: contact.firstName = text ?? ""
        case .lastName: contact.lastName = text ?? ""
        case .nickname: contact.nickname = text ?? ""
        case .company: contact.company = text ?? ""
        case .jobTitle: contact.jobTitle = text ?? ""
        case .notes: contact.notes = text ?? ""
        case .uid: contact.uid = text
        }
    }

    mutating func labeled(_ list: LabeledList, _ scanned: ScannedLabeledValue) throws(NotPlainJSON) {
        let entry = LabeledValue(label: try scanned.label?.text() ?? "", value: try scanned.value?.text() ?? "", unknownFields: scanned.unknown)
        switch list {
        case .phones: contact.phones.append(entry)
        case .emails: contact.emails.append(entry)
        case .urls: contact.urls.append(entry)
        }
    }

    mutating func address(_ scanned: ScannedAddress) throws(NotPlainJSON) {
        contact.addresses.append(
            PostalAddress(
                label: try scanned.label?.text() ?? "", street: try scanned.street?.text() ?? "", city: try scanned.city?.text() ?? "",
                region: try scanned.region?.text() ?? "", postalCode: try scanned.postalCode?.text() ?? "",
                country: try scanned.country?.text() ?? "", unknownFields: scanned.unknown))
    }

    mutating func tag(_ tag: ScannedString) throws(NotPlainJSON) {
        contact.tags.append(try tag.text())
    }

    mutating func occasion(_ field: OccasionField, _ date: PartialDate?) {
        switch field {
        case .birthday: contact.birthday = date
        case .anniversary: contact.anniversary = date
        }
    }

    mutating func favorite(_ favorite: Bool) {
        contact.favorite = favorite
    }

    mutating func extra(_ extra: [String: JSONValue]) {
        contact.extra = extra
    }

    mutating func time(_ field: TimeField, _ time: (Date, SourceText.Spelling<Date>?)) {
        switch field {
        case .createdAt: (contact.createdAt, contact.sourceText.createdAt) = time
        case .updatedAt: (contact.updatedAt, contact.sourceText.updatedAt) = time
        }
    }

    mutating func unknown(_ key: String, _ value: JSONValue) {
        contact.unknownFields[key] = value
    }

    mutating func id(_ id: UUID, spelling: SourceText.Spelling<UUID>?) {
        contact.id = id
        if let spelling { contact.sourceText.id = spelling }
    }
}
