import Foundation
import TestSupport
import Testing

@testable import Localization

@Suite struct CatalogTests {
    static let portuguese =
        CompiledPO.header(plural: "nplurals=2; plural=(n > 1);")
            + """
            msgid "Deleted {name}"
            msgstr "{name} apagado"

            msgid "{count} contact"
            msgid_plural "{count} contacts"
            msgstr[0] "{count} contato"
            msgstr[1] "{count} contatos"

            msgctxt "yes letter"
            msgid "y"
            msgstr "s"

            msgctxt "thousands separator"
            msgid ","
            msgstr "."

            msgid "Not yet translated"
            msgstr ""

            """

    @Test func aCompiledCatalogTranslatesFillsPlaceholdersAndChoosesPlurals() throws {
        let catalog = try Catalog(compiled: CompiledPO.bytes(Self.portuguese), language: "pt_BR")
        Translation.$scoped.withValue(catalog) {
            #expect(tr("Deleted {name}", ["name": "Ada"]) == "Ada apagado")
            #expect(trn("{count} contact", "{count} contacts", 0) == "0 contato")
            #expect(trn("{count} contact", "{count} contacts", 1) == "1 contato")
            #expect(trn("{count} contact", "{count} contacts", 3400) == "3.400 contatos")
            #expect(tr("y", context: "yes letter") == "s")
            #expect(tr("Not yet translated") == "Not yet translated")
            #expect(tr("Never in the catalog") == "Never in the catalog")
            #expect(N_("Deleted {name}").text == "{name} apagado")
        }
        #expect(catalog.language == "pt_BR")
        // msgfmt leaves out what is not translated yet.
        #expect(catalog.count == 4)
    }

    @Test func englishIsTheSourceTextWithEnglishPlurals() {
        Translation.$scoped.withValue(.english) {
            #expect(trn("{count} contact", "{count} contacts", 1) == "1 contact")
            #expect(trn("{count} contact", "{count} contacts", 0) == "0 contacts")
            #expect(trn("{count} contact", "{count} contacts", 12345) == "12,345 contacts")
            #expect(tr("y", context: "yes letter") == "y")
        }
    }

    @Test func aBigEndianCatalogReadsTheSame() throws {
        let catalog = try Catalog(compiled: CompiledPO.bytes(Self.portuguese, options: ["--endianness=big"]), language: "pt_BR")
        #expect(catalog.text("Deleted {name}") == "{name} apagado")
    }

    @Test func aDamagedCatalogIsRefusedWhole() throws {
        let bytes = try CompiledPO.bytes(Self.portuguese)
        #expect(throws: Catalog.ReadError.notACatalog) { try Catalog(compiled: Array("hello, world".utf8), language: "x") }
        #expect(throws: Catalog.ReadError.notACatalog) { try Catalog(compiled: [], language: "x") }
        for cut in [3, 20, bytes.count / 2, bytes.count - 2] {
            #expect(throws: Catalog.ReadError.self) { try Catalog(compiled: Array(bytes.prefix(cut)), language: "x") }
        }
        // An offset pointing far past the end.
        var pointing = bytes
        pointing[16...19] = [0xff, 0xff, 0xff, 0x7f]
        #expect(throws: Catalog.ReadError.damaged) { try Catalog(compiled: pointing, language: "x") }
    }

    @Test func placeholdersAreFilledByNameAndUnknownOnesLeftAlone() {
        #expect(Translation.fill("{a} and {b}", ["a": "1", "b": "2"]) == "1 and 2")
        #expect(Translation.fill("{b}, {a}", ["a": "x", "b": "y"]) == "y, x")
        #expect(Translation.fill("{unknown} {a", ["a": "x"]) == "{unknown} {a")
        #expect(Translation.fill("no braces", ["a": "x"]) == "no braces")
        #expect(Translation.fill("{a}", ["a": "{b}", "b": "z"]) == "{b}")
    }

    @Test func pluralRulesAreGettextsExpressions() throws {
        let rules: [(String, [Int: Int])] = [
            ("nplurals=2; plural=(n > 1);", [0: 0, 1: 0, 2: 1, 100: 1]),
            ("nplurals=2; plural=(n != 1);", [0: 1, 1: 0, 2: 1]),
            ("nplurals=1; plural=0;", [0: 0, 1: 0, 7: 0]),
            (
                "nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);",
                [1: 0, 21: 0, 11: 2, 2: 1, 24: 1, 12: 2, 5: 2, 111: 2]
            ),
            ("nplurals=2; plural=!(n == 1);", [1: 0, 3: 1]),
        ]
        for (header, expected) in rules {
            let rule = try #require(PluralRule(header: header), "\(header)")
            for (n, form) in expected { #expect(rule.form(for: n) == form, "\(header) for \(n)") }
        }
        for broken in ["nplurals=2;", "nplurals=2; plural=(n > ;", "plural=n;", "nplurals=2; plural=n ? 1;", "nplurals=2; plural=x;"] {
            #expect(PluralRule(header: broken) == nil, "\(broken)")
        }
        // A rule pointing past the forms gets the first.
        #expect(PluralRule(header: "nplurals=2; plural=n;")?.form(for: 5) == 0)
    }

    @Test func aCatalogWithAnUnreadablePluralRuleIsRefused() throws {
        let po = CompiledPO.header(plural: "nplurals=2; plural=(n > 1);") + "msgid \"a\"\nmsgstr \"b\"\n"
        var bytes = try CompiledPO.bytes(po)
        // Spoil the rule in place, keeping every length.
        let text = Array("plural=(n > 1)".utf8)
        let at = try #require((0..<bytes.count - text.count).first { Array(bytes[$0..<$0 + text.count]) == text })
        bytes.replaceSubrange(at..<at + text.count, with: Array("plural=(n > #)".utf8))
        #expect(throws: Catalog.ReadError.badPluralForms("nplurals=2; plural=(n > #);")) { try Catalog(compiled: bytes, language: "x") }
    }
}

/// The checks `make test` runs catch a translation whose placeholders differ from its source:
/// po/contactsbook.pot marks each message with a placeholder python-brace-format, so msgfmt
/// --check compares them, long before anyone runs the program.
@Suite struct PlaceholderCheckTests {
    @Test func msgfmtRefusesATranslationThatRenamesOrDropsAPlaceholder() throws {
        let pot = try String(contentsOf: TreeCatalogs.root.appendingPathComponent("po/contactsbook.pot"), encoding: .utf8)
        let entry = try #require(
            pot.components(separatedBy: "\n\n").first { $0.contains("#, python-brace-format") && $0.contains("msgid \"Deleted {name} (u undoes)\"") })
        func check(_ translation: String) throws -> Int32 {
            let po =
                CompiledPO.header(plural: "nplurals=2; plural=(n != 1);")
                + entry.replacingOccurrences(of: "msgstr \"\"", with: "msgstr \"\(translation)\"")
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("placeholder-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: folder) }
            try po.write(to: folder.appendingPathComponent("x.po"), atomically: true, encoding: .utf8)
            return try ToolProcess.run(["msgfmt", "--check", "-o", "/dev/null", folder.appendingPathComponent("x.po").path]).status
        }
        #expect(try check("Apagado: {name} (u desfaz)") == 0)
        #expect(try check("Apagado: {nome} (u desfaz)") != 0, "a renamed placeholder")
        #expect(try check("Apagado (u desfaz)") != 0, "a dropped placeholder")
    }
}
