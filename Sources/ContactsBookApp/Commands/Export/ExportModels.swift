import ContactsCore
import Foundation

/// `contactsbook export`: the book, or the contacts matching a query, as vCard or JSON, to a
/// file (written atomically) or to standard output.
public enum ExportContacts {
    public struct Request: Equatable {
        public var format: InterchangeFormat
        public var vcardVersion: VCardWriter.Version
        public var csvLayout: CSVLayout
        public var query: String
        public var outputPath: String?

        public init(
            format: InterchangeFormat, vcardVersion: VCardWriter.Version = .v4, csvLayout: CSVLayout = .google, query: String, outputPath: String?
        ) {
            self.format = format
            self.vcardVersion = vcardVersion
            self.csvLayout = csvLayout
            self.query = query
            self.outputPath = outputPath
        }
    }

    public struct Response: Equatable {
        public var count: Int
        public var outputPath: String?
        /// The exported bytes when they go to standard output.
        public var data: Data?
        public var error: StoreError?
        /// The words, when they matched no contact.
        public var unmatched: String?
    }

    public struct ViewModel: Equatable {
        /// The exported bytes, or the line saying where they went.
        public var standardOutput: Data
        public var errors: [String]
        public var status: CommandStatus
    }
}
