import ContactsCore
import Foundation
import Testing

@testable import ContactsBookApp

/// `[books.NAME]` tables: several books, each its own file, one of them the default.
@Suite struct BookSettingsTests {
    static let environment = ["XDG_DATA_HOME": "/data", "HOME": "/home/ada"]

    func parse(_ text: String) -> (settings: Settings, problems: [String]) {
        Settings.parse(text, path: "/c.toml", environment: Self.environment)
    }

    @Test func eachBookHasItsFileItsSyncAndOneIsTheDefault() {
        let (settings, problems) = parse(
            """
            [books.personal]
            file = "personal.json"
            default = true
            vdir = "~/.contacts/personal"
            command = "vdirsyncer sync personal"

            [books.work]
            file = "~/work/contacts.json"

            [books."Chess club"]
            file = "/shared/chess.json"
            """)
        #expect(problems.isEmpty)
        #expect(settings.books.map(\.name) == ["Chess club", "personal", "work"])
        #expect(settings.book(named: "personal")?.file == "/data/contactsbook/personal.json", "a bare name is beside the default book")
        #expect(settings.book(named: "work")?.file == NSHomeDirectory() + "/work/contacts.json", "~ is the home folder")
        #expect(settings.book(named: "personal")?.sync.command == ["vdirsyncer", "sync", "personal"])
        #expect(settings.book(named: "personal")?.sync.vdir?.hasSuffix("/.contacts/personal") == true)
        #expect(settings.defaultBook?.name == "personal")
        #expect(settings.book(named: "Personal") == nil, "names are matched exactly")
    }

    @Test func noBooksTableMeansOneBookAsBefore() {
        let (settings, problems) = parse("sort = \"first\"\n")
        #expect(problems.isEmpty && settings.books.isEmpty && settings.defaultBook == nil)
    }

    @Test func namesWithSpacesAndOtherScriptsAreKeptAsWritten() {
        let (settings, problems) = parse("[books.\"家族 の 本\"]\nfile = \"family.json\"\n[books.\"Ñandú club\"]\nfile = \"nandu.json\"\n")
        #expect(problems.isEmpty)
        #expect(Set(settings.books.map(\.name)) == ["家族 の 本", "Ñandú club"])
        #expect(settings.defaultBook?.name == settings.books.first?.name, "no default marked: the first by name")
    }

    @Test func twoBooksNamingOneFileKeepTheFirstAndSaySo() {
        let (settings, problems) = parse("[books.a]\nfile = \"same.json\"\n[books.b]\nfile = \"/data/contactsbook/./same.json\"\n")
        #expect(settings.books.map(\.name) == ["a"])
        #expect(problems == ["/c.toml: books.b names the file of books.a (/data/contactsbook/same.json); it is left out."])
    }

    @Test func aBookWithoutAFileAnUnknownKeyAndASecondDefaultAreSaid() {
        let (settings, problems) = parse(
            """
            [books.a]
            file = "a.json"
            default = true
            colour = "red"
            [books.b]
            file = "b.json"
            default = true
            [books.c]
            vdir = "/v"
            [books."with space"]
            file = 3
            """)
        #expect(settings.books.map(\.name) == ["a", "b"])
        #expect(settings.defaultBook?.name == "a" && settings.books.filter(\.isDefault).count == 1)
        #expect(
            problems == [
                "/c.toml: unknown setting “books.a.colour” (known: file, default, vdir, command); it is left out.",
                "/c.toml: books.c needs file = \"PATH\" (its JSON book); the book is left out.",
                "/c.toml: books.\"with space\" needs file = \"PATH\" (its JSON book); the book is left out.",
                "/c.toml: several books are the default (“a”, “b”); new contacts go to “a”.",
            ])
    }

    @Test func booksThatAreNotSectionsAreSaid() {
        let (settings, problems) = parse("books = \"work\"\n")
        #expect(settings.books.isEmpty)
        #expect(problems == ["/c.toml: books must be [books.NAME] sections; the default is used."])
    }
}
