import Foundation
import Testing

/// The keys power users bring from readline, mutt and vim, sent by tmux as a terminal sends them.
@Suite(.serialized) struct PowerKeysEndToEndTests {
    @Test func altKeysEditWordsAndAPasteStaysInOneField() throws {
        let app = try AppSession(adding: [["--first", "Ada", "--last", "Lovelace"]])
        let tmux = app.tmux
        tmux.waitFor(text: "1 contact")
        tmux.send("a")
        tmux.waitFor(text: "New contact")
        tmux.type("Grace Brewster")
        tmux.send("M-b", "M-d")
        tmux.type("Murray")
        tmux.waitFor(text: "First name    Grace Murray")
        #expect(!tmux.screen.contains("Discard"))
        // tmux brackets a paste when the app asked for it (mode 2004).
        tmux.tmux(["set-buffer", "Hopper\nAmazing"])
        tmux.send("Tab")
        tmux.tmux(["paste-buffer", "-p"])
        tmux.waitFor(text: "Last name     Hopper Amazing")
        tmux.send("C-s")
        tmux.waitFor(text: "2 contacts")
        let names = try app.book().map { "\($0["firstName"] ?? "") \($0["lastName"] ?? "")" }
        #expect(names.contains("Grace Murray Hopper Amazing"))
    }

    @Test func ctrlLDrawsTheScreenAgain() throws {
        let app = try AppSession(adding: [["--first", "Ada", "--last", "Lovelace"]])
        let tmux = app.tmux
        tmux.waitFor(text: "1 contact")
        tmux.send("C-l")
        tmux.waitFor(text: "Ada Lovelace")
        tmux.send("q")
        app.expectTerminalRestored()
    }
}
