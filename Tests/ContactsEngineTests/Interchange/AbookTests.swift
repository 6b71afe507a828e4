import ContactsCore
import ContactsEngine
import Foundation
import TestSupport
import Testing

@Suite struct AbookTests {
    static let fixtures = TestFixtures.folder

    @Test func abooksOwnFileIsRead() throws {
        let data = try Data(contentsOf: Self.fixtures.appendingPathComponent("abook/addressbook"))
        #expect(InterchangeFormat.detect(path: "addressbook", data: data) == .abook)
        let result = try Interchange.read(data, format: .abook, path: "addressbook")
        #expect(result.problems.isEmpty)
        #expect(result.contacts.map(\.displayName) == ["Ada Lovelace", "Zoë Ström", "Søren Kierkegaard"])
        let ada = result.contacts[0]
        #expect(ada.emails.map(\.value) == ["ada@example.org", "ada@work.example"])
        #expect(ada.phones.map(\.label) == ["mobile", "home", "work"])
        #expect(ada.birthday == PartialDate("1815-12-10"))
        #expect(ada.nickname == "Ada")
        let soren = result.contacts[2]
        #expect(soren.addresses.first?.street == "Nytorv 2\nBaghuset")
        #expect(soren.addresses.first?.region == "Hovedstaden")
        #expect(soren.tags == ["friends", "philosophy"])
        #expect(soren.extra["abook"] == .object(["custom1": .string("likes coffee")]))
    }

    @Test func aRoundTripKeepsWhatAbookCanHold() throws {
        let data = try Data(contentsOf: Self.fixtures.appendingPathComponent("abook/addressbook"))
        let first = try Interchange.read(data, format: .abook, path: "a").contacts
        let written = try Interchange.write(first, format: .abook)
        let second = try Interchange.read(written, format: .abook, path: "b").contacts
        #expect(second.map(\.displayName) == first.map(\.displayName))
        #expect(second.map(\.emails) == first.map(\.emails))
        #expect(second.map(\.phones) == first.map(\.phones))
        #expect(second.map(\.addresses) == first.map(\.addresses))
        #expect(second.map(\.extra) == first.map(\.extra))
        #expect(second.map(\.birthday) == first.map(\.birthday))
    }

    @Test func abooksVCardExportIsReadDespiteItsQuirks() throws {
        let data = try Data(contentsOf: Self.fixtures.appendingPathComponent("vcard/abook-0.6.1-export.vcf"))
        let result = VCardReader.read(data)
        #expect(result.problems.isEmpty)
        #expect(result.contacts.count == 3)
        #expect(result.contacts[0].emails.map(\.label) == ["", ""])
        #expect(result.contacts[2].notes == "Philosopher; wrote, a lot")
    }

    @Test func abookItselfReadsOurExport() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("cb-abook-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let input = directory.appendingPathComponent("addressbook").path
        let output = directory.appendingPathComponent("out.vcf").path
        let contacts = [
            Contact(
                firstName: "Zoë", lastName: "Ström", emails: [LabeledValue(label: "home", value: "zoe@example.de")],
                notes: "Two\nlines", tags: ["friends"])
        ]
        try Interchange.write(contacts, format: .abook).write(to: URL(fileURLWithPath: input))
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["abook", "--convert", "--informat", "abook", "--infile", input, "--outformat", "vcard", "--outfile", output]
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        let card = try String(contentsOfFile: output, encoding: .utf8)
        #expect(card.contains("FN:Zoë Ström"))
        #expect(card.contains("zoe@example.de"))
    }
}
