import Foundation
import Testing

@testable import ContactsCore

/// A lookup that reads only the lines that may match finds exactly what reading the whole
/// book finds, and leaves to the whole read every file and search it cannot tell from lines.
@Suite struct BookLineScanTests {
    static let contacts = [
        Contact(firstName: "Émile", lastName: "Zola", emails: [LabeledValue(label: "home", value: "emile@example.org")]),
        Contact(firstName: "Ada", lastName: "Lovelace", notes: "Said \"hello\" \\ wrote\nnotes", tags: ["science"]),
        Contact(firstName: "Jose\u{301}", lastName: "Martí", emails: [LabeledValue(label: "", value: "jm@example.org")]),
        Contact(firstName: "민준", lastName: "김", phones: [LabeledValue(label: "mobile", value: "+82 2 312 3456")]),
        Contact(firstName: "Łukasz", lastName: "Straße", company: "ÆON", addresses: [PostalAddress(city: "München")]),
        Contact(firstName: "Ὀδυσσεύς", lastName: "Ἰθάκη", urls: [LabeledValue(label: "home", value: "https://example.org/odysseus")]),
    ]
    static let queries = [
        "emile", "ÉMILE", "zol", "hello", "\"hello\"", "wrote notes", "jose", "josé", "marti", "민준", "김", "lukasz", "strasse",
        "aeon", "munchen", "οδυσσευς", "example.org", "science", "nobody", "a", "312 3456", "+82 2 312 3456",
    ]

    static let book = AddressBook(contacts: contacts)

    func withBook<T>(_ data: Data, _ body: (String) throws -> T) throws -> T {
        try withTemporaryDirectory { directory throws in
            let path = directory + "/contacts.json"
            try data.write(to: URL(fileURLWithPath: path))
            return try body(path)
        }
    }

    @Test(arguments: queries)
    func findsWhatReadingTheWholeBookFinds(query: String) throws {
        try withBook(BookJSONWriter.reference(Self.book)) { path throws in
            let search = ContactSearch(query)
            let whole = ContactWorker(store: JSONFileStore(path: path))
            try whole.load()
            let part = ContactWorker(store: JSONFileStore(path: path))
            try part.load(onlyMatching: search)
            #expect(part.contacts(matching: search).map(\.id) == whole.contacts(matching: search).map(\.id))
        }
    }

    @Test func readsOnlyTheLinesThatMayMatch() throws {
        try withBook(BookJSONWriter.reference(Self.book)) { path throws in
            let found = try #require(try JSONFileStore(path: path).contacts(mayMatching: ContactSearch("lovelace")))
            // Lines whose folding needs context (a combining mark, Hangul) are read to tell.
            #expect(found.map(\.lastName) == ["Lovelace", "Martí", "김"])
            #expect(try JSONFileStore(path: path).contacts(mayMatching: ContactSearch("+82 2 312")) == nil, "phone numbers are spelt with separators")
        }
    }

    @Test func leavesOtherLayoutsToTheWholeRead() throws {
        let pretty = JSONEncoder()
        pretty.outputFormatting = [.prettyPrinted, .sortedKeys]
        try withBook(pretty.encode(Self.book)) { path throws in
            #expect(try JSONFileStore(path: path).contacts(mayMatching: ContactSearch("ada")) == nil)
        }
        for edit in [("\"version\" : 1", "\"version\" : 2"), ("  ],\n", "  ],\n  \"other\" : 1,\n"), ("\"version\" : 1\n}", "\"version\" : 1\n}x")] {
            let text = String(decoding: try BookJSONWriter.reference(Self.book), as: UTF8.self)
            try withBook(Data(text.replacingOccurrences(of: edit.0, with: edit.1).utf8)) { path throws in
                #expect(try JSONFileStore(path: path).contacts(mayMatching: ContactSearch("ada")) == nil, "\(edit)")
            }
        }
    }

    @Test func aWorkerThatReadPartOfTheBookRefusesChanges() throws {
        try withBook(BookJSONWriter.reference(Self.book)) { path throws in
            let before = try contents(of: path)
            let worker = ContactWorker(store: JSONFileStore(path: path))
            try worker.load(onlyMatching: ContactSearch("ada"))
            var ada = try #require(worker.contacts(matching: ContactSearch("ada")).first)
            ada.nickname = "Countess"
            #expect(throws: StoreError.self) { try worker.save(ada) }
            #expect(try contents(of: path) == before)
        }
    }

