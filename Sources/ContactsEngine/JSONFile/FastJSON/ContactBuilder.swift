import ContactsCore
import Foundation

/// The fast path gave up: the input is not the plain, valid JSON it reads. Not an error to show:
/// the caller reads the same bytes again with Foundation's decoder, which either accepts them
/// or says exactly what is wrong.
package struct NotPlainJSON: Error {
    package init() {}
}

package enum ContactTextField {
    case firstName, lastName, middleName, namePrefix, nameSuffix, formattedName, phoneticFirstName, phoneticLastName
    case nickname, company, department, jobTitle, role, gender, photo, logo, notes, uid
}
package enum LabeledList { case phones, emails, urls, organizations, related, profiles, dates }
package enum OccasionField { case birthday, anniversary }
package enum TimeField { case createdAt, updatedAt }

/// A phone, email or URL as it stands in the bytes.
package struct ScannedLabeledValue {
    package var label: ScannedString?
    package var value: ScannedString?
    package var unknown: [String: JSONValue] = [:]

    package init(label: ScannedString? = nil, value: ScannedString? = nil, unknown: [String: JSONValue] = [:]) {
        (self.label, self.value, self.unknown) = (label, value, unknown)
    }
}

/// A postal address as it stands in the bytes.
package struct ScannedAddress {
    package var label: ScannedString?
    package var street: ScannedString?
    package var city: ScannedString?
    package var region: ScannedString?
    package var postalCode: ScannedString?
    package var country: ScannedString?
    package var poBox: ScannedString?
    package var extendedAddress: ScannedString?
    package var unknown: [String: JSONValue] = [:]

    package init() {}
}

/// Builds the contact the members of its JSON describe, as the engine's walk over them hands
/// them over (`JSONScanner.contactFields`): what decoding a contact means. Its fields are
/// gathered first and boxed once (each change to a contact boxes its fields anew). Each text
/// is checked as it is made (`ScannedString.text`).
package struct ContactBuilder {
    /// Stands in until the contact's own id is read (UUID() would draw random bytes for nothing).
    private static let placeholderID = UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0))
    private var fields = Contact.Fields(id: Self.placeholderID)

    /// The contact, its fields moved into its box: a copy retained and released every field
    /// of every contact read.
    package consuming func build() -> Contact { Contact(fields) }

    package init() {}

    package mutating func text(_ field: ContactTextField, _ value: ScannedString?) throws(NotPlainJSON) {
        let text = try value?.text()
        switch field {
        case .firstName: fields.firstName = text ?? ""
        case .lastName: fields.lastName = text ?? ""
        case .middleName: fields.middleName = text ?? ""
        case .namePrefix: fields.namePrefix = text ?? ""
        case .nameSuffix: fields.nameSuffix = text ?? ""
        case .formattedName: fields.formattedName = text ?? ""
        case .phoneticFirstName: fields.phoneticFirstName = text ?? ""
        case .phoneticLastName: fields.phoneticLastName = text ?? ""
        case .department: fields.department = text ?? ""
        case .nickname: fields.nickname = text ?? ""
        case .company: fields.company = text ?? ""
        case .jobTitle: fields.jobTitle = text ?? ""
        case .role: fields.rare[.role] = text ?? ""
        case .gender: fields.rare[.gender] = text ?? ""
        case .photo: fields.rare[.photo] = text ?? ""
        case .logo: fields.rare[.logo] = text ?? ""
        case .notes: fields.notes = text ?? ""
        case .uid: fields.uid = text
        }
    }

    package mutating func labeled(_ list: LabeledList, _ scanned: ScannedLabeledValue) throws(NotPlainJSON) {
        let entry = LabeledValue(label: try scanned.label?.text() ?? "", value: try scanned.value?.text() ?? "", unknownFields: scanned.unknown)
        switch list {
        case .phones: fields.phones.append(entry)
        case .emails: fields.emails.append(entry)
        case .urls: fields.urls.append(entry)
        case .organizations: fields.rare[.organizations].append(entry)
        case .related: fields.rare[.related].append(entry)
        case .profiles: fields.rare[.profiles].append(entry)
        case .dates: fields.rare[.dates].append(entry)
        }
    }

    package mutating func address(_ scanned: ScannedAddress) throws(NotPlainJSON) {
        fields.addresses.append(
            PostalAddress(
                label: try scanned.label?.text() ?? "", street: try scanned.street?.text() ?? "", city: try scanned.city?.text() ?? "",
                region: try scanned.region?.text() ?? "", postalCode: try scanned.postalCode?.text() ?? "",
                country: try scanned.country?.text() ?? "", poBox: try scanned.poBox?.text() ?? "",
                extendedAddress: try scanned.extendedAddress?.text() ?? "", unknownFields: scanned.unknown))
    }

    package mutating func tag(_ tag: ScannedString) throws(NotPlainJSON) {
        fields.tags.append(try tag.text())
    }

    package mutating func occasion(_ field: OccasionField, _ date: PartialDate?) {
        switch field {
        case .birthday: fields.birthday = date
        case .anniversary: fields.anniversary = date
        }
    }

    package mutating func favorite(_ favorite: Bool) {
        fields.favorite = favorite
    }

    package mutating func extra(_ extra: [String: JSONValue]) {
        fields.extra = extra
    }

    package mutating func time(_ field: TimeField, _ time: (Date, SourceText.Spelling<Date>?)) {
        switch field {
        case .createdAt: (fields.createdAt, fields.sourceText.createdAt) = time
        case .updatedAt: (fields.updatedAt, fields.sourceText.updatedAt) = time
        }
    }

    package mutating func unknown(_ key: String, _ value: JSONValue) {
        fields.unknownFields[key] = value
    }

    package mutating func id(_ id: UUID, spelling: SourceText.Spelling<UUID>?) {
        fields.id = id
        if let spelling { fields.sourceText.id = spelling }
    }
}
