import ContactsCore
import Foundation
import Testing

@testable import ContactsBookApp

/// The export's business logic against spies: what it asks the files door to write, and what it
/// hands its presenter.
@MainActor
@Suite struct ExportInteractorTests {
    final class FilesSpy: ContactFileWriting {
        var encoded: [[String]] = []
        var written: [(bytes: Data, path: String)] = []
        var refusal: StoreError?

        func bytes(of contacts: [Contact], format: InterchangeFormat, vcardVersion: VCardWriter.Version, csvLayout: CSVLayout) throws(StoreError)
            -> Data
        {
            encoded.append(contacts.map(\.lastName))
            return Data("\(format.rawValue):\(contacts.count)".utf8)
        }

        func write(_ bytes: Data, to path: String) throws(StoreError) -> String {
            if let refusal { throw refusal }
            written.append((bytes, path))
            return path
        }
    }

    final class PresenterSpy: ExportPresentationLogic {
        var responses: [ExportContacts.Response] = []
        func presentExport(response: ExportContacts.Response) { responses.append(response) }
    }

    func run(_ request: ExportContacts.Request, files: FilesSpy = FilesSpy()) -> (FilesSpy, ExportContacts.Response?) {
        let (worker, _) = Fixtures.worker(SampleBook.contacts)
        let sut = ExportInteractor(library: ContactLibrary(worker: worker), files: files)
        let presenter = PresenterSpy()
        sut.presenter = presenter
        sut.export(request: request)
        #expect(presenter.responses.count == 1)
        return (files, presenter.responses.first)
    }

    @Test func theMatchingContactsGoToStandardOutputAsEncoded() {
        let (files, response) = run(.init(format: .csv, query: "zola", outputPath: nil))
        #expect(files.encoded == [["Zola"]])
        #expect(files.written.isEmpty)
        #expect(response?.data == Data("csv:1".utf8))
        #expect(response?.count == 1)
    }

    @Test func aFileIsWrittenWithTheEncodedBytesAndNamed() {
        let (files, response) = run(.init(format: .json, query: "", outputPath: "~/out.json"))
        #expect(files.written.map(\.path) == ["~/out.json"])
        #expect(files.written.first?.bytes == Data("json:\(SampleBook.contacts.count)".utf8))
        #expect(response?.outputPath == "~/out.json")
        #expect(response?.data == nil)
    }

    @Test func wordsMatchingNothingWriteNothing() {
        let (files, response) = run(.init(format: .vcard, query: "nobody", outputPath: "out.vcf"))
        #expect(files.encoded.isEmpty && files.written.isEmpty)
        #expect(response?.unmatched == "nobody")
    }

    @Test func aWriteThatFailsIsReportedNotCounted() {
        let files = FilesSpy()
        files.refusal = .writeFailed(path: "out.vcf", reason: "disk full")
        let (_, response) = run(.init(format: .vcard, query: "", outputPath: "out.vcf"), files: files)
        #expect(response?.error == .writeFailed(path: "out.vcf", reason: "disk full"))
        #expect(response?.count == 0)
    }
}
