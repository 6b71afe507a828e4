import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The bytes a book was read from, shared by every contact read from them.
final class SourceBytes: Sendable {
    let data: Data
    init(_ data: Data) { self.data = data }
}

/// A contact as the JSON object it was read from: where it lies in the bytes read, and its id
/// (which lookups read far more than anything else). Its fields are decoded when read, into
/// the reading thread's cache of the last span decoded, so reading several fields of one
/// contact decodes it once and a whole book never lies decoded in memory (docs/DECISIONS.md #50).
///
/// The reader made it from a contact it had just decoded, so decoding the same bytes again
/// cannot fail.
final class ContactSpan: Sendable {
    let source: SourceBytes
    let range: Range<Int>
    let id: Contact.ID

    init(source: SourceBytes, range: Range<Int>, id: Contact.ID) {
        self.source = source
        self.range = range
        self.id = id
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
        read(into: &builder)
        guard let box = builder.contact.decodedBox else { preconditionFailure("a built contact has its fields") }
        return box
    }

    /// Walks the contact's members in its bytes into `reading`, building nothing else: what a
    /// pass over every contact that needs a few of their fields uses instead of decoding them.
    func read<Reading: ContactReading>(into reading: inout Reading) {
        let walked = source.data.withUnsafeBytes { raw -> Bool in
            var scanner = JSONScanner(UnsafeBufferPointer(rebasing: raw.bindMemory(to: UInt8.self)[range]))
            do {
                try scanner.contactFields(into: &reading)
                return true
            } catch {
                return false
            }
        }
        precondition(walked, "a contact's bytes no longer decode: they were decoded when read")
    }
}

/// The last span each thread decoded, with its fields. One entry is enough for the way fields
/// are read: a view, a key, a card or a comparison reads one contact's fields together.
/// The span is held, so its identity cannot be reused by another while it is cached.
private final class LastDecoded {
    var span: ContactSpan?
    var box: Contact.Box?

    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key) { pointer in
            if let pointer { Unmanaged<LastDecoded>.fromOpaque(pointer).release() }
        }
        return key
    }()

    static func forThisThread() -> LastDecoded {
        if let pointer = pthread_getspecific(key) { return Unmanaged<LastDecoded>.fromOpaque(pointer).takeUnretainedValue() }
        let cache = LastDecoded()
        pthread_setspecific(key, Unmanaged.passRetained(cache).toOpaque())
        return cache
    }
}
