import ContactsCore
import TerminalUI
import Testing

@testable import ContactsBookApp

/// Keys the run loop answers before any scene: Ctrl-L, Alt keys, a paste.
@MainActor
@Suite struct TerminalKeysTests {
    @Test func ctrlLDrawsEverythingAgainFromAnyScreen() {
        let app = TestApp(SampleBook.contacts)
        app.press(.enter, Key.redraw)
        #expect(app.terminal.repaintCount == 1)
        #expect(app.navigation.scenes.count == 2)
        #expect(app.screen.contains("Name           Anders Ångström"))
    }

    @Test func altDInTheFormDeletesAWordAndNeverAsksToDiscard() {
        let app = TestApp(SampleBook.contacts)
        app.press(.character("a"))
        app.type("Grace Brewster")
        app.press(.alt(.character("b")), .alt(.character("d")), .character("y"))
        #expect(!app.screen.contains("Discard"))
        #expect(app.screen.contains("First name    Grace y"))
        #expect(app.navigation.scenes.count == 2)
    }

    @Test(arguments: [Key.alt(.character("d")), .alt(.character("x")), .alt(.escape)])
    func anAltKeyWithoutAMeaningHereIsSaidAndDoesNothing(_ key: Key) {
        let app = TestApp(SampleBook.contacts)
        app.press(key)
        #expect(app.worker.count == SampleBook.contacts.count)
        #expect(app.navigation.scenes.count == 1)
        #expect(app.lines.last?.contains("\(key.displayName) (Alt) does nothing here") == true)
        app.press(.down)
        #expect(app.lines.last?.contains("(Alt)") == false)
    }

    @Test func anAltKeyWithoutAMeaningInTheFormLeavesTheFormAsItWas() {
        let app = TestApp(SampleBook.contacts)
        app.press(.character("a"))
        app.type("Grace")
        app.press(.alt(.character("x")))
        #expect(app.screen.contains("First name    Grace"))
        #expect(app.screen.contains("M-x (Alt) does nothing here"))
    }

    @Test func aPasteOfThreeLinesFillsOneFieldAndKeepsItsLinesInTheNotes() throws {
        let app = TestApp(SampleBook.contacts)
        app.press(.character("a"), .paste("Grace\nHopper\nAmazing"))
        #expect(app.screen.contains("First name    Grace Hopper Amazing\n Last name\n"))
        let form = try #require(app.navigation.top as? EditContactView)
        while form.viewModel?.focus != .notes { app.press(.tab) }
        app.press(.paste("line one\r\nline two"))
        #expect(app.screen.contains("Notes         line one"))
        #expect(app.screen.contains("              line two"))
    }

    @Test func aPasteInTheListIsNeverTakenForKeys() {
        let app = TestApp(SampleBook.contacts)
        app.press(.paste("dy"))
        #expect(app.worker.count == SampleBook.contacts.count)
        #expect(app.navigation.scenes.count == 1)
    }

    @Test func aPasteGoesIntoTheSearchLine() {
        let app = TestApp(SampleBook.contacts)
        app.press(.character("/"), .paste("Hopper\n"))
        #expect(app.screen.contains("/ Hopper"))
        #expect(app.screen.contains("Grace Hopper"))
        #expect(!app.screen.contains("Ada Lovelace"))
    }
}
