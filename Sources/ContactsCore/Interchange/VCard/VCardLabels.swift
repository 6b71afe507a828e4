/// Between vCard TYPE values and the book's labels ("mobile", "home", "work", or typed).
enum VCardLabels {
    /// TYPE values that only say what kind of thing it is, not whose: not labels.
    private static let kinds: Set<String> = [
        "voice", "internet", "pref", "x400", "msg", "text", "uri", "video", "bbs", "modem", "car", "isdn", "pcs", "dom", "intl", "postal", "parcel",
    ]

    /// The label for a property: Apple's itemN.X-ABLabel first, then its TYPE values.
    static func label(types: [String], appleLabel: String?) -> String {
        if let appleLabel, !appleLabel.isEmpty { return cleanAppleLabel(appleLabel) }
        // abook writes "EMAIL;1;INTERNET": a bare number says nothing about whose address it is.
        let meaningful = types.filter { !kinds.contains($0) && !$0.allSatisfy(\.isNumber) }
        if meaningful.contains("cell") || meaningful.contains("mobile") || meaningful.contains("iphone") {
            return meaningful.contains("fax") ? "fax" : "mobile"
        }
        if meaningful.contains("fax") { return meaningful.contains("home") ? "home fax" : meaningful.contains("work") ? "work fax" : "fax" }
        if meaningful.contains("pager") { return "pager" }
        if meaningful.contains("home") { return "home" }
        if meaningful.contains("work") { return "work" }
        if meaningful.contains("main") { return "main" }
        if meaningful.contains("other") { return "other" }
        return meaningful.first.map { $0.hasPrefix("x-") ? String($0.dropFirst(2)) : $0 } ?? ""
    }

    /// Apple writes "_$!<Mobile>!$_" for its own labels and plain text for typed ones.
    static func cleanAppleLabel(_ label: String) -> String {
        guard label.hasPrefix("_$!<"), label.hasSuffix(">!$_") else { return label }
        return String(label.dropFirst(4).dropLast(4)).lowercased()
    }

    /// TYPE values to write for a label; nil when the label is not one vCard knows, so it is
    /// written the way Apple does (itemN.X-ABLabel), which other readers understand too.
    static func types(for label: String, property: String) -> [String]? {
        switch label.lowercased() {
        case "": return []
        case "mobile", "cell": return property == "TEL" ? ["cell"] : nil
        case "home", "work": return [label.lowercased()]
        case "fax": return property == "TEL" ? ["fax"] : nil
        case "home fax": return property == "TEL" ? ["home", "fax"] : nil
        case "work fax": return property == "TEL" ? ["work", "fax"] : nil
        case "pager": return property == "TEL" ? ["pager"] : nil
        case "main": return property == "TEL" ? ["main"] : nil
        default: return nil
        }
    }
}
