import Foundation
import Testing

@testable import ContactsCore

/// An edit meets another program's change: merged field by field against where it started.
@Suite struct ContactThreeWayMergeTests {
    static let base = Contact(firstName: "Ada", lastName: "Lovelace", phones: [.init(label: "home", value: "+44 20 1")], notes: "base")

    @Test func changesToDifferentFieldsAreBothKeptWithNoQuestion() {
        var mine = Self.base
        mine.firstName = "Augusta Ada"
        var theirs = Self.base
        theirs.phones = [.init(label: "mobile", value: "+44 7700 2")]
        let merge = ContactThreeWayMerge(base: Self.base, mine: mine, theirs: theirs)
        #expect(merge.conflicts.isEmpty)
        #expect(merge.mine == merge.theirs)
        #expect(merge.mine.firstName == "Augusta Ada" && merge.mine.phones == theirs.phones)
    }

    @Test func theSameFieldChangedTwoWaysIsTheOnlyQuestion() {
        var mine = Self.base
        (mine.firstName, mine.notes) = ("Augusta Ada", "mine")
        var theirs = Self.base
        (theirs.notes, theirs.tags) = ("theirs", ["work"])
        let merge = ContactThreeWayMerge(base: Self.base, mine: mine, theirs: theirs)
        #expect(merge.conflicts == ["notes"])
        #expect(merge.mine.notes == "mine" && merge.theirs.notes == "theirs")
        for side in [merge.mine, merge.theirs] { #expect(side.firstName == "Augusta Ada" && side.tags == ["work"]) }
    }

    /// Every field another program can change reaches the merge: a contact changed only on
    /// their side comes out as theirs, whatever field they changed.
    @Test func noFieldIsLeftOut() {
        let base = Contact(id: Self.base.id)
        var theirs = Contact(
            id: base.id, firstName: "f", lastName: "l", nickname: "n", company: "c", jobTitle: "j", phones: [.init(label: "", value: "1")],
            emails: [.init(label: "", value: "e@x.org")], urls: [.init(label: "", value: "https://x.org")], addresses: [.init(city: "c")],
            birthday: PartialDate("2000-01-01"), anniversary: PartialDate("--01-02"), notes: "n", tags: ["t"], favorite: true, uid: "u",
            extra: ["x": .string("y")], unknownFields: ["k": .string("v")])
        for part in RareFields.Part.allCases { theirs.rare(part: part, "\(part)") }
        for list in RareFields.List.allCases { theirs.rare(list: list, [.init(label: "l", value: "\(list)")]) }
        theirs.book = "work"
        let merge = ContactThreeWayMerge(base: base, mine: base, theirs: theirs)
        #expect(merge.conflicts.isEmpty)
        #expect(merge.mine == theirs)
        // A new member of the contact's fields must be merged (or named here as not merged).
        let members = Set(Mirror(reflecting: Contact.Fields(id: base.id)).children.compactMap(\.label))
        #expect(
            members == [
                "id", "firstName", "lastName", "rare", "nickname", "company", "jobTitle", "phones", "emails", "urls", "addresses", "birthday",
                "anniversary", "notes", "tags", "favorite", "uid", "extra", "createdAt", "updatedAt", "unknownFields", "sourceText", "book",
            ])
        #expect(RareFields.Part.allCases.count == 11 && RareFields.List.allCases.count == 4)
    }
}

extension Contact {
    /// Sets one rarely filled part through its public field.
    fileprivate mutating func rare(part: RareFields.Part, _ value: String) {
        let fields: [RareFields.Part: WritableKeyPath<Contact, String>] = [
            .middleName: \.middleName, .namePrefix: \.namePrefix, .nameSuffix: \.nameSuffix, .formattedName: \.formattedName,
            .phoneticFirstName: \.phoneticFirstName, .phoneticLastName: \.phoneticLastName, .department: \.department, .role: \.role,
            .gender: \.gender, .photo: \.photo, .logo: \.logo,
        ]
        if let field = fields[part] { self[keyPath: field] = value }
    }

    fileprivate mutating func rare(list: RareFields.List, _ value: [LabeledValue]) {
        let lists: [RareFields.List: WritableKeyPath<Contact, [LabeledValue]>] = [
            .organizations: \.organizations, .related: \.related, .profiles: \.profiles, .dates: \.dates,
        ]
        if let field = lists[list] { self[keyPath: field] = value }
    }
}
