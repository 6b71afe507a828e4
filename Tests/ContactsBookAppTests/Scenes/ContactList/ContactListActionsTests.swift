import ContactsCore
import Foundation
import TerminalUI
import Testing

@testable import ContactsBookApp

/// Records the programs the list starts, and answers as told.
@MainActor
final class ExternalProgramsSpy: ExternalPrograms {
    var mailer: [String]? = ["neomutt", "-F", "muttrc"]
    var editor = ["fake-editor"]
    var opener = ["fake-browser"]
    /// Plays the user in the editor: gets the file's text, returns the text to leave in it.
    var edit: ((String) -> String)?
    var outcome = ProgramOutcome.exited(0)
    private(set) var runs: [[String]] = []

    /// Plays a person who adds a nickname in the editor while another program changes the
    /// contact's notes.
    /// The editor sets the nickname to "Countess" while another program makes its change
    /// (the same field, "Lady", unless told otherwise).
    func editWhileAnotherProgramChanges(
        _ contact: Contact, in store: InMemoryContactStore, theirChange: @escaping (inout Contact) -> Void = { $0.nickname = "Lady" }
    ) {
        edit = { text in
            var theirs = contact
            theirChange(&theirs)
            store.writeFromElsewhere(AddressBook(contacts: [theirs]))
            return text.replacingOccurrences(of: "Nickname:", with: "Nickname: Countess")
        }
    }

    func run(_ arguments: [String]) -> ProgramOutcome {
        runs.append(arguments)
        if let edit, let path = arguments.last, let text = try? String(contentsOfFile: path, encoding: .utf8) {
            try? edit(text).write(toFile: path, atomically: false, encoding: .utf8)
        }
        return outcome
    }
}

/// `y` copies, `m` writes an email: the selected contact through the list Interactor.
@MainActor
@Suite struct ContactListActionsTests {
    let viewport = ContactList.Viewport(rows: 10, columns: 80)

    func makeSUT(_ contacts: [Contact]) -> (ContactListParts, ContactListPresentationLogicSpy, ExternalProgramsSpy) {
        let (worker, _) = Fixtures.worker(contacts)
        let programs = ExternalProgramsSpy()
        let sut = ContactListParts(worker: worker, programs: programs)
        let spy = ContactListPresentationLogicSpy()
        sut.state.presenter = spy
        sut.listing.showContacts(request: .init(viewport: viewport))
        return (sut, spy, programs)
    }

    @Test func copyTakesTheEmailElseThePhoneOnce() {
        let (sut, spy, _) = makeSUT([Fixtures.contact("Ada", "Lovelace", phone: "+44 20", email: "ada@example.org")])
        sut.acting.copyToClipboard(request: .init(viewport: viewport))
        #expect(spy.lastResponse?.clipboard == "ada@example.org")
        #expect(spy.lastResponse?.notice == .copied("ada@example.org"))
        sut.listing.showContacts(request: .init(viewport: viewport))
        #expect(spy.lastResponse?.clipboard == nil, "sent once")

        let (phoneOnly, phoneSpy, _) = makeSUT([Fixtures.contact("Bob", phone: "+1 555")])
        phoneOnly.acting.copyToClipboard(request: .init(viewport: viewport))
        #expect(phoneSpy.lastResponse?.clipboard == "+1 555")
        let (nothing, nothingSpy, _) = makeSUT([Fixtures.contact("Cy")])
        nothing.acting.copyToClipboard(request: .init(viewport: viewport))
        #expect(nothingSpy.lastResponse?.clipboard == nil)
        #expect(nothingSpy.lastResponse?.notice == .nothingToCopy(name: "Cy"))
    }

    @Test func theMailerGetsTheAddressAsAnArgumentOfItsOwn() {
        let (sut, spy, programs) = makeSUT([Fixtures.contact("Ada", email: "ada@example.org; rm -rf ~")])
        sut.acting.writeEmail(request: .init(viewport: viewport))
        #expect(programs.runs == [["neomutt", "-F", "muttrc", "Ada <ada@example.org; rm -rf ~>"]])
        #expect(spy.lastResponse?.notice == nil)
    }

    @Test func aMailerThatFailsOrIsMissingIsReported() {
        let (sut, spy, programs) = makeSUT([Fixtures.contact("Ada", email: "ada@example.org")])
        programs.outcome = .exited(1)
        sut.acting.writeEmail(request: .init(viewport: viewport))
        #expect(spy.lastResponse?.notice == .programFailed(command: "neomutt -F muttrc", outcome: .exited(1)))
        let (noEmail, noEmailSpy, noEmailPrograms) = makeSUT([Fixtures.contact("Bob")])
        noEmail.acting.writeEmail(request: .init(viewport: viewport))
        #expect(noEmailPrograms.runs.isEmpty)
        #expect(noEmailSpy.lastResponse?.notice == .noEmail(name: "Bob"))
    }

