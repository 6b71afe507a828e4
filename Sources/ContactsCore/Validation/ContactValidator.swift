import Foundation
import Localization

/// The rules a contact must meet before it is saved, shared by the edit form and importers.
/// Each check returns nil when the value is fine, or a short message to show beside the field.
public enum ContactValidator {
    /// A contact needs a name, a company, an email or a phone (`Contact.hasIdentity`).
    public static func identityMessage(_ contact: Contact) -> String? {
        contact.hasIdentity ? nil : tr("Give a name, a company, an email or a phone")
    }

    /// Requires one "@", something before it, and a dotted domain without spaces after it.
    public static func emailMessage(_ email: String) -> String? {
        let text = email.trimmingWhitespace
        if text.isEmpty { return nil }
        let parts = text.split(separator: "@", omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty, !text.contains(where: \.isWhitespace) else {
            return tr("An email needs a name, @ and a domain")
        }
        let labels = parts[1].split(separator: ".", omittingEmptySubsequences: false)
        guard labels.count >= 2, labels.allSatisfy({ !$0.isEmpty }) else {
            return tr("The domain after @ needs a dot, as in example.org")
        }
        // Letters (any script), digits, hyphens and dots: a colon or a slash is a typing slip.
        guard parts[1].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "." }) else {
            return tr("The domain after @ has letters, digits, - and . only")
        }
        return nil
    }

    /// Digits with the punctuation people write in numbers: + ( ) - . / space, and
    /// "ext"/"x" or ",;" for extensions and pauses; no other letters.
    public static func phoneMessage(_ phone: String) -> String? {
        var text = phone.trimmingWhitespace.lowercased()
        if text.isEmpty { return nil }
        for word in ["extension", "ext.", "ext", "x"] { text = text.replacingOccurrences(of: word, with: " ") }
        let allowed = Set("0123456789+()-./ ,;#*")
        guard text.allSatisfy(allowed.contains), text.contains(where: \.isNumber) else {
            return tr("A phone number has digits, spaces and + ( ) - . / only")
        }
        return nil
    }

    public static func urlMessage(_ url: String) -> String? {
        let text = url.trimmingWhitespace
        return text.contains(where: \.isWhitespace) ? tr("A URL cannot contain spaces") : nil
    }

    /// What a labelled entry holds, to tell its value typed into its label.
    public enum EntryKind: Sendable {
        case phone, email, url
    }

    /// A label holding what belongs in its value (a phone's digits, an email's @, a URL's
    /// slash or dot) beside an empty value: typed one column early (the label comes first when
    /// tabbing into an entry), it would be dropped with the empty entry on save.
    public static func labelMessage(label: String, value: String, kind: EntryKind) -> String? {
        guard value.trimmingWhitespace.isEmpty else { return nil }
        switch kind {
        case .phone where label.contains(where: \.isNumber): return tr("The number goes after the label: Tab to it")
        case .email where label.contains("@"): return tr("The address goes after the label: Tab to it")
        case .url where label.contains("/") || label.contains("."): return tr("The URL goes after the label: Tab to it")
        default: return nil
        }
    }

    public static func dateMessage(_ text: String) -> String? {
        let text = text.trimmingWhitespace
        if text.isEmpty || PartialDate(text) != nil { return nil }
        return tr("Not a real date: use YYYY-MM-DD, or --MM-DD without a year")
    }
}
