import ContactsCore
import Localization

/// What `add` and `edit` were asked to change, parsed from their flags: the form's fields, and
/// for each group of entries (and the tags) what to replace, add or remove.
public struct ContactEdits: Equatable, Sendable {
    /// The changes to one many-valued field, applied in this order: replace, remove, add.
    public struct GroupEdits<Value: EditableEntry>: Equatable, Sendable {
        /// Replaces the whole group when set (`--email` in `edit`).
        public var replacement: [Value]?
        public var additions: [Value] = []
        /// Values to remove, compared as `sameEntry` compares.
        public var removals: [String] = []

        public init(replacement: [Value]? = nil, additions: [Value] = [], removals: [String] = []) {
            self.replacement = replacement
            self.additions = additions
            self.removals = removals
        }

        var isEmpty: Bool { replacement == nil && additions.isEmpty && removals.isEmpty }
    }

    /// The single-valued fields, set as typed into the form.
    public var fields: [FormField: String] = [:]
    public var phones = GroupEdits<LabeledValue>()
    public var emails = GroupEdits<LabeledValue>()
    public var urls = GroupEdits<LabeledValue>()
    public var addresses = GroupEdits<PostalAddress>()
    public var related = GroupEdits<LabeledValue>()
    public var profiles = GroupEdits<LabeledValue>()
    public var dates = GroupEdits<LabeledValue>()
    public var organizations = GroupEdits<LabeledValue>()
    public var tags = GroupEdits<String>()
    /// Parts of one address named one by one (`--street`, `--city`...).
    public var addressParts: AddressParts?
    public var favorite: Bool?
    /// A photo or logo as a URI ("" removes it).
    public var photo: String?
    public var logo: String?

    public init() {}

    /// Parts of one address, each set when named: the address is the contact's only one, the
    /// one with `label`, or a new one when it has none.
    public struct AddressParts: Equatable, Sendable {
        public var label: String?
        public var street, city, region, postalCode, country: String?

        public init(
            label: String? = nil, street: String? = nil, city: String? = nil, region: String? = nil, postalCode: String? = nil, country: String? = nil
        ) {
            (self.label, self.street, self.city, self.region, self.postalCode, self.country) = (label, street, city, region, postalCode, country)
        }

        /// Sets the named parts of the address they mean, or says why none is meant.
        func apply(to addresses: inout [PostalAddress], report: inout Report) {
            let matching = addresses.indices.filter { index in label.map { sameText(addresses[index].label, $0) } ?? true }
            guard matching.count <= 1 else {
                let labels = matching.map { "\"\(addresses[$0].label)\"" }.joined(separator: ", ")
                return report.notFound.append(
                    // TRANSLATORS: {labels} lists the addresses' labels in quotes: "home", "work".
                    trn(
                        "the contact has {count} address ({labels}): name one with --address-label",
                        "the contact has {count} addresses ({labels}): name one with --address-label", matching.count, ["labels": labels]))
            }
            var address = matching.first.map { addresses[$0] } ?? PostalAddress(label: label ?? "home")
            for (keyPath, part) in [
                (\PostalAddress.street, street), (\.city, city), (\.region, region), (\.postalCode, postalCode), (\.country, country),
            ] {
                if let part { address[keyPath: keyPath] = part }
            }
            if let index = matching.first { addresses[index] = address } else { addresses.append(address) }
        }
    }

    /// What applying the edits met: additions already there (not doubled) and removals that
    /// matched nothing (the whole edit is then refused).
    public struct Report: Equatable, Sendable {
        public var alreadyThere: [String] = []
        public var notFound: [String] = []
    }

