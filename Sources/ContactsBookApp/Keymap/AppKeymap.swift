import Localization
import TerminalUI

/// Every key the app understands, scene by scene.
public enum AppKeymap {
    public enum ListCommand: Equatable, Sendable {
        case move(ListMovement)
        case open, add, edit, delete, search, clearFilter, tag, sort, favorite, undo, redo, reload, mark, markAll, unmarkAll, invertMarks,
            tagMarked, exportMarked, copy, mail, editInEditor, duplicates, sync, birthdays, books, moveToBook, copyToBook, help, quit
    }
    public enum DetailCommand: Sendable {
        case move(ListMovement)
        case act(ContactDetail.Act.Action)
        case addTag, edit, delete, back, help
    }
    public enum EditCommand: Sendable { case next, previous, save, cancel, addEntry, removeEntry, toggle, help }
    public enum DialogCommand: Sendable { case yes, no }
    public enum HelpCommand: Equatable, Sendable {
        case scroll(ListMovement)
        case search, nextMatch, previousMatch, close
    }

    public static let list = KeyTable<ListCommand>(
        title: N_("Contact list"),
        bindings: KeyBinding.listMovements(of: .contact, ListCommand.move) + [
            KeyBinding([.enter, .right], .open, N_("Open contact"), status: N_("Open")),
            KeyBinding([.character("a")], .add, N_("Add a contact"), status: N_("Add")),
            KeyBinding([.character("e")], .edit, N_("Edit the selected contact"), status: N_("Edit")),
            KeyBinding([.character("d"), .delete], .delete, N_("Delete (asks first)"), status: N_("Delete")),
            KeyBinding([.character("/")], .search, N_("Search as you type (Enter keeps it, Esc clears it)"), status: N_("Search")),
            KeyBinding([.character("t")], .tag, N_("Show only the contacts with a tag"), status: N_("Tag")),
            KeyBinding([.escape], .clearFilter, N_("Unmark all; else show every contact again")),
            KeyBinding([.character(" ")], .mark, N_("Mark or unmark, then next (d, T, x, m act on the marked)")),
            KeyBinding([.character("+")], .markAll, N_("Mark every contact shown (every match of the search)")),
            KeyBinding([.character("-")], .unmarkAll, N_("Unmark all")),
            KeyBinding([.character("!")], .invertMarks, N_("Invert the marks of the contacts shown")),
            KeyBinding([.character("T")], .tagMarked, N_("Add a tag to the marked contacts (else the selected)")),
            KeyBinding([.character("x")], .exportMarked, N_("Export the marked (else the selected) to a vCard file")),
            KeyBinding([.character("s")], .sort, N_("Sort: last name, first name, company, recently changed"), status: N_("Sort")),
            KeyBinding([.character("*")], .favorite, N_("Favourite or not (favourites are listed first)")),
            KeyBinding([.character("u")], .undo, N_("Undo the last change (again for the one before)"), status: N_("Undo")),
            KeyBinding([.control("r")], .redo, N_("Redo what was undone")),
            KeyBinding([.character("R")], .reload, N_("Reload the book (others' changes show by themselves)")),
            KeyBinding([.character("E")], .editInEditor, N_("Edit the whole contact as text in $VISUAL or $EDITOR")),
            KeyBinding([.character("m")], .mail, N_("Write one email to the marked (else the selected) contacts")),
            KeyBinding([.character("y")], .copy, N_("Copy the email (else the phone) to the clipboard")),
            KeyBinding([.character("D")], .duplicates, N_("Find possible duplicates, to merge or dismiss")),
            KeyBinding([.character("b")], .birthdays, N_("Birthdays and anniversaries coming up")),
            KeyBinding([.character("S")], .sync, N_("Sync with the vdir and CardDAV servers")),
            KeyBinding([.character("B")], .books, N_("Show one, several or every book (with several books)")),
            KeyBinding([.character("M")], .moveToBook, N_("Move the marked (else the selected) to another book")),
            KeyBinding([.character("C")], .copyToBook, N_("Copy the marked (else the selected) to another book")),
            KeyBinding([.character("?"), .function(1)], .help, N_("Help"), status: N_("Help")),
            KeyBinding([.character("q")], .quit, N_("Quit"), status: N_("Quit")),
        ])

