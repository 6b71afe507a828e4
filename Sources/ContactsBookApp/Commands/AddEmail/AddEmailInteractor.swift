import ContactsCore

@MainActor
public protocol AddEmailBusinessLogic {
    func addSenders(request: AddEmail.Request)
}

@MainActor
public final class AddEmailInteractor: AddEmailBusinessLogic {
    public var presenter: AddEmailPresentationLogic?
    private let worker: ContactWorker

    public init(worker: ContactWorker) {
        self.worker = worker
    }

    public func addSenders(request: AddEmail.Request) {
        // A sender whose address any contact has is known already (abook's add-email rule).
        var knownAddresses = Set(worker.contacts.flatMap { $0.emails.map { MatchKeys.email($0.value) } })
        var added: [MailSender.Address] = []
        var known: [MailSender.Address] = []
        var contacts: [Contact] = []
        for sender in MailSender.senders(of: request.message) {
            if knownAddresses.insert(MatchKeys.email(sender.email)).inserted {
                added.append(sender)
                contacts.append(Self.contact(for: sender))
            } else {
                known.append(sender)
            }
        }
        do {
            _ = try worker.importContacts(contacts, onDuplicate: .skip)
            presenter?.presentSenders(response: .init(added: added, known: known))
        } catch {
            presenter?.presentSenders(response: .init(added: [], known: known, error: error))
        }
    }

    /// "Ada Lovelace" and "Lovelace, Ada" become first and last name; a name-less sender is
    /// kept by address alone.
    static func contact(for sender: MailSender.Address) -> Contact {
        let parts = sender.name.split(separator: ",").map { String($0).trimmingWhitespace }
        if parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty {
            return Contact(firstName: parts[1], lastName: parts[0], emails: [LabeledValue(label: "", value: sender.email)])
        }
        let words = sender.name.split(separator: " ").map(String.init)
        return Contact(
            firstName: words.count > 1 ? words.dropLast().joined(separator: " ") : words.first ?? "",
            lastName: words.count > 1 ? words[words.count - 1] : "",
            emails: [LabeledValue(label: "", value: sender.email)])
    }
}
