import ContactsCore
import ContactsEngine
import TerminalUI
import Testing

@testable import ContactsBookApp

/// Work that grows with the book says so before it runs, since the screen cannot change meanwhile.
@MainActor
@Suite struct ProgressTests {
    @Test func listingIsReportedBeforeItRuns() {
        let (worker, _) = Fixtures.worker(Fixtures.numbered(3))
        let progress = ProgressSpy()
        let list = ContactListParts(worker: worker, progress: progress)
        list.state.presenter = ContactListPresentationLogicSpy()
        list.listing.showContacts(request: .init(viewport: .init(rows: 5, columns: 80)))
        list.listing.showContacts(request: .init(viewport: .init(rows: 5, columns: 80)))
        #expect(progress.reported == [.listing(count: 3)], "once: the listing is kept until the book or the filter changes")
        list.listing.search(request: .init(query: "2", viewport: .init(rows: 5, columns: 80)))
        #expect(progress.reported == [.listing(count: 3)], "a search in the same listing is not said")
        list.listing.toggleFavorite(request: .init(viewport: .init(rows: 5, columns: 80)))
        #expect(progress.reported == [.listing(count: 3)], "nor a book changed by a save: the index took the change in")
        list.listing.cycleSort(request: .init(viewport: .init(rows: 5, columns: 80)))
        #expect(progress.reported == [.listing(count: 3), .listing(count: 3)], "a new order is")
    }

    @Test func anImportOnTheFirstRunIsReported() throws {
        let (worker, _) = Fixtures.worker([], store: InMemoryContactStore())
        let progress = ProgressSpy()
        let sut = WelcomeInteractor(worker: worker, files: InterchangeFiles(), progress: progress)
        let file = WelcomeImportTests.directory + "/cards/friends.vcf"
        sut.importFile(request: .init(path: file, columns: 80))
        #expect(progress.reported == [.importing(count: 1)])
    }

    @Test func theTerminalShowsLargeBooksWorkAtOnceAndSmallOnesNever() {
        let terminal = InMemoryTerminal(rows: 5, columns: 60)
        let sut = TerminalProgress(terminal: terminal)
        sut.report(.listing(count: 100))
        #expect(terminal.presentCount == 0)
        sut.report(.listing(count: 100_000))
        #expect(terminal.presentCount == 1)
        #expect(terminal.lines[4].contains("Listing 100,000 contacts…"))
    }
}
