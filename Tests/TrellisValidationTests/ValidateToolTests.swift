import Foundation
import Testing
@testable import TrellisValidation

@Suite struct ValidateToolTests {
    @Test func validFilesExitZero() throws {
        let svg = try TemporaryFile(contents: Samples.svg, extension: "svg")
        let html = try TemporaryFile(contents: Samples.html, extension: "html")
        let outcome = ValidateTool.run(arguments: [svg.path, html.path])
        #expect(outcome.exitStatus == 0)
        #expect(outcome.errors == "")
        #expect(outcome.output == """
            \(svg.path): valid (XML, SVG 1.1 DTD, Trellis SVG schema)
            \(html.path): valid (XML, Trellis HTML schema, HTML parser, HTML nesting)
            2 files checked: 2 valid, 0 invalid

            """)
    }

    @Test func anInvalidFileExitsOneWithItsReport() throws {
        let good = try TemporaryFile(contents: Samples.svg, extension: "svg")
        let bad = try TemporaryFile(contents: "<svg>\n<g></svg>\n", extension: "svg")
        let outcome = ValidateTool.run(arguments: [good.path, bad.path])
        #expect(outcome.exitStatus == 1)
        #expect(outcome.output == """
            \(good.path): valid (XML, SVG 1.1 DTD, Trellis SVG schema)
            \(bad.path):2:10: error: Opening and ending tag mismatch: g line 2 and svg [XML]
                <g></svg>
                         ^
            \(bad.path):3:1: error: Premature end of data in tag svg line 1 [XML]
            \(bad.path): invalid, 2 problems
            2 files checked: 1 valid, 1 invalid

            """)
    }

    @Test func noFilesIsAUsageError() {
        let outcome = ValidateTool.run(arguments: [])
        #expect(outcome.exitStatus == 2)
        #expect(outcome.errors == "error: no files to validate\n" + ValidateTool.usage)
    }

    @Test func anUnknownExtensionIsAUsageErrorNamingTheFile() throws {
        let notes = try TemporaryFile(contents: "hello", extension: "txt")
        let bad = try TemporaryFile(contents: "<svg/>", extension: "svg")
        let outcome = ValidateTool.run(arguments: [notes.path, bad.path])
        #expect(outcome.exitStatus == 2)
        #expect(outcome.errors == "error: \(notes.path): cannot tell what kind of document this is; "
            + "the name must end in .svg, .html or .htm\n")
        #expect(outcome.output.hasSuffix("1 file checked: 0 valid, 1 invalid; 1 not checked\n"))
    }

    @Test func aMissingFileOrADirectoryIsAUsageError() {
        let missing = "/nonexistent/trellis/page.html"
        let directory = FileManager.default.temporaryDirectory.path + "/"
        let outcome = ValidateTool.run(arguments: [missing, directory + "x.svg/.."])
        #expect(outcome.exitStatus == 2)
        #expect(outcome.errors.contains("error: \(missing): no such file\n"))
    }

    /// A named pipe would block the command until something wrote to it, so it is refused unopened; the
    /// message says what the path is (Foundation's own error said "You don't have permission", even to root).
    @Test func aNamedPipeIsRefusedWithoutOpeningIt() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-fifo-\(UUID().uuidString).html").path
        #expect(mkfifo(path, 0o600) == 0)
        defer { unlink(path) }
        let outcome = ValidateTool.run(arguments: [path])
        #expect(outcome.exitStatus == 2)
        #expect(outcome.errors.hasPrefix("error: \(path): is a named pipe (FIFO), not a regular file; it is not opened"))
    }

    /// /dev/zero never ends; it is refused as a device, whatever its name or the link that leads to it.
    @Test func aDeviceIsRefusedAsADevice() throws {
        let link = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-zero-\(UUID().uuidString).svg").path
        #expect(symlink("/dev/zero", link) == 0)
        defer { unlink(link) }
        let outcome = ValidateTool.run(arguments: ["/dev/zero", link])
        #expect(outcome.exitStatus == 2)
        #expect(outcome.errors == """
            error: /dev/zero: is a character device, not a regular file; it is not read, because a device such as \
            /dev/zero can produce bytes without end
            error: \(link): is a character device, not a regular file; it is not read, because a device such as \
            /dev/zero can produce bytes without end

            """)
    }

    @Test func aDirectoryIsRefusedAsADirectory() {
        let directory = FileManager.default.temporaryDirectory.path
        let outcome = ValidateTool.run(arguments: [directory])
        #expect(outcome.exitStatus == 2)
        #expect(outcome.errors == "error: \(directory): is a directory, not a file\n")
    }

    @Test func anUnreadableFileIsAUsageError() throws {
        let locked = try TemporaryFile(contents: Samples.svg, extension: "svg")
        try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: locked.path)
        // root reads anything; then there is nothing to test here.
        guard !FileManager.default.isReadableFile(atPath: locked.path) else { return }
        let outcome = ValidateTool.run(arguments: [locked.path])
        #expect(outcome.exitStatus == 2)
        #expect(outcome.errors.hasPrefix("error: \(locked.path): cannot be read ("))
    }

    @Test func theKindComesFromTheExtension() {
        #expect(DocumentKind(path: "out/a.SVG") == .svg)
        #expect(DocumentKind(path: "index.html") == .html)
        #expect(DocumentKind(path: "index.htm") == .html)
        #expect(DocumentKind(path: "dir.svg/file") == nil)
        #expect(DocumentKind(path: ".svg") == nil)
        #expect(DocumentKind(path: "notes.txt") == nil)
    }
}
