/// Whether a contact matches a search: every word of the query must appear, case and accents
/// ignored, in the contact's names, company, emails, phones (digits compared without spaces or
/// dashes), addresses, notes or tags.
public struct ContactSearch: Sendable {
    private let words: [String]
    private let digitWords: [String]

    public init(_ query: String) {
        words = query.folded.split(whereSeparator: \.isWhitespace).map(String.init)
        digitWords = words.map { $0.filter(\.isNumber) }
    }

    public var isEmpty: Bool { words.isEmpty }

    public func matches(_ contact: Contact) -> Bool {
        guard !words.isEmpty else { return true }
        let text = Self.searchText(contact)
        let digits = contact.phones.map { $0.value.filter(\.isNumber) }.joined(separator: " ")
        return zip(words, digitWords).allSatisfy { word, digitWord in
            text.contains(word) || (digitWord.count >= 3 && digitWord.count == word.count && digits.contains(digitWord))
        }
    }

    static func searchText(_ contact: Contact) -> String {
        var parts = [contact.firstName, contact.lastName, contact.nickname, contact.company, contact.jobTitle, contact.notes]
        parts += contact.emails.map(\.value) + contact.phones.map(\.value) + contact.urls.map(\.value) + contact.tags
        parts += contact.addresses.flatMap { [$0.street, $0.city, $0.region, $0.postalCode, $0.country] }
        return parts.joined(separator: "\u{1}").folded
    }
}
