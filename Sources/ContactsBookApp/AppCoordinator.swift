import ContactsCore
import ContactsEngine
import Localization
import TerminalUI

/// The flows a child scene reports back to when it is done.
@MainActor
public protocol AppFlowDelegate: AnyObject {
    func welcomeDidFinish(_ outcome: Welcome.Outcome)
    func damagedFileDidFinish(_ outcome: DamagedFile.Outcome)
}

/// Decides which flow runs and owns the navigation stack: the one place that knows what the
/// app shows first and what follows a finished flow.
///
///     no data file      -> Welcome  -- book created --> ContactList
///                                   -- quit ---------> end (no file written)
///     damaged data file -> DamagedFile -- backup put back --> ContactList
///                                      -- read-only -------> ContactList (nothing is saved)
///                                      -- quit ------------> end, exit status 2
///     otherwise         -> ContactList (+ an edit left unsaved: restore it? -> EditContact)
@MainActor
public final class AppCoordinator: AppFlowDelegate {
    public enum StartDecision: Equatable {
        /// No book yet: offer an empty book or the sample book.
        case welcome
        /// The book loaded: show the contacts.
        case contactList
        /// The file is damaged or unreadable: explain, quit, leave it untouched.
        case damagedFile(StoreError)
    }

    public let worker: ContactWorker
    /// How to recover the book's file when it is damaged (nil: no file behind the book).
    private let recovery: BookRecovery?
    /// Where edits in progress are kept (nil: none are, as in a read-only book).
    private let drafts: EditDraftKeeping?
    /// What the process should exit with once the run loop ends.
    public private(set) var exitStatus: Int32 = 0
    private var navigation: NavigationStack?
    private var programs: ExternalPrograms?
    private var progress: ProgressReporting?

    private let settings: Settings
    /// The book's sync with its vdir (nil: none configured).
    private let sync: BookSyncing?
    /// What was wrong with the settings file, said once the first screen is up.
    private var settingsProblems: [String]

    /// Where scenes run what would keep keys waiting (the app's thread, or at once).
    public let work: BackgroundWork
    /// Writes the worker's changes off the run loop (nil: each is saved as it is made).
    private let keeper: BookFileKeeper?

    public init(
        worker: ContactWorker, recovery: BookRecovery? = nil, drafts: EditDraftKeeping? = nil, settings: Settings = Settings(),
        settingsProblems: [String] = [], sync: BookSyncing? = nil, work: BackgroundWork = ImmediateWork(), keeper: BookFileKeeper? = nil
    ) {
        self.sync = sync
        self.keeper = keeper
        self.work = work
        self.worker = worker
        self.recovery = recovery
        self.drafts = drafts
        self.settings = settings
        self.settingsProblems = settingsProblems
    }

    /// A large book: its first contacts listed at once by the real list, which answers keys
    /// (moving, searching, opening) while the whole book is read on `work` (`readWholeBook`,
    /// once the first screen is drawn); the list then shows the whole book, keeping its search
    /// and selection. Changes wait for the whole book (the worker refuses them meanwhile); a
    /// damaged book brings the damaged-file screen.
    public func startReading(
        firstPage: [Contact], size: TerminalSize, programs: ExternalPrograms? = nil, progress: ProgressReporting? = nil
    ) -> NavigationStack {
        worker.showFirstPage(firstPage)
        return start(nil, size: size, programs: programs, progress: progress)
    }

    /// Reads the whole book behind the first page `startReading` shows.
    public func readWholeBook() {
        // Nothing on the run loop touches the worker's store while it reads (see `isReading`).
        let reader = HandedOver(worker)
        work.run({ Result { () throws(StoreError) in try reader.value.readWholeBook() } }, then: { [weak self] read in self?.finishReading(read) })
    }

    private func finishReading(_ read: Result<ContactWorker.WholeBook, StoreError>) {
        guard let navigation else { return }
        switch read {
        case .success(let whole) where worker.show(whole):
            navigation.bookMayHaveChanged()
            offerLeftDraft()
            reportSettingsProblems()
        case .success:
            // Removed while it was being read: as on a first run.
            navigation.reset(to: .welcome)
        case .failure(let error):
            damage = error
            navigation.reset(to: .damagedFile(error))
        }
    }

