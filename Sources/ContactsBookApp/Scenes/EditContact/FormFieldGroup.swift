import ContactsCore

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
        case .phones: "Phone"
        case .emails: "Email"
        case .urls: "URL"
        case .addresses: "Address"
        case .related: "Related"
        case .profiles: "Profile"
        case .dates: "Date"
        case .organizations: "Also at"
        }
    }

    /// The template's section for the group.
    var sectionTitle: String {
        switch self {
        case .phones: "Phones"
        case .emails: "Emails"
        case .urls: "URLs"
        case .addresses: "Addresses"
        case .related: "Related"
        case .profiles: "Profiles"
        case .dates: "Dates"
        case .organizations: "Organizations"
        }
    }

    /// What an empty value and an empty label show.
    var placeholders: (label: String, value: String) {
        switch self {
        case .phones: ("label", "+1 555 0100")
        case .emails: ("label", "name@example.org")
        case .urls: ("label", "https://")
        case .addresses: ("label", "street")
        case .related: ("spouse…", "name")
        case .profiles: ("service", "handle or URL")
        case .dates: ("label", "YYYY-MM-DD or --MM-DD")
        case .organizations: ("title", "organisation; unit")
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
