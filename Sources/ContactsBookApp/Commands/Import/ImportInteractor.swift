import ContactsCore
import Foundation
import Localization

@MainActor
public protocol ImportBusinessLogic {
    func importFiles(request: ImportFiles.Request)
}

/// Reads every file (a damaged card or file is reported, never the end of the import), then
/// merges what was read into the book in one save.
@MainActor
public final class ImportInteractor: ImportBusinessLogic {
    public var presenter: ImportPresentationLogic?
    private let worker: ContactWorker
    /// Reads the formats (the engine's, given by the assembly).
    private let files: ContactFileReading
    private let readFile: (String) throws -> Data

    public init(worker: ContactWorker, files: ContactFileReading, readFile: @escaping (String) throws -> Data = ImportSource.read) {
        self.worker = worker
        self.files = files
        self.readFile = readFile
    }

    public func importFiles(request: ImportFiles.Request) {
        var reports: [ImportFiles.Response.FileReport] = []
        var incoming: [Contact] = []
        for path in request.paths {
            var report = ImportFiles.Response.FileReport(path: path, read: 0, skipped: 0, problems: [], failure: nil)
            do {
                let data = try readFile(path)
                guard !data.isEmpty else {
                    report.failure = tr("it is empty: nothing to import")
                    reports.append(report)
                    continue
                }
                guard let format = request.format ?? InterchangeFormat.detect(path: path, data: data) else {
                    report.failure = tr("cannot tell the format; name it with --format")
                    reports.append(report)
                    continue
                }
                let result = try files.contacts(in: data, format: format, path: path)
                report.read = result.contacts.count
                report.skipped = result.skipped
                report.linesLeftOut = result.linesLeftOut
                report.problems = result.problems
                incoming += result.contacts
            } catch let error as StoreError {
                report.failure = error.description
            } catch {
                report.failure = (error as NSError).localizedDescription
            }
            reports.append(report)
        }
        var summary = ImportSummary()
        var saveError: StoreError?
        do {
            summary = try worker.importContacts(incoming, onDuplicate: request.onDuplicate, dryRun: request.dryRun)
        } catch {
            saveError = error
        }
        presenter?.presentImport(response: .init(files: reports, summary: summary, dryRun: request.dryRun, saveError: saveError))
    }
}
