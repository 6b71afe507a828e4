import Foundation
import Localization
import TestSupport
import Testing

/// A person whose LANG is pt_BR.UTF-8, es_ES.UTF-8 or id_ID.UTF-8 uses the real binary in tmux:
/// adds a contact, searches, deletes it with the question answered in their language's letter,
/// and meets a command's refusal in their language. What they see is looked up in the tree's
/// catalogs, and must differ from the English.
@Suite(.serialized) struct LanguageEndToEndTests {
    static let locales = ["pt_BR": "pt_BR.UTF-8", "es": "es_ES.UTF-8", "id": "id_ID.UTF-8"]

    @Test(arguments: TreeCatalogs.languages)
    func aPersonAddsSearchesAndDeletesInTheirLanguage(_ language: String) throws {
        let catalog = try TreeCatalogs.catalog(language)
        func say<T>(_ text: () -> T) -> T { Translation.$scoped.withValue(catalog, operation: text) }
        let environment = ["LANG": try #require(Self.locales[language]), "CONTACTSBOOK_LOCALEDIR": try TreeCatalogs.directory.get()]
        let session = try AppSession(
            columns: 80, rows: 24, environment: environment,
            adding: [["--first", "Ana", "--last", "Ñandú"], ["--first", "Luis", "--last", "Nuzzo"]])
        let tmux = session.tmux

        let two = say { trn("{count} contact", "{count} contacts", 2) }
        #expect(two != "2 contacts")
        tmux.waitFor(text: two)
        #expect(tmux.screen.contains(say { tr("Name") }))

        // Add, in the form's own words.
        tmux.send("a")
        tmux.waitFor(text: say { tr("New contact") })
        tmux.type("José")
        tmux.send("Tab")
        tmux.type("Núñez")
        tmux.send("C-s")
        tmux.waitFor(text: say { trn("{count} contact", "{count} contacts", 3) })
        // Spanish sorts ñ as the letter after n; the others ignore the tilde.
        let order = ["Ñandú", "Núñez", "Nuzzo"].map { name in tmux.screen.range(of: name)?.lowerBound }
        let expected = language == "es" ? [2, 0, 1] : [0, 1, 2]
        let ranks = order.map { place in order.filter { $0! < place! }.count }
        #expect(ranks == expected, "\(language) sorts \(tmux.screen)")

        // Search, then delete with the language's yes letter.
        tmux.send("/")
        tmux.type("nunez")
        tmux.send("Enter")
        tmux.waitFor(text: say { tr("Showing {filter} — / changes, Esc shows all", ["filter": "“nunez”"]) })
        #expect(!tmux.screen.contains("Nuzzo"))
        tmux.send("d")
        tmux.waitFor(text: say { tr("Delete {name}?", ["name": "José Núñez"]) })
        let yes = say { tr("y", context: "yes letter") }
        tmux.send(yes)
        tmux.waitFor(text: say { tr("Deleted {name} (u undoes)", ["name": "José Núñez"]) })
        tmux.waitFor("the delete written") { _ in ((try? session.book())?.count ?? 0) == 2 }
        tmux.send("Escape")
        tmux.send("q")
        #expect(session.waitForExit() == 0)

        // A command says its refusal in the language too, and its status is unchanged.
        var commandEnvironment = Spawn.environment
        commandEnvironment.merge(environment) { $1 }
        let refused = Spawn.run([Binary.path, "show", "zzz", "--file", session.dataFile], environment: commandEnvironment)
        #expect(refused.status == 1, "nothing matched: \(refused.status)")
        #expect(refused.output.contains(say { tr("no contact matches \"{words}\"", ["words": "zzz"]) }), "\(refused.output)")
    }
}
