import ContactsCore
import Foundation

/// Whole seconds only: the file format stores timestamps to the second.
public func date(_ seconds: TimeInterval) -> Date { Date(timeIntervalSince1970: seconds) }

public func person(_ firstName: String, _ lastName: String, company: String = "", id: UUID = UUID()) -> Contact {
    Contact(id: id, firstName: firstName, lastName: lastName, company: company)
}

/// A contact with every field filled, to catch a field dropped by the coding.
public func fullContact() -> Contact {
    Contact(
        id: UUID(uuidString: "6F9619FF-8B86-D011-B42D-00C04FC964FF")!,
        firstName: "Ada", lastName: "Lovelace", nickname: "Enchantress", company: "Analytical Engines",
        jobTitle: "Analyst",
        phones: [LabeledValue(label: "mobile", value: "+44 20 7946 0958")],
        emails: [LabeledValue(label: "home", value: "ada@example.org")],
        urls: [LabeledValue(label: "", value: "https://example.org/ada")],
        addresses: [
            PostalAddress(
                label: "home", street: "12 St James's Square\nFlat 2", city: "London",
                region: "Westminster", postalCode: "SW1Y 4JH", country: "UK")
        ],
        birthday: PartialDate("1815-12-10"), anniversary: PartialDate("--07-08"),
        notes: "First programmer.\nWrote the notes.", tags: ["math", "friends"], favorite: true,
        uid: "urn:uid:ada", extra: ["X-SOCIAL": .string("ada@mastodon.example")],
        createdAt: date(1_700_000_000), updatedAt: date(1_700_000_100))
}

/// `count` contacts with every field, names with accents, some favourites and tags.
public func variedBook(count: Int) -> AddressBook {
    AddressBook(
        contacts: (0..<count).map { index in
            var contact = fullContact()
            contact.id = UUID()
            contact.firstName = "Zoë \(index)"
            contact.lastName = index % 3 == 0 ? "" : "Ångström-\(index % 7)"
            contact.favorite = index % 5 == 0
            contact.tags = index % 2 == 0 ? ["family", "t\(index % 4)"] : []
            return contact
        })
}

/// 300 contacts whose names fold alike (case, accents, empty, quotes, backslashes, Chinese),
/// with few companies and few change times: ties for every order.
public func contactsWithNamesThatFoldAlike() -> [Contact] {
    var random = SeededRandom(seed: 7)
    let names = ["Zoë", "zoe", "Ada", "ÅSA", "émile", "Émile", "", "小明", "Bob", "O\"Brien", "back\\slash"]
    return (0..<300).map { _ in
        Contact(
            firstName: names.randomElement(using: &random) ?? "", lastName: names.randomElement(using: &random) ?? "",
            company: ["", "Acme", "acmé", "Zed"].randomElement(using: &random) ?? "",
            updatedAt: Date(timeIntervalSince1970: Double(Int.random(in: 0..<20, using: &random))))
    }
}
