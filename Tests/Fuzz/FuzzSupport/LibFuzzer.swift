import CLibFuzzer
import ContactsCore
import ContactsEngine
import Foundation
import FuzzChecks

/// SwiftPM gives every executable target its own `main`, so libFuzzer's is not linked in: the
/// target's top-level code hands its test function to libFuzzer's driver instead.
public enum LibFuzzer {
    public typealias TestOneInput = @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt

    public static func run(_ testOneInput: TestOneInput) -> Never {
        var argc = CommandLine.argc
        var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
        exit(LLVMFuzzerRunDriver(&argc, &argv, testOneInput))
    }

    /// One input: a problem stops the run, and libFuzzer saves the input that caused it.
    public static func check(_ bytes: UnsafePointer<UInt8>?, _ count: Int, as format: InterchangeFormat) -> CInt {
        let data = bytes.map { Data(bytes: $0, count: count) } ?? Data()
        if let problem = FuzzInput.problem(in: data, as: format) { fatalError(problem) }
        return 0
    }
}
