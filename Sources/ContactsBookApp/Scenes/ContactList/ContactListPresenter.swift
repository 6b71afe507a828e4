import ContactsCore

@MainActor
public protocol ContactListPresentationLogic {
    func presentContacts(response: ContactList.ShowContacts.Response)
    func presentDeleteConfirmation(response: ContactList.AskToDelete.Response)
    func presentDeleteConflict(response: ContactList.DeleteContact.ConflictResponse)
    func presentTextQuestion(response: ContactList.AskForText.Response)
    func presentSyncConflicts(response: ContactList.Sync.ConflictsResponse)
    func presentAddressChoice(response: ContactList.WriteEmail.AddressChoiceResponse)
    func presentEditorConflict(response: ContactList.EditInEditor.ConflictResponse)
    func presentHiddenMarksBeforeMail(response: ContactList.WriteEmail.HiddenMarksResponse)
    func presentBookGone(response: ContactList.BookGone.Response)
    func presentBookChoice(response: ContactList.ChooseBooks.Response)
    func presentTransferQuestion(response: ContactList.TransferToBook.Response)
}

/// Lays the visible contacts out in columns (name, phone, email) that line up in terminal
/// columns whatever the script, marks favourites, highlights what the search matched, and
/// words the header and messages.
@MainActor
public final class ContactListPresenter: ContactListPresentationLogic {
    public weak var view: ContactListDisplayLogic?
    /// The columns after the name the settings ask for.
    private let shownColumns: [Settings.Column]

    public init(columns: [Settings.Column] = Settings.Column.allCases) {
        shownColumns = columns
    }

    public func presentContacts(response: ContactList.ShowContacts.Response) {
        let longestPhone = response.page.lazy.map { DisplayWidth.of(($0.primaryPhone ?? "").terminalSafe) }.max() ?? 0
        let columns = Columns(
            width: response.viewport.columns, shown: shownColumns, longestPhone: longestPhone,
            longestBook: response.books.count > 1 ? response.books.map { DisplayWidth.of($0.terminalSafe) }.max() ?? 0 : 0)
        let words = ContactSearch(response.filter.query).words
        let byCompany = response.filter.sort == .company
        let rows = response.page.enumerated().map { offset, contact in
            // Sorted by company, the company leads the name, so the order can be seen.
            let name = byCompany && !contact.company.isEmpty ? "\(contact.company) · \(contact.displayName)" : contact.displayName
            let text = columns.line(
                name, contact.primaryPhone ?? "", contact.primaryEmail ?? "", book: contact.book ?? "", favorite: contact.favorite,
                marked: response.marked.contains(contact.id))
            return ContactList.ShowContacts.ViewModel.Row(
                text: text, isSelected: response.firstIndex + offset == response.selectedIndex,
                highlights: text.foldedMatchRanges(of: words))
        }
        let filter = response.filter
        let count =
            filter.isNarrowing
            ? "\(CountFormatting.grouped(response.shown)) of \(CountFormatting.grouped(response.total))"
            : CountFormatting.contacts(response.total)
        let marks = response.marked.isEmpty ? "" : " · \(CountFormatting.grouped(response.marked.count)) marked"
        let trailing = "\(count)\(marks) · by \(filter.sort.title)"
        var viewModel = ContactList.ShowContacts.ViewModel(
            title: Self.title(
                filter.books?.joined(separator: " + ") ?? response.bookName, doing: Self.doing(response), beside: trailing, in: response),
            trailing: trailing,
            columnHeader: columns.line("Name", "Phone", "Email", book: "Book", favorite: false, marked: false),
            rows: rows,
            emptyMessage: emptyMessage(response),
            message: StatusMessage.problem(response.error, warning: response.warning) ?? unsaved(response) ?? notice(response))
        viewModel.filterLine = filterLine(filter)
        viewModel.query = filter.query
        viewModel.hasMarks = !response.marked.isEmpty
        viewModel.clipboard = response.clipboard
        viewModel.preview = response.preview.map { ContactCard.lines($0, columns: response.viewport.previewColumns) } ?? []
        view?.displayContacts(viewModel: viewModel)
    }

