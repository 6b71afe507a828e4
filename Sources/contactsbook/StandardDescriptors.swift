import Foundation

/// Makes standard input, output and error safe to use before anything opens a file.
enum StandardDescriptors {
    /// A closed descriptor 0, 1 or 2 is filled with /dev/null opened read-only: otherwise the
    /// book or its temporary file would be opened as descriptor 1 and the output written into
    /// it; read-only, a write to it still fails, so a closed standard output exits non-zero.
    /// SIGPIPE is ignored, so a reader that goes away is a failed write the command sees.
    static func prepare() {
        for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] where fcntl(descriptor, F_GETFD) < 0 {
            let opened = open("/dev/null", O_RDONLY)
            if opened >= 0, opened != descriptor {
                dup2(opened, descriptor)
                close(opened)
            }
        }
        signal(SIGPIPE, SIG_IGN)
    }
}
