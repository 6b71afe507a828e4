import Foundation

/// What byte writers (digits, times, ids) append to: an array, or `RawBytes`.
package protocol ByteAppending {
    var count: Int { get }
    mutating func append(_ byte: UInt8)
    /// Appends `count` bytes, all of which `write` stores through the pointer it is given: a
    /// piece of known length (an id, a time) checks for room once, not once a byte.
    mutating func append(count: Int, _ write: (UnsafeMutablePointer<UInt8>) -> Void)
    /// Drops the bytes from `start` on.
    mutating func removeSuffix(from start: Int)
}

extension ByteAppending {
    /// Appends a copy of `bytes`.
    @inline(__always)
    package mutating func append(copying bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
        append(count: bytes.count) { ShortBytes.copy(from: source, to: $0, count: bytes.count) }
    }
}

extension Array: ByteAppending where Element == UInt8 {
    package mutating func append(count: Int, _ write: (UnsafeMutablePointer<UInt8>) -> Void) {
        let start = self.count
        append(contentsOf: repeatElement(0, count: count))
        withUnsafeMutableBufferPointer { bytes in bytes.baseAddress.map { write($0 + start) } }
    }

    package mutating func removeSuffix(from start: Int) {
        removeSubrange(Swift.min(Swift.max(start, 0), count)...)
    }
}

/// Bytes appended through a pointer into room made ahead. An array's append checks that its
/// storage is unique and has room, and copies each piece with a call to memmove: for the
/// dozens of short pieces of a card that was a fifth of exporting a book (perf, 2026-11-24).
///
/// A copy shares the bytes with the original (no copy-on-write on each append, which is the check
/// this saves): only one copy may be appended to. Growing checks once: memory another copy
/// still points into is left to it, freed with the last copy. Sendable once nobody appends: a
/// core's cards, handed over to be written out.
struct RawBytes: ByteAppending, ContiguousBytes, @unchecked Sendable {
    /// Large buffers in mappings of their own (`LargeBuffer`): a core's cards are tens of megabytes.
    private final class Storage {
        var memory: LargeBuffer
        init?(capacity: Int) {
            guard let memory = LargeBuffer(capacity: capacity) else { return nil }
            self.memory = memory
        }
        init(memory: LargeBuffer) { self.memory = memory }
        deinit { memory.release() }
    }

    private var storage: Storage
    /// The storage's memory, kept here so an append reads no class property.
    private var base: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    private(set) var count = 0

    init(capacity: Int = 0) {
        self.capacity = max(capacity, 64)
        guard let storage = Storage(capacity: self.capacity) else { fatalError("out of memory for \(self.capacity) bytes") }
        self.storage = storage
        base = storage.memory.base.assumingMemoryBound(to: UInt8.self)
    }

    /// Room for `extra` more bytes, so the unchecked appends that follow stay inside.
    @inline(__always)
    mutating func reserve(_ extra: Int) {
        if count + extra > capacity { grow(to: count + extra) }
    }

    private mutating func grow(to needed: Int) {
        let capacity = max(needed, capacity * 2)
        guard let larger = LargeBuffer(capacity: capacity) else { fatalError("out of memory for \(capacity) bytes") }
        larger.base.copyMemory(from: base, byteCount: count)
        if isKnownUniquelyReferenced(&storage) {
            storage.memory.release()
            storage.memory = larger
        } else {
            storage = Storage(memory: larger)
        }
        (base, self.capacity) = (larger.base.assumingMemoryBound(to: UInt8.self), capacity)
    }

    @inline(__always)
    package mutating func append(_ byte: UInt8) {
        reserve(1)
        base[count] = byte
        count += 1
    }

    @inline(__always)
    package mutating func append(count: Int, _ write: (UnsafeMutablePointer<UInt8>) -> Void) {
        reserve(count)
        write(base + self.count)
        self.count += count
    }

    /// Appends the bytes `write` stores through the pointer it is given, at most `maximum`,
    /// and returns the count of: a piece whose length is known only once it is written.
    @inline(__always)
    package mutating func append(atMost maximum: Int, _ write: (UnsafeMutablePointer<UInt8>) -> Int) {
        reserve(maximum)
        count += min(write(base + count), maximum)
    }

    package mutating func append(_ bytes: UnsafeRawBufferPointer) {
        append(copying: bytes.assumingMemoryBound(to: UInt8.self))
    }

    package mutating func append(_ text: StaticString) {
        append(UnsafeRawBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    package mutating func append(_ utf8: some Sequence<UInt8>) {
        for byte in utf8 { append(byte) }
    }

    /// Drops the bytes from `start` on (a line about to be written again, folded).
    mutating func removeSuffix(from start: Int) {
        count = min(count, max(start, 0))
    }

    /// The bytes, valid inside `body` only.
    func withUnsafeBytes<Result>(_ body: (UnsafeRawBufferPointer) throws -> Result) rethrows -> Result {
        try body(UnsafeRawBufferPointer(start: base, count: count))
    }
}
