import ContactsCore
import Localization

/// The edit form as a text file for `$EDITOR`: a "Name: value" line per field, a section per
/// group of entries ("label: value"; addresses "label: street; city; region; postal code;
/// country"), the notes last. Reading it back gives a `ContactForm`, so the form's own
/// validation and `applied(to:)` decide what is saved. Lines starting with # are comments.
/// The field names and sections are read back, so they are English in every language (as the
/// settings' keys are); the comments and the problems are in the person's language.
public enum ContactTemplate {
    /// What a line of the errors header starts with; the header is replaced on each round.
    static let errorMark = "# ! "

    public static func text(for form: ContactForm) -> String {
        // TRANSLATORS: the comment atop the text file a contact is edited in ($EDITOR); each line becomes a "# " comment.
        let intro = tr(
            "Edit the contact, save and quit the editor. Lines starting with # are left out;\nsaving the file as it was, or empty, changes nothing.")
        var lines = comment(intro)
        lines += ContactForm.plainFields.map { "\($0.name): \(form[keyPath: $0.form])" }
        lines += [
            "Birthday: \(form.birthday)", "Anniversary: \(form.anniversary)", "Tags: \(form.tags)",  // untranslated: template keys
            "Favourite: \(form.favorite ? "yes" : "no")",  // untranslated: template keys
        ]
        if form.hasBookField {
            lines += comment(tr("One of: {books}", ["books": form.books.joined(separator: ", ")]))
            lines += ["Book: \(form.book)"]  // untranslated: template keys
        }
        func section(_ group: FormField.Group) {
            guard let entries = group.formEntries else { return }
            lines +=
                ["", "[\(group.sectionTitle)]"]
                + form[keyPath: entries].filter { !$0.value.isEmpty || !$0.label.isEmpty }.map { "\($0.label): \($0.value)" }
        }
        FormField.Group.usual.forEach(section)
        lines += ["", "[Addresses]"]  // untranslated: template keys
        // TRANSLATORS: how an address is written in the file: its parts in this order, apart by semicolons.
        lines += comment(tr("label: street; city; region; postal code; country"))
        lines += form.addresses.filter { !$0.isEmpty }.map { address in
            "\(address.label): " + [address.street, address.city, address.region, address.postalCode, address.country].joined(separator: "; ")
        }
        FormField.Group.rare.forEach(section)
        return (lines + ["", "[Notes]", form.notes]).joined(separator: "\n") + "\n"  // untranslated: template keys
    }

    /// Each line of `text` as a comment of the file.
    private static func comment(_ text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { "# " + $0 }
    }

    /// The text with the errors of its last round at the top (earlier errors taken out).
    public static func text(_ text: String, withErrors errors: [String]) -> String {
        let body = text.split(separator: "\n", omittingEmptySubsequences: false).drop { $0.hasPrefix(errorMark) }
        let header =
            [errorMark + tr("This did not save. Fix what is listed, save and quit; or empty the file to give up:")]
            + errors.map { errorMark + "- " + $0 }
        return (header + body.map(String.init)).joined(separator: "\n")
    }

    /// The form the text describes, and the lines that could not be understood. Entries keep the
    /// keys from other programs of the entry at the same place in `base`.
    public static func form(from text: String, base: ContactForm) -> (form: ContactForm, problems: [String]) {
        var form = base
        for group in FormField.Group.usual + FormField.Group.rare { if let entries = group.formEntries { form[keyPath: entries] = [] } }
        form.addresses = []
        var problems: [String] = []
        var section = ""
        var notes: [String] = []
        for (number, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = String(rawLine)
            if section == "notes" {
                notes.append(line)
                continue
            }
            let trimmed = line.trimmingWhitespace
            if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
            if trimmed.hasPrefix("["), trimmed.hasSuffix("]") {
                section = trimmed.dropFirst().dropLast().lowercased()
                if !(FormField.Group.allCases.map { $0.sectionTitle.lowercased() } + ["notes"]).contains(section) {
                    problems.append(tr("line {number}: no section [{section}]", ["number": String(number + 1), "section": section]))
                }
                continue
            }
            guard let colon = trimmed.firstIndex(of: ":") else {
                problems.append(tr("line {number}: “{text}” has no “name: value”", ["number": String(number + 1), "text": trimmed]))
                continue
            }
            let key = String(trimmed[..<colon]).trimmingWhitespace
            let value = String(trimmed[trimmed.index(after: colon)...]).trimmingWhitespace
            if !read(key: key, value: value, section: section, into: &form, base: base) {
                problems.append(tr("line {number}: “{name}” is not a field here", ["number": String(number + 1), "name": key]))
            }
        }
        // Trailing blank lines go when the form is applied.
        form.notes = notes.joined(separator: "\n")
        for group in FormField.Group.allCases where form.count(group) == 0 { _ = form.addEntry(to: group) }
        return (form, problems)
    }

    private static func read(key: String, value: String, section: String, into form: inout ContactForm, base: ContactForm) -> Bool {
        func entry(_ existing: [LabeledValue], at index: Int) -> LabeledValue {
            LabeledValue(label: key, value: value, unknownFields: index < existing.count ? existing[index].unknownFields : [:])
        }
        if let group = FormField.Group.allCases.first(where: { $0.sectionTitle.lowercased() == section }), let entries = group.formEntries {
            form[keyPath: entries].append(entry(base[keyPath: entries], at: form[keyPath: entries].count))
            return true
        }
        switch section {
        case "addresses":
            let parts = value.split(separator: ";", omittingEmptySubsequences: false).map { String($0).trimmingWhitespace }
            var address = form.addresses.count < base.addresses.count ? base.addresses[form.addresses.count] : PostalAddress(label: key)
            address.label = key
            let keyPaths: [WritableKeyPath<PostalAddress, String>] = [\.street, \.city, \.region, \.postalCode, \.country]
            for (index, keyPath) in keyPaths.enumerated() { address[keyPath: keyPath] = index < parts.count ? parts[index] : "" }
            form.addresses.append(address)
        default:
            let others: [String: FormField] = [
                "birthday": .birthday, "anniversary": .anniversary, "tags": .tags, "favourite": .favorite, "favorite": .favorite, "book": .book,
            ]
            let plain = ContactForm.plainFields.first { $0.name.lowercased() == key.lowercased() }?.field
            guard let field = plain ?? others[key.lowercased()] else { return false }
            form.set(value, for: field)
        }
        return true
    }

    /// The form's validation errors in words a template reader can place.
    public static func describe(_ errors: [FormField: String]) -> [String] {
        errors.map { field, message in "\(name(of: field)): \(message)" }.sorted()
    }

    private static func name(of field: FormField) -> String {
        switch field {
        case .entryValue(let group, let index), .entryLabel(let group, let index): return "\(group.caption) \(index + 1)"
        case .birthday: return tr("Birthday")
        case .anniversary: return tr("Anniversary")
        case .firstName: return tr("Name")
        case .book: return tr("Book")
        default: return "\(field)"
        }
    }
}