    /// The file is read a chunk at a time, a large one in parts: a line may fall across chunks
    /// or be longer than one, and the answer must not change.
    @Test(arguments: [7, 64, 300, 1 << 20])
    func chunksOfAnySizeFindTheSame(chunkSize: Int) throws {
        let many = AddressBook(contacts: (0..<120).map { index in Self.contacts[index % Self.contacts.count].copyWithNewID() })
        try withBook(BookJSONWriter.reference(many)) { path throws in
            for query in ["emile", "lovelace", "a", "nobody", "example.org"] {
                let search = ContactSearch(query)
                let expected = try #require(try JSONFileStore(path: path).contacts(mayMatching: search)).map(\.id)
                #expect(try Self.scan(path, search, chunkSize: chunkSize)?.map(\.id) == expected, "\(query)")
            }
        }
    }

    /// A large book is cut into four parts a core (16 at most), in order, each starting at a
    /// contact's line, for the cores to share out as each is free; a small one is one part.
    @Test func aLargeBookIsCutAtContactLinesIntoPartsForEveryCore() throws {
        let many = AddressBook(contacts: (0..<120).map { index in Self.contacts[index % Self.contacts.count].copyWithNewID() })
        let data = try BookJSONWriter.reference(many)
        try withBook(data) { path throws in
            let descriptor = open(path, O_RDONLY)
            defer { close(descriptor) }
            let bounds = BookLineScan.partBounds(in: descriptor, size: data.count, chunkSize: 300)
            #expect(bounds.count == BookLineScan.partsOfALargeBook + 1)
            #expect(bounds.first == BookLineScan.opening.count && bounds.last == data.count)
            #expect(zip(bounds, bounds.dropFirst()).allSatisfy { $0 < $1 })
            for start in bounds.dropFirst().dropLast() {
                #expect(data[start - 1] == 0x0A && data[start..<start + 5].elementsEqual("    {".utf8), "\(start)")
            }
            #expect(BookLineScan.partBounds(in: descriptor, size: data.count, chunkSize: data.count) == [BookLineScan.opening.count, data.count])
        }
    }

    /// A last contact longer than a part is never cut off from its comma-less end by a part
    /// starting at the closing line: the book still reads line by line, every contact found.
    @Test func aLongLastContactKeepsTheClosingLineInItsPart() throws {
        var contacts = (0..<40).map { index in Self.contacts[index % Self.contacts.count].copyWithNewID() }
        contacts[39].notes = String(repeating: "Long notes. ", count: 400)
        let data = try BookJSONWriter.reference(AddressBook(contacts: contacts))
        try withBook(data) { path throws in
            let descriptor = open(path, O_RDONLY)
            defer { close(descriptor) }
            let bounds = BookLineScan.partBounds(in: descriptor, size: data.count, chunkSize: 300)
            let closing = try #require(data.range(of: Data("\n  ],".utf8), options: .backwards)).lowerBound + 1
            #expect(!bounds.contains(closing), "a part starts at the closing line")
            for query in ["long notes", "a"] {
                let expected = try #require(try JSONFileStore(path: path).contacts(mayMatching: ContactSearch(query))).map(\.id)
                #expect(try Self.scan(path, ContactSearch(query), chunkSize: 300)?.map(\.id) == expected, "\(query)")
            }
        }
    }

    /// A file cut anywhere, or with a line broken anywhere, is left to the whole read.
    @Test func aCutOrBrokenFileIsLeftToTheWholeRead() throws {
        let data = try BookJSONWriter.reference(AddressBook(contacts: (0..<40).map { Self.contacts[$0 % 6].copyWithNewID() }))
        for cut in stride(from: 1, to: data.count - 1, by: 97) {
            try withBook(data.prefix(cut)) { path throws in
                #expect(try Self.scan(path, ContactSearch("a"), chunkSize: 64) == nil, "cut at \(cut)")
            }
        }
        var broken = data
        broken[data.count / 2] = UInt8(ascii: "\n")
        try withBook(broken) { path throws in
            #expect(try Self.scan(path, ContactSearch("a"), chunkSize: 64) == nil)
        }
    }

    static func scan(_ path: String, _ search: ContactSearch, chunkSize: Int) throws -> [Contact]? {
        let descriptor = open(path, O_RDONLY)
        defer { close(descriptor) }
        let size = try #require(try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int)
        return BookLineScan.contacts(inFile: descriptor, size: size, mayMatching: search, chunkSize: chunkSize)
    }
}

extension Contact {
    fileprivate func copyWithNewID() -> Contact {
        var copy = self
        copy.id = UUID()
        return copy
    }
}
