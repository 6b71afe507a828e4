import ContactsCore
import ContactsEngine
import Foundation
import TestSupport
import Testing

/// A book in memory, a vdir in a temporary folder, and the sync between them.
private final class SyncFixture {
    let folder: String
    let store: InMemoryContactStore
    let worker: ContactWorker
    let sync: VdirSync
    var vdirPath: String { folder + "/vdir" }

    init(folder: String, contacts: [Contact] = []) throws {
        self.folder = folder
        try FileManager.default.createDirectory(atPath: folder + "/vdir", withIntermediateDirectories: true)
        store = InMemoryContactStore(contacts: contacts)
        worker = ContactWorker(store: store, now: { date(2_000_000_000) })
        try worker.load()
        sync = VdirSync(worker: worker, vdir: Vdir(path: folder + "/vdir"), statePath: folder + "/contacts.json.sync", now: { date(2_000_000_000) })
    }

    var files: [String] { ((try? FileManager.default.contentsOfDirectory(atPath: vdirPath)) ?? []).filter { $0.hasSuffix(".vcf") }.sorted() }

    func card(_ name: String) throws -> String { String(decoding: try contents(of: vdirPath + "/" + name), as: UTF8.self) }

    func putCard(_ name: String, _ lines: [String], lineEnd: String = "\r\n") throws {
        try write((["BEGIN:VCARD", "VERSION:4.0"] + lines + ["END:VCARD"]).joined(separator: lineEnd) + lineEnd, to: vdirPath + "/" + name)
    }

    func contact(named first: String) -> Contact? { worker.contacts.first { $0.firstName == first } }

    /// Ada, synced once, then given a note "mine" in the book and "theirs" in the vdir.
    @discardableResult
    func editAdaOnBothSides() throws -> Contact {
        try putCard("k.vcf", ["UID:k", "FN:Ada L", "N:L;Ada;;;", "NOTE:old"])
        _ = try sync.exchange()
        var ada = try #require(contact(named: "Ada"))
        ada.notes = "mine"
        try worker.save(ada)
        try putCard("k.vcf", ["UID:k", "FN:Ada L", "N:L;Ada;;;", "NOTE:theirs"])
        return ada
    }
}

@Suite struct VdirSyncTests {
    @Test func theFirstSyncWritesEveryContactAsACardNamedByItsUID() throws {
        try withTemporaryDirectory { folder in
            // Given
            let ada = person("Ada", "Lovelace")
            let fixture = try SyncFixture(folder: folder, contacts: [ada, person("Grace", "Hopper")])
            // When
            let report = try fixture.sync.exchange()
            // Then
            #expect(report.vdir == SyncCounts(added: 2))
            #expect(report.book.isEmpty)
            #expect(fixture.files.count == 2)
            let card = try fixture.card(ada.id.uuidString.lowercased() + ".vcf")
            #expect(card.contains("VERSION:4.0\r\n"))
            #expect(card.contains("UID:urn:uuid:\(ada.id.uuidString.lowercased())"))
            #expect(FileManager.default.fileExists(atPath: folder + "/contacts.json.sync"))
            #expect(try fixture.sync.exchange() == SyncReport(), "a second sync finds nothing to do")
        }
    }

    @Test func aCardAddedInTheVdirComesIntoTheBookWithItsUID() throws {
        try withTemporaryDirectory { folder in
            // Given
            let fixture = try SyncFixture(folder: folder)
            try fixture.putCard("random-name.vcf", ["UID:phone-1234", "FN:Zoë Ström", "N:Ström;Zoë;;;", "EMAIL:zoe@example.de"], lineEnd: "\n")
            // When
            let report = try fixture.sync.exchange()
            // Then
            #expect(report.book == SyncCounts(added: 1))
            let zoe = try #require(fixture.contact(named: "Zoë"))
            #expect(zoe.uid == "phone-1234")
            #expect(zoe.emails.map(\.value) == ["zoe@example.de"])
            #expect(fixture.store.book?.contacts.count == 1, "saved in the book")
            #expect(fixture.files == ["random-name.vcf"], "the card stays where it is")
            #expect(try fixture.sync.exchange() == SyncReport())
        }
    }

