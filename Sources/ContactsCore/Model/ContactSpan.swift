import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A contact as the JSON object it was read from: where it lies in the bytes read, and its id
/// (which lookups read far more than anything else). Its fields are decoded when read, into
/// the reading thread's cache of the last span decoded, so reading several fields of one
/// contact decodes it once and a whole book never lies decoded in memory (docs/DECISIONS.md #53).
///
/// The reader made it from a contact it had just decoded, so decoding the same bytes again
/// cannot fail while they are the same: bytes kept in memory are, and bytes read again from a
/// kept file are checked against the checksum taken as they were read. A contact whose bytes
/// another program has changed since reads as its id alone (the store reads the book again
/// before any save, so that is never written).
final class ContactSpan: Sendable {
    let source: SourceBytes
    let range: Range<Int>
    let id: Contact.ID
    /// `LineChecksum` of the bytes, for a kept file's (0 for bytes in memory).
    let checksum: UInt64

    init(source: SourceBytes, range: Range<Int>, id: Contact.ID, checksum: UInt64 = 0) {
        self.source = source
        self.range = range
        self.id = id
        self.checksum = checksum
    }

    /// The contact's fields, from this thread's cache or decoded now.
    var decoded: Contact.Box {
        let cache = LastDecoded.forThisThread()
        if let box = cache.box, cache.span === self { return box }
        let box = decode()
        (cache.span, cache.box) = (self, box)
        return box
    }

    private func decode() -> Contact.Box {
        var builder = ContactBuilder()
        let contact = read(into: &builder) ? builder.contact : Contact(id: id)
        guard let box = contact.decodedBox else { preconditionFailure("a built contact has its fields") }
        return box
    }

    /// Walks the contact's members in its bytes into `reading`, building nothing else: what a
    /// pass over every contact that needs a few of their fields uses instead of decoding them.
    /// False, nothing walked, when a kept file no longer has the bytes.
    @discardableResult
    func read<Reading: ContactReading>(into reading: inout Reading) -> Bool {
        var walked = false
        let found = source.withBytes(range, checksum: checksum) { bytes in
            var scanner = JSONScanner(bytes)
            walked = (try? scanner.contactFields(into: &reading)) != nil
        }
        guard found else { return false }
        precondition(walked, "a contact's bytes no longer decode: they were decoded when read")
        return true
    }
}

/// The last span each thread decoded, with its fields. One entry is enough for the way fields
/// are read: a view, a key, a card or a comparison reads one contact's fields together.
/// The span is held, so its identity cannot be reused by another while it is cached.
private final class LastDecoded {
    var span: ContactSpan?
    var box: Contact.Box?

    private static let perThread = PerThread { LastDecoded() }

    static func forThisThread() -> LastDecoded { perThread.value }
}
