import ContactsCore
import Foundation

@MainActor
public protocol ExportBusinessLogic {
    func export(request: ExportContacts.Request)
}

@MainActor
public final class ExportInteractor: ExportBusinessLogic {
    public var presenter: ExportPresentationLogic?
    private let library: ContactLibrary
    private let files: ContactFileWriting

    public init(library: ContactLibrary, files: ContactFileWriting) {
        self.library = library
        self.files = files
    }

    /// The matching contacts of every book the library holds (those `-a` names, else all), in
    /// the list's order, in one file.
    public func export(request: ExportContacts.Request) {
        let search = ContactSearch(request.query)
        do {
            let contacts = library.contacts(matching: search, sortedBy: .lastName).map(\.contact)
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
