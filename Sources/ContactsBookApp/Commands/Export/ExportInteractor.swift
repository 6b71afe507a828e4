import ContactsCore
import ContactsEngine
import Foundation

@MainActor
public protocol ExportBusinessLogic {
    func export(request: ExportContacts.Request)
}

@MainActor
public final class ExportInteractor: ExportBusinessLogic {
    public var presenter: ExportPresentationLogic?
    private let worker: ContactWorker

    public init(worker: ContactWorker) {
        self.worker = worker
    }

    public func export(request: ExportContacts.Request) {
        let search = ContactSearch(request.query)
        do {
            let exported = try worker.export(
                matching: search, format: request.format, vcardVersion: request.vcardVersion, csvLayout: request.csvLayout)
            // Words that match nothing write nothing: an empty file must not replace an export.
            if exported.count == 0, !search.isEmpty {
                return presenter?.presentExport(response: .init(count: 0, outputPath: request.outputPath, data: nil, unmatched: request.query)) ?? ()
            }
            if let path = request.outputPath {
                try Interchange.writeFile(exported.bytes, to: path)
                presenter?.presentExport(response: .init(count: exported.count, outputPath: path, data: nil))
            } else {
                presenter?.presentExport(response: .init(count: exported.count, outputPath: nil, data: exported.bytes))
            }
        } catch {
            presenter?.presentExport(response: .init(count: 0, outputPath: request.outputPath, data: nil, error: error))
        }
    }
}
