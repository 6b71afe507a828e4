import ContactsCore
import Localization

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
            ? tr("{shown} of {total}", ["shown": CountFormatting.grouped(response.shown), "total": CountFormatting.grouped(response.total)])
            : CountFormatting.contacts(response.total)
        let marks = response.marked.isEmpty ? [] : [trn("{count} marked", "{count} marked", response.marked.count)]
        // TRANSLATORS: the order of the list, after the count in the title bar: "by last name".
        let trailing = ([count] + marks + [tr("by {sort}", ["sort": filter.sort.title])]).joined(separator: " · ")
        var viewModel = ContactList.ShowContacts.ViewModel(
            title: Self.title(
                filter.books?.joined(separator: " + ") ?? response.bookName, doing: Self.doing(response), beside: trailing, in: response),
            trailing: trailing,
            // TRANSLATORS: the list's column headers; "Book" is the address book the contact is in.
            columnHeader: columns.line(tr("Name"), tr("Phone"), tr("Email"), book: tr("Book"), favorite: false, marked: false),
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
        // TRANSLATORS: {change} says what the change did, as "deleting Ada Lovelace".
        case .undid(let change)?: return StatusMessage(tr("Undid {change}", ["change": change.terminalSafe]))
        case .nothingToUndo?: return StatusMessage(tr("Nothing to undo"))
        case .redid(let change)?: return StatusMessage(tr("Redid {change} (u undoes)", ["change": change.terminalSafe]))
        case .nothingToRedo?: return StatusMessage(tr("Nothing to redo"))
        case .deletedOne(let name)?: return StatusMessage(tr("Deleted {name} (u undoes)", ["name": name.terminalSafe]))
        case .reloaded(let count)?: return StatusMessage(tr("Changed elsewhere, now shown: {changes}", ["changes": Self.describe(count)]))
        case .reloadFoundNothing?:
            return StatusMessage(tr("Read {book} again: nothing changed elsewhere", ["book": response.bookName.terminalSafe]))
        case .savedBack?: return StatusMessage(tr("Saved {book} back from what is shown", ["book": response.bookName.terminalSafe]))
        case .deleted(let count, let kept)?:
            guard kept > 0 else { return StatusMessage(trn("Deleted {count} contact (u undoes)", "Deleted {count} contacts (u undoes)", count)) }
            let keptText = trn(
                "kept {count} contact another program changed meanwhile", "kept {count} contacts another program changed meanwhile", kept)
            // TRANSLATORS: {kept} is "kept 2 contacts another program changed meanwhile".
            let text = trn("Deleted {count} contact; {kept} (u undoes)", "Deleted {count} contacts; {kept} (u undoes)", count, ["kept": keptText])
            return StatusMessage(text)
        case .tagged(let count, let tag)?:
            return StatusMessage(
                trn("Tagged {count} contact “{tag}” (u undoes)", "Tagged {count} contacts “{tag}” (u undoes)", count, ["tag": tag.terminalSafe]))
        case .exported(let count, let path)?:
            return StatusMessage(trn("Exported {count} contact to {path}", "Exported {count} contacts to {path}", count, ["path": path.terminalSafe]))
        case .savedFromEditor(let name)?: return StatusMessage(tr("Saved {name} (u undoes)", ["name": name.terminalSafe]))
        case .editorUnchanged?: return ActionWording.editorUnchanged
        case .copied(let text)?: return ActionWording.copied(text)
        case .nothingToCopy(let name)?:
            return StatusMessage(tr("{name} has no email or phone to copy", ["name": name.terminalSafe]), isError: true)
        case .noEmail(let name)?: return ActionWording.noEmail(name)
        case .noneHaveEmail?: return StatusMessage(tr("None of them has an email address"), isError: true)
        case .mailedWithout(let count)?:
            return StatusMessage(
                trn("Not written to: {count} contact without an email address", "Not written to: {count} contacts without an email address", count))
        case .marks(let count)?: return StatusMessage(trn("{count} marked  - unmarks all", "{count} marked  - unmarks all", count))
        case .noMailer?: return ActionWording.noMailer
        case .programFailed(let command, let outcome)?: return ActionWording.programFailed(command, outcome)
        case .synced(let outcome)?: return Self.syncMessage(outcome)
        case .syncFailed(let error)?: return StatusMessage(tr("Sync: {problem}", ["problem": error.description.terminalSafe]), isError: true)
        case .oneBookOpen?: return StatusMessage(tr("One book is open: several are set in the settings ([books.NAME]; see contactsbook books)"))
        case .transferred(let count, let asked, let book, let copying)?:
            return StatusMessage(Self.transferred(count, of: asked, to: book.terminalSafe, copying: copying))
        case nil:
            guard !response.marked.isEmpty else { return nil }
            return StatusMessage(tr("Space marks  + all shown  ! inverts  d T x m act on the marked  Esc unmarks"))
        }
    }

    /// "Moved 3 contacts to Work (u undoes)", and how many of them the book had already.
    private static func transferred(_ count: Int, of asked: Int, to book: String, copying: Bool) -> String {
        guard asked > count else {
            return copying
                ? trn("Copied {count} contact to {book} (u undoes)", "Copied {count} contacts to {book} (u undoes)", count, ["book": book])
                : trn("Moved {count} contact to {book} (u undoes)", "Moved {count} contacts to {book} (u undoes)", count, ["book": book])
        }
        let already = trn("{count} already there", "{count} already there", asked - count)
        let values = ["book": book, "already": already]
        guard copying else {
            // TRANSLATORS: {already} is "2 already there": contacts the book had already.
            return trn(
                "Moved {count} contact to {book}; {already} (u undoes)", "Moved {count} contacts to {book}; {already} (u undoes)", count, values)
        }
        // TRANSLATORS: {already} is "2 already there": contacts the book had already.
        return trn("Copied {count} contact to {book}; {already} (u undoes)", "Copied {count} contacts to {book}; {already} (u undoes)", count, values)
    }

    /// "2 added, 1 changed, 1 deleted".
    static func describe(_ count: BookChangeCount) -> String {
        var parts: [String] = []
        if count.added > 0 { parts.append(trn("{count} added", "{count} added", count.added)) }
        if count.changed > 0 { parts.append(trn("{count} changed", "{count} changed", count.changed)) }
        if count.removed > 0 { parts.append(trn("{count} deleted", "{count} deleted", count.removed)) }
        // TRANSLATORS: what another program changed in the book: none of its contacts.
        return parts.isEmpty ? tr("nothing") : parts.joined(separator: ", ")
    }

    /// What changed on each side; a failed command (with the last thing it said) or cards left
    /// alone make it an error to look at.
    static func syncMessage(_ outcome: SyncOutcome) -> StatusMessage {
        var text = tr("Synced: {summary}", ["summary": SyncWording.summary(outcome.report)])
        if !outcome.report.conflicts.isEmpty { text += " · " + SyncWording.conflicts(outcome.report.conflicts.count) }
        let skipped = outcome.report.problems.count
        if skipped > 0 {
            text +=
                " · "
                + trn("{count} card left alone (contactsbook sync names them)", "{count} cards left alone (contactsbook sync names them)", skipped)
        }
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
        let lead = "ContactsBook — "  // untranslated: the program's name
        let room = response.viewport.columns - 3 - DisplayWidth.of(trailing) - 1 - DisplayWidth.of(lead) - DisplayWidth.of(doing)
        let safe = name.terminalSafe
        guard DisplayWidth.of(safe) > room else { return lead + safe + doing }
        return lead + (room > 1 ? DisplayWidth.prefix(safe, fitting: room - 1) + "…" : "") + doing
    }

    /// What the book is doing, after its name.
    private static func doing(_ response: ContactList.ShowContacts.Response) -> String {
        if response.isReading { return " " + tr("(reading…)") }
        if response.unsaved != nil { return " " + tr("(not saved)") }
        return response.isSaving ? " " + tr("(saving…)") : ""
    }

    /// Said until the changes are written: that nothing is lost yet (first, so a narrow
    /// terminal shows it), then what went wrong.
    private func unsaved(_ response: ContactList.ShowContacts.Response) -> StatusMessage? {
        response.unsaved.map { StatusMessage(tr("Kept here, saved with the next change. {problem}", ["problem": $0.description]), isError: true) }
    }

    private func emptyMessage(_ response: ContactList.ShowContacts.Response) -> String? {
        if response.total == 0 { return tr("No contacts yet: press a to add one") }
        guard response.shown == 0 else { return nil }
        let query = response.filter.query.trimmingWhitespace
        let values = ["tag": response.filter.tag?.terminalSafe ?? "", "query": query.terminalSafe]
        switch (query.isEmpty, response.filter.tag != nil, response.isReading) {
        case (true, false, false): return tr("No contact")
        case (true, false, true): return tr("No contact yet: the rest of the book is being read")
        case (true, true, false): return tr("No contact tagged {tag}", values)
        case (true, true, true): return tr("No contact tagged {tag} yet: the rest of the book is being read", values)
        case (false, false, false): return tr("No contact matches “{query}”", values)
        case (false, false, true): return tr("No contact matches “{query}” yet: the rest of the book is being read", values)
        case (false, true, false): return tr("No contact tagged {tag} matches “{query}”", values)
        case (false, true, true): return tr("No contact tagged {tag} matches “{query}” yet: the rest of the book is being read", values)
        }
    }

    private func filterLine(_ filter: ContactList.Filter) -> String? {
        guard filter.isNarrowing else { return nil }
        var parts: [String] = []
        if !filter.query.trimmingWhitespace.isEmpty { parts.append("“\(filter.query.trimmingWhitespace.terminalSafe)”") }
        if let tag = filter.tag { parts.append(tr("tag {tag}", ["tag": tag.terminalSafe])) }
        if let books = filter.books {
            let names = books.map(\.terminalSafe).joined(separator: ", ")
            parts.append(trn("book {books}", "books {books}", books.count, ["books": names]))
        }
        // TRANSLATORS: {filter} is what the list is narrowed to: "“ada”, tag work, books Home, Work".
        return tr("Showing {filter} — / changes, Esc shows all", ["filter": parts.joined(separator: ", ")])
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
