import ContactsCore
import Foundation
import Localization

#if canImport(Glibc)
    import Glibc
#endif

/// A vdir (vdirsyncer's and khard's folder format): one vCard per `.vcf` file. Cards are found by
/// their UID, never by file name (downloaded cards get random names) nor by bytes (servers
/// reorder and refold them). Every write is a new file renamed into place, which is how
/// vdirsyncer notices a change.
public final class Vdir {
    public let path: String
    /// Written or deleted since the last flush.
    private var unflushed = false
    static let fileExtension = ".vcf"

    public init(path: String) {
        self.path = (HomePath.expandingTilde(path) as NSString).standardizingPath
    }

    /// What the folder holds: the cards by UID; the UIDs of cards that could not be used (the
    /// sync leaves those contacts alone on both sides: a card it cannot read is not a deleted
    /// one); every file name taken; and what was wrong, by file.
    public struct Scan {
        public var cards: [String: VdirCard] = [:]
        public var unusable: Set<String> = []
        public var fileNames: Set<String> = []
        public var problems: [String] = []
        /// UIDs two cards share, with the first card's file name.
        var sharedUIDs: [String: String] = [:]
    }

    public func scan() throws(SyncError) -> Scan {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { throw .vdirMissing(path: path) }
        guard isDirectory.boolValue else { throw .vdirUnreadable(path: path, reason: tr("it is a file, not a folder")) }
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: path)
        } catch {
            throw .vdirUnreadable(path: path, reason: (error as NSError).localizedDescription)
        }
        var scan = Scan()
        scan.fileNames = Set(names)
        for name in names.sorted() where name.hasSuffix(Self.fileExtension) && !name.hasPrefix(".") {
            switch read(name) {
            case .success(let card):
                // Two cards of one UID: which is the person is not for the sync to guess. Both
                // are named and left alone, on both sides, until one of them is changed.
                if let first = scan.cards.removeValue(forKey: card.uid) {
                    scan.problems.append(
                        tr(
                            "{file} and {other} have the same UID ({uid}); both left alone, in the book too",
                            ["file": first.fileName, "other": name, "uid": card.uid]))
                    scan.unusable.insert(Contact.syncKey(card.uid))
                    scan.sharedUIDs[card.uid] = first.fileName
                } else if let first = scan.sharedUIDs[card.uid] {
                    scan.problems.append(
                        tr("{file} has the same UID as {other} ({uid}); left alone", ["file": name, "other": first, "uid": card.uid]))
                } else {
                    scan.cards[card.uid] = card
                }
            case .failure(let problem, let uid):
                scan.problems.append(problem)
                if let uid { scan.unusable.insert(Contact.syncKey(uid)) }
            // A server's group card: the book's groups are tags, so it stays as it is there.
            case .group(let uid):
                scan.unusable.insert(Contact.syncKey(uid))
            }
        }
        return scan
    }

    enum ReadResult {
        case success(VdirCard)
        /// Why, said whole with the file's name, and the card's UID when it has one.
        case failure(String, uid: String?)
        case group(uid: String)
    }

    func read(_ name: String) -> ReadResult {
        guard let data = FileManager.default.contents(atPath: (path as NSString).appendingPathComponent(name)) else {
            return .failure(tr("{file}: cannot be read; left alone", ["file": name]), uid: nil)
        }
        // The reader gives a card without a UID a new id each time: such a card cannot be followed.
        guard let uid = VCardReader.uid(in: data) else { return .failure(tr("{file}: has no UID; left alone", ["file": name]), uid: nil) }
        let result = VCardReader.read(data)
        if result.contacts.isEmpty && result.groups.count == 1 { return .group(uid: uid) }
        guard result.contacts.count == 1, var contact = result.contacts.first else {
            let why =
                result.problems.first.map { tr("{file}: not a readable card ({problem}); left alone", ["file": name, "problem": $0.description]) }
                ?? trn(
                    "{file}: holds {count} card, not one; left alone", "{file}: holds {count} cards, not one; left alone", result.contacts.count,
                    ["file": name])
            return .failure(why, uid: uid)
        }
        // Written back exactly as the other program spelled it: servers and vdirsyncer know
        // the card by that text.
        if uid != VCardWriter.uid(for: contact) { contact.uid = uid }
        return .success(VdirCard(uid: contact.syncUID, fileName: name, contact: contact, fingerprint: SyncFingerprint.of(contact)))
    }

    /// Writes the contact as a vCard 4.0 file (a new file renamed over the old one), under the
    /// given name or one made from its UID. Not flushed to disk one by one: `flush()` once after.
    func write(_ contact: Contact, as name: String?) throws(SyncError) -> VdirCard {
        let fileName = name ?? Self.fileName(for: contact.syncUID)
        let data = Data(VCardWriter.card(for: contact, version: .v4).utf8)
        let target = (path as NSString).appendingPathComponent(fileName)
        do {
            try AtomicFileWriter.write(data, to: target, durable: false)
        } catch {
            throw .writeFailed(path: target, reason: error.reason)
        }
        unflushed = true
        let written = VCardReader.read(data).contacts.first ?? contact
        return VdirCard(uid: contact.syncUID, fileName: fileName, contact: written, fingerprint: SyncFingerprint.of(written))
    }

    func delete(_ name: String) throws(SyncError) {
        let target = (path as NSString).appendingPathComponent(name)
        unflushed = true
        guard unlink(target) == 0 || errno == ENOENT else { throw .writeFailed(path: target, reason: AtomicFileWriter.errorText()) }
    }

    /// Puts every write since the last flush on disk, before the sync state says they happened:
    /// one sync(2) for all the cards instead of an fsync each (syncfs is not visible from Swift).
    func flush() {
        if unflushed { sync() }
        unflushed = false
    }

    /// The UID itself when it is a safe file name (vdirsyncer's rule), else a hash of it.
    static func fileName(for uid: String) -> String {
        let safe = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_.-+")
        if !uid.isEmpty, uid.count <= 120, !uid.hasPrefix("."), uid.allSatisfy(safe.contains) { return uid + fileExtension }
        return String(StableHash.of(Data(uid.utf8)), radix: 16) + fileExtension
    }
}
