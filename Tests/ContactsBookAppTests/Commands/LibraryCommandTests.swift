import ContactsCore
import Foundation
import Testing

@testable import ContactsBookApp

/// `list` and `query` over several books: each line says its contact's book.
@MainActor
@Suite struct LibraryCommandTests {
    func library() -> ContactLibrary {
        let (personal, _) = Fixtures.worker([Fixtures.contact("Ada", "Lovelace", email: "ada@example.org")])
        let (club, _) = Fixtures.worker([Fixtures.contact("Judit", "Polgár", email: "judit@example.hu"), Fixtures.contact("Magnus", "Carlsen")])
        return ContactLibrary([.init(name: "personal", worker: personal), .init(name: "Chess club", worker: club)])
    }

    @Test func aTerminalsColumnsStartWithTheBook() {
        let output = CapturedOutput()
        _ = CommandAssembly.list(.init(query: "", layout: .columns(width: 60), shown: [.email]), library: library(), output: output)
        #expect(output.lines.map { String($0.prefix(12)) } == ["Chess club  ", "personal    ", "Chess club  "])
        #expect(output.lines.allSatisfy { DisplayWidth.of($0) <= 60 })
        #expect(output.lines[1].hasSuffix("ada@example.org"))
    }

    @Test func oneBookUnnamedListsAsBefore() {
        let output = CapturedOutput()
        let (worker, _) = Fixtures.worker([Fixtures.contact("Ada", "Lovelace")])
        _ = CommandAssembly.list(.init(query: "", layout: .parsable([.book, .last])), library: ContactLibrary(worker: worker), output: output)
        #expect(output.lines == ["\tLovelace"])
    }

    @Test func queryNamesTheBookFirstInTheExtraField() {
        let output = CapturedOutput()
        #expect(CommandAssembly.query(.init(query: "example"), library: library(), output: output) == .success)
        #expect(output.lines.dropFirst() == ["ada@example.org\tAda Lovelace\tpersonal, home", "judit@example.hu\tJudit Polgár\tChess club, home"])
    }

    @Test func aMoveThatCouldNotLeaveItsBookSaysTheContactIsInBoth() throws {
        let ada = Fixtures.contact("Ada", "Lovelace")
        let (personal, source) = Fixtures.worker([ada])
        let (club, target) = Fixtures.worker([])
        let library = ContactLibrary([.init(name: "personal", worker: personal), .init(name: "Chess club", worker: club)])
        source.failure = .writeFailed(path: "personal.json", reason: "Permission denied")
        let output = CapturedOutput()
        let request = TransferContact.Request(contactID: ada.id, source: "personal", target: "Chess club", moving: true)
        #expect(CommandAssembly.transfer(request, library: library, output: output) == .fileFailed)
        #expect(output.lines.first?.hasPrefix("Moved Ada Lovelace from “personal” to “Chess club”") == true)
        #expect(output.errors.first?.hasSuffix("it is in both books now.") == true)
        #expect(target.book?.contacts.map(\.id) == [ada.id] && source.book?.contacts.map(\.id) == [ada.id])
    }

    @Test func aTargetThatCouldNotBeSavedLeavesTheSourceSaid() throws {
        let ada = Fixtures.contact("Ada", "Lovelace")
        let (personal, source) = Fixtures.worker([ada])
        let (club, target) = Fixtures.worker([])
        let library = ContactLibrary([.init(name: "personal", worker: personal), .init(name: "Chess club", worker: club)])
        target.failure = .busy(path: "chess.json", seconds: 60)
        let output = CapturedOutput()
        let request = TransferContact.Request(contactID: ada.id, source: "personal", target: "Chess club", moving: true)
        #expect(CommandAssembly.transfer(request, library: library, output: output) == .tryAgain)
        #expect(output.lines.isEmpty && output.errors.first?.hasSuffix("“personal” is as it was.") == true)
        #expect(source.book?.contacts.map(\.id) == [ada.id] && target.book?.contacts.isEmpty != false)
    }
}