    /// What the last action did; with marks and nothing else to say, what the marks are for.
    private func notice(_ response: ContactList.ShowContacts.Response) -> StatusMessage? {
        switch response.notice {
        case .undid(let change)?: return StatusMessage("Undid \(change.terminalSafe)")
        case .nothingToUndo?: return StatusMessage("Nothing to undo")
        case .redid(let change)?: return StatusMessage("Redid \(change.terminalSafe) (u undoes)")
        case .nothingToRedo?: return StatusMessage("Nothing to redo")
        case .deletedOne(let name)?: return StatusMessage("Deleted \(name.terminalSafe) (u undoes)")
        case .reloaded(let count)?: return StatusMessage("Changed elsewhere, now shown: " + Self.describe(count))
        case .reloadFoundNothing?: return StatusMessage("Read \(response.bookName.terminalSafe) again: nothing changed elsewhere")
        case .savedBack?: return StatusMessage("Saved \(response.bookName.terminalSafe) back from what is shown")
        case .deleted(let count, let kept)?:
            let keptText = kept > 0 ? "; kept \(CountFormatting.contacts(kept)) another program changed meanwhile" : ""
            return StatusMessage("Deleted \(CountFormatting.contacts(count))\(keptText) (u undoes)")
        case .tagged(let count, let tag)?: return StatusMessage("Tagged \(CountFormatting.contacts(count)) “\(tag.terminalSafe)” (u undoes)")
        case .exported(let count, let path)?: return StatusMessage("Exported \(CountFormatting.contacts(count)) to \(path.terminalSafe)")
        case .savedFromEditor(let name)?: return StatusMessage("Saved \(name.terminalSafe) (u undoes)")
        case .editorUnchanged?: return ActionWording.editorUnchanged
        case .copied(let text)?: return ActionWording.copied(text)
        case .nothingToCopy(let name)?: return StatusMessage("\(name.terminalSafe) has no email or phone to copy", isError: true)
        case .noEmail(let name)?: return ActionWording.noEmail(name)
        case .mailedWithout(let count)?: return StatusMessage("Not written to: \(CountFormatting.contacts(count)) without an email address")
        case .marks(let count)?: return StatusMessage("\(CountFormatting.grouped(count)) marked  - unmarks all")
        case .noMailer?: return ActionWording.noMailer
        case .programFailed(let command, let outcome)?: return ActionWording.programFailed(command, outcome)
        case .synced(let outcome)?: return Self.syncMessage(outcome)
        case .syncFailed(let error)?: return StatusMessage("Sync: \(error.description.terminalSafe)", isError: true)
        case .oneBookOpen?: return StatusMessage("One book is open: several are set in the settings ([books.NAME]; see contactsbook books)")
        case .transferred(let count, let asked, let book, let copying)?:
            let already = asked > count ? "; \(CountFormatting.grouped(asked - count)) already there" : ""
            return StatusMessage("\(copying ? "Copied" : "Moved") \(CountFormatting.contacts(count)) to \(book.terminalSafe)\(already) (u undoes)")
        case nil:
            guard !response.marked.isEmpty else { return nil }
            return StatusMessage("Space marks  + all shown  ! inverts  d T x m act on the marked  Esc unmarks")
        }
    }

    /// "2 added, 1 changed, 1 deleted".
    static func describe(_ count: BookChangeCount) -> String {
        let parts = [(count.added, "added"), (count.changed, "changed"), (count.removed, "deleted")].filter { $0.0 > 0 }
        return parts.isEmpty ? "nothing" : parts.map { "\(CountFormatting.grouped($0.0)) \($0.1)" }.joined(separator: ", ")
    }

    /// What changed on each side; a failed command (with the last thing it said) or cards left
    /// alone make it an error to look at.
    static func syncMessage(_ outcome: SyncOutcome) -> StatusMessage {
        var text = "Synced: " + SyncWording.summary(outcome.report)
        if !outcome.report.conflicts.isEmpty { text += " · " + SyncWording.conflicts(outcome.report.conflicts.count) }
        let skipped = outcome.report.problems.count
        if skipped > 0 { text += " · \(skipped) card\(skipped == 1 ? "" : "s") left alone (contactsbook sync names them)" }
        if let problem = SyncWording.commandProblem(outcome.commands) {
            let said = outcome.commands.last { !$0.succeeded }.flatMap { SyncWording.lastLine(of: $0.output) }
            text += " · " + problem + (said.map { ": " + $0 } ?? "")
        }
        return StatusMessage(text.terminalSafe, isError: skipped > 0 || SyncWording.commandProblem(outcome.commands) != nil)
    }

    public func presentSyncConflicts(response: ContactList.Sync.ConflictsResponse) {
        view?.displaySyncConflicts()
    }

    /// "ContactsBook — " and the book's name (the books', when several), then what it is doing:
    /// a long name is cut with "…" so that "(reading…)" or "(saving…)" always shows.
    private static func title(_ name: String, doing: String, beside trailing: String, in response: ContactList.ShowContacts.Response)
        -> String
    {
        let lead = "ContactsBook — "
        let room = response.viewport.columns - 3 - DisplayWidth.of(trailing) - 1 - DisplayWidth.of(lead) - DisplayWidth.of(doing)
        let safe = name.terminalSafe
        guard DisplayWidth.of(safe) > room else { return lead + safe + doing }
        return lead + (room > 1 ? DisplayWidth.prefix(safe, fitting: room - 1) + "…" : "") + doing
    }

    /// What the book is doing, after its name.
    private static func doing(_ response: ContactList.ShowContacts.Response) -> String {
        if response.isReading { return " (reading…)" }
        if response.unsaved != nil { return " (not saved)" }
        return response.isSaving ? " (saving…)" : ""
    }

