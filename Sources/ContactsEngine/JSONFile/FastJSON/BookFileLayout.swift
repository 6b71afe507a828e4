import ContactsCore
import Foundation

/// The book file's layout: the top level's members sorted, each on a line of its own, and the
/// contacts one a line, so a change shows in a diff as the lines of the contacts it touched:
///
///     {
///       "contacts" : [
///         {"firstName":"Ada","id":"…"},
///         {"firstName":"Alan","id":"…"}
///       ],
///       "version" : 1
///     }
enum BookFileLayout {
    /// Writes one contact's object anew (no indent, no comma).
    typealias ContactWriter = (Contact, inout JSONCompactWriter) throws -> Void

    /// The file. With a source, the lines of the contacts unchanged since it was read are
    /// copied from it; without one, every line is written, in parts on all cores.
    static func write(_ book: AddressBook, source: BookSource?, contact: ContactWriter) throws -> BookFileBytes {
        let (head, tail) = try topLevel(book)
        var file = FileBuilder()
        file.write(head)
        if let source {
            try copyingLines(book.contacts, from: source, into: &file, contact: contact)
        } else {
            let parts = Parallel.uncheckedMap(count: book.contacts.count, minimumPerPart: 10_000) { range -> Result<FileBuilder, Error> in
                Result { () throws in
                    var part = FileBuilder()
                    for each in book.contacts[range] { try part.writeLine(each, contact) }
                    return part
                }
            }
            for part in parts { file.append(try part.get()) }
        }
        return file.finish(tail: tail)
    }

    /// Walks the book and the contacts as read in step (one pass over references, touching no
    /// contact's fields): an unchanged contact's line is copied, any other written. An edit
    /// replaces one contact in place, a deletion drops a few, an addition comes at the end;
    /// whatever the walk cannot follow is written anew, which is slower, never wrong.
    private static func copyingLines(_ contacts: [Contact], from source: BookSource, into file: inout FileBuilder, contact: ContactWriter) throws {
        try contacts.withUnsafeBufferPointer { contacts in
            try source.contacts.withUnsafeBufferPointer { read in
                var index = 0
                var next = 0
                while index < contacts.count {
                    if next < read.count, contacts[index].isUnchanged(from: read[next]) {
                        file.copyLine(source.lines[next])
                        index += 1
                        next += 1
                        continue
                    }
                    let ahead = next + 1..<max(next + 1, min(next + 9, read.count))
                    if let found = ahead.first(where: { contacts[index].isUnchanged(from: read[$0]) }) {
                        next = found  // The ones before it were deleted.
                        continue
                    }
                    // Changed in place, or added.
                    let following = index + 1
                    if following < contacts.count, next + 1 < read.count, contacts[following].isUnchanged(from: read[next + 1]) { next += 1 }
                    try file.writeLine(contacts[index], contact)
                    index += 1
                }
            }
        }
    }

    /// The lines before and after the contact lines: the other members, sorted by key.
    private static func topLevel(_ book: AddressBook) throws -> (head: [UInt8], tail: [UInt8]) {
        var members = try book.unknownFields.map { key, value in (key: key, value: Array(try BookJSONWriter.compactEncoder.encode(value))) }
        members.append((key: "version", value: Array(String(book.version).utf8)))
        members.append((key: "contacts", value: []))
        members.sort { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
        var head = Array("{\n".utf8)
        var tail: [UInt8] = []
        var beforeContacts = true
        for (position, member) in members.enumerated() {
            let end = position == members.count - 1 ? "\n" : ",\n"
            if member.key == "contacts" {
                head += Array("  \"contacts\" : [\n".utf8)
                tail += Array("  ]\(end)".utf8)
                beforeContacts = false
            } else {
                let line =
                    Array("  ".utf8) + Array(try BookJSONWriter.compactEncoder.encode(member.key)) + Array(" : ".utf8) + member.value
                    + Array(end.utf8)
                if beforeContacts { head += line } else { tail += line }
            }
        }
        tail += Array("}\n".utf8)
        return (head, tail)
    }
}