    /// The form with the edits applied, and what they met.
    public func applied(to original: ContactForm) -> (form: ContactForm, report: Report) {
        var form = original
        var report = Report()
        for (field, text) in fields { form.set(text, for: field) }
        if let favorite { form.favorite = favorite }
        if let photo { form.photo = photo }
        if let logo { form.logo = logo }
        Self.apply(phones, to: &form.phones, kind: .phone, same: Self.samePhone, report: &report)
        Self.apply(emails, to: &form.emails, kind: .email, same: Self.sameText, report: &report)
        Self.apply(urls, to: &form.urls, kind: .url, same: Self.sameText, report: &report)
        Self.apply(addresses, to: &form.addresses, kind: .address, same: Self.sameText, report: &report)
        if let addressParts {
            form.addresses.removeAll(where: \.isPlaceholder)
            addressParts.apply(to: &form.addresses, report: &report)
        }
        Self.apply(related, to: &form.related, kind: .related, same: Self.sameText, report: &report)
        Self.apply(profiles, to: &form.profiles, kind: .profile, same: Self.sameText, report: &report)
        Self.apply(dates, to: &form.dates, kind: .date, same: Self.sameText, report: &report)
        Self.apply(organizations, to: &form.organizations, kind: .organization, same: Self.sameText, report: &report)
        if !tags.isEmpty {
            var list = EscapedList.split(form.tags, on: ",").filter { !$0.isEmpty }
            Self.apply(tags, to: &list, kind: .tag, same: Self.sameText, report: &report)
            form.tags = EscapedList.joined(list, with: ",", spacing: " ")
        }
        // The form's invariant: every group keeps a place to type.
        for group in FormField.Group.allCases where form.count(group) == 0 { _ = form.addEntry(to: group) }
        return (form, report)
    }

    private static func apply<Value>(
        _ edits: GroupEdits<Value>, to entries: inout [Value], kind: EntryKind, same: (String, String) -> Bool, report: inout Report
    ) {
        guard !edits.isEmpty else { return }
        // The form keeps an empty entry to type in; it is no entry of the contact's.
        entries.removeAll(where: \.isPlaceholder)
        if let replacement = edits.replacement { entries = replacement.filter { !$0.isPlaceholder } }
        for removal in edits.removals {
            guard entries.contains(where: { same($0.editText, removal) }) else {
                report.notFound.append(kind.notFound(removal))
                continue
            }
            entries.removeAll { same($0.editText, removal) }
        }
        for addition in edits.additions {
            if entries.contains(where: { same($0.editText, addition.editText) }) {
                report.alreadyThere.append(kind.alreadyThere(addition.editText))
            } else {
                entries.append(addition)
            }
        }
    }

    /// A many-valued field, as what applying the edits met names its entries: one whole
    /// sentence each, since a language may need another word order or agreement for each.
    enum EntryKind {
        case phone, email, url, address, related, profile, date, organization, tag

        /// A removal that matched nothing: "no phone "123" to remove".
        func notFound(_ value: String) -> String {
            let values = ["value": value]
            return switch self {
            case .phone: tr("no phone \"{value}\" to remove", values)
            case .email: tr("no email \"{value}\" to remove", values)
            case .url: tr("no URL \"{value}\" to remove", values)
            case .address: tr("no address \"{value}\" to remove", values)
            case .related: tr("no related person \"{value}\" to remove", values)
            case .profile: tr("no profile \"{value}\" to remove", values)
            case .date: tr("no date \"{value}\" to remove", values)
            case .organization: tr("no organisation \"{value}\" to remove", values)
            case .tag: tr("no tag \"{value}\" to remove", values)
            }
        }

        /// An addition the contact has already: "email "ada@example.org" is already there".
        func alreadyThere(_ value: String) -> String {
            let values = ["value": value]
            return switch self {
            case .phone: tr("phone \"{value}\" is already there; not added twice", values)
            case .email: tr("email \"{value}\" is already there; not added twice", values)
            case .url: tr("URL \"{value}\" is already there; not added twice", values)
            case .address: tr("address \"{value}\" is already there; not added twice", values)
            case .related: tr("related person \"{value}\" is already there; not added twice", values)
            case .profile: tr("profile \"{value}\" is already there; not added twice", values)
            case .date: tr("date \"{value}\" is already there; not added twice", values)
            case .organization: tr("organisation \"{value}\" is already there; not added twice", values)
            case .tag: tr("tag \"{value}\" is already there; not added twice", values)
            }
        }
    }

    static func sameText(_ a: String, _ b: String) -> Bool {
        a.trimmingWhitespace.lowercased() == b.trimmingWhitespace.lowercased()
    }

    /// Phone numbers are the same when their digits are ("+44 20 7946" and "+44-20-7946").
    static func samePhone(_ a: String, _ b: String) -> Bool {
        let (digitsA, digitsB) = (a.filter(\.isWholeNumber), b.filter(\.isWholeNumber))
        return digitsA.isEmpty ? sameText(a, b) : digitsA == digitsB
    }

