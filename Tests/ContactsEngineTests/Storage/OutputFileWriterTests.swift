import ContactsCore
import ContactsEngine
import Foundation
import Testing

/// An export replaces the file it was asked to write and nothing else.
@Suite struct OutputFileWriterTests {
    let directory: String

    init() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("cb-output-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    }

    func bytes(_ text: String) -> PiecedBytes { PiecedBytes(Data(text.utf8)) }
    func mode(_ path: String) -> mode_t {
        var info = stat()
        stat(path, &info)
        return info.st_mode & 0o7777
    }

    @Test func aNewFileIsPrivateAndAnExistingOneKeepsItsMode() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let fresh = directory + "/new.vcf"
        try OutputFileWriter.write(bytes("one"), to: fresh)
        #expect(mode(fresh) == 0o600)
        let shared = directory + "/shared.vcf"
        _ = FileManager.default.createFile(atPath: shared, contents: Data("old".utf8))
        chmod(shared, 0o644)
        try OutputFileWriter.write(bytes("two"), to: shared)
        #expect(mode(shared) == 0o644)
        #expect(try String(contentsOfFile: shared, encoding: .utf8) == "two")
    }

    @Test func aSymlinkToADeviceIsWrittenThroughAndSurvives() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let link = directory + "/null"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "/dev/null")
        try OutputFileWriter.write(bytes("contacts"), to: link)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "/dev/null")
        var info = stat()
        stat("/dev/null", &info)
        #expect(info.st_mode & S_IFMT == S_IFCHR)
        #expect(info.st_mode & 0o777 == 0o666)
    }

    @Test func aSymlinkToAFileReplacesTheFileAndKeepsTheLink() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let real = directory + "/real.vcf"
        _ = FileManager.default.createFile(atPath: real, contents: Data("old".utf8))
        chmod(real, 0o640)
        let link = directory + "/link.vcf"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "real.vcf")
        try OutputFileWriter.write(bytes("new"), to: link)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "real.vcf")
        #expect(try String(contentsOfFile: real, encoding: .utf8) == "new")
        #expect(mode(real) == 0o640)
    }

    @Test func aFIFOsReaderGetsTheExportAndTheFIFOStays() async throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let fifo = directory + "/fifo"
        #expect(mkfifo(fifo, 0o600) == 0)
        let reader = Task.detached { FileHandle(forReadingAtPath: fifo)?.readDataToEndOfFile() }
        try OutputFileWriter.write(bytes("BEGIN:VCARD"), to: fifo)
        #expect(String(decoding: await reader.value ?? Data(), as: UTF8.self) == "BEGIN:VCARD")
        var info = stat()
        lstat(fifo, &info)
        #expect(info.st_mode & S_IFMT == S_IFIFO)
    }

    /// /dev/fd/N (a shell's `>(gzip)`) and /dev/stdout are this process's descriptors: written
    /// through, never followed to "pipe:[123]" nor replaced.
    @Test func aDescriptorsNameIsWrittenThroughTheDescriptor() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        defer { close(ends[0]) }
        try OutputFileWriter.write(bytes("BEGIN:VCARD"), to: "/dev/fd/\(ends[1])")
        close(ends[1])
        #expect(String(decoding: FileHandle(fileDescriptor: ends[0]).readDataToEndOfFile(), as: UTF8.self) == "BEGIN:VCARD")
        #expect(OutputFileWriter.namesStandardOutput("/dev/stdout") && OutputFileWriter.namesStandardOutput("-"))
        #expect(OutputFileWriter.namesStandardOutput("/proc/self/fd/1") && !OutputFileWriter.namesStandardOutput("/dev/fd/2"))
    }

    @Test func aFolderIsRefusedByName() {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        #expect(throws: AtomicFileWriter.Failure(reason: "it is a folder")) { try OutputFileWriter.write(bytes("x"), to: directory) }
    }
}
