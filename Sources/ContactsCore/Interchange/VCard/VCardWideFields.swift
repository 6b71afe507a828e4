/// The vCard spellings of the rarely filled fields: gender, related people, and instant
/// messaging and social profiles, as RFC 6350 and the exporters before it write them.
enum VCardWideFields {
    /// GENDER's sex letters and the words the book keeps for them.
    private static let genders: [(letter: String, word: String)] = [
        ("M", "male"), ("F", "female"), ("O", "other"), ("N", "none"), ("U", "unknown"),
    ]

    /// "F" is "female", "O;non-binary" is "non-binary", "M;Sir" is "male; Sir"; Evolution's and
    /// KAddressBook's X-GENDER hold a word ("Male").
    static func gender(_ value: String) -> String {
        let parts = VCardText.split(value, on: ";").map(\.trimmingWhitespace)
        let letter = parts.first ?? ""
        let identity = parts.dropFirst().joined(separator: ";")
        let word = genders.first { $0.letter == letter.uppercased() || $0.word == letter.lowercased() }?.word ?? letter
        if identity.isEmpty { return word }
        return word.isEmpty || ["other", "unknown"].contains(word) ? identity : word + "; " + identity
    }

    /// GENDER's value for the book's words: the sex letter, with any other words as identity.
    static func genderValue(_ gender: String) -> (letter: String, identity: String) {
        let parts = gender.split(separator: ";", maxSplits: 1).map { String($0).trimmingWhitespace }
        let word = (parts.first ?? "").lowercased()
        if let known = genders.first(where: { $0.word == word }) { return (known.letter, parts.count > 1 ? parts[1] : "") }
        return ("O", gender.trimmingWhitespace)
    }

    /// Properties older exporters name a related person with, and the label each means.
    static let relatedPeople: [String: String] = [
        "X-SPOUSE": "spouse", "X-EVOLUTION-SPOUSE": "spouse", "X-KADDRESSBOOK-X-SPOUSESNAME": "spouse", "X-MS-SPOUSE": "spouse",
        "X-MANAGER": "manager", "X-EVOLUTION-MANAGER": "manager", "X-KADDRESSBOOK-X-MANAGERSNAME": "manager", "X-MS-MANAGER": "manager",
        "X-ASSISTANT": "assistant", "X-EVOLUTION-ASSISTANT": "assistant", "X-KADDRESSBOOK-X-ASSISTANTSNAME": "assistant",
        "X-MS-ASSISTANT": "assistant", "X-MS-CHILD": "child",
    ]

    /// RFC 6350's RELATED types: written as TYPE; any other label goes as Apple's item label.
    static let relationTypes: Set<String> = [
        "contact", "acquaintance", "friend", "met", "co-worker", "colleague", "co-resident", "neighbor", "child", "parent", "sibling",
        "spouse", "kin", "muse", "crush", "date", "sweetheart", "me", "agent", "emergency",
    ]

    /// Messaging services: the book's label and IMPP's URI scheme.
    private static let services: [(label: String, scheme: String)] = [
        ("xmpp", "xmpp"), ("skype", "skype"), ("aim", "aim"), ("icq", "icq"), ("msn", "msnim"), ("yahoo", "ymsgr"),
        ("gadugadu", "gg"), ("qq", "qq"), ("sip", "sip"), ("irc", "irc"), ("groupwise", "groupwise"),
    ]

    /// The properties exporters wrote profiles with before IMPP, and the label each means.
    private static let olderProfiles: [String: String] = [
        "X-JABBER": "xmpp", "X-GOOGLE-TALK": "xmpp", "X-GTALK": "xmpp", "X-SKYPE": "skype", "X-SKYPE-USERNAME": "skype",
        "X-AIM": "aim", "X-ICQ": "icq", "X-MSN": "msn", "X-YAHOO": "yahoo", "X-GADUGADU": "gadugadu", "X-QQ": "qq",
        "X-SIP": "sip", "X-GROUPWISE": "groupwise", "X-TWITTER": "twitter", "X-KADDRESSBOOK-X-IMADDRESS": "im",
    ]

    /// KAddressBook's messaging lines, `X-messaging/xmpp-All:alice@example.org`, whose name no
    /// vCard allows: read as the IMPP they mean (`IMPP:xmpp:alice@example.org`).
    static func kdeMessaging(_ line: VCardRawLine) -> VCardProperty? {
        let prefix = Array("x-messaging/".utf8)
        guard line.bytes.count > prefix.count, line.bytes.prefix(prefix.count).map({ $0 | 0x20 }) == prefix.map({ $0 | 0x20 }),
            let colon = line.bytes.firstIndex(of: UInt8(ascii: ":"))
        else { return nil }
        let name = String(decoding: line.bytes[prefix.count..<colon], as: UTF8.self).lowercased()
        let service = String(name.prefix { $0 != "-" })
        guard !service.isEmpty, service.allSatisfy({ $0.isASCII && $0.isLetter }) else { return nil }
        let scheme = ["msn": "msnim", "yahoo": "ymsgr", "gadu": "gg"][service] ?? service
        return VCardProperty(VCardRawLine(bytes: Array("IMPP:\(scheme):".utf8) + line.bytes[(colon + 1)...], lineNumber: line.lineNumber))
    }

    /// Whether the property is a profile `profile(_:text:)` reads.
    static func isProfile(_ name: String) -> Bool {
        name == "IMPP" || name == "X-SOCIALPROFILE" || olderProfiles[name] != nil
    }

    /// The profile a property gives: IMPP's URI as service and handle ("xmpp:alice@example.org"
    /// is alice@example.org labelled xmpp; a scheme the book does not know stays in the value),
    /// a social profile's URL labelled with its TYPE, an older exporter's X-JABBER and the like.
    static func profile(_ property: VCardProperty, text: String) -> LabeledValue? {
        guard !text.isEmpty else { return nil }
        if let label = olderProfiles[property.name] { return LabeledValue(label: label, value: text) }
        let type = property.values(of: "TYPE").first { !["pref", "home", "work"].contains($0.lowercased()) }
        if property.name == "X-SOCIALPROFILE" { return LabeledValue(label: type ?? "", value: text) }
        // Apple names the service beside the URI: IMPP;X-SERVICE-TYPE=Skype:skype:bob.
        let named = property.values(of: "X-SERVICE-TYPE").first?.lowercased()
        guard let colon = text.firstIndex(of: ":") else { return LabeledValue(label: named ?? type ?? "", value: text) }
        let scheme = text[..<colon].lowercased()
        guard let service = services.first(where: { $0.scheme == scheme }) else { return LabeledValue(label: named ?? scheme, value: text) }
        return LabeledValue(label: service.label, value: String(text[text.index(after: colon)...]))
    }

    /// How a profile is written: IMPP with its scheme for a messaging service (or a value that
    /// is already a URI of its label's scheme), X-SOCIALPROFILE typed with its label otherwise.
    static func profileLine(_ profile: LabeledValue) -> (name: String, type: String?, value: String) {
        let label = profile.label.lowercased()
        // A URI the book kept whole ("msn:alice@example.org", a scheme it does not know) goes as it came.
        if !label.isEmpty, profile.value.lowercased().hasPrefix(label + ":") { return ("IMPP", nil, profile.value) }
        if let service = services.first(where: { $0.label == label }) { return ("IMPP", nil, service.scheme + ":" + profile.value) }
        return ("X-SOCIALPROFILE", profile.label.isEmpty ? nil : profile.label, profile.value)
    }
}
