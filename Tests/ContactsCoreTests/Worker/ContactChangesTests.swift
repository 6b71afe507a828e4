import Testing

@testable import ContactsCore

/// The changes between two versions of a book, whether the lists line up (the fast walk) or
/// not (matching by id).
@Suite struct ContactChangesTests {
    let ada = Contact(firstName: "Ada")
    let grace = Contact(firstName: "Grace")
    let alan = Contact(firstName: "Alan")

    func changes(_ old: [Contact], _ new: [Contact]) -> [String] {
        ContactChanges(from: old, to: new).pairs.map { "\($0.old?.firstName ?? "-")>\($0.new?.firstName ?? "-")" }.sorted()
    }

    @Test func findsEditsAdditionsAndRemovalsInPlace() {
        var edited = grace
        edited.firstName = "Grace H"
        #expect(changes([ada, grace], [ada, edited]) == ["Grace>Grace H"])
        #expect(changes([ada, grace], [ada, grace, alan]) == ["->Alan"])
        #expect(changes([ada, grace, alan], [ada, grace]) == ["Alan>-"])
        #expect(changes([ada, grace], [ada, grace]).isEmpty)
    }

    @Test func findsChangesWhenTheListsDoNotLineUp() {
        var edited = alan
        edited.lastName = "Turing"
        #expect(changes([ada, grace, alan], [ada, edited]) == ["Alan>Alan", "Grace>-"])
        #expect(changes([ada, grace], [grace, ada]).isEmpty)
        #expect(changes([], [ada]) == ["->Ada"])
    }
}
