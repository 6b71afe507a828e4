import ContactsCore
import Localization
import TerminalUI

/// A contact's fields as labelled lines, values wrapped under their label: the contact screen,
/// the list's preview pane beside a wide list, and `show` on the command line.
public enum ContactCard {
    /// The labels' column: 14, wider for a longer label (a translation's, "Telefone (celular)")
    /// up to 22 where the card has 60 columns; a label that still does not fit ends in "…".
    public static func labelWidth(_ labels: some Sequence<String>, columns: Int) -> Int {
        let longest = labels.lazy.map { DisplayWidth.of($0) }.max() ?? 0
        return max(14, min(longest, columns >= 60 ? 22 : 14))
    }
    /// The width `show` lays out for when its output is no terminal: a value is never wrapped.
    public static let uncutWidth = 100_000

    /// One field as the card shows it: what `y` copies and what Enter does with it.
    public struct Field: Equatable, Sendable {
        public enum Kind: Equatable, Sendable { case email, phone, url, text }
        public let label: String
        public let value: String
        public let kind: Kind
    }

    public struct Line: Equatable, Sendable {
        public let label: String
        public let text: String
        /// The field the line shows (a wrapped value takes several lines).
        public var field = 0
        /// The labels' column the card was wrapped for (`labelWidth`).
        public var labelWidth = 14
    }

    public static func lines(_ contact: Contact, columns: Int) -> [Line] {
        lines(fields(contact), columns: columns)
    }

    /// Each field's value wrapped under its label.
    public static func lines(_ fields: [Field], columns: Int) -> [Line] {
        let labelWidth = labelWidth(fields.map(\.label), columns: columns)
        let width = max(8, columns - labelWidth - 2)
        return fields.enumerated().flatMap { index, field in
            WordWrap.lines(field.value, width: width).enumerated().map { offset, line in
                Line(label: offset == 0 ? field.label : "", text: line, field: index, labelWidth: labelWidth)
            }
        }
    }

    /// The contact's fields that have a value, in the card's order.
    public static func fields(_ contact: Contact) -> [Field] {
        var fields: [Field] = []
        func add(_ label: String, _ value: String, _ kind: Field.Kind = .text) {
            guard !value.trimmingWhitespace.isEmpty else { return }
            fields.append(Field(label: label, value: value, kind: kind))
        }
        // TRANSLATORS: a field's name with its label on the contact card, as "Phone (work)".
        func labelled(_ kind: String, _ label: String) -> String {
            label.isEmpty ? kind : tr("{field} ({label})", ["field": kind, "label": shownLabel(label).terminalSafe])
        }
        let name = [contact.namePrefix, contact.firstName, contact.middleName, contact.lastName, contact.nameSuffix]
            .filter { !$0.isEmpty }.joined(separator: " ")
        // The labels are the card's (translated); the values are the contact's, never translated.
        add(tr("Name"), name)
        // Said when several books are shown together.
        add(tr("Book"), contact.book ?? "")
        if contact.formattedName != name { add(tr("Shown as"), contact.formattedName) }
        add(tr("Phonetic"), [contact.phoneticFirstName, contact.phoneticLastName].filter { !$0.isEmpty }.joined(separator: " "))
        add(tr("Nickname"), contact.nickname)
        add(tr("Company"), contact.company)
        add(tr("Department"), contact.department)
        add(tr("Job title"), contact.jobTitle)
        add(tr("Role"), contact.role)
        // TRANSLATORS: on the contact card, another organization the person belongs to.
        contact.organizations.forEach { add(tr("Also at"), [$0.label, $0.value].filter { !$0.isEmpty }.joined(separator: ", ")) }
        contact.phones.forEach { add(labelled(tr("Phone"), $0.label), $0.value, .phone) }
        contact.emails.forEach { add(labelled(tr("Email"), $0.label), $0.value, .email) }
        contact.urls.forEach { add(labelled(tr("URL"), $0.label), $0.value, .url) }
        contact.addresses.forEach { add(labelled(tr("Address"), $0.label), $0.displayLines.joined(separator: "\n")) }
        // A person, a profile or a date is shown under its label ("Spouse", "Skype", "Graduation").
        func named(_ kind: String, _ label: String) -> String {
            label.isEmpty ? kind : (label.prefix(1).uppercased() + label.dropFirst()).terminalSafe
        }
        // TRANSLATORS: on the contact card, a person related to the contact (when the vCard names no relation).
        contact.related.forEach { add(named(tr("Related"), $0.label), $0.value) }
        contact.profiles.forEach { add(named(tr("Profile"), $0.label), $0.value, $0.value.contains("://") ? .url : .text) }
        add(tr("Birthday"), contact.birthday?.description ?? "")
        add(tr("Anniversary"), contact.anniversary?.description ?? "")
        contact.dates.forEach { add(named(tr("Date"), $0.label), $0.value) }
        add(tr("Gender"), contact.gender)
        if !contact.photo.isEmpty { add(tr("Photo"), Picture.describe(contact.photo)) }
        if !contact.logo.isEmpty { add(tr("Logo"), Picture.describe(contact.logo)) }
        add(tr("Tags"), contact.tags.joined(separator: ", "))
        // TRANSLATORS: the value of the Favourite line on the contact card.
        if contact.favorite { add(tr("Favourite"), tr("★ yes")) }
        add(tr("Notes"), contact.notes)
        return fields
    }

    /// An entry's label as the card shows it: the usual ones (vCard's types, which the app and
    /// other programs write in English) in the language; any other as the person wrote it.
    /// In English, every label as written ("Home" stays "Home").
    static func shownLabel(_ label: String) -> String {
        let usual = label.lowercased()
        let shown =
            switch usual {
            case "home": tr("home", context: "entry label")
            case "work": tr("work", context: "entry label")
            case "mobile": tr("mobile", context: "entry label")
            case "cell": tr("cell", context: "entry label")
            case "fax": tr("fax", context: "entry label")
            case "other": tr("other", context: "entry label")
            case "main": tr("main", context: "entry label")
            case "pager": tr("pager", context: "entry label")
            default: usual
            }
        return shown == usual ? label : shown
    }

    /// The lines from a row and column down, as many as fit in `height`; the lines of the
    /// `selected` field reversed.
    @MainActor
    static func draw(_ lines: some Sequence<Line>, row: Int, column: Int, height: Int, selected: Int? = nil, on terminal: Terminal) {
        for (offset, line) in lines.prefix(height).enumerated() {
            let labelWidth = line.labelWidth
            let isSelected = line.field == selected
            terminal.draw(
                " " + DisplayWidth.fit(line.label, to: labelWidth), row: row + offset, column: column, style: isSelected ? [.bold, .reverse] : .bold)
            terminal.draw(line.text, row: row + offset, column: column + labelWidth + 2, style: isSelected ? .reverse : .normal)
        }
    }
}