    /// The labels a URL takes after a colon: any other word may be part of it
    /// ("https://en.wikipedia.org/wiki/Category:Physicists", "skype:alice").
    public static let urlLabels: Set<String> = ["home", "work", "other", "blog", "profile", "homepage", "personal", "school"]

    /// "VALUE" or "VALUE:LABEL"; the label is what follows the last colon when it is a plain
    /// word (one of `labels` when given), so "https://example.org" keeps its colon and
    /// "+1 555 0100:work" gets the label "work". A trailing colon means no label
    /// ("https://wiki.example/Help:Contents:"). `defaultLabel` is the form's own for a new entry.
    public static func entry(_ text: String, defaultLabel: String, labels: Set<String>? = nil) -> LabeledValue {
        let (value, label) = valueAndLabel(text)
        if let label, label.isEmpty || labels?.contains(label.lowercased()) ?? true { return LabeledValue(label: label, value: value) }
        // No label, or a word that belongs to the URL: the value is all of it.
        return LabeledValue(label: defaultLabel, value: label == nil ? value : text.trimmingWhitespace)
    }

    /// "STREET;CITY;REGION;POSTCODE;COUNTRY[:LABEL]", as vCard's ADR orders the parts; a
    /// semicolon inside a part is written `\;`. More than five parts would shift every part
    /// into the wrong field: refused, with how to say it.
    public static func address(_ text: String) throws(AddressError) -> PostalAddress {
        let (value, label) = valueAndLabel(text)
        var parts = EscapedList.split(value, on: ";")
        guard parts.count <= 5 else { throw AddressError(text: text, parts: parts.count) }
        parts += Array(repeating: "", count: max(0, 5 - parts.count))
        return PostalAddress(label: label ?? "home", street: parts[0], city: parts[1], region: parts[2], postalCode: parts[3], country: parts[4])
    }

    public struct AddressError: Error, Equatable, CustomStringConvertible {
        let text: String
        let parts: Int
        public var description: String {
            // TRANSLATORS: street;city;region;postcode;country is how --address is written; keep it as it is.
            trn(
                "\"{text}\" has {count} part; an address has five (street;city;region;postcode;country): write a semicolon inside a part as \\;, or name the parts with --street, --city, --region, --postcode and --country",
                "\"{text}\" has {count} parts; an address has five (street;city;region;postcode;country): write a semicolon inside a part as \\;, or name the parts with --street, --city, --region, --postcode and --country",
                parts, ["text": text])
        }
    }

    /// The label is nil when none is given, "" when a trailing colon says there is none.
    private static func valueAndLabel(_ text: String) -> (value: String, label: String?) {
        if text.hasSuffix(":") { return (String(text.dropLast()).trimmingWhitespace, "") }
        if let colon = text.lastIndex(of: ":") {
            let label = String(text[text.index(after: colon)...])
            if !label.isEmpty, label.allSatisfy({ $0.isLetter || $0 == " " || $0 == "-" }) {
                return (String(text[..<colon]).trimmingWhitespace, label.trimmingWhitespace)
            }
        }
        return (text.trimmingWhitespace, nil)
    }
}

/// An entry of a many-valued field as the command line edits it.
public protocol EditableEntry: Equatable, Sendable {
    /// What `--add-X` and `--remove-X` write for it.
    var editText: String { get }
    /// The form's empty place to type, which is no entry of the contact's (an empty entry that
    /// carries another program's keys is one, and is kept).
    var isPlaceholder: Bool { get }
}

extension LabeledValue: EditableEntry {
    public var editText: String { value }
    public var isPlaceholder: Bool { value.trimmingWhitespace.isEmpty && unknownFields.isEmpty }
}

extension PostalAddress: EditableEntry {
    public var editText: String { EscapedList.joined([street, city, region, postalCode, country], with: ";") }
    public var isPlaceholder: Bool { isEmpty && unknownFields.isEmpty }
}

extension String: EditableEntry {
    public var editText: String { self }
    public var isPlaceholder: Bool { trimmingWhitespace.isEmpty }
}
