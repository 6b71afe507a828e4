/// The rarely filled fields' lines: further organisations, role, gender, related people,
/// profiles and labelled dates.
extension CardComposer {
    /// ROLE, then each further organisation as an ORG and a TITLE, both written even when
    /// empty so a reader pairs them in order; the company's own ORG and TITLE then stand first
    /// even when empty.
    mutating func writeOrganizations(_ contact: Contact) {
        if !contact.role.isEmpty { card.property("ROLE", contact.role) }
        for organization in contact.organizations {
            card.append("ORG")
            card.value { $0.list(VCardText.items(organization.value, apartBy: "; "), separator: ";") }
            card.property("TITLE", organization.label)
        }
    }

    /// 4.0's GENDER (sex letter; identity), or 3.0's X-GENDER as the book has it.
    mutating func writeGender(_ gender: String) {
        if gender.isEmpty { return }
        if version == .v3 {
            card.property("X-GENDER", gender)
            return
        }
        let (letter, identity) = VCardWideFields.genderValue(gender)
        card.append("GENDER")
        card.value { card in
            card.append(letter)
            if !identity.isEmpty {
                card.append(";")
                card.escaped(identity)
            }
        }
    }

    /// 4.0's RELATED (typed when RFC 6350 has the word, a name marked as text), 3.0's Apple
    /// X-ABRELATEDNAMES; other labels as Apple's item label.
    mutating func writeRelated(_ related: [LabeledValue], itemNumber: inout Int) {
        for person in related {
            let isURI = ["urn:", "http:", "https:", "mailto:", "tel:"].contains { person.value.lowercased().hasPrefix($0) }
            guard version == .v4 else {
                itemLabelled("X-ABRELATEDNAMES", label: person.label, parameters: [], itemNumber: &itemNumber) { $0.escaped(person.value) }
                continue
            }
            let type = person.label.lowercased()
            let parameters = isURI ? [] : ["VALUE=text"]
            if type.split(separator: ",").allSatisfy({ VCardWideFields.relationTypes.contains(String($0)) }) && !type.isEmpty {
                itemLabelled("RELATED", label: "", parameters: ["TYPE=" + type] + parameters, itemNumber: &itemNumber) { $0.escaped(person.value) }
            } else {
                itemLabelled("RELATED", label: person.label, parameters: parameters, itemNumber: &itemNumber) { $0.escaped(person.value) }
            }
        }
    }

    /// IMPP for a messaging service, X-SOCIALPROFILE typed with its label otherwise.
    mutating func writeProfiles(_ profiles: [LabeledValue]) {
        for profile in profiles {
            let (name, type, value) = VCardWideFields.profileLine(profile)
            card.append(name)
            if let type { card.parameter("TYPE=" + KeptProperties.parameterValue(type)) }
            card.value { $0.escaped(value) }
        }
    }

    /// Apple's X-ABDATE with its item label; a date the book cannot read goes as written.
    mutating func writeDates(_ dates: [LabeledValue], itemNumber: inout Int) {
        for entry in dates {
            let name = entry.label.isEmpty ? "X-ABDATE" : "item\(itemNumber + 1).X-ABDATE"
            if let date = PartialDate(entry.value) {
                self.date(name, date)
            } else {
                card.property(name, entry.value)
            }
            if !entry.label.isEmpty {
                itemNumber += 1
                card.append("item\(itemNumber).X-ABLabel")
                card.value { $0.escaped(entry.label) }
            }
        }
    }

    /// A property in an item group labelled with Apple's X-ABLabel; ungrouped when unlabelled.
    private mutating func itemLabelled(
        _ name: String, label: String, parameters: [String], itemNumber: inout Int, value: (inout CardLines) -> Void
    ) {
        if !label.isEmpty {
            itemNumber += 1
            card.append("item\(itemNumber).")
        }
        card.append(name)
        for parameter in parameters { card.parameter(parameter) }
        card.value(value)
        if !label.isEmpty {
            card.append("item\(itemNumber).X-ABLabel")
            card.value { $0.escaped(label) }
        }
    }
}
