import Foundation
import TestSupport
import Testing

@testable import Localization

@Suite struct LanguageChoiceTests {
    static let available: Set<String> = ["pt_BR", "es", "id"]

    func chosen(_ environment: [String: String]) -> String? {
        LanguageChoice.pick(LanguageChoice.wanted(in: environment), from: Self.available)
    }

    @Test func theLocaleOfMessagesChoosesAsGettextReadsIt() {
        #expect(chosen(["LANG": "pt_BR.UTF-8"]) == "pt_BR")
        #expect(chosen(["LANG": "es_ES.UTF-8"]) == "es")
        #expect(chosen(["LANG": "id_ID.UTF-8"]) == "id")
        #expect(chosen(["LANG": "es_ES.UTF-8", "LC_MESSAGES": "id_ID.UTF-8"]) == "id")
        #expect(chosen(["LANG": "es_ES.UTF-8", "LC_MESSAGES": "id_ID.UTF-8", "LC_ALL": "pt_BR.UTF-8"]) == "pt_BR")
        #expect(chosen(["LANG": "en_US.UTF-8"]) == nil)
        #expect(chosen([:]) == nil)
        #expect(chosen(["LANG": "de_DE.UTF-8"]) == nil)
        #expect(chosen(["LANG": "es_ES.UTF-8@euro"]) == "es")
    }

    @Test func languageListsComeFirstButNotInTheCLocale() {
        #expect(chosen(["LANG": "en_US.UTF-8", "LANGUAGE": "id:es"]) == "id")
        #expect(chosen(["LANG": "es_ES.UTF-8", "LANGUAGE": "de:pt_BR"]) == "pt_BR")
        #expect(chosen(["LANG": "C", "LANGUAGE": "es"]) == nil)
        #expect(chosen(["LC_ALL": "POSIX", "LANGUAGE": "es"]) == nil)
        // English named first in the list wins over the locale.
        #expect(chosen(["LANG": "es_ES.UTF-8", "LANGUAGE": "en:es"]) == nil)
    }

    @Test func anotherVariantOfTheLanguageIsBetterThanEnglish() {
        #expect(chosen(["LANG": "pt_PT.UTF-8"]) == "pt_BR")
        #expect(chosen(["LANG": "pt.UTF-8"]) == "pt_BR")
        #expect(chosen(["LANG": "es_MX.UTF-8"]) == "es")
        #expect(LanguageChoice.pick(["pt_BR"], from: ["pt"]) == "pt")
    }

    @Test func aMissingOrDamagedCatalogIsEnglishAndADamagedOneIsSaid() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("locale-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let nowhere = ["LANG": "es_ES.UTF-8", "CONTACTSBOOK_LOCALEDIR": folder.path]
        #expect(CatalogFiles.load(environment: nowhere, executable: "/x/bin/contactsbook").catalog.language == "en")
        #expect(CatalogFiles.load(environment: nowhere, executable: "/x/bin/contactsbook").problem == nil)

        let file = CatalogFiles.file(for: "es", in: folder.path)
        try FileManager.default.createDirectory(atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data("garbage".utf8).write(to: URL(fileURLWithPath: file))
        let damaged = CatalogFiles.load(environment: nowhere, executable: "/x/bin/contactsbook")
        #expect(damaged.catalog.language == "en")
        #expect(damaged.problem?.contains("not a compiled gettext catalog") == true)

        let po = CompiledPO.header(plural: "nplurals=2; plural=(n != 1);") + "msgid \"Quit\"\nmsgstr \"Salir\"\n"
        try Data(CompiledPO.bytes(po)).write(to: URL(fileURLWithPath: file))
        let loaded = CatalogFiles.load(environment: nowhere, executable: "/x/bin/contactsbook")
        #expect(loaded.problem == nil)
        #expect(loaded.catalog.text("Quit") == "Salir")
    }

    @Test func installedCatalogsAreBesideTheProgramsBinFolder() {
        #expect(CatalogFiles.directory(environment: [:], executable: "/opt/cb/bin/contactsbook") == "/opt/cb/share/locale")
        #expect(CatalogFiles.directory(environment: ["CONTACTSBOOK_LOCALEDIR": "/t"], executable: "/opt/cb/bin/contactsbook") == "/t")
    }
}
