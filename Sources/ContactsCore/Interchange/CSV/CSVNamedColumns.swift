/// Columns known by their names rather than by a whole layout: what Thunderbird, Yahoo,
/// Apple's exporters and hand-made sheets write ("Primary Email", "Mobile Number", "Home
/// ZipCode", "Birth Year", "Organization", "Email"...). Names are compared without case,
/// punctuation or spacing differences ("E-mail Address" is "email address").
enum CSVColumnRole: Equatable {
    case first, middle, last, fullName, phoneticFirst, phoneticLast, nickname, company, department, jobTitle, prefix, suffix
    case notes, birthday, anniversary, birthYear, birthMonth, birthDay, tags, role, gender
    case related(label: String)
    case profile(label: String)
    case email(label: String)
    case phone(label: String)
    case url(label: String)
    case address(label: String, part: AddressPart)

    enum AddressPart: CaseIterable { case street, street2, city, region, postalCode, country }

    /// The role a header cell names, if any: a name other programs use, else its words.
    static func of(_ column: String) -> CSVColumnRole? {
        let key = key(column)
        return table[key] ?? byWords(key.split(separator: " ").map(String.init))
    }

    /// A column told by its words in any order, as exporters name them differently ("Email
    /// Home", "Home Mobile", "Work Zip", "IM Skype", "Website Blog"): a kind word (email,
    /// phone, an address part, a web page, a messaging service) and an optional label word.
    static func byWords(_ words: [String]) -> CSVColumnRole? {
        // A column about a value rather than the value ("Address Type", "E-mail Display Name",
        // "Country Code") is left as written.
        guard !words.contains(where: ["type", "label", "display", "name", "code", "kind", "format", "status", "id"].contains) else { return nil }
        let labels = ["home": "home", "personal": "home", "private": "home", "work": "work", "business": "work", "office": "work", "other": "other"]
        let label = words.lazy.compactMap { labels[$0] }.first ?? ""
        let has = { (options: Set<String>) in words.contains { options.contains($0) } }
        if has(["email", "mail"]) { return .email(label: label) }
        if has(["mobile", "cell", "cellphone", "handy"]) { return .phone(label: "mobile") }
        if has(["fax"]) { return .phone(label: "fax") }
        if has(["pager"]) { return .phone(label: "pager") }
        if has(["phone", "telephone", "tel", "landline"]) { return .phone(label: label) }
        let parts: [(Set<String>, AddressPart)] = [
            (["zip", "zipcode", "postcode", "postal"], .postalCode), (["city", "town"], .city),
            (["state", "region", "province", "county"], .region), (["country"], .country), (["street", "address"], .street),
        ]
        if let part = parts.first(where: { has($0.0) })?.1 { return .address(label: label, part: part) }
        if has(["blog"]) { return .url(label: "blog") }
        if has(["website", "web", "url", "homepage", "site", "page"]) { return .url(label: label) }
        let services = ["skype", "xmpp", "jabber", "icq", "aim", "msn", "yahoo", "gtalk", "qq", "sip", "matrix", "signal", "telegram"]
        if let service = words.first(where: services.contains) { return .profile(label: service == "jabber" ? "xmpp" : service) }
        if has(["im", "messenger", "chat"]) { return .profile(label: "im") }
        return nil
    }

    /// "E-mail Address" and "Email_Address" alike: "email address".
    static func key(_ column: String) -> String {
        let lowered = column.lowercased().replacingOccurrences(of: "e-mail", with: "email")
        return lowered.split { !$0.isLetter && !$0.isNumber }.joined(separator: " ")
    }

