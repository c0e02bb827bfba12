import Foundation
import Testing
@testable import TrellisRender

@Suite struct SiteWriterTests {
    private func read(_ path: String) -> String? {
        FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
    }

    /// Every file under `root`, relative, sorted; hidden files included.
    private func listing(_ root: String) -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: root)
        var files: [String] = []
        while let path = enumerator?.nextObject() as? String {
            var isDirectory: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: root + "/" + path, isDirectory: &isDirectory)
            if !isDirectory.boolValue { files.append(path) }
        }
        return files.sorted()
    }

    @Test func writesFilesIntoFoldersItCreatesAndRecordsThem() throws {
        let temp = try TemporaryDirectory()
        let out = temp.path + "/site/output"
        try SiteWriter(directory: out).write([
            SiteFile(path: "index.html", text: "index"),
            SiteFile(path: "marigold/home.html", text: "home"),
        ])
        #expect(read(out + "/index.html") == "index")
        #expect(read(out + "/marigold/home.html") == "home")
        #expect(listing(out) == [".trellis-manifest", "index.html", "marigold/home.html"])
        #expect(read(out + "/.trellis-manifest")?.hasSuffix("\nindex.html\nmarigold/home.html\n") == true)
    }

    @Test func aSecondRunReplacesItsOwnFilesAndKeepsEverythingElse() throws {
        let temp = try TemporaryDirectory()
        let out = temp.path + "/output"
        try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
        try "".write(toFile: out + "/.gitkeep", atomically: false, encoding: .utf8)
        try "mine".write(toFile: out + "/notes.txt", atomically: false, encoding: .utf8)
        try SiteWriter(directory: out).write([
            SiteFile(path: "index.html", text: "old index"),
            SiteFile(path: "sunflower/home.html", text: "old sunflower"),
            SiteFile(path: "marigold/home.html", text: "old marigold"),
        ])
        try SiteWriter(directory: out).write([
            SiteFile(path: "index.html", text: "new index"),
            SiteFile(path: "marigold/home.html", text: "new marigold"),
        ])
        #expect(listing(out) == [".gitkeep", ".trellis-manifest", "index.html", "marigold/home.html", "notes.txt"])
        #expect(read(out + "/index.html") == "new index")
        #expect(read(out + "/marigold/home.html") == "new marigold")
        #expect(read(out + "/notes.txt") == "mine")
        // The emptied theme folder of the earlier run is gone too.
        #expect(!FileManager.default.fileExists(atPath: out + "/sunflower"))
    }

    @Test func anOutputPathThatIsAFileIsAnErrorNamingItAndIsLeftAlone() throws {
        let temp = try TemporaryDirectory()
        let out = temp.path + "/output"
        try "precious".write(toFile: out, atomically: false, encoding: .utf8)
        #expect(throws: SiteWriteError(path: out, reason: "exists and is not a directory")) {
            try SiteWriter(directory: out).write([SiteFile(path: "index.html", text: "x")])
        }
        #expect(read(out) == "precious")
    }

    @Test func anUncreatableOutputDirectoryIsAnErrorNamingIt() throws {
        let temp = try TemporaryDirectory()
        try "file".write(toFile: temp.path + "/blocker", atomically: false, encoding: .utf8)
        let out = temp.path + "/blocker/output"
        do {
            try SiteWriter(directory: out).write([SiteFile(path: "index.html", text: "x")])
            Issue.record("expected an error")
        } catch {
            #expect(error.path == out)
            #expect(error.reason.hasPrefix("cannot create directory"))
        }
    }

    @Test func aConflictFoundBeforeMovingLeavesTheOldOutputIntact() throws {
        let temp = try TemporaryDirectory()
        let out = temp.path + "/output"
        try SiteWriter(directory: out).write([
            SiteFile(path: "index.html", text: "old index"),
            SiteFile(path: "marigold/home.html", text: "old home"),
        ])
        // Someone put a folder where the new run wants a file.
        try FileManager.default.createDirectory(atPath: out + "/marigold/detail.html", withIntermediateDirectories: true)
        let before = listing(out)
        #expect(throws: SiteWriteError(path: out + "/marigold/detail.html", reason: "is a directory; cannot replace it with a file")) {
            try SiteWriter(directory: out).write([
                SiteFile(path: "index.html", text: "new index"),
                SiteFile(path: "marigold/home.html", text: "new home"),
                SiteFile(path: "marigold/detail.html", text: "new detail"),
            ])
        }
        #expect(listing(out) == before)
        #expect(read(out + "/index.html") == "old index")
        #expect(read(out + "/marigold/home.html") == "old home")
    }

    @Test func pathsThatWouldLeaveTheDirectoryAreRefused() throws {
        let temp = try TemporaryDirectory()
        for bad in ["../x.html", "/etc/x", "a//b.html", ".trellis-manifest", ".trellis-staging-1/x", "a/./b", ""] {
            #expect(throws: SiteWriteError.self) {
                try SiteWriter(directory: temp.path + "/out").write([SiteFile(path: bad, text: "x")])
            }
        }
        #expect(listing(temp.path) == [])
    }

    @Test func aStagingFolderOfAnInterruptedRunIsCleanedUp() throws {
        let temp = try TemporaryDirectory()
        let out = temp.path + "/output"
        // A process id far above Linux's pid_max belongs to no running process.
        let abandoned = out + "/.trellis-staging-99999999"
        try FileManager.default.createDirectory(atPath: abandoned + "/marigold", withIntermediateDirectories: true)
        try "half".write(toFile: abandoned + "/marigold/x.html", atomically: false, encoding: .utf8)
        try SiteWriter(directory: out).write([SiteFile(path: "index.html", text: "new")])
        #expect(listing(out) == [".trellis-manifest", "index.html"])
    }

    @Test func atomicWritesLeaveNoTemporaryFiles() throws {
        let temp = try TemporaryDirectory()
        try AtomicFile.write(Data("one".utf8), to: temp.path + "/a.txt")
        try AtomicFile.write(Data("two".utf8), to: temp.path + "/a.txt")
        #expect(listing(temp.path) == ["a.txt"])
        #expect(read(temp.path + "/a.txt") == "two")
    }
}
