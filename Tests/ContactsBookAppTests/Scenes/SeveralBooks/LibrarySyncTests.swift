import ContactsCore
import Testing

@testable import ContactsBookApp

/// A book's sync session that answers as the test says and records what it was asked.
final class BookSyncingSpy: BookSyncing {
    let vdirPath: String
    var outcome: SyncOutcome
    var failure: SyncError?
    var onSync: () -> Void = {}
    private(set) var syncs = 0
    private(set) var settled: [SyncConflict] = []

    init(vdirPath: String, outcome: SyncOutcome = SyncOutcome(report: SyncReport())) {
        (self.vdirPath, self.outcome) = (vdirPath, outcome)
    }

    func sync(forceDelete: Bool, progress: (SyncStep) -> Void) throws(SyncError) -> SyncOutcome {
        syncs += 1
        onSync()
        if let failure { throw failure }
        return outcome
    }

    func settle(_ conflict: SyncConflict, keeping choice: ConflictChoice) throws(SyncError) -> Bool {
        settled.append(conflict)
        return true
    }
}

/// S over several books shown together: each book with a vdir in turn, its own session.
@MainActor
@Suite struct LibrarySyncTests {
    static func conflict(_ name: String) -> SyncConflict {
        SyncConflict(uid: name, mine: Fixtures.contact(name, "Mine"), theirs: Fixtures.contact(name, "Theirs"))
    }

    static func sync(_ spies: [(String, BookSyncingSpy)], worker: ContactWorker? = nil) -> LibrarySync {
        let books = spies.map { name, spy in LibrarySync.Book(name: name, vdirPath: spy.vdirPath) { () throws(SyncError) in spy } }
        return LibrarySync(books: books, worker: worker ?? Fixtures.library([]).0)
    }

    @Test func everyBookIsSyncedInTurnAndTheOutcomesAddUp() throws {
        let personal = BookSyncingSpy(
            vdirPath: "/v/personal",
            outcome: SyncOutcome(
                report: SyncReport(book: SyncCounts(added: 1), vdir: SyncCounts(updated: 2)),
                commands: [CommandResult(words: ["vdirsyncer", "sync", "personal"], status: 0, output: "")]))
        let work = BookSyncingSpy(
            vdirPath: "/v/work", outcome: SyncOutcome(report: SyncReport(book: SyncCounts(added: 3, deleted: 1), problems: ["bad.vcf: no FN"])))
        let sut = Self.sync([("personal", personal), ("work", work)])
        #expect(sut.vdirPath == "/v/personal, /v/work")
        let outcome = try sut.sync(forceDelete: false) { _ in }
        #expect(personal.syncs == 1 && work.syncs == 1)
        #expect(outcome.report.book == SyncCounts(added: 4, deleted: 1) && outcome.report.vdir == SyncCounts(updated: 2))
        #expect(outcome.report.problems == ["“work”: bad.vcf: no FN"])
        #expect(outcome.commands.map(\.words) == [["vdirsyncer", "sync", "personal"]])
    }

    @Test func aConflictIsSettledByTheBookItCameFrom() throws {
        let (ada, grace) = (Self.conflict("Ada"), Self.conflict("Grace"))
        let personal = BookSyncingSpy(vdirPath: "/v/p", outcome: SyncOutcome(report: SyncReport(conflicts: [ada])))
        let work = BookSyncingSpy(vdirPath: "/v/w", outcome: SyncOutcome(report: SyncReport(conflicts: [grace])))
        let sut = Self.sync([("personal", personal), ("work", work)])
        #expect(try sut.sync(forceDelete: false) { _ in }.report.conflicts == [ada, grace])
        #expect(try sut.settle(grace, keeping: .keepMine))
        #expect(work.settled == [grace] && personal.settled.isEmpty)
        #expect(try !sut.settle(Self.conflict("Alan"), keeping: .keepMine), "no book found it")
    }

    @Test func theAppsChangesAreWrittenFirstAndWhatTheSyncWroteIsTakenIn() throws {
        let ada = Fixtures.contact("Ada", "Lovelace")
        let (worker, store) = Fixtures.library([ada])
        worker.queuesSaves = true
        try worker.save(Fixtures.contact("Grace", "Hopper"))
        let personal = BookSyncingSpy(vdirPath: "/v/p")
        var storedWhenSynced: [String] = []
        personal.onSync = {
            storedWhenSynced = (store.book?.contacts ?? []).map(\.firstName).sorted()
            // The sync brings a contact into the book's file.
            var alan = Fixtures.contact("Alan", "Turing")
            alan.book = "personal"
            store.writeFromElsewhere(AddressBook(contacts: (store.book?.contacts ?? []) + [alan]))
        }
        _ = try Self.sync([("personal", personal)], worker: worker).sync(forceDelete: false) { _ in }
        #expect(storedWhenSynced == ["Ada", "Grace"])
        #expect(worker.contacts.map(\.firstName).sorted() == ["Ada", "Alan", "Grace"])
    }

    @Test func noBookWithAVdirOrABookThatCannotBeReadIsSaid() {
        #expect(throws: SyncError.noBookVdir) { try Self.sync([]).sync(forceDelete: false) { _ in } }
        let broken = LibrarySync(
            books: [.init(name: "work", vdirPath: "/v/w") { () throws(SyncError) -> BookSyncing in throw .book(.malformed(path: "w", detail: "x")) }],
            worker: Fixtures.library([]).0)
        #expect(throws: SyncError.book(.malformed(path: "w", detail: "x"))) { try broken.sync(forceDelete: false) { _ in } }
    }
}