    /// Said until the changes are written: that nothing is lost yet (first, so a narrow
    /// terminal shows it), then what went wrong.
    private func unsaved(_ response: ContactList.ShowContacts.Response) -> StatusMessage? {
        response.unsaved.map { StatusMessage("Kept here, saved with the next change. \($0.description)", isError: true) }
    }

    private func emptyMessage(_ response: ContactList.ShowContacts.Response) -> String? {
        if response.total == 0 { return "No contacts yet: press a to add one" }
        guard response.shown == 0 else { return nil }
        let query = response.filter.query.trimmingWhitespace
        let tag = response.filter.tag.map { " tagged \($0.terminalSafe)" } ?? ""
        let yet = response.isReading ? " yet: the rest of the book is being read" : ""
        return query.isEmpty ? "No contact\(tag)\(yet)" : "No contact\(tag) matches “\(query.terminalSafe)”\(yet)"
    }

    private func filterLine(_ filter: ContactList.Filter) -> String? {
        guard filter.isNarrowing else { return nil }
        var parts: [String] = []
        if !filter.query.trimmingWhitespace.isEmpty { parts.append("“\(filter.query.trimmingWhitespace.terminalSafe)”") }
        if let tag = filter.tag { parts.append("tag \(tag.terminalSafe)") }
        if let books = filter.books { parts.append("book\(books.count == 1 ? "" : "s") " + books.map(\.terminalSafe).joined(separator: ", ")) }
        return "Showing " + parts.joined(separator: ", ") + " — / changes, Esc shows all"
    }

    public func presentDeleteConflict(response: ContactList.DeleteContact.ConflictResponse) {
        view?.displayDeleteConflict(viewModel: .deleting(response.conflict))
    }

    public func presentEditorConflict(response: ContactList.EditInEditor.ConflictResponse) {
        view?.displayEditorConflict(viewModel: .saving(response.conflict))
    }

    /// Column widths for a terminal width: the name takes the most, the phone the least. In a
    /// narrow terminal the email goes first, then the phone, so the name stays readable. A phone
    /// number is kept whole (up to 20 columns) before the name is cut below `shortestName`.
    /// With several books, each contact's follows its name: whole up to `widestBook`, or its
    /// first letter where the phone no longer fits.
    struct Columns {
        static let gap = 2
        static let widthForPhone = 36
        static let widthForEmail = 72
        static let shortestName = 12
        static let widestBook = 12
        /// A book's first letter, in two columns (one letter may be wide).
        static let bookMarker = 2
        let name: Int
        let phone: Int
        let email: Int
        let book: Int

        /// `shown`: the columns the settings ask for; a narrow terminal drops the email first.
        /// `longestPhone`: the widest phone number on the page. `longestBook`: the widest book
        /// name, 0 when one book is shown.
        init(width: Int, shown: [Settings.Column] = Settings.Column.allCases, longestPhone: Int = 0, longestBook: Int = 0) {
            let room = width >= Self.widthForEmail ? 2 : width >= Self.widthForPhone ? 1 : 0
            let kept = Settings.Column.allCases.filter(shown.contains).prefix(room)
            let (showsPhone, showsEmail) = (kept.contains(.phone), kept.contains(.email))
            book =
                longestBook == 0 ? 0 : width >= Self.widthForPhone ? min(Self.widestBook, max(4, longestBook)) : min(Self.bookMarker, width / 8)
            // A three-column gutter (mark, favourite) on the left, one space on the right.
            let available = max(0, width - 4 - kept.count * Self.gap - (book > 0 ? book + 1 : 0))
            let share = min(20, available / (showsEmail ? 4 : 3))
            let whole = min(20, longestPhone, available - Self.shortestName - (showsEmail ? Self.shortestName : 0))
            phone = showsPhone ? max(share, whole) : 0
            name = showsEmail ? (available - phone) * 9 / 20 : available - phone
            email = available - phone - name
        }

        /// A three-column gutter first: the mark, the star, a space.
        func line(_ nameText: String, _ phoneText: String, _ emailText: String, book bookText: String = "", favorite: Bool, marked: Bool) -> String {
            let space = String(repeating: " ", count: Self.gap)
            var line = (marked ? "✓" : " ") + (favorite ? "★ " : "  ") + DisplayWidth.fit(nameText.terminalSafe, to: name)
            if book > Self.bookMarker {
                line += " " + DisplayWidth.fit(bookText.terminalSafe, to: book)
            } else if book > 0 {
                line += " " + DisplayWidth.fit(String(bookText.terminalSafe.prefix(1)), to: book)
            }
            if phone > 0 { line += space + DisplayWidth.fit(phoneText.terminalSafe, to: phone) }
            if email > 0 { line += space + DisplayWidth.fit(emailText.terminalSafe, to: email) }
            return line + " "
        }
    }
}
