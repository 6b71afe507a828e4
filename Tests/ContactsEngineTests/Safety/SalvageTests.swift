import ContactsCore
import ContactsEngine
import Foundation
import Testing

@Suite struct SalvageTests {
    @Test func completeContactsAreReadAndTheCutOneIsCounted() {
        let text = """
            {"version": 1, "contacts": [
              {"id": "E621E1F8-C36C-495A-93FC-0C247A3E6E5F", "firstName": "A \\"quoted\\" } brace"},
              {"id": "not-a-uuid", "firstName": "Bad"},
              {"id": "01234567-0C3F-4A4E-9D55-6C8B1F2A3B4C", "firstName": "Second", "tags": ["x]"]},
              {"id": "E621E1F8-C36C-495A-93FC-0C247A3E6E5F", "firstName": "Duplicate"},
              {"id": "11234567-0C3F-4A4E-9D55-6C8B1F2A3B4C", "firstName": "Cut o
            """
        let (book, skipped) = BookRecovery.salvage(Data(text.utf8))
        #expect(book.contacts.map(\.firstName) == ["A \"quoted\" } brace", "Second"])
        #expect(skipped == 3)
    }

    @Test func somethingThatIsNotABookGivesNothing() {
        #expect(BookRecovery.salvage(Data("garbage".utf8)).book.contacts.isEmpty)
    }
}
