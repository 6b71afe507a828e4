import Foundation

extension Contact.Fields {
    /// Hands every field to `reading` as the scanner would hand the members of the JSON object
    /// a save writes for it: in the file's order (sorted keys), absent ones left out, the id
    /// last. So one `ContactReading` serves a contact and the bytes of one.
    func read<Reading: ContactReading>(into reading: inout Reading) {
        func text(_ value: String) -> ScannedString { .decoded(value) }
        func labeled(_ list: LabeledList, _ entries: [LabeledValue]) throws(NotPlainJSON) {
            for entry in entries {
                try reading.labeled(list, ScannedLabeledValue(label: text(entry.label), value: text(entry.value), unknown: entry.unknownFields))
            }
        }
        do {
            for address in addresses {
                try reading.address(
                    ScannedAddress(
                        label: text(address.label), street: text(address.street), city: text(address.city), region: text(address.region),
                        postalCode: text(address.postalCode), country: text(address.country), unknown: address.unknownFields))
            }
            reading.occasion(.anniversary, anniversary)
            reading.occasion(.birthday, birthday)
            try reading.text(.company, text(company))
            reading.time(.createdAt, (createdAt, sourceText.createdAt))
            try labeled(.emails, emails)
            if !extra.isEmpty { reading.extra(extra) }
            reading.favorite(favorite)
            try reading.text(.firstName, text(firstName))
            try reading.text(.jobTitle, text(jobTitle))
            try reading.text(.lastName, text(lastName))
            try reading.text(.nickname, text(nickname))
            try reading.text(.notes, text(notes))
            try labeled(.phones, phones)
            for tag in tags { try reading.tag(text(tag)) }
            if let uid { try reading.text(.uid, text(uid)) }
            reading.time(.updatedAt, (updatedAt, sourceText.updatedAt))
            try labeled(.urls, urls)
            for (key, value) in unknownFields.sorted(by: { $0.key < $1.key }) { reading.unknown(key, value) }
        } catch {
            // Only bytes can fail a check.
            preconditionFailure("a contact's fields were refused by a reading")
        }
        reading.id(id, spelling: sourceText.id)
    }
}