    @Test func aCardRefoldedAndReorderedByTheServerIsNotAChange() throws {
        try withTemporaryDirectory { folder in
            // Given a contact synced once
            var ada = person("Ada", "Lovelace")
            ada.phones = [.init(label: "mobile", value: "+44 20 7946 0018"), .init(label: "work", value: "+44 20 7946 0019")]
            ada.extra["vcard"] = .array([.string("X-PHONETIC-FIRST-NAME:Ay-da"), .string("PHOTO:data:image/png;base64,iVBORw0KGgo=")])
            let fixture = try SyncFixture(folder: folder, contacts: [ada])
            _ = try fixture.sync.exchange()
            let name = try #require(fixture.files.first)
            // When the server sends it back with LF ends, its properties in another order
            let lines = try fixture.card(name).components(separatedBy: "\r\n").filter {
                !$0.isEmpty && !$0.hasPrefix("BEGIN") && !$0.hasPrefix("END")
            }
            let reordered =
                lines.filter { $0.hasPrefix("VERSION") || $0.hasPrefix("UID") }
                + lines.filter { !$0.hasPrefix("VERSION") && !$0.hasPrefix("UID") }.sorted()
            try write((["BEGIN:VCARD"] + reordered + ["END:VCARD"]).joined(separator: "\n") + "\n", to: fixture.vdirPath + "/" + name)
            // Then
            #expect(try fixture.sync.exchange() == SyncReport())
        }
    }

    @Test func anEditOnEitherSideReachesTheOtherAndKeepsWhatTheModelCannotHold() throws {
        try withTemporaryDirectory { folder in
            // Given a card from a phone, with properties the book has no field for
            let fixture = try SyncFixture(folder: folder)
            try fixture.putCard(
                "abc.vcf",
                [
                    "UID:abc", "FN:Ada Lovelace", "N:Lovelace;Ada;;;", "TEL;TYPE=cell:+44 20 7946 0018", "X-SOCIALPROFILE;TYPE=twitter:ada",
                    "PHOTO:data:image/jpeg;base64,/9j/4AAQ",
                ])
            _ = try fixture.sync.exchange()
            // When the vdir's card changes
            try fixture.putCard(
                "abc.vcf",
                [
                    "UID:abc", "FN:Ada Lovelace", "N:Lovelace;Ada;;;", "TEL;TYPE=cell:+44 20 7946 0099", "X-SOCIALPROFILE;TYPE=twitter:ada",
                    "PHOTO:data:image/jpeg;base64,/9j/4AAQ",
                ])
            let pulled = try fixture.sync.exchange()
            // Then the book takes it, keeping the contact's id
            #expect(pulled.book == SyncCounts(updated: 1))
            var ada = try #require(fixture.contact(named: "Ada"))
            let id = ada.id
            #expect(ada.phones.map(\.value) == ["+44 20 7946 0099"])
            // When the book's contact is edited
            ada.notes = "Analyst"
            try fixture.worker.save(ada)
            let pushed = try fixture.sync.exchange()
            // Then the card is rewritten in place, the phone's properties intact
            #expect(pushed.vdir == SyncCounts(updated: 1))
            #expect(fixture.files == ["abc.vcf"])
            let card = try fixture.card("abc.vcf")
            #expect(card.contains("NOTE:Analyst"))
            #expect(card.contains("X-SOCIALPROFILE;TYPE=twitter:ada"))
            #expect(card.contains("PHOTO:data:image/jpeg;base64,/9j/4AAQ"))
            #expect(card.contains("UID:abc"))
            #expect(fixture.contact(named: "Ada")?.id == id)
        }
    }

