import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Runs a program and waits for it, through posix_spawn with a clean signal mask and default
/// dispositions: test threads block signals, and a tmux server that inherits that mask ignores
/// kill-server (see FIELD-NOTES). Output goes to a file, never to a pipe the server could hold.
enum Spawn {
    struct Result {
        let status: Int32
        let output: String
    }

    /// This process's environment in English and UTF-8 (LANG=C.UTF-8, none of the variables that
    /// choose another language): the tests read the program's English unless they ask for
    /// another (`LanguageEndToEndTests`), and shells keep non-ASCII names as they are.
    static var environment: [String: String] {
        var environment = ProcessInfo.processInfo.environment.filter { !["LANGUAGE", "LC_ALL", "LC_MESSAGES"].contains($0.key) }
        environment["LANG"] = "C.UTF-8"
        return environment
    }

    static let testCache = FileManager.default.temporaryDirectory.appendingPathComponent("cb-test-cache-\(getpid())").path

    /// The descriptors open in this process, so the child gets none of them but 0, 1 and 2.
    private static func openDescriptors() -> [Int32] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
        return names.compactMap(Int32.init).filter { fcntl($0, F_GETFD) >= 0 }
    }

    @discardableResult
    static func run(_ arguments: [String], input: String = "/dev/null", environment: [String: String] = Spawn.environment) -> Result {
        let outputPath = FileManager.default.temporaryDirectory.appendingPathComponent("spawn-\(UUID().uuidString)").path
        defer { unlink(outputPath) }
        guard let pid = start(arguments, input: input, output: outputPath, environment: environment) else {
            return Result(status: -1, output: "spawn failed")
        }
        let status = wait(pid)
        return Result(status: status, output: (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? "")
    }

    /// The exit status (128 + the signal when killed).
    static func wait(_ pid: pid_t) -> Int32 {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        return (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
    }

    /// Starts a program without waiting for it; its output goes to `output`.
    static func start(
        _ arguments: [String], input: String = "/dev/null", output: String = "/dev/null",
        environment: [String: String] = Spawn.environment
    ) -> pid_t? {
        // Books' indexes go to a cache of the test run's own, never the user's.
        var environment = environment
        if environment["XDG_CACHE_HOME"] == nil { environment["XDG_CACHE_HOME"] = testCache }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, input, O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        for descriptor in openDescriptors() where descriptor > 2 {
            posix_spawn_file_actions_addclose(&actions, descriptor)
        }

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var emptyMask = sigset_t()
        sigemptyset(&emptyMask)
        var allSignals = sigset_t()
        sigfillset(&allSignals)
        posix_spawnattr_setsigmask(&attributes, &emptyMask)
        posix_spawnattr_setsigdefault(&attributes, &allSignals)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

        let argv = arguments.map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var pid: pid_t = 0
        return posix_spawnp(&pid, arguments[0], &actions, &attributes, argv, envp) == 0 ? pid : nil
    }
}