    /// What was wrong with the book's file when it was read (nil: nothing), said again on the
    /// way out.
    public private(set) var damage: StoreError?

    public func decideStart() -> StartDecision {
        do {
            return try worker.load() ? .contactList : .welcome
        } catch {
            damage = error
            return .damagedFile(error)
        }
    }

    /// The stack with the first flow's scene on it, ready for the run loop.
    /// `programs` runs the mailer and the editor with the terminal handed over; `progress`
    /// says what long operations are doing. No decision: the list over a first page.
    public func start(
        _ decision: StartDecision?, size: TerminalSize, programs: ExternalPrograms? = nil, progress: ProgressReporting? = nil
    ) -> NavigationStack {
        self.programs = programs
        self.progress = progress
        let navigation = NavigationStack(size: size)
        let factory = SceneFactory(
            worker: worker, navigator: navigation, flow: self, recovery: recovery, drafts: drafts, programs: programs, progress: progress,
            sync: sync, settings: settings, work: work)
        navigation.makeScene = factory.makeScene(for:)
        self.navigation = navigation
        keeper?.navigation = navigation
        switch decision {
        case nil: navigation.push(.contactList)
        case .welcome: navigation.push(.welcome)
        case .contactList:
            navigation.push(.contactList)
            offerLeftDraft()
        case .damagedFile(let error): navigation.push(.damagedFile(error))
        }
        // Over the whole book, once it is read.
        if decision != nil { reportSettingsProblems() }
        return navigation
    }

    public func welcomeDidFinish(_ outcome: Welcome.Outcome) {
        switch outcome {
        case .bookCreated: navigation?.reset(to: .contactList)
        case .quit: navigation?.quit()
        }
    }

    public func damagedFileDidFinish(_ outcome: DamagedFile.Outcome) {
        guard let navigation else { return }
        switch outcome {
        case .quit:
            exitStatus = 2
            navigation.quit()
        case .restored:
            do {
                try worker.load()
                navigation.reset(to: .contactList)
                offerLeftDraft()
            } catch {
                navigation.reset(to: .damagedFile(error))
            }
        case .readOnly(let book):
            // What could be read, shown from memory: every save is refused, so the damaged file
            // is never overwritten by a partial book.
            // TRANSLATORS: the book's name in the title when it was opened read-only from a damaged file.
            let store = InMemoryContactStore(book: book, displayName: tr("{name} (read-only)", ["name": worker.storeName]))
            store.writeRefusal = .writeFailed(path: worker.storeLocation, reason: tr("the book was opened read-only from a damaged file"))
            let readOnly = ContactWorker(store: store, index: HaystackIndex())
            _ = try? readOnly.load()
            let factory = SceneFactory(
                worker: readOnly, navigator: navigation, flow: self, recovery: nil, programs: programs, progress: progress, settings: settings,
                work: work)
            navigation.makeScene = factory.makeScene(for:)
            navigation.reset(to: .contactList)
        }
    }

    /// A settings file with a problem: said over the first screen, once; the defaults stand in.
    private func reportSettingsProblems() {
        guard !settingsProblems.isEmpty, let navigation else { return }
        let detail = settingsProblems.joined(separator: " ")
        settingsProblems = []
        navigation.present(
            .confirm(
                .init(
                    question: tr("Your settings file has a problem."), detail: detail, choices: [.init(key: "o", label: tr("OK"))], defaultChoice: 0,
                    onChoice: { _ in })))
    }

    /// An edit an earlier run left unsaved (a crash, a closed terminal): offered back over the list.
    private func offerLeftDraft() {
        guard let drafts, let navigation, let left = drafts.leftBehind() else { return }
        navigation.present(
            .confirm(
                DraftOffer.question(for: left) { answer in
                    switch answer {
                    case .restore:
                        // Kept again as this run's draft as the form opens, then the old one goes.
                        navigation.push(.restoreDraft(left.draft))
                        drafts.forget(left)
                    case .discard: drafts.forget(left)
                    case .later: break
                    }
                }))
    }
}
