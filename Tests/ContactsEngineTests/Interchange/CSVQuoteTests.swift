import ContactsCore
import ContactsEngine
import Foundation
import Testing

/// A quote that never closes breaks its own row, never the rows after it.
@Suite struct CSVQuoteTests {
    static func read(_ text: String) throws -> InterchangeReadResult {
        try Interchange.read(Data(text.utf8), format: .csv, path: "t.csv")
    }

    @Test func anUnterminatedQuoteSkipsItsRowAndTheRestIsRead() throws {
        let result = try Self.read("Name,Email\nBad,\"unterminated\nAlice,alice@example.org\nBob,bob@example.org\n")
        #expect(result.contacts.map(\.displayName) == ["Alice", "Bob"])
        #expect(result.contacts.map { $0.emails.map(\.value) } == [["alice@example.org"], ["bob@example.org"]])
        #expect(result.skipped == 1)
        #expect(result.problems == ["line 2: a quote opened in this row is never closed; the row was skipped and the rest read"])
    }

    @Test func aQuoteClosedByTheNextRowsQuoteBreaksOnlyItsOwnRow() throws {
        let result = try Self.read("Name,Email\r\nBad,\"oops\r\n\"Carol\",\"carol@example.org\"\r\nDan,dan@example.org\r\n")
        #expect(result.contacts.map(\.displayName) == ["Carol", "Dan"], "\(result.problems)")
        #expect(result.skipped == 1)
    }

    @Test func cellsWithLineBreaksAndDoubledQuotesStayWhole() throws {
        let result = try Self.read("Name,Notes\nAda,\"line one\nline \"\"two\"\", three\"\nBob,x\n")
        #expect(result.contacts.map(\.displayName) == ["Ada", "Bob"])
        #expect(result.contacts.first?.notes == "line one\nline \"two\", three")
        #expect(result.skipped == 0 && result.problems.isEmpty)
    }

    @Test func aFileWithCarriageReturnsAloneIsCheckedRowByRow() throws {
        let result = try Self.read("Name,Notes\r\"Ada\",\"a \"\"b\"\"\"\rBob,x\r")
        #expect(result.contacts.map(\.displayName) == ["Ada", "Bob"])
        #expect(result.skipped == 0)
    }
}
