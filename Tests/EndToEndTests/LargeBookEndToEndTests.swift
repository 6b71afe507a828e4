import ContactsCore
import ContactsEngine
import Foundation
import Testing

/// A large book opens on its first page while the rest is read; what is typed meanwhile waits
/// for the whole book and is not lost.
@Suite(.serialized) struct LargeBookEndToEndTests {
    @Test func keysTypedWhileTheBookLoadsActOnTheWholeBook() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("cb-large-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("contacts.json").path
        let filler = String(repeating: "A note long enough to make the book large. ", count: 14)
        let contacts =
            (0..<8_000).map { Contact(firstName: "Person\($0)", lastName: "Zed", notes: filler) } + [Contact(firstName: "Needle", lastName: "Last")]
        try JSONFileStore.encode(AddressBook(contacts: contacts)).write(to: URL(fileURLWithPath: file))
        #expect(try FileManager.default.attributesOfItem(atPath: file)[.size] as? Int ?? 0 >= JSONFileStore.previewSize)

        let app = try AppSession(dataFile: file)
        let tmux = app.tmux
        // The last contact of the file is not on the first page read; the search must find it.
        tmux.type("/Needle")
        tmux.waitFor("the search over the whole book") { screen in
            screen.contains("1 of 8,001") && screen.contains("Needle Last")
        }
        // Esc clears the search; a key sent before the app has read the Esc would be Alt plus it.
        tmux.send("Escape")
        tmux.waitFor(text: "8,001 contacts")
        tmux.send("q")
        #expect(app.waitForExit() == 0)
    }

    /// Grouping duplicates and finding birthdays run on another thread: the screen says so, the
    /// answer comes when it is found, and Esc goes back at once whatever is still running.
    @Test func duplicatesAndBirthdaysAreFoundWhileKeysAreAnswered() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("cb-large-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("contacts.json").path
        let today = Calendar.current.dateComponents([.month, .day], from: Date())
        let contacts = (0..<20_000).map { index in
            Contact(
                firstName: "Person\(index)", lastName: "Zed", emails: [LabeledValue(label: "home", value: "p\(index % 19_990)@example.org")],
                birthday: index % 1000 == 0 ? PartialDate(year: nil, month: today.month ?? 1, day: today.day ?? 1) : nil)
        }
        try JSONFileStore.encode(AddressBook(contacts: contacts)).write(to: URL(fileURLWithPath: file))

        let app = try AppSession(dataFile: file)
        let tmux = app.tmux
        tmux.waitFor(text: "20,000 contacts")
        tmux.send("D")
        tmux.waitFor(text: "10 groups")
        tmux.send("Escape")
        tmux.waitFor(text: "20,000 contacts")
        // Asked again and left at once: back in the list, and the app still answers.
        tmux.send("D", "Escape")
        tmux.waitFor(text: "20,000 contacts")
        // Birthdays are found the same way.
        tmux.send("b")
        tmux.waitFor(text: "20 dates")
        tmux.send("Escape")
        tmux.waitFor(text: "20,000 contacts")
        tmux.send("q")
        #expect(app.waitForExit() == 0)
    }
}
