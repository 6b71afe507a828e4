import ContactsCore
import ContactsEngine
import Foundation
import Testing

@testable import ContactsBookApp

@MainActor
@Suite struct SyncCommandTests {
    func run(_ session: SyncSession?, worker: ContactWorker, forceDelete: Bool = false) -> (CommandStatus, CapturedOutput) {
        let output = CapturedOutput()
        let status = CommandAssembly.sync(.init(forceDelete: forceDelete), session: session, worker: worker, output: output)
        return (status, output)
    }

    @Test func theCommandFetchesFirstThenSendsWhatTheExchangeWrote() {
        // Given a book with a new contact, and a server with a card the command brings down
        let temporary = TemporaryVdir()
        let (worker, _) = Fixtures.worker([Fixtures.contact("Ada", "Lovelace")])
        let spy = SyncCommandSpy()
        spy.onRun = { if spy.runs.count == 1 { temporary.put("g.vcf", ["UID:g", "FN:Grace Hopper", "N:Hopper;Grace;;;"]) } }
        // When
        let (status, output) = run(temporary.session(worker, command: ["vdirsyncer", "sync"], runner: spy), worker: worker)
        // Then
        #expect(status == .success)
        #expect(spy.runs == [["vdirsyncer", "sync"], ["vdirsyncer", "sync"]])
        #expect(worker.contacts.map(\.displayName) == ["Grace Hopper", "Ada Lovelace"])
        #expect(output.lines.first == "Synced with \(temporary.vdir): book: 1 added · vdir: 1 added.")
        #expect(output.lines.contains("vdirsyncer sync:"))
        #expect(output.lines.contains("  Syncing contacts"))
        #expect(output.errors.isEmpty)
    }

    @Test func theCommandsOutputIsEchoedHarmless() {
        let temporary = TemporaryVdir()
        let (worker, _) = Fixtures.worker([])
        let spy = SyncCommandSpy()
        spy.results = [CommandResult(words: ["sync"], status: 0, output: "card \u{1B}]0;pwned\u{07} \u{9B}2J\n")]
        let (_, output) = run(temporary.session(worker, command: ["sync"], runner: spy), worker: worker)
        #expect(output.lines.contains("  card ␛]0;pwned␇ \u{FFFD}2J"), "\(output.lines)")
    }

    @Test func withNothingToSendTheCommandRunsOnce() {
        let temporary = TemporaryVdir()
        let (worker, _) = Fixtures.worker([])
        let spy = SyncCommandSpy()
        let (status, output) = run(temporary.session(worker, command: ["vdirsyncer", "sync"], runner: spy), worker: worker)
        #expect(status == .success)
        #expect(spy.runs.count == 1)
        #expect(output.lines.first == "Synced with \(temporary.vdir): nothing to change in the book or the vdir.")
    }

    @Test func aFailedCommandIsShownWithItsOutputAndStatusThree() {
        let temporary = TemporaryVdir()
        let (worker, _) = Fixtures.worker([])
        let spy = SyncCommandSpy()
        spy.results = [CommandResult(words: ["vdirsyncer", "sync"], status: 1, output: "error: One item changed on both sides.\n")]
        let (status, output) = run(temporary.session(worker, command: ["vdirsyncer", "sync"], runner: spy), worker: worker)
        #expect(status == .commandFailed)
        #expect(output.lines.contains("  error: One item changed on both sides."))
        #expect(output.errors == ["vdirsyncer sync failed (status 1)"])
    }

    @Test func conflictsAreNamedAndExitOne() throws {
        // Given a contact changed in the book and in the vdir since the last sync
        let temporary = TemporaryVdir()
        temporary.put("k.vcf", ["UID:k", "FN:Ada L", "N:L;Ada;;;", "NOTE:old"])
        let (worker, _) = Fixtures.worker([])
        _ = run(temporary.session(worker), worker: worker)
        var ada = try #require(worker.contacts.first)
        ada.notes = "mine"
        try worker.save(ada)
        temporary.put("k.vcf", ["UID:k", "FN:Ada L", "N:L;Ada;;;", "NOTE:theirs"])
        // When
        let (status, output) = run(temporary.session(worker), worker: worker)
        // Then
        #expect(status == .conflicts)
        #expect(output.lines.contains("Conflict: Ada L was changed both here and in the vdir; nothing was overwritten."))
        #expect(worker.contacts.first?.notes == "mine")
        #expect(temporary.card("k.vcf").contains("NOTE:theirs"))
    }

    @Test func withoutAVdirItSaysHowToSetOne() {
        let (worker, _) = Fixtures.worker([])
        let (status, output) = run(nil, worker: worker)
        #expect(status == .usage)
        #expect(output.errors.first?.contains("[sync] section") == true)
    }

    @Test func problemsWithCardsAreWarningsNotFailures() {
        let temporary = TemporaryVdir()
        temporary.put("x.vcf", ["FN:No Uid", "N:Uid;No;;;"])
        let (worker, _) = Fixtures.worker([])
        let (status, output) = run(temporary.session(worker), worker: worker)
        #expect(status == .success)
        #expect(output.errors == ["vdir: x.vcf: has no UID; left alone"])
    }
}

@Suite struct SyncCommandWordsTests {
    @Test func wordsAreSplitAtSpacesWithQuotesKeepingThem() {
        #expect(SyncCommandRunner.words("vdirsyncer sync contacts") == ["vdirsyncer", "sync", "contacts"])
        #expect(SyncCommandRunner.words("  vdirsyncer -c \"/my dir/config\" sync ") == ["vdirsyncer", "-c", "/my dir/config", "sync"])
        #expect(SyncCommandRunner.words("echo '' x") == ["echo", "", "x"])
        #expect(SyncCommandRunner.words("echo \"open") == nil)
    }

    @Test func theRealRunnerCollectsOutputAndStatusWithoutAShell() {
        let result = SyncCommandRunner().run(["sh", "-c", "echo out; echo err >&2; exit 3"])
        #expect(result.status == 3)
        #expect(result.output.contains("out") && result.output.contains("err"))
        let literal = SyncCommandRunner().run(["echo", "$HOME", ";", "ls"])
        #expect(literal.output == "$HOME ; ls\n", "no shell expands or splits anything")
        let missing = SyncCommandRunner().run(["no-such-program-here"])
        #expect(missing.status == nil)
        #expect(missing.failure?.contains("not found") == true)
    }
}