    @Test func theWordsOfTheNoticesSayWhatToDo() throws {
        func message(_ notice: ContactList.Notice) throws -> StatusMessage { try #require(listMessage(for: notice)) }
        #expect(try message(.copied("ada@example.org")) == StatusMessage("Copied ada@example.org to the clipboard"))
        #expect(try message(.noEmail(name: "Bob")) == StatusMessage("Bob has no email address", isError: true))
        #expect(
            try message(.programFailed(command: "mutt", outcome: .couldNotStart("mutt: No such file or directory")))
                == StatusMessage("Could not start mutt (mutt: No such file or directory)", isError: true))
        #expect(try message(.programFailed(command: "mutt", outcome: .exited(2))).text == "mutt ended with status 2")
    }

    @Test func yPutsTheEmailOnTheTerminalsClipboard() {
        let app = TestApp(SampleBook.contacts)
        app.press(.character("y"))
        #expect(app.terminal.clipboard == "anders@uu.example.se")
        #expect(app.screen.contains("Copied anders@uu.example.se to the clipboard"))
    }

    @Test func aClickSelectsTheRowADoubleClickOpensItAndTheWheelScrolls() throws {
        let app = TestApp(Fixtures.numbered(40))
        let third = try #require(app.row(containing: "Person 03"))
        app.press(.mouse(.click, row: third, column: 10))
        #expect(app.terminal.style(row: third, column: 5) == .reverse)
        app.press(.mouse(.click, row: 1, column: 10), .mouse(.click, row: 29, column: 10))
        #expect(app.terminal.style(row: third, column: 5) == .reverse, "the header and the status line are no rows")
        app.press(.mouse(.wheelDown, row: 10, column: 10))
        #expect(app.terminal.style(row: third + 3, column: 5) == .reverse, "three rows down")
        app.press(.mouse(.doubleClick, row: third, column: 10))
        #expect(app.screen.contains("Name           Person 03"))
    }

    @Test func ctrlZSuspendsAndTheScreenComesBack() {
        let app = TestApp(SampleBook.contacts)
        app.press(.control("z"))
        #expect(app.terminal.suspendCount == 1)
        #expect(app.screen.contains("Anders Ångström"))
    }
}

/// The real program runner, with programs that are on every machine.
@MainActor
@Suite struct TerminalProgramsTests {
    @Test func programsRunWithTheTerminalHandedOverAndTheirStatusComesBack() {
        let terminal = InMemoryTerminal(rows: 5, columns: 20)
        let sut = TerminalPrograms(terminal: terminal, environment: ["PATH": "/usr/bin:/bin"])
        #expect(sut.run(["sh", "-c", "exit 3"]) == .exited(3))
        #expect(sut.run(["true"]) == .exited(0))
        #expect(terminal.outsideCount == 2)
        guard case .couldNotStart(let reason) = sut.run(["no-such-program-here"]) else {
            Issue.record("a missing program must not count as run")
            return
        }
        #expect(reason.contains("no-such-program-here"))
    }

    @Test func withoutMailerNeomuttComesBeforeMuttAndNeitherIsSaid() {
        let mailer = { (installed: Set<String>) in
            TerminalPrograms(terminal: InMemoryTerminal(rows: 5, columns: 20), environment: [:], isInstalled: installed.contains).mailer
        }
        #expect(mailer(["neomutt", "mutt"]) == ["neomutt"])
        #expect(mailer(["mutt"]) == ["mutt"])
        #expect(mailer([]) == nil)
        #expect(TerminalPrograms.isOnPath("sh", path: "/nowhere:/bin"))
        #expect(!TerminalPrograms.isOnPath("no-such-program-here", path: "/usr/bin:/bin"))
    }

    @Test func mailerIsSplitIntoWordsWithoutAShell() {
        let sut = TerminalPrograms(terminal: InMemoryTerminal(rows: 5, columns: 20), environment: ["MAILER": "  neomutt  -F ~/.muttrc "])
        #expect(sut.mailer == ["neomutt", "-F", "~/.muttrc"])
        let editors = { (environment: [String: String]) in
            TerminalPrograms(terminal: InMemoryTerminal(rows: 5, columns: 20), environment: environment).editor
        }
        #expect(editors(["VISUAL": "code -w", "EDITOR": "nano"]) == ["code", "-w"])
        #expect(editors(["EDITOR": "nano"]) == ["nano"])
        #expect(editors([:]) == ["vi"])
    }
}
