import ContactsEngine
import Foundation
import TestSupport
import Testing

@testable import ContactsCore

/// A merge drops no value without saying so: two spellings of one number keep the fuller, the
/// oldest record's id and creation time survive, and what each record kept from an import stays.
@Suite struct MergeKeepsEverythingTests {
    static let newer = Contact(
        firstName: "Ada", phones: [.init(label: "home", value: "030 555 0199")], extra: ["vcard": .array([.string("X-A:1")])],
        createdAt: Date(timeIntervalSince1970: 200))
    static let older = Contact(
        firstName: "Ada", phones: [.init(label: "", value: "+49 30 555 0199"), .init(label: "work", value: "+49 30 555 0200")],
        tags: ["Friends"], extra: ["vcard": .array([.string("X-B:2")])], createdAt: Date(timeIntervalSince1970: 100))

    @Test func theFullerSpellingOfANumberIsKeptInThePlaceOfTheFirst() {
        let merged = ContactMerge.merged([Self.newer, Self.older])
        #expect(merged.phones.map(\.value) == ["+49 30 555 0199", "+49 30 555 0200"])
        #expect(merged.phones.first?.label == "home")
        #expect(
            ContactMerge.unifications([Self.newer, Self.older])
                == [.init(field: "Phone", dropped: "030 555 0199", kept: "+49 30 555 0199")])
    }

    /// The fuller spelling first and unlabelled, the shorter one labelled: the label stays.
    @Test func aLabelOnTheShorterSpellingIsKept() {
        let fuller = Contact(firstName: "Ada", phones: [.init(label: "", value: "+44 20 7946 0018")])
        let shorter = Contact(firstName: "Ada", phones: [.init(label: "mobile", value: "020 7946 0018")])
        #expect(ContactMerge.merged([fuller, shorter]).phones == [.init(label: "mobile", value: "+44 20 7946 0018")])
    }

    @Test func theOldestRecordsIdAndTimeSurviveAndEveryKeptLineStays() {
        let merged = ContactMerge.merged([Self.newer, Self.older])
        #expect(merged.id == Self.older.id && merged.createdAt == Self.older.createdAt)
        #expect(merged.extra["vcard"] == .array([.string("X-B:2"), .string("X-A:1")]))
    }

    @Test func theLabelledListsAreUnitedAndRoleIsAChoice() {
        var (newer, older) = (Self.newer, Self.older)
        newer.related = [.init(label: "spouse", value: "William King"), .init(label: "child", value: "Byron")]
        older.related = [.init(label: "Spouse", value: "william king")]
        (newer.role, older.role) = ("Analyst", "Author")
        newer.dates = [.init(label: "graduation", value: "--06-01")]
        let merged = ContactMerge.merged([newer, older])
        #expect(merged.related == newer.related)
        #expect(merged.dates == newer.dates)
        #expect(ContactMerge.conflicts([newer, older]).contains(.role))
        #expect(ContactMerge.merged([newer, older], choosing: [.role: 0]).role == "Analyst")
        #expect(ContactMerge.unifications([older, newer]).contains(.init(field: "Related", dropped: "William King", kept: "william king")))
    }

    @Test func aTagInAnotherCaseIsSaidToBecomeTheFirst() {
        var other = Self.newer
        other.tags = ["friends"]
        #expect(ContactMerge.unifications([Self.older, other]).contains(.init(field: "Tag", dropped: "friends", kept: "Friends")))
    }

    @Test func theWorkerKeepsTheOldestAndRemovesTheOthers() throws {
        let store = InMemoryContactStore(contacts: [Self.newer, Self.older])
        let worker = ContactWorker(store: store)
        _ = try worker.load()
        let kept = try worker.merge([Self.newer.id, Self.older.id])
        #expect(kept.id == Self.older.id)
        #expect(worker.contacts.map(\.id) == [Self.older.id])
    }
}
