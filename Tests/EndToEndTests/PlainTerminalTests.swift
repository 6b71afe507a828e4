import Foundation
import Testing

/// The terminal as a power user drives it, in a plain pty with a VT100 emulator for a screen:
/// keys sent as a terminal sends them, other programs writing over the app, window resizes.
@Suite(.serialized) struct PlainTerminalTests {
    /// A book in a fresh folder with these contacts (each the flags of an `add`).
    private static func book(_ contacts: [[String]] = [["--first", "Ada", "--last", "Lovelace", "--email", "ada@example.org"]]) throws
        -> String
    {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("cb-plain-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let file = directory.appendingPathComponent("contacts.json").path
        for flags in contacts { Spawn.run([Binary.path, "add", "--file", file] + flags) }
        return file
    }

    private static let listShown = PlainTerminalRun.Step.waitFor("? Help")

    @Test func altDSentAsOneWriteDeletesAWordAndNeverOpensDiscard() throws {
        let run = try PlainTerminalRun(
            book: Self.book(),
            [
                Self.listShown, .keys("a"), .waitFor("New contact"), .keys("Grace Brewster"), .keys("\u{1B}b"), .keys("\u{1B}d"),
                .keys("y"), .settle(0.3), .snapshot("form"),
            ])
        #expect(run.errors.isEmpty, "\(run.errors)")
        #expect(run.screen("form").contains("First name    Grace y"))
        #expect(!run.screen("form").contains("Discard"))
    }

    @Test func aBracketedPasteOfThreeLinesFillsOnlyTheField() throws {
        let run = try PlainTerminalRun(
            book: Self.book(),
            [
                Self.listShown, .keys("a"), .waitFor("New contact"), .keys("\u{1B}[200~Grace\rHopper\rAmazing\u{1B}[201~"),
                .waitFor("Grace Hopper Amazing"), .snapshot("form"),
            ])
        #expect(run.errors.isEmpty, "\(run.errors)")
        let form = run.snapshots["form"] ?? []
        #expect(form.contains { $0.hasPrefix(" First name    Grace Hopper Amazing") })
        #expect(form.contains(" Last name"))
    }

    @Test func ctrlLRepairsAScreenAnotherProgramWroteOver() throws {
        let run = try PlainTerminalRun(
            book: Self.book(),
            [
                Self.listShown, .garbage("\u{1B}[2J\u{1B}[5;1HGARBAGE FROM ELSEWHERE"), .waitFor("GARBAGE"), .keys("\u{0C}"),
                // The whole frame, not the first rows of it: the status line is drawn last.
                .waitGone("GARBAGE"), .waitFor("Ada Lovelace"), .waitFor("? Help"), .snapshot("repaired"), .keys("q"), .exit,
            ])
        #expect(run.errors.isEmpty, "\(run.errors)")
        #expect(run.status == 0, "the app still answers keys after a repaint")
        let repaired = run.snapshots["repaired"] ?? []
        #expect(repaired.first?.contains("ContactsBook") == true)
        #expect(repaired.last?.contains("? Help") == true)
    }

    @Test func aStormOfResizesEndsWholeAtTheLastSize() throws {
        let storm = [(20, 70), (24, 80), (15, 50), (30, 100), (21, 72)].flatMap { size in
            [PlainTerminalRun.Step.resize(rows: size.0, columns: size.1), .settle(0.01)]
        }
        let run = try PlainTerminalRun(book: Self.book(), [Self.listShown] + storm + [.settle(0.5), .snapshot("after")])
        #expect(run.errors.isEmpty, "\(run.errors)")
        let after = run.snapshots["after"] ?? []
        #expect(after.count == 21)
        #expect(after.first?.contains("ContactsBook") == true)
        #expect(after.contains { $0.contains("Ada Lovelace") })
        #expect(after.last?.contains("? Help") == true)
    }

    @Test(arguments: ["vt100", "linux"])
    func aTerminalWithoutAnAlternateScreenIsClearedOnQuitting(_ term: String) throws {
        let run = try PlainTerminalRun(book: Self.book(), term: term, [Self.listShown, .keys("q"), .exit, .snapshot("after")])
        #expect(run.errors.isEmpty, "\(run.errors)")
        #expect(run.status == 0)
        #expect(!run.screen("after").contains("Ada Lovelace"))
    }

    @Test func aContactAddedByAnotherProgramAppearsByItself() throws {
        let book = try Self.book()
        let run = try PlainTerminalRun(
            book: book,
            [
                Self.listShown, .run([Binary.path, "add", "--file", book, "--first", "Outside", "--last", "Writer"]),
                .waitFor("Outside Writer"), .snapshot("live"),
            ])
        #expect(run.errors.isEmpty, "\(run.errors)")
        #expect(run.screen("live").contains("2 contacts"))
        #expect(run.screen("live").contains("Changed elsewhere, now shown: 1 added"))
    }

    @Test func theMailerGetsEveryMarkedContactInOneCall() throws {
        let book = try Self.book([
            ["--first", "Ada", "--last", "Lovelace", "--email", "ada@example.org"],
            ["--first", "Byron", "--last", "Lovelace", "--email", "byron@example.org", "--email", "lord@example.org"],
        ])
        let folder = (book as NSString).deletingLastPathComponent
        let mailer = try ArgumentRecorder(in: folder)
        let run = try PlainTerminalRun(
            book: book, environment: ["MAILER": mailer.program],
            [
                Self.listShown, .keys("+"), .waitFor("2 marked"), .keys("m"), .waitFor("Write to which address of Byron Lovelace?"),
                .keys("2"), .waitFor("2 marked"), .settle(0.3),
            ])
        #expect(run.errors.isEmpty, "\(run.errors)")
        #expect(Set(mailer.arguments().split(separator: "\n")) == ["Ada Lovelace <ada@example.org>", "Byron Lovelace <lord@example.org>"])
    }

    @Test func aPasteRightAfterEscIsTextNeverKeys() throws {
        let run = try PlainTerminalRun(
            book: Self.book(), [Self.listShown, .keys("\u{1B}\u{1B}[200~dy\u{1B}[201~"), .settle(0.4), .snapshot("after"), .keys("q"), .exit])
        #expect(run.errors.isEmpty, "\(run.errors)")
        #expect(!run.screen("after").contains("Delete Ada Lovelace?"), "the pasted d opened no question")
        #expect(run.screen("after").contains("Ada Lovelace"))
        #expect(run.status == 0)
    }
}
