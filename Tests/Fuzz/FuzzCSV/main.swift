import FuzzSupport

@_cdecl("LLVMFuzzerTestOneInput")
func testOneInput(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    LibFuzzer.check(bytes, count, as: .csv)
}

LibFuzzer.run(testOneInput)
