#if canImport(Glibc)
    import Glibc
#endif

/// The self-pipe: signal handlers may only do async-signal-safe things, so they write the signal
/// number into a pipe that the input loop polls together with the keyboard.
enum SignalPipe {
    nonisolated(unsafe) private static var writeEnd: Int32 = -1
    nonisolated(unsafe) private(set) static var readEnd: Int32 = -1

    static func install() {
        guard readEnd < 0, let ends = makeWakePipe() else { return }
        (readEnd, writeEnd) = ends
        for signalNumber in [SIGWINCH, SIGTERM, SIGHUP, SIGINT] {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { number in
                var byte = UInt8(truncatingIfNeeded: number)
                _ = write(SignalPipe.writeEnd, &byte, 1)
            }
            sigemptyset(&action.sa_mask)
            action.sa_flags = SA_RESTART
            sigaction(signalNumber, &action, nil)
        }
        signal(SIGPIPE, SIG_IGN)
    }
}

/// A pipe whose ends never block and are closed across exec: what the input loop polls to be
/// woken (by a signal handler, by finished work).
public func makeWakePipe() -> (read: Int32, write: Int32)? {
    var ends: [Int32] = [-1, -1]
    guard pipe(&ends) == 0 else { return nil }
    for end in ends {
        _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
        _ = fcntl(end, F_SETFD, FD_CLOEXEC)
    }
    return (ends[0], ends[1])
}
