import ContactsCore
import Foundation
import Testing

@testable import ContactsBookApp

@Suite struct SettingsTests {
    @Test func everySettingIsRead() {
        let (settings, problems) = Settings.parse(
            """
            # mine
            theme = "mono"
            sort = "company"
            backups = 2
            columns = ["email"]
            mouse = false
            """, path: "/c.toml")
        #expect(problems.isEmpty)
        #expect(settings.theme == .mono)
        #expect(settings.sort == .company)
        #expect(settings.backups == 2)
        #expect(settings.columns == [.email])
        #expect(!settings.mouse)
    }

    @Test func aFileThatIsNotTOMLGivesTheDefaultsAndSaysWhere() {
        let (settings, problems) = Settings.parse("theme = \"mono\"\nsort = \n", path: "/c.toml")
        #expect(settings == Settings())
        #expect(problems.count == 1)
        #expect(problems.first?.hasPrefix("/c.toml, line 2, column") == true)
        #expect(problems.first?.hasSuffix("The default settings are used; fix the file.") == true)
    }

    @Test func wrongAndUnknownSettingsAreNamedAndTheRestStillApplies() {
        let (settings, problems) = Settings.parse(
            "theme = \"purple\"\nbackups = 500\ncolumns = [\"phone\", \"fax\"]\nmouse = \"yes\"\ncolour = true\nsort = \"first\"\n", path: "/c.toml")
        #expect(settings.sort == .firstName)
        #expect(settings.theme == .color && settings.backups == 5 && settings.columns == [.phone, .email] && settings.mouse)
        #expect(
            problems == [
                "/c.toml: backups must be a number from 0 to 50; the default is used.",
                "/c.toml: unknown setting “colour” (known: theme, sort, backups, columns, mouse, [sync], [books.NAME]); it is left out.",
                "/c.toml: columns must be a list of \"phone\" and \"email\"; the default is used.",
                "/c.toml: mouse must be true or false; the default is used.",
                "/c.toml: theme must be \"color\" or \"mono\"; the default is used.",
            ])
    }

    @Test func theFileIsFoundTheXDGWayAndAMissingOneIsTheDefaults() {
        #expect(Settings.path(environment: ["XDG_CONFIG_HOME": "/x", "HOME": "/h"]) == "/x/contactsbook/config.toml")
        #expect(Settings.path(environment: ["XDG_CONFIG_HOME": "", "HOME": "/h"]) == "/h/.config/contactsbook/config.toml")
        // The XDG specification ignores a relative directory.
        #expect(Settings.path(environment: ["XDG_CONFIG_HOME": "relative", "HOME": "/h"]) == "/h/.config/contactsbook/config.toml")
        let missing = Settings.load(path: "/no/such/config.toml")
        #expect(missing.settings == Settings() && missing.problems.isEmpty)
    }
}

@MainActor
@Suite struct SettingsInTheAppTests {
    @Test func theListStartsInTheSortAndWithTheColumnsAsked() {
        var settings = Settings()
        settings.sort = .firstName
        settings.columns = [.email]
        let app = TestApp(store: InMemoryContactStore(book: AddressBook(contacts: SampleBook.contacts), displayName: "c.json"), settings: settings)
        #expect(app.screen.contains("6 contacts · by first name"))
        #expect(app.lines[1].contains("Email") && !app.lines[1].contains("Phone"))
    }

    @Test func aSettingsProblemIsSaidOverTheFirstScreenOnce() {
        let app = TestApp(
            store: InMemoryContactStore(book: AddressBook(contacts: SampleBook.contacts), displayName: "c.json"),
            settingsProblems: ["/c.toml: theme must be \"color\" or \"mono\"; the default is used."])
        #expect(app.screen.contains("Your settings file has a problem."))
        #expect(app.screen.contains("theme must be"))
        app.press(.enter)
        #expect(!app.screen.contains("Your settings file"))
        #expect(app.screen.contains("6 contacts"))
    }
}

@Suite struct SyncSettingsTests {
    @Test func theSyncSectionGivesTheVdirAndTheCommandsWords() {
        let (settings, problems) = Settings.parse(
            """
            [sync]
            vdir = "~/.contacts/main"
            command = "vdirsyncer sync contacts"
            """, path: "/c.toml")
        #expect(problems.isEmpty)
        #expect(settings.sync.vdir == NSHomeDirectory() + "/.contacts/main")
        #expect(settings.sync.command == ["vdirsyncer", "sync", "contacts"])
    }

    @Test func theCommandMayBeAListOfWords() {
        let (settings, _) = Settings.parse("[sync]\nvdir = \"/v\"\ncommand = [\"vdirsyncer\", \"-c\", \"/my dir/c\", \"sync\"]\n", path: "/c.toml")
        #expect(settings.sync.command == ["vdirsyncer", "-c", "/my dir/c", "sync"])
    }

    @Test func wrongSyncSettingsAreNamed() {
        let (settings, problems) = Settings.parse("[sync]\nvdir = 3\ncommand = \"a 'b\"\nremote = \"x\"\n", path: "/c.toml")
        #expect(settings.sync == Settings.SyncSettings())
        #expect(problems.count == 3)
        #expect(problems.contains { $0.contains("sync.vdir must be the path of a folder") })
        #expect(problems.contains { $0.contains("sync.command must be a command line") })
        #expect(problems.contains { $0.contains("unknown setting “sync.remote”") })
    }
}