    public static let detail = KeyTable<DetailCommand>(
        title: N_("Contact"),
        bindings: KeyBinding.listMovements(of: .field, DetailCommand.move) + [
            KeyBinding([.character(" ")], .move(.pageDown), N_("Page down")),
            KeyBinding([.enter], .act(.activateField), N_("Write to the email, open the web address, copy the rest"), status: N_("Act")),
            KeyBinding([.character("y")], .act(.copyField), N_("Copy the field to the clipboard"), status: N_("Copy")),
            KeyBinding([.character("m")], .act(.mail), N_("Write an email (to the address under the cursor, else the first)")),
            KeyBinding([.character("E")], .act(.editInEditor), N_("Edit the whole contact as text in $VISUAL or $EDITOR")),
            KeyBinding([.character("*")], .act(.toggleFavorite), N_("Favourite or not")),
            KeyBinding([.character("T")], .addTag, N_("Add a tag")),
            KeyBinding([.character("e")], .edit, N_("Edit this contact"), status: N_("Edit")),
            KeyBinding([.character("d"), .delete], .delete, N_("Delete (asks first)"), status: N_("Delete")),
            KeyBinding([.escape, .character("q"), .left], .back, N_("Back to the list"), status: N_("Back")),
            KeyBinding([.character("?"), .function(1)], .help, N_("Help"), status: N_("Help")),
        ])

    /// Editing keys inside a field (Left/Right, Ctrl-A/E/K/U/W...) belong to the line editor and
    /// are listed in Help from `fieldEditingHelp`.
    public static let edit = KeyTable<EditCommand>(
        title: N_("Edit form"),
        bindings: [
            KeyBinding([.control("s"), .function(2)], .save, N_("Save"), status: N_("Save")),
            KeyBinding([.escape], .cancel, N_("Cancel (asks if changed)"), status: N_("Cancel")),
            KeyBinding([.tab, .down, .enter], .next, N_("Next field"), status: N_("Next")),
            KeyBinding([.backTab, .up], .previous, N_("Previous field")),
            KeyBinding([.control("n")], .addEntry, N_("Add a phone, email, URL or address"), status: N_("Add entry")),
            KeyBinding([.control("x")], .removeEntry, N_("Remove this entry"), status: N_("Remove")),
            KeyBinding([.character(" ")], .toggle, N_("Toggle favourite, or the next book (on that field)")),
            KeyBinding([.function(1)], .help, N_("Help"), status: N_("Help")),
        ])

    /// The keys are the keyboard's; "(Notes)" and "Paste" are words, translated.
    public static var fieldEditingHelp: HelpSection {
        // TRANSLATORS: keys in Help, used only in the Notes field; keep {keys} as it is.
        let inNotes = { (keys: String) in tr("{keys} (Notes)", ["keys": keys]) }
        return HelpSection(
            title: N_("Inside a field"),
            entries: [
                .init(
                    keys: inNotes("Up Down"),  // untranslated: key names
                    summary: N_("Move between the lines of the notes; past the first or last line, to the field before or after")),
                .init(keys: "Left Right", summary: N_("Move the cursor")),  // untranslated: key names
                .init(keys: "Home ^A  End ^E", summary: N_("Start or end of the line")),  // untranslated: key names
                .init(keys: "Backspace Del", summary: N_("Delete before or at the cursor")),  // untranslated: key names
                .init(keys: "^K  ^U", summary: N_("Delete to the end or the start of the line")),
                .init(keys: "^W", summary: N_("Delete back to the space before the cursor")),
                .init(keys: "M-b M-f  ^Left ^Right", summary: N_("A word back or forward (M- is Alt)")),  // untranslated: key names
                .init(keys: "M-Backspace  M-d", summary: N_("Delete the word before or after the cursor")),  // untranslated: key names
                .init(keys: Key.paste("").displayName, summary: N_("Goes into the field; line breaks are kept only in the notes")),
                .init(keys: inNotes("Enter"), summary: N_("New line; Tab leaves the notes")),  // untranslated: key name
            ])
    }

