import Localization

/// A card that is a group, not a person: Apple's (`X-ADDRESSBOOKSERVER-KIND:group` with
/// `X-ADDRESSBOOKSERVER-MEMBER` lines) or 4.0's (`KIND:group` with `MEMBER`). The book has
/// tags for that: each member in the same file is tagged with the group's name, and the
/// report says so and names the members the file does not hold.
struct VCardGroupCard {
    let name: String
    let members: [String]
    let line: Int

    init?(_ properties: [VCardProperty], line: Int) {
        let kind = properties.first { $0.name == "KIND" || $0.name == "X-ADDRESSBOOKSERVER-KIND" }
        guard let kind, kind.value.trimmingWhitespace.lowercased() == "group" else { return nil }
        let text = { (property: VCardProperty) in VCardText.unescape(Substring(property.value)).trimmingWhitespace }
        let formatted = properties.first { $0.name == "FN" }.map(text) ?? ""
        let family = properties.first { $0.name == "N" }.map { VCardText.split($0.value, on: ";").first ?? "" } ?? ""
        name = formatted.isEmpty ? (family.isEmpty ? "group" : family) : formatted
        members = properties.filter { $0.name == "MEMBER" || $0.name == "X-ADDRESSBOOKSERVER-MEMBER" }.map(text).filter { !$0.isEmpty }
        self.line = line
    }

    /// Tags the members `result` holds with their groups' names, and says what became of each group.
    static func tagMembers(of groups: [VCardGroupCard], in result: inout VCardReadResult) {
        guard !groups.isEmpty else { return }
        // Keys of the contacts read, both spellings of their ids and their UIDs as written.
        var byUID: [String: Int] = [:]
        for (index, contact) in result.contacts.enumerated() {
            byUID["urn:uuid:" + contact.id.uuidString.lowercased()] = index
            if let uid = contact.uid { byUID[uid.lowercased()] = index }
        }
        for group in groups {
            result.groups.append(group.name)
            var (tagged, missing) = (0, 0)
            for member in group.members {
                let uid = member.lowercased()
                let bare = uid.hasPrefix("urn:uuid:") ? String(uid.dropFirst(9)) : uid
                guard let index = byUID[uid] ?? byUID[bare] ?? byUID["urn:uuid:" + bare] else {
                    missing += 1
                    continue
                }
                tagged += 1
                if !result.contacts[index].tags.contains(group.name) { result.contacts[index].tags.append(group.name) }
            }
            let message =
                missing == 0
                ? trn(
                    "group card “{group}” read as the tag “{group}” on its {count} member",
                    "group card “{group}” read as the tag “{group}” on its {count} members", tagged, ["group": group.name])
                // TRANSLATORS: {missing} is "3 not in this file, left out": members the file does not hold.
                : trn(
                    "group card “{group}” read as the tag “{group}” on its {count} member ({missing})",
                    "group card “{group}” read as the tag “{group}” on its {count} members ({missing})", tagged,
                    [
                        "group": group.name,
                        "missing": trn("{count} not in this file, left out", "{count} not in this file, left out", missing),
                    ])
            result.problems.append(.init(line: group.line, message: message))
        }
    }
}
