import ContactsCore
import ContactsEngine

/// The sync session a book gets from its settings (and the command line's overrides): nil
/// when no vdir is set, so the app and the command say how to set one.
public enum SyncSetup {
    public static func session(
        worker: ContactWorker, bookPath: String, settings: Settings.SyncSettings, vdir: String? = nil, runCommand: Bool = true,
        runner: SyncCommandRunning = SyncCommandRunner()
    ) -> SyncSession? {
        guard let path = vdir ?? settings.vdir else { return nil }
        let engine = VdirSync(worker: worker, vdir: Vdir(path: path), statePath: SyncState.path(forBook: bookPath))
        return SyncSession(engine: engine, command: runCommand ? settings.command : nil, runner: runner)
    }
}
