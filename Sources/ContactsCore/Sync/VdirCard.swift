import Foundation

/// One card in a vdir: the file it is in, and the contact read from it with the importer's rules.
public struct VdirCard: Equatable, Sendable {
    public let uid: String
    public let fileName: String
    public let contact: Contact
    package let fingerprint: String

    package init(uid: String, fileName: String, contact: Contact, fingerprint: String) {
        (self.uid, self.fileName, self.contact, self.fingerprint) = (uid, fileName, contact, fingerprint)
    }
}
