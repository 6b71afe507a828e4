import Foundation

/// Writes contacts as vCards every reader accepts: 4.0 by default or 3.0, CRLF line ends, lines
/// folded at 75 octets never inside a UTF-8 character, values escaped, and every card with
/// VERSION, FN, N, UID and REV. Properties kept from an import are written back as they came.
public enum VCardWriter {
    public enum Version: String, Sendable, CaseIterable {
        case v3 = "3.0"
        case v4 = "4.0"
    }

    /// The cards of `contacts`, one after another, as UTF-8.
    public static func write(_ contacts: [Contact], version: Version = .v4) -> Data {
        // Cards are independent: a large book's are written on all cores, each part straight
        // into one buffer (a string per card, joined, then copied to Data and back to a string
        // for output was half of exporting 100,000 cards and five copies of them in memory).
        let parts = Parallel.map(count: contacts.count, minimumPerPart: 2000) { range in
            var composer = CardComposer(version: version)
            for contact in contacts[range] { composer.write(contact) }
            return composer.card.bytes
        }
        var data = Data(capacity: parts.reduce(0) { $0 + $1.count })
        for part in parts { data.append(contentsOf: part) }
        return data
    }

    /// The keys of `Contact.extra` a card carries; any other stays in the book only.
    static let extraKeys: Set<String> = [VCardReader.extraKey]

    /// The UID a card gets: the one another program gave the contact, else its id as a URN.
    package static func uid(for contact: Contact) -> String {
        contact.uid.flatMap { $0.isEmpty ? nil : $0 } ?? "urn:uuid:" + contact.id.uuidString.lowercased()
    }

    package static func card(for contact: Contact, version: Version) -> String {
        var composer = CardComposer(version: version)
        composer.write(contact)
        return String(decoding: composer.card.bytes, as: UTF8.self)
    }

    /// One line folded and ended as a card's lines are.
    static func fold(_ line: String) -> String {
        var card = CardLines()
        card.append(line.utf8)
        card.endLine()
        return String(decoding: card.bytes, as: UTF8.self)
    }
}
