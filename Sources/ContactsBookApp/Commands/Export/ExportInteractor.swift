import ContactsCore
import Foundation

@MainActor
public protocol ExportBusinessLogic {
    func export(request: ExportContacts.Request)
}

@MainActor
public final class ExportInteractor: ExportBusinessLogic {
    public var presenter: ExportPresentationLogic?
    private let worker: ContactWorker
    private let files: ContactFileWriting

    public init(worker: ContactWorker, files: ContactFileWriting) {
        self.worker = worker
        self.files = files
    }

    public func export(request: ExportContacts.Request) {
        let search = ContactSearch(request.query)
        do {
            let contacts = worker.contacts(matching: search)
            // Words that match nothing write nothing: an empty file must not replace an export.
            if contacts.isEmpty, !search.isEmpty {
                return presenter?.presentExport(response: .init(count: 0, outputPath: request.outputPath, data: nil, unmatched: request.query)) ?? ()
            }
            let bytes = try files.bytes(of: contacts, format: request.format, vcardVersion: request.vcardVersion, csvLayout: request.csvLayout)
            if let path = request.outputPath {
                try files.write(bytes, to: path)
                presenter?.presentExport(response: .init(count: contacts.count, outputPath: path, data: nil))
            } else {
                presenter?.presentExport(response: .init(count: contacts.count, outputPath: nil, data: bytes))
            }
        } catch {
            presenter?.presentExport(response: .init(count: 0, outputPath: request.outputPath, data: nil, error: error))
        }
    }
}