    private static let table: [String: CSVColumnRole] = {
        var table: [String: CSVColumnRole] = [:]
        func add(_ role: CSVColumnRole, _ names: String...) { for name in names { table[name] = role } }
        add(.first, "first name", "firstname", "given name", "first", "forename")
        add(.middle, "middle name", "middle", "additional name", "middlename")
        add(.last, "last name", "lastname", "family name", "surname", "last")
        add(.fullName, "name", "full name", "display name", "fullname", "displayname", "contact name")
        add(.phoneticFirst, "phonetic first name", "given name yomi", "first name yomi")
        add(.phoneticLast, "phonetic last name", "family name yomi", "last name yomi")
        add(.nickname, "nickname", "nick", "nick name")
        add(.company, "company", "organization", "organisation", "organization name", "company name", "org")
        add(.department, "department", "organization department")
        add(.jobTitle, "job title", "title", "jobtitle", "organization title", "position")
        add(.prefix, "prefix", "name prefix", "salutation")
        add(.suffix, "suffix", "name suffix")
        add(.notes, "notes", "note", "comments", "comment")
        add(.birthday, "birthday", "birth date", "birthdate", "date of birth", "bday")
        add(.anniversary, "anniversary")
        add(.birthYear, "birth year")
        add(.birthMonth, "birth month")
        add(.birthDay, "birth day")
        add(.tags, "categories", "category", "labels", "groups", "group", "tags")
        add(.role, "role", "profession")
        add(.gender, "gender", "sex")
        add(.related(label: "spouse"), "spouse", "spouse name", "partner", "husband", "wife")
        add(.related(label: "child"), "children", "child")
        add(.related(label: "manager"), "manager", "manager s name", "managers name")
        add(.related(label: "assistant"), "assistant", "assistant s name", "assistants name")
        add(.profile(label: "aim"), "screen name", "aim", "aim screen name")
        for service in ["skype", "xmpp", "icq", "twitter", "linkedin", "facebook", "instagram", "mastodon", "github", "telegram"] {
            add(.profile(label: service), service)
        }
        add(.profile(label: "xmpp"), "jabber", "google talk")
        add(.email(label: ""), "email", "email address", "primary email", "mail", "secondary email", "email 2", "email 3")
        add(.email(label: ""), "alternate email", "alternate email 1", "alternate email 2", "email address 2", "email 2 address")
        add(.email(label: "home"), "home email", "personal email")
        add(.email(label: "work"), "work email", "business email")
        add(.email(label: "other"), "other email")
        add(.phone(label: ""), "phone", "telephone", "phone number", "tel", "primary phone")
        add(.phone(label: "mobile"), "mobile", "mobile phone", "mobile number", "cell", "cell phone", "cellphone")
        add(.phone(label: "home"), "home phone", "home", "home telephone", "home phone 2")
        add(.phone(label: "work"), "work phone", "business phone", "work", "work telephone", "business phone 2")
        add(.phone(label: "fax"), "fax", "fax number", "home fax", "work fax", "business fax")
        add(.phone(label: "pager"), "pager", "pager number")
        add(.phone(label: "other"), "other phone", "other")
        add(.url(label: ""), "web page", "web page 1", "web page 2", "website", "url", "homepage", "web site", "personal website")
        add(.url(label: "work"), "business website", "work website", "work web page")
        let parts: [(AddressPart, [String])] = [
            (.street, ["address", "street", "street address", "address 1", "address line 1"]),
            (.street2, ["address 2", "address2", "street 2", "address line 2"]),
            (.city, ["city", "town"]), (.region, ["state", "region", "province", "county"]),
            (.postalCode, ["zip", "zipcode", "zip code", "postal code", "postcode", "post code"]),
            (.country, ["country", "country region"]),
        ]
        for (label, prefixes) in [("", [""]), ("home", ["home "]), ("work", ["work ", "business "]), ("other", ["other "])] {
            for (part, names) in parts {
                for prefix in prefixes { for name in names { add(.address(label: label, part: part), prefix + name) } }
            }
        }
        return table
    }()
}

