import ContactsEngine
import Foundation
import PublicCorpus
import TestSupport
import Testing

@testable import ContactsCore

/// vCards nobody here wrote (ez-vcard's samples from Android, BlackBerry, Evolution, Gmail,
/// iPhone, Lotus Notes, Mac, Outlook, Thunderbird and the RFCs; khard's, py-vobject's and
/// sabre/vobject's test cards; ../shared/corpus/README.md, beside the project):
/// no card is lost, each reads field by field as two independent readers read it (ez-vcard
/// every file, Python's vobject those it can), and each comes out as a 4.0 card vobject accepts.
@Suite struct PublicCorpusTests {
    static let folder = PublicCorpus.folder
    /// Each corpus's cards, as "corpus/file.vcf".
    static let files = PublicCorpus.files

    /// A missing corpus fails here with where it was looked for, instead of running no card.
    @Test func theCorpusIsBesideTheProject() {
        #expect(PublicCorpus.missing == nil, "\(PublicCorpus.missing ?? "")")
        #expect(Set(Self.files.map { $0.prefix { $0 != "/" } }) == ["ez-vcard", "khard", "py-vobject", "sabre-vobject", "thunderbird"])
    }

    /// Files vobject 0.9.9 cannot read itself: base64 photos it rejects or that continue without
    /// folding (Android, iPhone), 2.1 quoted-printable soft breaks (Outlook), PROFILE:VCard
    /// (Lotus Notes), and a card without END (khard). ez-vcard reads them.
    static let vobjectCannotRead: Set<String> = Set(
        [
            "John_Doe_ANDROID.vcf", "John_Doe_IPHONE.vcf", "John_Doe_LOTUS_NOTES.vcf", "John_Doe_MS_OUTLOOK.vcf", "outlook-2003.vcf",
            "outlook-2007.vcf",
        ].map { "ez-vcard/" + $0 } + ["khard/unparsable.vcf"])
    /// Where vobject reads otherwise, and this app as ez-vcard does: Gmail's FN holds a bare
    /// comma, which vobject takes for the end of the name; Apple's NOTE escapes quotes (`\"`),
    /// which vobject keeps as written.
    static let vobjectMisreads: [String: Set<String>] = ["ez-vcard/John_Doe_GMAIL.vcf": ["fn"], "ez-vcard/John_Doe_MAC_ADDRESS_BOOK.vcf": ["notes"]]

    /// What vobject sees in each card, as JSON: FN, N's parts, emails, phones, every ORG and
    /// TITLE, ROLE, NOTE, URLs, CATEGORIES, the related people and the messaging and social
    /// profiles in each exporter's spelling.
    static let script = """
        json = __import__("json")
        def text(value):
            return ",".join(text(v) for v in value) if isinstance(value, list) else str(value).strip()
        RELATED = ["related", "x-abrelatednames", "x-spouse", "x-evolution-spouse", "x-kaddressbook-x-spousesname", "x-ms-spouse",
            "x-manager", "x-evolution-manager", "x-kaddressbook-x-managersname", "x-ms-manager", "x-assistant", "x-evolution-assistant",
            "x-kaddressbook-x-assistantsname", "x-ms-assistant", "x-ms-child"]
        PROFILES = ["impp", "x-socialprofile", "x-jabber", "x-google-talk", "x-gtalk", "x-skype", "x-skype-username", "x-aim", "x-icq",
            "x-msn", "x-yahoo", "x-gadugadu", "x-qq", "x-sip", "x-groupwise", "x-twitter"]
        cards = []
        for card in vobject.readComponents(open(sys.argv[1], encoding="utf-8", errors="replace").read()):
            values = lambda name: [p.value for p in card.contents.get(name, [])]
            n = (values("n") or [None])[0]
            cards.append({
                "fn": text((values("fn") or [""])[0]),
                "n": [text(n.family), text(n.given), text(n.additional), text(n.prefix), text(n.suffix)] if n else None,
                "emails": [text(v) for v in values("email")],
                "tels": [text(v) for v in values("tel")],
                "org": [[text(part) for part in v] for v in values("org")],
                "titles": [text(v) for v in values("title")],
                "notes": [str(v) for v in values("note")],
                "roles": [text(v) for v in values("role")],
                "urls": [text(v) for v in values("url")],
                "tags": [text(t) for v in values("categories") for t in (v if isinstance(v, list) else [v]) if text(t)],
                "related": [text(v) for name in RELATED for v in values(name) if text(v)],
                "profiles": [text(v) for name in PROFILES for v in values(name) if text(v)],
                "pictures": len(values("photo")) + len(values("logo")),
                "nicknames": [text(t) for v in values("nickname") for t in (v if isinstance(v, list) else str(v).split(",")) if text(t)],
                "addresses": [["\\n".join(text(p) for p in (a.box, a.extended, a.street) if text(p)), text(a.city), text(a.region),
                    text(a.code), text(a.country)] for a in values("adr")],
                "birthday": text((values("bday") or [""])[0]),
            })
        print(json.dumps(cards))
        """

