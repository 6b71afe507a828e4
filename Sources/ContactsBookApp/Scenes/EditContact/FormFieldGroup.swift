import ContactsCore
import Localization

/// What the form, its template and the command line know about each group of labelled
/// entries: where it lives, what it is called, and what a new entry starts with.
extension FormField.Group {
    /// The groups most contacts fill, shown after the name and company.
    public static let usual: [FormField.Group] = [.phones, .emails, .urls]
    /// The groups few contacts fill, shown after the favourite mark.
    public static let rare: [FormField.Group] = [.related, .profiles, .dates, .organizations]

    /// The form's and the contact's lists of the group's entries (nil for addresses, which
    /// have parts).
    var lists: (form: WritableKeyPath<ContactForm, [LabeledValue]>, contact: WritableKeyPath<Contact, [LabeledValue]>)? {
        switch self {
        case .phones: (\.phones, \.phones)
        case .emails: (\.emails, \.emails)
        case .urls: (\.urls, \.urls)
        case .related: (\.related, \.related)
        case .profiles: (\.profiles, \.profiles)
        case .dates: (\.dates, \.dates)
        case .organizations: (\.organizations, \.organizations)
        case .addresses: nil
        }
    }

    /// The form's list of the group's entries (nil for addresses).
    var formEntries: WritableKeyPath<ContactForm, [LabeledValue]>? { lists?.form }

    /// The caption of the group's first row in the form, and one entry's name in messages.
    public var caption: String {
        switch self {
        case .phones: tr("Phone")
        case .emails: tr("Email")
        case .urls: tr("URL")
        case .addresses: tr("Address")
        case .related: tr("Related")
        case .profiles: tr("Profile")
        case .dates: tr("Date")
        // TRANSLATORS: the caption of the further organisations a person works at.
        case .organizations: tr("Also at")
        }
    }

    /// The template's section for the group: read back, so English in every language.
    var sectionTitle: String {
        switch self {
        case .phones: "Phones"  // untranslated: template sections
        case .emails: "Emails"  // untranslated: template sections
        case .urls: "URLs"  // untranslated: template sections
        case .addresses: "Addresses"  // untranslated: template sections
        case .related: "Related"  // untranslated: template sections
        case .profiles: "Profiles"  // untranslated: template sections
        case .dates: "Dates"  // untranslated: template sections
        case .organizations: "Organizations"  // untranslated: template sections
        }
    }

    /// What an empty label and an empty value show.
    var placeholders: (label: String, value: String) { (labelPlaceholder, valuePlaceholder) }

    private var labelPlaceholder: String {
        switch self {
        // TRANSLATORS: shown in an entry's empty label field (home, work, mobile...).
        case .phones, .emails, .urls, .addresses, .dates: tr("label", context: "placeholder")
        // TRANSLATORS: a related person's label is the relation, as "spouse" (shown while it is empty).
        case .related: tr("spouse…", context: "placeholder")
        // TRANSLATORS: a profile's label is the service (a social network) it is on.
        case .profiles: tr("service", context: "placeholder")
        // TRANSLATORS: a further organisation's label is the title held there.
        case .organizations: tr("title", context: "placeholder")
        }
    }

    private var valuePlaceholder: String {
        switch self {
        case .phones: "+1 555 0100"
        case .emails: "name@example.org"
        case .urls: "https://"
        // TRANSLATORS: shown in an address's empty street field.
        case .addresses: tr("street", context: "placeholder")
        // TRANSLATORS: a related person's name (shown while it is empty).
        case .related: tr("name", context: "placeholder")
        // TRANSLATORS: a profile's value: the handle or the address of the profile.
        case .profiles: tr("handle or URL", context: "placeholder")
        // TRANSLATORS: a date's format stays: only "or" is translated.
        case .dates: tr("YYYY-MM-DD or --MM-DD")
        // TRANSLATORS: a further organisation: its name and its unit, apart by a semicolon.
        case .organizations: tr("organisation; unit", context: "placeholder")
        }
    }

    /// The label a new entry starts with.
    var defaultLabel: String {
        switch self {
        case .phones: "mobile"
        case .emails, .urls, .addresses: "home"
        case .related, .profiles, .dates, .organizations: ""
        }
    }
}