    public static let dialog = KeyTable<DialogCommand>(
        title: N_("Questions"),
        bindings: [
            KeyBinding([.character("y"), .character("Y")], .yes, N_("Yes"), languageKeys: { AppKeymap.languageYesKeys }),
            KeyBinding([.character("n"), .character("N"), .escape, .enter, .character("q")], .no, N_("No (the default)")),
        ])

    public static let help = KeyTable<HelpCommand>(
        title: N_("Help"),
        bindings: KeyBinding.listMovements(of: .line, first: N_("Top"), HelpCommand.scroll) + [
            KeyBinding([.character(" ")], .scroll(.pageDown), N_("Page down")),
            KeyBinding([.character("/")], .search, N_("Search the keys and what they do (Enter keeps, Esc clears)"), status: N_("Search")),
            KeyBinding([.character("n")], .nextMatch, N_("Next match"), status: N_("Next/previous"), statusKey: "n/N"),
            KeyBinding([.character("N")], .previousMatch, N_("Previous match")),
            KeyBinding([.escape, .character("q"), .character("?"), .left], .close, N_("Close help"), status: N_("Close")),
        ])

    public static var global: HelpSection {
        HelpSection(
            title: N_("Anywhere"),
            entries: [
                .init(keys: "^C", summary: N_("Quit (asks first if an edit is unsaved)")),
                .init(keys: "^Z", summary: N_("Suspend to the shell (fg comes back)")),
                .init(keys: "^L", summary: N_("Draw the screen again")),
                .init(
                    keys: tr("Mouse", context: "key name"), summary: N_("In the list: click selects, double-click opens, the wheel scrolls")),
            ])
    }

    /// Help's content, in the order a newcomer meets the screens.
    public static var helpSections: [HelpSection] {
        [
            list.helpSection, detail.helpSection, edit.helpSection, fieldEditingHelp, dialog.helpSection, help.helpSection,
            birthdays.helpSection,
            welcome.helpSection,
            damagedFile.helpSection,
            tagPicker.helpSection,
            textPrompt.helpSection,
            duplicates.helpSection,
            duplicateGroup.helpSection,
            syncConflicts.helpSection,
            bookPicker.helpSection,
            // make scene: new scenes' keys go above this line
            global,
        ]
    }
}

/// y/N questions: y or Y says yes in every language, and so does the language's own yes letter
/// (msgctxt "yes letter": s for sim and sí), in either case. Asked when the key arrives, so a
/// question always speaks the language of the moment; every other key is the same in every
/// language.
extension AppKeymap {
    /// The current language's yes letter when it is not y (nil in English, and for a catalog
    /// entry that is not one letter, or is n or q, which say no).
    public static var yesLetter: Character? {
        // TRANSLATORS: the first letter of your language's "yes" (one letter, lower case): y/N questions take it beside y. Never n or q.
        let letter = tr("y", context: "yes letter").lowercased()
        guard letter.count == 1, let character = letter.first, character.isLetter, !["y", "n", "q"].contains(character) else { return nil }
        return character
    }

    /// Whether the character says yes to a y/N question: y, Y, or the language's yes letter.
    public static func isYes(_ character: Character) -> Bool {
        let typed = character.lowercased()
        return typed == "y" || yesLetter.map { String($0) == typed } == true
    }

    /// The keys of the language's yes letter, lower and upper case (none in English).
    static var languageYesKeys: [Key] {
        guard let letter = yesLetter else { return [] }
        let upper = String(letter).uppercased()
        return [.character(letter)] + (upper.count == 1 && upper != String(letter) ? [.character(Character(upper))] : [])
    }
}