    struct Card: Decodable {
        let fn: String
        let n: [String]?
        let emails: [String]
        let tels: [String]
        let org: [[String]]
        let titles: [String]
        let notes: [String]
        let roles: [String]
        let urls: [String]
        let tags: [String]
        let related: [String]
        let profiles: [String]
        /// PHOTO and LOGO properties.
        let pictures: Int
        let nicknames: [String]
        /// Each ADR's street (PO box, extended and street address on lines), city, region,
        /// postal code and country.
        let addresses: [[String]]
        let birthday: String
    }

    @Test(arguments: files)
    func everyCardComesInAsVObjectReadsIt(_ file: String) throws {
        let data = try Data(contentsOf: Self.folder.appendingPathComponent(file))
        let result = try Interchange.read(data, format: .vcard, path: file)
        let cards = String(decoding: data, as: UTF8.self).uppercased().components(separatedBy: "BEGIN:VCARD").count - 1
        #expect(result.contacts.count == cards && result.skipped == 0, "\(result.problems)")
        // Apple's own labels are words ("_$!<HomePage>!$_" is "homepage"), whatever the line ends.
        for contact in result.contacts {
            let labels =
                (contact.phones + contact.emails + contact.urls + contact.related + contact.profiles + contact.dates).map(\.label)
                + contact.addresses.map(\.label)
            #expect(!labels.contains { $0.contains("_$!<") || $0.contains("\r") }, "\(file): \(labels)")
        }
        guard !Self.vobjectCannotRead.contains(file) else { return }
        let (status, output) = try VObject.run(Self.script, on: data)
        try #require(status == 0, "vobject said: \(output)")
        let seen = try JSONDecoder().decode([Card].self, from: Data(output.utf8))
        try #require(seen.count == result.contacts.count)
        for (card, contact) in zip(seen, result.contacts) { Self.expectSame(contact, card, file, except: Self.vobjectMisreads[file] ?? []) }
    }

    /// Where ez-vcard reads otherwise, and this app as the exporter meant: Apple writes a
    /// street's comma bare ("Silicon Alley 5,"), which ez-vcard takes for a list of two.
    static let ezVCardMisreads: [String: Set<String>] = ["ez-vcard/John_Doe_IPHONE.vcf": ["addresses"]]

    /// What ez-vcard sees in every file, read once for all of them.
    static let ezVCardCards: Result<[String: [Card]], Error> = Result {
        let (status, output) = try EzVCard.dump(files.map { folder.appendingPathComponent($0) })
        guard status == 0 else { throw CocoaError(.fileReadUnknown, userInfo: [NSLocalizedDescriptionKey: "ez-vcard said: \(output)"]) }
        return try JSONDecoder().decode([String: [Card]].self, from: Data(output.utf8))
    }

    /// Every file, those vobject cannot read too, as the library whose samples they are reads it.
    @Test(arguments: files)
    func everyCardComesInAsEzVCardReadsIt(_ file: String) throws {
        let data = try Data(contentsOf: Self.folder.appendingPathComponent(file))
        let contacts = try Interchange.read(data, format: .vcard, path: file).contacts
        let seen = try #require(try Self.ezVCardCards.get()[file])
        try #require(seen.count == contacts.count)
        for (card, contact) in zip(seen, contacts) { Self.expectSame(contact, card, "\(file) (ez-vcard)", except: Self.ezVCardMisreads[file] ?? []) }
    }