    @Test func deletionsGoBothWaysUnlessTheOtherSideChangedTheContact() throws {
        try withTemporaryDirectory { folder in
            // Given four contacts in step
            let names = ["Ada", "Grace", "Marie", "Emmy"]
            let contacts = names.map { person($0, "X") }
            let fixture = try SyncFixture(folder: folder, contacts: contacts)
            _ = try fixture.sync.exchange()
            func file(_ contact: Contact) -> String { contact.id.uuidString.lowercased() + ".vcf" }
            // When Ada is deleted in the book, Grace's card in the vdir; Marie is deleted in
            // the book but changed in the vdir; Emmy's card deleted but Emmy changed in the book
            try fixture.worker.delete(id: contacts[0].id)
            try FileManager.default.removeItem(atPath: fixture.vdirPath + "/" + file(contacts[1]))
            try fixture.worker.delete(id: contacts[2].id)
            try fixture.card(file(contacts[2])).replacingOccurrences(of: "FN:Marie X", with: "FN:Marie X\r\nNOTE:moved")
                .write(toFile: fixture.vdirPath + "/" + file(contacts[2]), atomically: true, encoding: .utf8)
            var emmy = contacts[3]
            emmy.notes = "new number"
            try fixture.worker.save(emmy)
            try FileManager.default.removeItem(atPath: fixture.vdirPath + "/" + file(contacts[3]))
            let report = try fixture.sync.exchange()
            // Then
            #expect(report.vdir == SyncCounts(added: 1, deleted: 1), "Ada's card deleted; Emmy's written again")
            #expect(report.book == SyncCounts(added: 1, deleted: 1), "Grace deleted; Marie back with the change")
            #expect(fixture.worker.contacts.map(\.firstName).sorted() == ["Emmy", "Marie"])
            #expect(fixture.contact(named: "Marie")?.notes == "moved")
            #expect(fixture.files.sorted() == [file(contacts[2]), file(contacts[3])].sorted())
        }
    }

    @Test func aContactChangedOnBothSidesIsAConflictAndNothingIsOverwritten() throws {
        try withTemporaryDirectory { folder in
            // Given
            let fixture = try SyncFixture(folder: folder)
            try fixture.editAdaOnBothSides()
            // When
            let report = try fixture.sync.exchange()
            let again = try fixture.sync.exchange()
            // Then
            #expect(report.conflicts.map(\.uid) == ["k"])
            #expect(report.conflicts.first?.mine.notes == "mine")
            #expect(report.conflicts.first?.theirs.notes == "theirs")
            #expect(report.book.isEmpty && report.vdir.isEmpty)
            #expect(again.conflicts.count == 1, "until it is resolved")
            #expect(fixture.contact(named: "Ada")?.notes == "mine")
            #expect(try fixture.card("k.vcf").contains("NOTE:theirs"))
        }
    }

    /// My note in the book, their email in the vdir: merged against the last synced version,
    /// written to both sides, no question.
    @Test func changesToDifferentFieldsOnBothSidesAreMerged() throws {
        try withTemporaryDirectory { folder in
            let fixture = try SyncFixture(folder: folder)
            try fixture.putCard("k.vcf", ["UID:k", "FN:Ada L", "N:L;Ada;;;", "NOTE:old"])
            _ = try fixture.sync.exchange()
            var ada = try #require(fixture.contact(named: "Ada"))
            ada.notes = "mine"
            try fixture.worker.save(ada)
            try fixture.putCard("k.vcf", ["UID:k", "FN:Ada L", "N:L;Ada;;;", "NOTE:old", "EMAIL:ada@theirs.example"])
            let report = try fixture.sync.exchange()
            #expect(report.conflicts.isEmpty)
            #expect(report.book == SyncCounts(updated: 1) && report.vdir == SyncCounts(updated: 1))
            let merged = try #require(fixture.contact(named: "Ada"))
            #expect(merged.notes == "mine" && merged.emails.map(\.value) == ["ada@theirs.example"])
            let card = try fixture.card("k.vcf")
            #expect(card.contains("NOTE:mine") && card.contains("ada@theirs.example"))
            #expect(try fixture.sync.exchange() == SyncReport(), "in step after the merge")
        }
    }

