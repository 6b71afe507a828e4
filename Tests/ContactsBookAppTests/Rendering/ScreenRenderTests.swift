import ContactsCore
import TerminalUI
import Testing

@testable import ContactsBookApp

/// Screens rendered into the in-memory terminal and compared as whole text, at the usual
/// 100x30 and the smallest comfortable 40x12, with accents, CJK and emoji in the data.
@MainActor
@Suite struct ScreenRenderTests {
    @Test func theListAt100x30() {
        let app = TestApp(SampleBook.contacts)
        #expect(app.screen == ExpectedScreens.list100)
        let selected = app.row(containing: "Anders Ångström")!
        #expect(app.terminal.style(row: selected, column: 5) == .reverse)
        #expect(app.terminal.style(row: selected + 1, column: 5) == .normal)
    }

    @Test func theDetailAt100x30() {
        let app = TestApp(SampleBook.contacts)
        app.press(.down, .down, .enter)
        #expect(app.screen == ExpectedScreens.detail100)
    }

    @Test func theListAt40x12ScrollsToKeepTheSelectionInView() {
        #expect(TestApp(SampleBook.contacts, rows: 12, columns: 40).screen == ExpectedScreens.list40)
        let app = TestApp(SampleBook.contacts + Fixtures.numbered(10), rows: 12, columns: 40)
        app.press(.end)
        #expect(app.screen == ExpectedScreens.listEnd40)
        #expect(app.terminal.style(row: app.row(containing: "小明 王")!, column: 1) == .reverse)
    }

    @Test func theSidePaneNeverTakesTheEmailColumnTheListHadRoomFor() throws {
        for columns in [120, 121, 130] {
            let app = TestApp(SampleBook.contacts, rows: 20, columns: columns)
            #expect(app.lines[1].contains("Email"), "\(columns) columns")
            #expect(app.screen.contains("ada@example.org"))
        }
        #expect(TestApp(SampleBook.contacts, rows: 20, columns: 121).lines[2].contains("│ Name"), "the pane is there")
    }

    @Test func aPhoneNumberIsKeptWholeBeforeTheNameIsCut() {
        let narrow = ContactListPresenter.Columns(width: 40, longestPhone: 16)
        #expect(narrow.phone == 16)
        #expect(narrow.name >= ContactListPresenter.Columns.shortestName)
        let tiny = ContactListPresenter.Columns(width: 36, longestPhone: 20)
        #expect(tiny.name == ContactListPresenter.Columns.shortestName, "the name keeps its shortest width; the phone gives way")
        #expect(ContactListPresenter.Columns(width: 100, longestPhone: 16).phone == 20, "a wide list keeps its share")
    }

    @Test func theDeleteDialogAt40x12() {
        let app = TestApp(SampleBook.contacts, rows: 12, columns: 40)
        app.press(.end, .character("d"))
        #expect(app.screen == ExpectedScreens.deleteDialog40)
    }

    @Test func theEditFormAt40x12WithItsErrors() {
        let app = TestApp(SampleBook.contacts, rows: 12, columns: 40)
        app.press(.character("a"))
        #expect(app.screen == ExpectedScreens.edit40)
        #expect(app.terminal.cursor?.row == 1)
        app.press(.function(2))
        #expect(app.screen == ExpectedScreens.editErrors40)
    }

    @Test func aSearchAt100x30HighlightsWhatMatched() throws {
        let app = TestApp(SampleBook.contacts)
        app.press(.character("/"))
        app.type("ada")
        #expect(app.screen == ExpectedScreens.search100)
        let row = try #require(app.row(containing: "Ada Lovelace"))
        #expect(app.terminal.style(row: row, column: 3) == [.reverse, .bold, .underline], "the match, on the selected row")
        #expect(app.terminal.style(row: row, column: 7) == .reverse, "the rest of the name")
        #expect(app.terminal.cursor?.row == 28, "the cursor is on the search line")
    }

    /// Above 120 columns the selected contact stands beside the list.
    @Test func aKeptFilterAt160x40WithTheSelectedContactBeside() {
        let app = TestApp(SampleBook.contacts, rows: 40, columns: 160)
        app.press(.character("/"))
        app.type("example")
        app.press(.enter)
        #expect(app.screen == ExpectedScreens.filtered160)
        app.press(.down)
        #expect(app.lines[2].contains("│ Name           Grace Hopper"), "the preview follows the selection")
    }

    @Test func marksAndTheExportQuestionAt100x30() {
        let app = TestApp(SampleBook.contacts)
        app.press(.character(" "), .down, .character(" "), .character("x"))
        #expect(app.screen == ExpectedScreens.marksExport100)
    }

    @Test func theEmptyBookAt40x12() {
        let app = TestApp([], rows: 12, columns: 40)
        #expect(app.screen == ExpectedScreens.empty40)
    }
}
