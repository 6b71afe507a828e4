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
        title: "Contact list",
        bindings: KeyBinding.listMovements(of: "contact", ListCommand.move) + [
            KeyBinding([.enter, .right], .open, "Open contact", status: "Enter Open"),
            KeyBinding([.character("a")], .add, "Add a contact", status: "a Add"),
            KeyBinding([.character("e")], .edit, "Edit the selected contact", status: "e Edit"),
            KeyBinding([.character("d"), .delete], .delete, "Delete (asks first)", status: "d Delete"),
            KeyBinding([.character("/")], .search, "Search as you type (Enter keeps it, Esc clears it)", status: "/ Search"),
            KeyBinding([.character("t")], .tag, "Show only the contacts with a tag", status: "t Tag"),
            KeyBinding([.escape], .clearFilter, "Unmark all; else show every contact again"),
            KeyBinding([.character(" ")], .mark, "Mark or unmark, then next (d, T, x, m act on the marked)"),
            KeyBinding([.character("+")], .markAll, "Mark every contact shown (every match of the search)"),
            KeyBinding([.character("-")], .unmarkAll, "Unmark all"),
            KeyBinding([.character("!")], .invertMarks, "Invert the marks of the contacts shown"),
            KeyBinding([.character("T")], .tagMarked, "Add a tag to the marked contacts (else the selected)"),
            KeyBinding([.character("x")], .exportMarked, "Export the marked (else the selected) to a vCard file"),
            KeyBinding([.character("s")], .sort, "Sort: last name, first name, company, recently changed", status: "s Sort"),
            KeyBinding([.character("*")], .favorite, "Favourite or not (favourites are listed first)"),
            KeyBinding([.character("u")], .undo, "Undo the last change (again for the one before)", status: "u Undo"),
            KeyBinding([.control("r")], .redo, "Redo what was undone"),
            KeyBinding([.character("R")], .reload, "Reload the book (others' changes show by themselves)"),
            KeyBinding([.character("E")], .editInEditor, "Edit the whole contact as text in $VISUAL or $EDITOR"),
            KeyBinding([.character("m")], .mail, "Write one email to the marked (else the selected) contacts"),
            KeyBinding([.character("y")], .copy, "Copy the email (else the phone) to the clipboard"),
            KeyBinding([.character("D")], .duplicates, "Find possible duplicates, to merge or dismiss"),
            KeyBinding([.character("b")], .birthdays, "Birthdays and anniversaries coming up"),
            KeyBinding([.character("S")], .sync, "Sync with the vdir and CardDAV servers"),
            KeyBinding([.character("B")], .books, "Show one, several or every book (with several books)"),
            KeyBinding([.character("M")], .moveToBook, "Move the marked (else the selected) to another book"),
            KeyBinding([.character("C")], .copyToBook, "Copy the marked (else the selected) to another book"),
            KeyBinding([.character("?"), .function(1)], .help, "Help", status: "? Help"),
            KeyBinding([.character("q")], .quit, "Quit", status: "q Quit"),
        ])

    public static let detail = KeyTable<DetailCommand>(
        title: "Contact",
        bindings: KeyBinding.listMovements(of: "field", DetailCommand.move) + [
            KeyBinding([.character(" ")], .move(.pageDown), "Page down"),
            KeyBinding([.enter], .act(.activateField), "Write to the email, open the web address, copy the rest", status: "Enter Act"),
            KeyBinding([.character("y")], .act(.copyField), "Copy the field to the clipboard", status: "y Copy"),
            KeyBinding([.character("m")], .act(.mail), "Write an email (to the address under the cursor, else the first)"),
            KeyBinding([.character("E")], .act(.editInEditor), "Edit the whole contact as text in $VISUAL or $EDITOR"),
            KeyBinding([.character("*")], .act(.toggleFavorite), "Favourite or not"),
            KeyBinding([.character("T")], .addTag, "Add a tag"),
            KeyBinding([.character("e")], .edit, "Edit this contact", status: "e Edit"),
            KeyBinding([.character("d"), .delete], .delete, "Delete (asks first)", status: "d Delete"),
            KeyBinding([.escape, .character("q"), .left], .back, "Back to the list", status: "Esc Back"),
            KeyBinding([.character("?"), .function(1)], .help, "Help", status: "? Help"),
        ])

    /// Editing keys inside a field (Left/Right, Ctrl-A/E/K/U/W...) belong to the line editor and
    /// are listed in Help from `fieldEditingHelp`.
    public static let edit = KeyTable<EditCommand>(
        title: "Edit form",
        bindings: [
            KeyBinding([.control("s"), .function(2)], .save, "Save", status: "^S Save"),
            KeyBinding([.escape], .cancel, "Cancel (asks if changed)", status: "Esc Cancel"),
            KeyBinding([.tab, .down, .enter], .next, "Next field", status: "Tab Next"),
            KeyBinding([.backTab, .up], .previous, "Previous field"),
            KeyBinding([.control("n")], .addEntry, "Add a phone, email, URL or address", status: "^N Add entry"),
            KeyBinding([.control("x")], .removeEntry, "Remove this entry", status: "^X Remove"),
            KeyBinding([.character(" ")], .toggle, "Toggle favourite, or the next book (on that field)"),
            KeyBinding([.function(1)], .help, "Help", status: "F1 Help"),
        ])

    public static let fieldEditingHelp = HelpSection(
        title: "Inside a field",
        entries: [
            .init(keys: "Up Down (Notes)", summary: "Move between the lines of the notes; past the first or last line, to the field before or after"),
            .init(keys: "Left Right", summary: "Move the cursor"),
            .init(keys: "Home ^A  End ^E", summary: "Start or end of the line"),
            .init(keys: "Backspace Del", summary: "Delete before or at the cursor"),
            .init(keys: "^K  ^U", summary: "Delete to the end or the start of the line"),
            .init(keys: "^W", summary: "Delete back to the space before the cursor"),
            .init(keys: "M-b M-f  ^Left ^Right", summary: "A word back or forward (M- is Alt)"),
            .init(keys: "M-Backspace  M-d", summary: "Delete the word before or after the cursor"),
            .init(keys: "Paste", summary: "Goes into the field; line breaks are kept only in the notes"),
            .init(keys: "Enter (Notes)", summary: "New line; Tab leaves the notes"),
        ])

    public static let dialog = KeyTable<DialogCommand>(
        title: "Questions",
        bindings: [
            KeyBinding([.character("y"), .character("Y")], .yes, "Yes"),
            KeyBinding([.character("n"), .character("N"), .escape, .enter, .character("q")], .no, "No (the default)"),
        ])

    public static let help = KeyTable<HelpCommand>(
        title: "Help",
        bindings: KeyBinding.listMovements(of: "line", first: "Top", HelpCommand.scroll) + [
            KeyBinding([.character(" ")], .scroll(.pageDown), "Page down"),
            KeyBinding([.character("/")], .search, "Search the keys and what they do (Enter keeps, Esc clears)", status: "/ Search"),
            KeyBinding([.character("n")], .nextMatch, "Next match", status: "n/N Next/previous"),
            KeyBinding([.character("N")], .previousMatch, "Previous match"),
            KeyBinding([.escape, .character("q"), .character("?"), .left], .close, "Close help", status: "Esc Close"),
        ])

    public static let global = HelpSection(
        title: "Anywhere",
        entries: [
            .init(keys: "^C", summary: "Quit (asks first if an edit is unsaved)"),
            .init(keys: "^Z", summary: "Suspend to the shell (fg comes back)"),
            .init(keys: "^L", summary: "Draw the screen again"),
            .init(keys: "Mouse", summary: "In the list: click selects, double-click opens, the wheel scrolls"),
        ])

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
