/// A recipient as a mail program takes it on its command line: `Ada Lovelace <ada@example.org>`.
/// A name holding a character that means something in an address (a comma, a dot, quotes...)
/// is quoted, as RFC 5322 asks, so "Lovelace, Ada" stays one recipient. No recipient starts
/// with "-": a mailer would read it as an option (mutt's `-e` runs a command).
public enum MailRecipient {
    private static let specials: Set<Character> = ["(", ")", "<", ">", "[", "]", ":", ";", "@", "\\", ",", ".", "\""]

    /// Nil for an address that starts with "-" (no mail address does).
    public static func text(name: String, address: String) -> String? {
        let address = address.trimmingWhitespace
        guard !address.isEmpty, !address.hasPrefix("-") else { return nil }
        let name = name.split(whereSeparator: { $0.isNewline || $0 == "\t" }).joined(separator: " ").trimmingWhitespace
        guard !name.isEmpty, name != address else { return address }
        guard name.contains(where: specials.contains) || name.hasPrefix("-") else { return "\(name) <\(address)>" }
        let escaped = name.flatMap { $0 == "\\" || $0 == "\"" ? ["\\", $0] : [$0] }
        return "\"\(String(escaped))\" <\(address)>"
    }
}