extension CSVRow {
    /// A contact from columns known by name; what no column's role covers is left to the
    /// caller, which keeps it (`CSVRow.unread`).
    func namedColumns(_ header: [String]) -> Contact {
        var contact = Contact()
        var birth: (year: String, month: String, day: String) = ("", "", "")
        var addresses: [(label: String, parts: [CSVColumnRole.AddressPart: String])] = []
        func setOnce(_ field: inout String, _ column: String) {
            if field.isEmpty { field = value(column) } else if !value(column).isEmpty { keepUnread(column) }
        }
        for column in header {
            guard let role = CSVColumnRole.of(column) else { continue }
            switch role {
            case .first: setOnce(&contact.firstName, column)
            case .middle: setOnce(&contact.middleName, column)
            case .last: setOnce(&contact.lastName, column)
            case .fullName: continue  // after the parts, below
            case .phoneticFirst: setOnce(&contact.phoneticFirstName, column)
            case .phoneticLast: setOnce(&contact.phoneticLastName, column)
            case .nickname: setOnce(&contact.nickname, column)
            case .company: setOnce(&contact.company, column)
            case .department: setOnce(&contact.department, column)
            case .jobTitle: setOnce(&contact.jobTitle, column)
            case .prefix: setOnce(&contact.namePrefix, column)
            case .suffix: setOnce(&contact.nameSuffix, column)
            case .notes: contact.notes = [contact.notes, text(column)].filter { !$0.isEmpty }.joined(separator: "\n\n")
            case .birthday: contact.birthday = contact.birthday ?? date(column, anyDate)
            case .anniversary: contact.anniversary = contact.anniversary ?? date(column, anyDate)
            case .birthYear: birth.year = value(column)
            case .birthMonth: birth.month = value(column)
            case .birthDay: birth.day = value(column)
            case .tags: contact.tags += Self.tags(value(column))
            case .role: setOnce(&contact.role, column)
            case .gender: setOnce(&contact.gender, column)
            case .related(let label): append(column, label: label, to: &contact.related)
            case .profile(let label): append(column, label: label, to: &contact.profiles)
            case .email(let label): append(column, label: label, to: &contact.emails)
            case .phone(let label): append(column, label: label, to: &contact.phones)
            case .url(let label): append(column, label: label, to: &contact.urls)
            case .address(let label, let part):
                if let index = addresses.firstIndex(where: { $0.label == label }) {
                    addresses[index].parts[part] = value(column)
                } else {
                    addresses.append((label, [part: value(column)]))
                }
            }
        }
        let fullNames = header.filter { CSVColumnRole.of($0) == .fullName }
        if let first = fullNames.first { keepFormattedName(first, in: &contact) }
        fullNames.dropFirst().filter { !value($0).isEmpty }.forEach(keepUnread)
        // Thunderbird's birthday in three columns, the year optional; kept as written if they make no date.
        if !(birth.year + birth.month + birth.day).isEmpty {
            if let month = Int(birth.month), let day = Int(birth.day), birth.year.isEmpty || Int(birth.year) != nil,
                let date = PartialDate(year: Int(birth.year), month: month, day: day)
            {
                contact.birthday = contact.birthday ?? date
            } else {
                header.filter { [.birthYear, .birthMonth, .birthDay].contains(CSVColumnRole.of($0)) }.forEach(keepUnread)
            }
        }
        contact.addresses = addresses.compactMap { label, parts in
            let part = { (name: CSVColumnRole.AddressPart) in parts[name] ?? "" }
            let address = PostalAddress(
                label: label, street: [part(.street), part(.street2)].filter { !$0.isEmpty }.joined(separator: "\n"), city: part(.city),
                region: part(.region), postalCode: part(.postalCode), country: part(.country))
            return address.isEmpty ? nil : address
        }
        return contact
    }

    private func append(_ column: String, label: String, to entries: inout [LabeledValue]) {
        let text = value(column)
        if !text.isEmpty { entries.append(LabeledValue(label: label, value: text)) }
    }

    /// A date in any form people type: ISO, vCard's, or D/M/YYYY and M/D/YYYY as the file
    /// writes them (`slashDates`).
    func anyDate(_ text: String) -> PartialDate? {
        if let date = PartialDate(text) { return date }
        guard slashDates == .dayFirst else { return Self.outlookDate(text) }
        let parts = text.split(separator: "/").compactMap { Int($0) }
        guard parts.count == 3, let date = PartialDate(year: parts[2], month: parts[1], day: parts[0]) else { return Self.outlookDate(text) }
        return date
    }

    /// Tags apart by commas or semicolons.
    static func tags(_ text: String) -> [String] {
        text.split { $0 == "," || $0 == ";" }.map { String($0).trimmingWhitespace }.filter { !$0.isEmpty }
    }
}