    static func expectSame(_ contact: Contact, _ card: Card, _ file: String, except misread: Set<String>) {
        let where_ = "\(file), \(card.fn)"
        if !card.fn.isEmpty && !misread.contains("fn") { #expect(contact.displayName == card.fn, "\(where_)") }
        if let n = card.n {
            #expect([contact.lastName, contact.firstName, contact.middleName, contact.namePrefix, contact.nameSuffix] == n, "\(where_)")
        }
        #expect(Set(contact.emails.map(\.value)) == Set(card.emails.map { Self.dropScheme($0, "mailto:") }), "\(where_)")
        #expect(Set(contact.phones.map(\.value)) == Set(card.tels.map { Self.dropScheme($0, "tel:") }), "\(where_)")
        if let org = card.org.first {
            #expect(contact.company == (org.first ?? ""), "\(where_)")
            #expect(contact.department == org.dropFirst().filter { !$0.isEmpty }.joined(separator: "; "), "\(where_)")
        }
        if let title = card.titles.first { #expect(contact.jobTitle == title, "\(where_)") }
        // A quoted-printable line break (=0D=0A) is read as `\n` is.
        let notes = card.notes.joined(separator: "\n\n").replacingOccurrences(of: "\r\n", with: "\n")
        if !misread.contains("notes") { #expect(contact.notes == notes, "\(where_)") }
        let further = (1..<max(1, card.org.count, card.titles.count)).map { index in
            LabeledValue(
                label: index < card.titles.count ? card.titles[index] : "",
                value: index < card.org.count ? card.org[index].filter { !$0.isEmpty }.joined(separator: "; ") : "")
        }
        #expect(contact.organizations == further.filter { !$0.label.isEmpty || !$0.value.isEmpty }, "\(where_)")
        #expect(contact.role == (card.roles.first ?? ""), "\(where_)")
        // Gmail and Apple escape a URL's colon (`http\://`), which vobject leaves in place.
        #expect(Set(contact.urls.map(\.value)) == Set(card.urls.map { $0.replacingOccurrences(of: "\\:", with: ":") }), "\(where_)")
        #expect(Set(contact.tags) == Set(card.tags), "\(where_)")
        #expect(contact.related.map(\.value).sorted() == card.related.sorted(), "\(where_)")
        #expect(contact.profiles.count == card.profiles.count, "\(where_)")
        let nicknames = contact.nickname.components(separatedBy: "; ").flatMap { $0.components(separatedBy: ", ") }
        #expect(Set(nicknames.filter { !$0.isEmpty }) == Set(card.nicknames), "\(where_)")
        // The readers put the PO box and the extended address on the street's first lines.
        let addresses = contact.addresses.map { address in
            let street = [address.poBox, address.extendedAddress, address.street].filter { !$0.isEmpty }.joined(separator: "\n")
            return [street, address.city, address.region, address.postalCode, address.country]
        }
        if !misread.contains("addresses") { #expect(addresses == card.addresses.filter { $0.contains { !$0.isEmpty } }, "\(where_)") }
        if !card.birthday.isEmpty { #expect(contact.birthday == VCardDates.parse(card.birthday, omittedYear: nil), "\(where_)") }
        // Each picture is the photo, the logo, or (a second one) kept as written.
        let kept = Self.keptLines(contact).filter { line in ["PHOTO", "LOGO"].contains { line.uppercased().hasPrefix($0) } }
        #expect([contact.photo, contact.logo].filter { !$0.isEmpty }.count + kept.count == card.pictures, "\(where_)")
    }

    static func keptLines(_ contact: Contact) -> [String] {
        guard case .array(let lines)? = contact.extra[VCardReader.extraKey] else { return [] }
        return lines.compactMap { if case .string(let line) = $0 { line } else { nil } }
    }

    /// A URI's scheme taken off, as the book keeps the address or number; a tel: URI's
    /// extension written as people write it ("+1-418-656-9254 ext. 102").
    static func dropScheme(_ value: String, _ scheme: String) -> String {
        guard value.lowercased().hasPrefix(scheme) else { return value }
        return value.dropFirst(scheme.count).replacingOccurrences(of: ";ext=", with: " ext. ")
    }

    @Test(arguments: files)
    func everyCardGoesOutAsA40CardVObjectAccepts(_ file: String) throws {
        let contacts = try Interchange.read(Data(contentsOf: Self.folder.appendingPathComponent(file)), format: .vcard, path: file).contacts
        let script = """
            cards = list(vobject.readComponents(open(sys.argv[1], encoding="utf-8").read(), validate=True))
            assert all(card.version.value == "4.0" for card in cards)
            print(len(cards))
            """
        let (status, output) = try VObject.run(script, on: VCardWriter.write(contacts, version: .v4))
        #expect(status == 0 && output.trimmingCharacters(in: .whitespacesAndNewlines) == "\(contacts.count)", "vobject said: \(output)")
    }
}

/// Thunderbird's own import tests' CSV files: each gives John Doe and Jane Doe with their
/// addresses, as Thunderbird's tests expect (its layout, semicolons, and no header at all).
@Suite struct ThunderbirdCSVCorpusTests {
    @Test(arguments: ["basic_csv_addressbook.csv", "csv_semicolon.csv", "csv_no_header.csv"])
    func johnAndJaneDoeComeIn(_ file: String) throws {
        let data = try Data(contentsOf: PublicCorpusTests.folder.appendingPathComponent("thunderbird/" + file))
        let result = try Interchange.read(data, format: .csv, path: file)
        #expect(result.contacts.map(\.displayName) == ["John Doe", "Jane Doe"], "\(result.problems)")
        #expect(result.contacts.map { $0.emails.map(\.value) } == [["john@doe.invalid"], ["jane@doe.invalid"]])
        #expect(result.contacts.map(\.lastName) == ["Doe", "Doe"] || file == "csv_no_header.csv")
        #expect(result.skipped == 0)
        if file == "csv_no_header.csv" {
            #expect(
                result.problems == [
                    "the file has no header row: its columns were taken for Name, Email by what the first row holds",
                    #"column "column 2" has no field in the book: kept as written (2 contacts)"#,
                    #"column "column 3" has no field in the book: kept as written (2 contacts)"#,
                ])
        }
    }
}