    @Test(arguments: [ConflictChoice.keepMine, .keepTheirs, .keepBoth])
    func aConflictIsSettledAsChosen(choice: ConflictChoice) throws {
        try withTemporaryDirectory { folder in
            // Given a conflict
            let fixture = try SyncFixture(folder: folder)
            let ada = try fixture.editAdaOnBothSides()
            let conflict = try #require(try fixture.sync.exchange().conflicts.first)
            // When
            #expect(try fixture.sync.resolve(conflict, keeping: choice))
            let after = try fixture.sync.exchange()
            // Then
            #expect(after.conflicts.isEmpty)
            let notes = fixture.worker.contacts.map(\.notes).sorted()
            let cards = try fixture.files.map { try fixture.card($0) }
            switch choice {
            case .keepMine:
                #expect(notes == ["mine"])
                #expect(cards.count == 1 && cards[0].contains("NOTE:mine"))
            case .keepTheirs:
                #expect(notes == ["theirs"])
                #expect(cards.count == 1 && cards[0].contains("NOTE:theirs"))
                #expect(fixture.contact(named: "Ada")?.id == ada.id)
            case .keepBoth:
                #expect(notes == ["mine", "theirs"])
                #expect(cards.filter { $0.contains("NOTE:mine") }.count == 1 && cards.filter { $0.contains("NOTE:theirs") }.count == 1)
                #expect(after.vdir == SyncCounts(added: 1), "their copy goes out as a new card")
            }
            #expect(try fixture.sync.resolve(conflict, keeping: choice) == false, "a settled conflict is left alone")
        }
    }

    @Test func theSameContactCreatedOnBothSidesIsLinkedNotDoubled() throws {
        try withTemporaryDirectory { folder in
            // Given a book that imported the vdir's card before it ever synced
            let fixture = try SyncFixture(folder: folder)
            try fixture.putCard("a.vcf", ["UID:a-1", "FN:Ada L", "N:L;Ada;;;", "EMAIL:ada@example.org"])
            let imported = try Interchange.readFile(fixture.vdirPath + "/a.vcf").contacts
            _ = try fixture.worker.importContacts(imported, onDuplicate: .skip)
            // When
            let report = try fixture.sync.exchange()
            // Then
            #expect(report == SyncReport())
            #expect(fixture.worker.count == 1)
        }
    }

    @Test func anEmptiedSideDoesNotEmptyTheOtherUnlessForced() throws {
        try withTemporaryDirectory { folder in
            // Given
            let fixture = try SyncFixture(folder: folder, contacts: [person("Ada", "L"), person("Grace", "H")])
            _ = try fixture.sync.exchange()
            for name in fixture.files { try FileManager.default.removeItem(atPath: fixture.vdirPath + "/" + name) }
            // When / Then
            #expect(throws: SyncError.wouldEmpty(side: "vdir \(fixture.vdirPath)", count: 2)) { try fixture.sync.exchange() }
            #expect(fixture.worker.count == 2)
            let forced = try fixture.sync.exchange(forceDelete: true)
            #expect(forced.book == SyncCounts(deleted: 2))
            #expect(fixture.worker.count == 0)
        }
    }

    @Test func aStateForAnotherFolderIsNotReadAsEverythingDeleted() throws {
        try withTemporaryDirectory { folder in
            // Given a book synced with one folder
            let fixture = try SyncFixture(folder: folder, contacts: [person("Ada", "L")])
            _ = try fixture.sync.exchange()
            // When it is pointed at a new, empty one
            try FileManager.default.createDirectory(atPath: folder + "/other", withIntermediateDirectories: true)
            let other = VdirSync(worker: fixture.worker, vdir: Vdir(path: folder + "/other"), statePath: folder + "/contacts.json.sync")
            let report = try other.exchange()
            // Then
            #expect(report.vdir == SyncCounts(added: 1))
            #expect(fixture.worker.count == 1)
        }
    }

    @Test func cardsThatCannotBeFollowedAreNamedAndLeftAlone() throws {
        try withTemporaryDirectory { folder in
            // Given
            let fixture = try SyncFixture(folder: folder)
            try fixture.putCard("no-uid.vcf", ["FN:Nobody", "N:Body;No;;;"])
            try fixture.putCard("twin-1.vcf", ["UID:twin", "FN:Twin One", "N:One;Twin;;;"])
            try fixture.putCard("twin-2.vcf", ["UID:twin", "FN:Twin Two", "N:Two;Twin;;;"])
            try write("not a card\n", to: fixture.vdirPath + "/junk.vcf")
            // When
            let report = try fixture.sync.exchange()
            // Then: of two cards sharing a UID neither is picked; both are named and left alone.
            #expect(report.book == SyncCounts())
            #expect(fixture.worker.count == 0)
            #expect(report.problems.count == 3)
            #expect(report.problems.contains { $0.hasPrefix("no-uid.vcf: has no UID") })
            #expect(report.problems.contains { $0 == "twin-1.vcf and twin-2.vcf have the same UID (twin); both left alone, in the book too" })
            #expect(fixture.files.count == 4, "nothing deleted")
        }
    }

