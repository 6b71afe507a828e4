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

    /// What kind of line a phone is, beyond whose: kept after its label ("car", "work video"),
    /// so that the card goes back with the same types.
    static let phoneKinds = ["car", "video", "isdn", "pcs", "bbs", "modem", "msg", "textphone", "text"]

    /// A phone's label: whose it is as `label` says, then the kinds of line it is.
    static func phoneLabel(types: [String], appleLabel: String?) -> String {
        let label = label(types: types, appleLabel: appleLabel)
        guard appleLabel?.isEmpty ?? true else { return label }
        let kinds = phoneKinds.filter(types.contains)
        return ([label] + kinds).filter { !$0.isEmpty }.joined(separator: " ")
    }

    /// Apple writes "_$!<Mobile>!$_" for its own labels and plain text for typed ones.
    static func cleanAppleLabel(_ label: String) -> String {
        guard label.hasPrefix("_$!<"), label.hasSuffix(">!$_") else { return label }
        return String(label.dropFirst(4).dropLast(4)).lowercased()
    }

    /// The TYPE values a label is written with; nil when the label is not one vCard knows, so
    /// it is written the way Apple does (itemN.X-ABLabel), which other readers understand too.
    /// Read from the label's bytes, case ignored: no string is made for each phone of an export.
    static func types(for label: Span<UInt8>, isPhone: Bool) -> KnownTypes? {
        /// Whether the label is `word` (lower case), in any case.
        func spells(_ word: String) -> Bool {
            guard label.count == word.utf8.count else { return false }
            for (index, letter) in word.utf8.enumerated() {
                let byte = label[index]
                guard (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte | 0x20 == letter : byte == letter else { return false }
            }
            return true
        }
        if label.isEmpty { return KnownTypes.none }
        if spells("home") { return .home }
        if spells("work") { return .work }
        guard isPhone else { return nil }
        if spells("mobile") || spells("cell") { return .cell }
        if spells("fax") { return .fax }
        if spells("home fax") { return .homeFax }
        if spells("work fax") { return .workFax }
        if spells("pager") { return .pager }
        if spells("main") { return .main }
        return phoneWords(String(decoding: (0..<label.count).map { label[$0] }, as: UTF8.self))
    }

    /// A phone label made of words vCard has types for ("work video", "mobile text").
    private static func phoneWords(_ label: String) -> KnownTypes? {
        let words = label.lowercased().split(separator: " ").map { $0 == "mobile" ? "cell" : String($0) }
        let known: Set<String> = ["cell", "home", "work", "fax", "pager", "main", "voice"]
        guard words.count > 1 || words.first.map(phoneKinds.contains) == true else { return nil }
        return words.allSatisfy({ known.contains($0) || phoneKinds.contains($0) }) ? .words(words) : nil
    }

    /// The labels vCard has TYPE values for.
    enum KnownTypes {
        case none, cell, home, work, fax, homeFax, workFax, pager, main
        case words([String])

        /// The TYPE parameter, in vCard 4's lower case or 3's upper case; nil for none.
        func parameter(upperCase: Bool) -> String? {
            switch self {
            case .none: nil
            case .cell: upperCase ? "TYPE=CELL" : "TYPE=cell"
            case .home: upperCase ? "TYPE=HOME" : "TYPE=home"
            case .work: upperCase ? "TYPE=WORK" : "TYPE=work"
            case .fax: upperCase ? "TYPE=FAX" : "TYPE=fax"
            case .homeFax: upperCase ? "TYPE=HOME,FAX" : "TYPE=home,fax"
            case .workFax: upperCase ? "TYPE=WORK,FAX" : "TYPE=work,fax"
            case .pager: upperCase ? "TYPE=PAGER" : "TYPE=pager"
            case .main: upperCase ? "TYPE=MAIN" : "TYPE=main"
            case .words(let words): "TYPE=" + words.map { upperCase ? $0.uppercased() : $0 }.joined(separator: ",")
            }
        }
    }
}
