import ContactsCore

extension ContactWorker {
    /// The contacts matching `search` written in `format`, in the book's order (as
    /// `contacts(matching:)` gives them).
    public func export(
        matching search: ContactSearch, format: InterchangeFormat, vcardVersion: VCardWriter.Version = .v4, csvLayout: CSVLayout = .google
    ) throws(StoreError) -> ExportedContacts {
        let contacts = contacts(matching: search)
        return ExportedContacts(
            count: contacts.count,
            bytes: PiecedBytes(try Interchange.write(contacts, format: format, vcardVersion: vcardVersion, csvLayout: csvLayout)))
    }
}
