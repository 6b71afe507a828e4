import Foundation
import Testing

@testable import ContactsEngine

/// inotify's records as the watcher reads them: several in one read, names padded with NULs.
@Suite struct BookFileWatcherTests {
    /// One inotify_event: wd, mask, cookie, the name's length (padded to `padded`), the name.
    private func record(_ name: String, mask: UInt32 = 0x80, padded: Int? = nil) -> [UInt8] {
        let bytes = Array(name.utf8)
        let length = padded ?? (bytes.isEmpty ? 0 : (bytes.count / 16 + 1) * 16)
        func word(_ value: UInt32) -> [UInt8] { (0..<4).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) } }
        return word(1) + word(mask) + word(0) + word(UInt32(length)) + bytes + Array(repeating: 0, count: length - bytes.count)
    }

    @Test func severalRecordsInOneReadEachWithItsName() {
        let buffer = record(".contacts.json.Ab12Cd") + record("contacts.json") + record("contacts.json.lock", padded: 32)
        let events = BookFileWatcher.events(in: buffer[...])
        #expect(events.map(\.name) == [".contacts.json.Ab12Cd", "contacts.json", "contacts.json.lock"])
        #expect(events.allSatisfy { !$0.overflowed })
    }

    @Test func anOverflowHasNoNameAndSaysEventsWereLost() {
        let events = BookFileWatcher.events(in: record("", mask: 0x4000)[...])
        #expect(events.count == 1)
        #expect(events.first?.overflowed == true)
    }

    @Test func aRecordCutShortIsLeftOut() {
        let whole = record("contacts.json")
        #expect(BookFileWatcher.events(in: whole.dropLast(4)).isEmpty)
        #expect(BookFileWatcher.events(in: whole.prefix(10)).isEmpty)
    }
}
