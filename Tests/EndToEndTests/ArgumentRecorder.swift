import Foundation

/// A stand-in for the mailer (or any program the app starts): a script that writes its
/// arguments, one a line, where the test reads them.
struct ArgumentRecorder {
    let program: String
    private let output: String

    /// The script in `folder` (which must exist).
    init(in folder: String) throws {
        program = folder + "/fake-program"
        output = folder + "/arguments"
        try "#!/bin/sh\nprintf '%s\\n' \"$@\" > \(output)\n".write(toFile: program, atomically: true, encoding: .utf8)
        chmod(program, 0o755)
    }

    /// The arguments of the last run, waited for up to five seconds ("" when it never ran);
    /// read once, so the next run is waited for afresh.
    func arguments() -> String {
        for _ in 0..<100 {
            if let text = try? String(contentsOfFile: output, encoding: .utf8), !text.isEmpty {
                unlink(output)
                return text
            }
            usleep(50_000)
        }
        return ""
    }
}
