import ContactsCore
import Foundation
import Testing

@Suite struct DataFileLocationTests {
    private let everything = [
        "CONTACTSBOOK_FILE": "/env/book.json",
        "XDG_DATA_HOME": "/xdg",
        "HOME": "/home/ada",
    ]

    @Test func explicitFileWins() {
        #expect(DataFileLocation.resolve(explicit: "/cli/book.json", environment: everything) == "/cli/book.json")
    }

    @Test func environmentFileBeatsXDG() {
        #expect(DataFileLocation.resolve(explicit: nil, environment: everything) == "/env/book.json")
    }

    @Test func emptyExplicitFileIsIgnored() {
        #expect(DataFileLocation.resolve(explicit: "", environment: everything) == "/env/book.json")
    }

    @Test func xdgDataHomeBeatsHome() {
        var environment = everything
        environment["CONTACTSBOOK_FILE"] = ""
        #expect(DataFileLocation.resolve(explicit: nil, environment: environment) == "/xdg/contactsbook/contacts.json")
    }

    @Test func homeLocalShareIsTheDefault() {
        #expect(
            DataFileLocation.resolve(explicit: nil, environment: ["HOME": "/home/ada"])
                == "/home/ada/.local/share/contactsbook/contacts.json")
    }

    /// Without a home in the environment, the account's (from the password database).
    @Test(arguments: [[:], ["HOME": "relative"]])
    func theAccountsHomeWithoutHOME(_ environment: [String: String]) {
        #expect(DataFileLocation.resolve(explicit: nil, environment: environment) == NSHomeDirectory() + "/.local/share/contactsbook/contacts.json")
    }

    @Test(arguments: ["relative/data", "", "~/data"])
    func relativeXDGDataHomeIsIgnored(_ xdg: String) {
        #expect(
            DataFileLocation.resolve(explicit: nil, environment: ["XDG_DATA_HOME": xdg, "HOME": "/home/ada"])
                == "/home/ada/.local/share/contactsbook/contacts.json")
    }
}
