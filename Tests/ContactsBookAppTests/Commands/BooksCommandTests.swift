import ContactsCore
import Foundation
import Testing

@testable import ContactsBookApp

/// `contactsbook books`: each book's name, count and file, in columns or as TSV.
@MainActor
@Suite struct BooksCommandTests {
    static let books = [
        ListBooks.Book(name: "personal", file: "/d/personal.json", isDefault: true),
        ListBooks.Book(name: "Chess club\tA", file: "/d/chess.json", isDefault: false),
        ListBooks.Book(name: "work", file: "/d/work.json", isDefault: false),
    ]

    func run(parsable: Bool, counts: [String: Result<Int?, StoreError>]) -> (CommandStatus, CapturedOutput) {
        run(parsable: parsable, ids: counts.mapValues { $0.map { $0.map { (0..<$0).map { _ in Contact.ID() } } } })
    }

    func run(parsable: Bool, ids: [String: Result<[Contact.ID]?, StoreError>]) -> (CommandStatus, CapturedOutput) {
        let output = CapturedOutput()
        let status = CommandAssembly.books(.init(books: Self.books, parsable: parsable), output: output) { path in
            ids[path] ?? .success(nil)
        }
        return (status, output)
    }

    @Test func contactsWithTheIdOfOneInABookBeforeAreNotedAndTheListingStaysWhole() {
        let (shared, own) = (Contact.ID(), Contact.ID())
        let (status, output) = run(parsable: true, ids: ["/d/personal.json": .success([shared]), "/d/work.json": .success([own, shared])])
        #expect(status == .success)
        #expect(output.lines == ["personal\t1\t/d/personal.json\tdefault", "Chess club\\tA\t\t/d/chess.json\t", "work\t2\t/d/work.json\t"])
        #expect(output.errors == ["“work” has 1 contact with the id of one in “personal”: both are kept; the app shows the one in “personal”."])
    }

    @Test func textLinesUpTheColumnsAndMarksTheDefault() {
        let (status, output) = run(parsable: false, counts: ["/d/personal.json": .success(1204), "/d/chess.json": .success(1)])
        #expect(status == .success)
        #expect(
            output.lines == [
                "personal      1,204 contacts  /d/personal.json  (default)",
                "Chess club A       1 contact  /d/chess.json",
                "work             no file yet  /d/work.json",
            ])
    }

    @Test func parsableIsOneEscapedRowABook() {
        let (_, output) = run(parsable: true, counts: ["/d/personal.json": .success(1204), "/d/chess.json": .success(0)])
        #expect(output.lines == ["personal\t1204\t/d/personal.json\tdefault", "Chess club\\tA\t0\t/d/chess.json\t", "work\t\t/d/work.json\t"])
    }

    @Test func aBookThatCannotBeReadIsSaidAndTheOthersListed() {
        let damaged = StoreError.malformed(path: "/d/work.json", detail: "line 3: not JSON")
        let (status, output) = run(parsable: false, counts: ["/d/personal.json": .success(2), "/d/work.json": .failure(damaged)])
        #expect(status == .bookUnusable)
        #expect(output.lines.count == 3 && output.lines[2].contains("cannot be read"))
        #expect(output.errors == ["“work”: \(damaged.description)"])
    }
}
