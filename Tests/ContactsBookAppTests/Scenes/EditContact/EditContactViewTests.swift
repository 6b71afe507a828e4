import ContactsCore
import TerminalUI
import Testing

@testable import ContactsBookApp

/// The form driven with keys through the whole app, as a person would use it.
@MainActor
@Suite struct EditContactViewTests {
    @Test func typingAndSavingAddsTheContactAndSelectsItInTheList() throws {
        let app = TestApp(SampleBook.contacts)
        app.press(.character("a"))
        app.type("Bob")
        app.press(.tab)
        app.type("Smith")
        app.press(.control("s"))
        #expect(app.screen.contains("7 contacts"))
        let row = try #require(app.row(containing: "Bob Smith"))
        #expect(app.terminal.style(row: row, column: 2) == .reverse)
    }

    @Test func ctrlNAddsAPhoneRowAndCtrlXRemovesIt() {
        let app = TestApp([])
        app.press(.character("a"))
        let phone = ContactForm(contact: Contact()).fields.firstIndex(of: .entryValue(.phones, 0)) ?? 0
        for _ in 0..<phone { app.press(.tab) }  // from the first name to the phone's value
        app.type("111")
        app.press(.control("n"))
        app.type("222")
        #expect(app.lines.contains { $0.contains("mobile   222") })
        #expect(app.lines.filter { $0.contains("mobile") }.count == 2)
        app.press(.control("x"))
        #expect(!app.screen.contains("222"))
        #expect(app.screen.contains("111"))
    }

    @Test func lineEditingKeysWorkInAField() {
        let app = TestApp([])
        app.press(.character("a"))
        app.type("Ada Byron")
        app.press(.control("w"))
        app.type("King")
        app.press(.home)
        app.press(.delete)
        app.type("a")
        #expect(app.lines[1].contains("ada King"))
        app.press(.end, .control("u"))
        #expect(!app.lines[1].contains("King"))
    }

    @Test func aLongValueScrollsInsideItsFieldAndKeepsTheCursorVisible() throws {
        let app = TestApp([], rows: 12, columns: 40)
        app.press(.character("a"))
        let long = String(repeating: "abcdefghij", count: 6) + "END"
        app.type(long)
        let line = app.lines[1]
        #expect(line.contains("END"))
        #expect(DisplayWidth.of(line) <= 40)
        let cursor = try #require(app.terminal.cursor)
        #expect(cursor.row == 1 && cursor.column < 40)
        app.press(.home)
        #expect(app.lines[1].contains("abcdefghij"))
        #expect(app.terminal.cursor?.column == 13)
    }

    @Test func enterStartsANewLineInNotesAndTabLeavesThem() throws {
        let app = TestApp([])
        app.press(.character("a"))
        app.type("Ada")
        let notesIndex = ContactForm(contact: Contact()).fields.firstIndex(of: .notes)!
        for _ in 0..<notesIndex { app.press(.tab) }
        app.type("one")
        app.press(.enter)
        app.type("two")
        app.press(.up)
        app.type("!")
        app.press(.tab)
        app.press(.control("s"))
        let saved = try #require(app.worker.contacts.first)
        #expect(saved.notes == "one!\ntwo")
    }

    @Test func spaceTogglesTheFavourite() throws {
        let app = TestApp([])
        app.press(.character("a"))
        app.type("Ada")
        let fields = ContactForm(contact: Contact()).fields
        let back = fields.count - (fields.firstIndex(of: .favorite) ?? 0)
        for _ in 0..<back { app.press(.backTab) }  // wraps to the last fields, then up to the favourite
        app.press(.character(" "))
        #expect(app.screen.contains("[x] yes"))
        app.press(.function(2))
        #expect(app.worker.contacts.first?.favorite == true)
    }

    @Test func escapeWithChangesAsksAndNoKeepsEditing() {
        let app = TestApp([])
        app.press(.character("a"))
        app.type("Draft")
        app.press(.escape)
        #expect(app.screen.contains("Discard your changes to this contact?"))
        app.press(.character("n"))
        #expect(app.screen.contains("New contact"))
        #expect(app.screen.contains("Draft"))
        app.press(.escape, .character("y"))
        #expect(app.screen.contains("No contacts yet"))
        #expect(app.store.saveCount == 0)
    }

    @Test func editingFromTheListChangesTheSelectedContact() throws {
        let app = TestApp(SampleBook.contacts)
        app.press(.down, .down, .character("e"))  // Ada Lovelace
        #expect(app.screen.contains("Edit — Ada Lovelace"))
        app.press(.end)
        app.type(" K.")
        app.press(.control("s"))
        #expect(app.screen.contains("Ada K. Lovelace"))
        #expect(app.worker.count == SampleBook.contacts.count)
    }
}
