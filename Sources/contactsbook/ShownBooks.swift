import ContactsBookApp
import ContactsCore
import ContactsEngine

/// What the full screen opens: one book's file, or the books it shows together as one store
/// (`LibraryStore`: every book of the settings, or those `-a` names).
struct ShownBooks {
    let store: ContactStore
    /// Every book's file. The first is the one whose damage stops the opening, so the
    /// recovery is offered for it (a library stops only when no book can be read).
    let paths: [String]
    /// A large book's first contacts, to show at once while the rest is read.
    let preview: () -> [Contact]?
    /// The books shown, when there are several.
    var books: [BookSettings] = []

    var isSeveral: Bool { paths.count > 1 }

    /// S for the books shown: each with a vdir synced in turn, through a worker of its own.
    @MainActor func sync(worker: ContactWorker, readOnly: Bool, backups: Int) -> BookSyncing {
        let synced = books.compactMap { book in
            book.sync.vdir.map { vdir in
                LibrarySync.Book(name: book.name, vdirPath: vdir) { () throws(SyncError) -> BookSyncing in
                    let own = ContactWorker(store: JSONFileStore(path: book.file, readOnly: readOnly, backupsKept: backups), index: HaystackIndex())
                    do throws(StoreError) {
                        try own.load()
                    } catch {
                        throw .book(error)
                    }
                    guard let session = SyncSetup.session(worker: own, bookPath: book.file, settings: book.sync) else { throw .noBookVdir }
                    return session
                }
            }
        }
        return LibrarySync(books: synced, worker: worker)
    }
}

extension BookOptions {
    func shownBooks(_ settings: Settings) -> ShownBooks {
        guard let books = chosenBooks(in: settings), books.count > 1 else {
            let store = store(settings, saysLockWaits: false)
            return ShownBooks(store: store, paths: [path], preview: { store.preview() })
        }
        let stores = books.map { book in
            JSONFileStore(path: book.file, readOnly: readOnly, forceWrite: forceWrite, backupsKept: settings.backups, book: book.name)
        }
        let library = LibraryStore(stores, defaultBook: settings.defaultBook?.name)
        return ShownBooks(store: library, paths: books.map(\.file), preview: { library.preview() }, books: books)
    }
}