    @Test func aMissingVdirOrASecondSyncAtOnceIsRefused() throws {
        try withTemporaryDirectory { folder in
            let fixture = try SyncFixture(folder: folder, contacts: [person("Ada", "L")])
            let missing = VdirSync(worker: fixture.worker, vdir: Vdir(path: folder + "/nope"), statePath: folder + "/s")
            #expect(throws: SyncError.vdirMissing(path: folder + "/nope")) { try missing.exchange() }
            // A lock held by another process (here: another descriptor) makes the sync wait for nothing.
            let descriptor = open(folder + "/contacts.json.sync.lock", O_RDWR | O_CREAT, 0o600)
            defer { close(descriptor) }
            #expect(flock(descriptor, LOCK_EX) == 0)
            #expect(throws: SyncError.busy) { try fixture.sync.exchange() }
        }
    }

    @Test func aSyncKilledBeforeItsStateWasSavedIsFinishedByTheNext() throws {
        try withTemporaryDirectory { folder in
            // Given a sync that pulled and pushed, whose state was then lost
            let fixture = try SyncFixture(folder: folder, contacts: [person("Ada", "L")])
            try fixture.putCard("g.vcf", ["UID:g", "FN:Grace H", "N:H;Grace;;;"])
            _ = try fixture.sync.exchange()
            try FileManager.default.removeItem(atPath: folder + "/contacts.json.sync")
            // When
            let report = try fixture.sync.exchange()
            // Then both sides are found to agree: nothing doubled, nothing in conflict
            #expect(report == SyncReport())
            #expect(fixture.worker.count == 2)
            #expect(fixture.files.count == 2)
        }
    }
}

@Suite struct VdirSyncUIDTests {
    @Test func aPhonesUppercaseUUIDIsKeptAsItWasSpelled() throws {
        try withTemporaryDirectory { folder in
            // Given a card from a phone, imported into the book before it ever synced
            let fixture = try SyncFixture(folder: folder)
            let uid = "8E1B2C3D-4F5A-4B6C-8D7E-9F0A1B2C3D4E"
            try fixture.putCard("\(uid).vcf", ["UID:\(uid)", "FN:Ada L", "N:L;Ada;;;"])
            let imported = try Interchange.readFile(fixture.vdirPath + "/\(uid).vcf").contacts
            _ = try fixture.worker.importContacts(imported, onDuplicate: .skip)
            #expect(try fixture.sync.exchange() == SyncReport(), "the same card, however the UUID is spelled")
            // When the book's copy changes and goes out
            var ada = try #require(fixture.contact(named: "Ada"))
            ada.notes = "met at the Society"
            try fixture.worker.save(ada)
            let report = try fixture.sync.exchange()
            // Then the card keeps its file and the phone's spelling of its UID
            #expect(report.vdir == SyncCounts(updated: 1))
            #expect(fixture.files == ["\(uid).vcf"])
            #expect(try fixture.card("\(uid).vcf").contains("UID:\(uid)\r\n"))
            #expect(try fixture.sync.exchange() == SyncReport())
        }
    }

    @Test func aNonUUIDWithAURNPrefixIsKeptWhole() throws {
        try withTemporaryDirectory { folder in
            let fixture = try SyncFixture(folder: folder)
            try fixture.putCard("x.vcf", ["UID:urn:uuid:not-a-uuid", "FN:Ada L", "N:L;Ada;;;"])
            _ = try fixture.sync.exchange()
            #expect(fixture.contact(named: "Ada")?.uid == "urn:uuid:not-a-uuid")
        }
    }
}

