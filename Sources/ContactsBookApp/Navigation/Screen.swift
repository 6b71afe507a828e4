import ContactsCore

/// Every screen of the app, in one list. The factory builds a scene for each case, so adding a
/// screen makes the compiler point at each place that must handle it. Associated values are the
/// data a scene needs to start, handed to its DataStore by the factory.
public enum Screen: Equatable {
    case contactList
    case contactDetail(id: Contact.ID)
    /// Edits the contact with this id, or adds a new one when the id is nil.
    case editContact(id: Contact.ID?)
    /// The edit form, started from a draft an earlier run left unsaved.
    case restoreDraft(EditDraft)
    case confirm(ConfirmDialog.Configuration)
    case help
    /// Occasions coming up, among the books shown (nil: every book).
    case birthdays(books: [String]?)
    /// First run: start an empty book or a copy of the sample book.
    case welcome
    /// The data file could not be read: what is wrong and what to do.
    case damagedFile(StoreError)
    /// The book's tags with their counts, to filter the list by one; `current` is the tag in force.
    case tagPicker(current: String?)
    /// A one-line typed answer (a tag, a file name), drawn over the screen that asked.
    case textPrompt(TextPrompt.Configuration)
    /// Groups of contacts that look like the same person.
    case duplicates(books: [String]?)
    /// One group side by side, to merge or dismiss.
    case duplicateGroup(ids: [Contact.ID])
    /// Contacts the last sync found changed both in the book and in the vdir, to settle.
    case syncConflicts([SyncConflict])
    /// The books shown together with their counts: which to show, or where contacts go.
    case bookPicker(BookPicker.Configuration)
    // make scene: new screens go above this line
}
