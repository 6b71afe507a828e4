import ContactsCore
import ContactsEngine

/// Builds the scene for each screen: the one switch over `Screen`, so a new case does not
/// compile until it has a scene.
@MainActor
final class SceneFactory {
    private let worker: ContactWorker
    private weak var navigator: Navigating?
    private weak var flow: AppFlowDelegate?
    private let recovery: BookRecovery?
    private let drafts: EditDraftKeeping?
    private let programs: ExternalPrograms?
    private let settings: Settings
    private let progress: ProgressReporting?
    private let sync: BookSyncing?
    private let work: BackgroundWork

    init(
        worker: ContactWorker, navigator: Navigating, flow: AppFlowDelegate?, recovery: BookRecovery? = nil, drafts: EditDraftKeeping? = nil,
        programs: ExternalPrograms? = nil, progress: ProgressReporting? = nil, sync: BookSyncing? = nil, settings: Settings = Settings(),
        work: BackgroundWork
    ) {
        self.sync = sync
        self.work = work
        self.worker = worker
        self.navigator = navigator
        self.flow = flow
        self.recovery = recovery
        self.drafts = drafts
        self.programs = programs
        self.settings = settings
        self.progress = progress
    }

    func makeScene(for screen: Screen) -> SceneView {
        guard let navigator else { fatalError("The navigator outlives every scene it shows") }  // untranslated: programmer error
        switch screen {
        case .contactList:
            return ContactListAssembly.make(
                worker: worker, programs: programs, progress: progress, sync: sync, settings: settings, navigator: navigator)
        case .contactDetail(let id):
            return ContactDetailAssembly.make(contactID: id, worker: worker, navigator: navigator, programs: programs)
        case .editContact(let id):
            return EditContactAssembly.make(contactID: id, worker: worker, drafts: drafts, navigator: navigator)
        case .restoreDraft(let draft):
            return EditContactAssembly.make(contactID: draft.contactID, restoring: draft.form, worker: worker, drafts: drafts, navigator: navigator)
        case .confirm(let configuration):
            return ConfirmDialogAssembly.make(configuration: configuration, navigator: navigator)
        case .help:
            return HelpAssembly.make(navigator: navigator)
        case .birthdays(let books):
            return BirthdaysAssembly.make(worker: worker, books: books, work: work, navigator: navigator)
        case .welcome:
            return WelcomeAssembly.make(worker: worker, files: InterchangeFiles(), work: work, progress: progress, navigator: navigator) {
                [weak flow] in
                flow?.welcomeDidFinish($0)
            }
        case .damagedFile(let error):
            return DamagedFileAssembly.make(error: error, recovery: recovery, navigator: navigator) { [weak flow] in
                flow?.damagedFileDidFinish($0)
            }
        case .tagPicker(let current):
            return TagPickerAssembly.make(current: current, worker: worker, navigator: navigator)
        case .textPrompt(let configuration):
            return TextPromptAssembly.make(configuration: configuration, navigator: navigator)
        case .duplicates(let books):
            return DuplicatesAssembly.make(worker: worker, books: books, work: work, navigator: navigator)
        case .duplicateGroup(let ids):
            return DuplicateGroupAssembly.make(ids: ids, worker: worker, navigator: navigator)
        case .syncConflicts(let conflicts):
            return SyncConflictsAssembly.make(conflicts: conflicts, sync: sync, navigator: navigator)
        case .bookPicker(let configuration):
            return BookPickerAssembly.make(configuration: configuration, worker: worker, navigator: navigator)
        // make scene: new scenes go above this line
        }
    }
}