@Suite struct VdirSyncSafetyTests {
    @Test func aCardThatCannotBeReadAnyMoreIsNotADeletionNorOverwritten() throws {
        try withTemporaryDirectory { folder in
            // Given Ada in step on both sides
            let ada = person("Ada", "L")
            let fixture = try SyncFixture(folder: folder, contacts: [ada])
            _ = try fixture.sync.exchange()
            let name = try #require(fixture.files.first)
            // When another program leaves her card holding nothing, and she is edited in the book
            let uid = "urn:uuid:" + ada.id.uuidString.lowercased()
            try fixture.putCard(name, ["UID:\(uid)"])
            var edited = ada
            edited.notes = "mine"
            try fixture.worker.save(edited)
            let report = try fixture.sync.exchange()
            // Then she stays in the book and the card stays as it is, named as a problem
            #expect(fixture.worker.count == 1)
            #expect(report.book.isEmpty && report.vdir.isEmpty)
            #expect(
                report.problems.first?.hasPrefix("\(name): not a readable card (line 1: card holds nothing to import") == true, "\(report.problems)")
            #expect(try fixture.card(name).contains("UID:\(uid)") && !(try fixture.card(name).contains("Ada")))
        }
    }

    /// A contact that names no one (a photo-only card an import brought in) syncs like any
    /// other, and stays in step.
    @Test func aContactNamingNoOneStaysInStep() throws {
        try withTemporaryDirectory { folder in
            let fixture = try SyncFixture(folder: folder, contacts: [Contact(notes: "a photo from a phone")])
            _ = try fixture.sync.exchange()
            let again = try fixture.sync.exchange()
            #expect(again.problems.isEmpty && again.book.isEmpty && again.vdir.isEmpty, "\(again.problems)")
        }
    }

    @Test func aPulledCardKeepsWhatOnlyTheBookHolds() throws {
        try withTemporaryDirectory { folder in
            var ada = person("Ada", "L")
            ada.extra["abook"] = .object(["custom3": .string("kept")])
            let fixture = try SyncFixture(folder: folder, contacts: [ada])
            _ = try fixture.sync.exchange()
            let name = try #require(fixture.files.first)
            try fixture.card(name).replacingOccurrences(of: "FN:Ada L", with: "FN:Ada L\r\nNOTE:from the phone")
                .write(toFile: fixture.vdirPath + "/" + name, atomically: true, encoding: .utf8)
            #expect(try fixture.sync.exchange().book == SyncCounts(updated: 1))
            #expect(fixture.contact(named: "Ada")?.notes == "from the phone")
            #expect(fixture.contact(named: "Ada")?.extra["abook"] == .object(["custom3": .string("kept")]))
            #expect(try fixture.sync.exchange() == SyncReport(), "and it is in step after")
        }
    }

    @Test func aConflictThatChangedAgainSinceItWasShownIsNotSettledBlind() throws {
        try withTemporaryDirectory { folder in
            let fixture = try SyncFixture(folder: folder)
            try fixture.editAdaOnBothSides()
            let shown = try #require(try fixture.sync.exchange().conflicts.first)
            try fixture.putCard("k.vcf", ["UID:k", "FN:Ada L", "N:L;Ada;;;", "NOTE:theirs, again"])
            #expect(try fixture.sync.resolve(shown, keeping: .keepTheirs) == false)
            #expect(fixture.contact(named: "Ada")?.notes == "mine")
        }
    }

    /// iCloud's and Nextcloud's group cards are no people: left as they are on the server,
    /// never taken into the book nor counted as a problem at every sync.
    @Test func aGroupCardIsLeftAloneQuietly() throws {
        try withTemporaryDirectory { folder in
            let fixture = try SyncFixture(folder: folder)
            try fixture.putCard("g.vcf", ["UID:g", "FN:Friends", "X-ADDRESSBOOKSERVER-KIND:group", "X-ADDRESSBOOKSERVER-MEMBER:urn:uuid:k"])
            let report = try fixture.sync.exchange()
            #expect(report.problems.isEmpty)
            #expect(fixture.worker.count == 0)
            #expect(try fixture.card("g.vcf").contains("X-ADDRESSBOOKSERVER-KIND:group"))
        }
    }

    @Test func anEmptyUIDIsNoUID() throws {
        try withTemporaryDirectory { folder in
            let fixture = try SyncFixture(folder: folder)
            try fixture.putCard("e.vcf", ["UID:", "FN:Ada L", "N:L;Ada;;;"])
            let report = try fixture.sync.exchange()
            #expect(report.problems == ["e.vcf: has no UID; left alone"])
            #expect(fixture.worker.count == 0)
        }
    }
}
