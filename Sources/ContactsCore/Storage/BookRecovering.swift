/// What the damaged-file flow can do about a book that cannot be read: find the latest backup
/// that loads, put it back, or read what can be read of the damaged file. The engine's
/// `BookRecovery` is one; the DamagedFile Interactor knows only this.
public protocol BookRecovering {
    /// The newest backup that loads, with its book; nil when there is none.
    func latestBackup() -> (path: String, book: AddressBook)?
    /// Puts the backup back over the damaged book; returns where the damaged file was kept.
    func restore(_ backupPath: String) throws(StoreError) -> String
    /// Every complete contact the damaged file still holds, and how many could not be read.
    func salvage() -> (book: AddressBook, skipped: Int)
}
