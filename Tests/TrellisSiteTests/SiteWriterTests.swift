import Foundation
import Testing
@testable import TrellisRender
@testable import TrellisSite
@testable import TrellisTestSupport

@Suite struct SiteWriterTests {
    private func read(_ path: String) -> String? {
        FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
    }

    /// What a reader finds under `root`, as text.
    private func shown(_ root: String) -> [String: String] {
        visibleFiles(root).mapValues { String(decoding: $0, as: UTF8.self) }
    }

    /// Every path under `root` that is a symbolic link.
    private func links(_ root: String) -> [String] {
        SiteFolder.entries(under: root).filter { $0.kind == .link }.map(\.path)
    }

    private func entries(_ root: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []).sorted()
    }

    private func files(_ contents: [String: String]) -> [SiteFile] {
        contents.keys.sorted().map { SiteFile(path: $0, text: contents[$0]!) }
    }

    @Test func writesPlainFilesIntoFoldersItCreatesAndRecordsThem() throws {
        let temp = try TemporaryDirectory()
        let out = temp.path + "/site/output"
        try SiteWriter(directory: out).write(files(["index.html": "index", "marigold/home.html": "home"]))
        #expect(shown(out) == ["index.html": "index", "marigold/home.html": "home"])
        #expect(entries(out) == [".trellis-manifest", "index.html", "marigold"])
        #expect(links(out) == [])
        #expect(AtomicFile.kind(at: out + "/marigold/home.html") == .file)
        #expect(read(out + "/.trellis-manifest")?.hasSuffix("\nindex.html\nmarigold/home.html\n") == true)
        // Nothing is left beside the folder.
        #expect(entries(temp.path + "/site") == ["output"])
    }

    /// What a user does to publish: `cp -r output/* site/` and `cp -r output site` give every
    /// page as a plain file, and the site holds each page once.
    @Test func aCopyWithCpIsTheWholeSiteWithNoLinks() throws {
        let temp = try TemporaryDirectory()
        let out = temp.path + "/output"
        let site = ["index.html": "index", "marigold/home.html": "home", "assets/font.ttf": "font"]
        try SiteWriter(directory: out).write(files(site))
        try SiteWriter(directory: out).write(files(site.merging(["index.html": "second"]) { $1 }))
        try FileManager.default.createDirectory(atPath: temp.path + "/published", withIntermediateDirectories: true)
        let copy = Process()
        copy.executableURL = URL(fileURLWithPath: "/bin/sh")
        copy.arguments = ["-c", "cp -r output/* published/"]
        copy.currentDirectoryURL = URL(fileURLWithPath: temp.path)
        try copy.run()
        copy.waitUntilExit()
        #expect(copy.terminationStatus == 0)
        #expect(shown(temp.path + "/published") == site.merging(["index.html": "second"]) { $1 })
        #expect(links(temp.path + "/published") == [])
        #expect(links(out) == [])
    }

    @Test func aSecondRunReplacesItsOwnFilesAndKeepsEverythingElse() throws {
        let temp = try TemporaryDirectory()
        let out = temp.path + "/output"
        try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
        try "".write(toFile: out + "/.gitkeep", atomically: false, encoding: .utf8)
        try "mine".write(toFile: out + "/notes.txt", atomically: false, encoding: .utf8)
        try SiteWriter(directory: out).write(files([
            "index.html": "old index", "sunflower/home.html": "old sunflower", "marigold/home.html": "old marigold",
        ]))
        try SiteWriter(directory: out).write(files(["index.html": "new index", "marigold/home.html": "new marigold"]))
        #expect(shown(out) == [
            ".gitkeep": "", "index.html": "new index", "marigold/home.html": "new marigold", "notes.txt": "mine",
        ])
        // The theme the second run did not write is gone.
        #expect(entries(out) == [".gitkeep", ".trellis-manifest", "index.html", "marigold", "notes.txt"])
        #expect(entries(temp.path) == ["output"])
    }

    @Test func aUsersOwnFileWhereTheRunWritesIsRefusedByNameBeforeAnythingIsWritten() throws {
        let temp = try TemporaryDirectory()
        let out = temp.path + "/output"
        try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
        try "my own home page".write(toFile: out + "/index.html", atomically: false, encoding: .utf8)
        #expect(throws: SiteWriteError(path: out + "/index.html", reason: "exists and was not written by Trellis; it is left alone: move it, or write the site to another folder")) {
            try SiteWriter(directory: out).write(files(["index.html": "gallery", "marigold/home.html": "home"]))
        }
        #expect(shown(out) == ["index.html": "my own home page"])
        #expect(entries(temp.path) == ["output"])
    }

    @Test func aUsersOwnLinkWhereTheRunNeedsAFolderIsRefusedAndAUsersFolderIsSharedWithTheRun() throws {
        let temp = try TemporaryDirectory()
        let out = temp.path + "/output"
        try FileManager.default.createDirectory(atPath: out + "/marigold", withIntermediateDirectories: true)
        try "mine".write(toFile: out + "/marigold/notes.txt", atomically: false, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: out + "/assets", withDestinationPath: "marigold")
        #expect(throws: SiteWriteError(path: out + "/assets", reason: SiteWriter.notWrittenByTrellis)) {
            try SiteWriter(directory: out).write(files(["assets/font.ttf": "font"]))
        }
        #expect(shown(out) == ["marigold/notes.txt": "mine", "assets/notes.txt": "mine"])
        try SiteWriter(directory: out).write(files(["marigold/home.html": "home"]))
        // The user's link still leads into the folder, so the page shows through it too.
        #expect(shown(out) == [
            "marigold/notes.txt": "mine", "assets/notes.txt": "mine", "marigold/home.html": "home", "assets/home.html": "home",
        ])
        #expect(AtomicFile.linkTarget(at: out + "/assets") == "marigold", "the user's link is kept as a link")
    }

    @Test func aUsersFileSavedInsideTheSiteIsKeptByTheNextRun() throws {
        let temp = try TemporaryDirectory()
        let out = temp.path + "/output"
        try SiteWriter(directory: out).write(files(["index.html": "one", "marigold/home.html": "one"]))
        try FileManager.default.createDirectory(atPath: out + "/marigold/drafts", withIntermediateDirectories: true)
        try "draft".write(toFile: out + "/marigold/drafts/idea.txt", atomically: false, encoding: .utf8)
        try FileManager.default.createDirectory(atPath: out + "/marigold/empty", withIntermediateDirectories: true)
        let before = try FileManager.default.attributesOfItem(atPath: out + "/marigold/drafts/idea.txt")[.systemFileNumber] as? Int
        try SiteWriter(directory: out).write(files(["index.html": "two", "marigold/home.html": "two"]))
        #expect(shown(out) == ["index.html": "two", "marigold/home.html": "two", "marigold/drafts/idea.txt": "draft"])
        #expect(FileManager.default.fileExists(atPath: out + "/marigold/empty"))
        let after = try FileManager.default.attributesOfItem(atPath: out + "/marigold/drafts/idea.txt")[.systemFileNumber] as? Int
        #expect(before == after, "the same file, not a copy")
        // It stays when a run no longer writes its folder, which then holds only the user's file.
        try SiteWriter(directory: out).write(files(["index.html": "three"]))
        #expect(shown(out) == ["index.html": "three", "marigold/drafts/idea.txt": "draft"])
    }

    @Test func aUsersFileInsideTheSiteWhereTheRunWritesIsRefusedByName() throws {
        let temp = try TemporaryDirectory()
        let out = temp.path + "/output"
        try SiteWriter(directory: out).write(files(["index.html": "one", "marigold/home.html": "one"]))
        try "mine".write(toFile: out + "/marigold/detail.html", atomically: false, encoding: .utf8)
        try FileManager.default.createDirectory(atPath: out + "/marigold/list.html", withIntermediateDirectories: true)
        let before = shown(out)
        for (path, clash) in [("marigold/detail.html", "marigold/detail.html"), ("marigold/list.html", "marigold/list.html"),
                              ("marigold/detail.html/x.html", "marigold/detail.html")] {
            #expect(throws: SiteWriteError(path: out + "/" + clash, reason: SiteWriter.notWrittenByTrellis)) {
                try SiteWriter(directory: out).write(files(["index.html": "two", path: "two"]))
            }
        }
        #expect(shown(out) == before)
        #expect(entries(temp.path) == ["output"])
    }

    /// A write killed after any step, with the kernel's swap and with the two renames of the
    /// fallback: a reader finds the old site or the new one, whole, or (between the fallback's
    /// renames only) none; the next write puts back or tidies what was left, and loses nothing.
    @Test(arguments: [true, false])
    func aWriteStoppedAfterAnyStepShowsOneWholeSiteAndTheNextWriteTidiesUp(exchanges: Bool) throws {
        let old = ["index.html": "old", "marigold/home.html": "old", "sunflower/home.html": "old", "assets/font.ttf": "font"]
        let new = ["index.html": "new", "marigold/home.html": "new", "brinjal/home.html": "new", "assets/font.ttf": "font"]
        let user = ["notes.txt": "mine", "marigold/drafts.txt": "draft"]
        let temp = try TemporaryDirectory()
        func prepared(_ out: String) throws -> SiteWriter {
            var writer = SiteWriter(directory: out)
            writer.exchangesAtomically = exchanges
            try writer.write(files(old))
            try user.forEach { try $0.value.write(toFile: out + "/" + $0.key, atomically: false, encoding: .utf8) }
            return writer
        }
        let complete = try prepared(temp.path + "/complete/output").write(files(new), stoppingAfter: nil)
        #expect(complete == (exchanges ? [.stage, .exchange, .removeOld] : [.stage, .moveAside, .moveIn, .removeOld]))
        #expect(shown(temp.path + "/complete/output") == new.merging(user) { $1 })
        for stop in 0...complete.count {
            let out = temp.path + "/stop-\(stop)/output"
            let writer = try prepared(out)
            let steps = try writer.write(files(new), stoppingAfter: stop)
            #expect(steps.count == stop)
            let seen = shown(out)
            if steps.contains(.exchange) || steps.contains(.moveIn) {
                #expect(seen == new.merging(user) { $1 }, "stopped after \(steps)")
            } else if steps.last == .moveAside {
                #expect(seen.isEmpty, "between the fallback's renames, no folder")
            } else {
                #expect(seen == old.merging(user) { $1 }, "stopped after \(steps)")
            }
            try writer.write(files(old))
            #expect(shown(out) == old.merging(user) { $1 }, "the write after a stop at \(stop)")
            #expect(entries(temp.path + "/stop-\(stop)") == ["output"], "leftovers beside the folder")
        }
    }

    @Test func aFailedRunLeavesThePreviousOutputIntact() throws {
        let temp = try TemporaryDirectory()
        let out = temp.path + "/output"
        try SiteWriter(directory: out).write(files(["index.html": "old", "marigold/home.html": "old"]))
        try "mine".write(toFile: out + "/notes.txt", atomically: false, encoding: .utf8)
        let before = shown(out)
        // The second run writes a page where the user's file is: refused before anything changes.
        #expect(throws: SiteWriteError.self) {
            try SiteWriter(directory: out).write(files(["index.html": "new", "notes.txt": "new"]))
        }
        #expect(shown(out) == before)
        // A folder that cannot take the staging folder: nothing changes either.
        let locked = temp.path + "/locked"
        try FileManager.default.createDirectory(atPath: locked, withIntermediateDirectories: true)
        try SiteWriter(directory: locked + "/output").write(files(["index.html": "old"]))
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: locked)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: locked) }
        if getuid() != 0 {
            #expect(throws: SiteWriteError.self) {
                try SiteWriter(directory: locked + "/output").write(files(["index.html": "new"]))
            }
            #expect(shown(locked + "/output") == ["index.html": "old"])
        }
    }

    @Test func twoWritesAtOnceTakeTurns() async throws {
        let temp = try TemporaryDirectory()
        let out = temp.path + "/output"
        let sites = (0..<4).map { run in ["index.html": "run \(run)", "marigold/home.html": "run \(run)"] }
        await withTaskGroup(of: Void.self) { group in
            for site in sites {
                group.addTask { try? SiteWriter(directory: out).write(self.files(site)) }
            }
        }
        #expect(sites.contains(shown(out)))
        #expect(entries(temp.path) == ["output"])
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

    @Test func anOutputFolderThatIsALinkKeepsItsLinkAndTheFolderItLeadsToTakesTheSite() throws {
        let temp = try TemporaryDirectory()
        try FileManager.default.createDirectory(atPath: temp.path + "/www/site", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: temp.path + "/output", withDestinationPath: "www/site")
        try SiteWriter(directory: temp.path + "/output").write([SiteFile(path: "index.html", text: "x")])
        try SiteWriter(directory: temp.path + "/output").write([SiteFile(path: "index.html", text: "y")])
        #expect(AtomicFile.linkTarget(at: temp.path + "/output") == "www/site")
        #expect(shown(temp.path + "/www/site") == ["index.html": "y"])
    }

    @Test func anEmptyOutputPathIsAnErrorThatSaysSo() {
        #expect(throws: SiteWriteError(path: "", reason: "the output folder's path is empty")) {
            try SiteWriter(directory: "").write([SiteFile(path: "index.html", text: "x")])
        }
    }

    @Test func anUncreatableOutputDirectoryIsAnErrorNamingIt() throws {
        let temp = try TemporaryDirectory()
        try "file".write(toFile: temp.path + "/blocker", atomically: false, encoding: .utf8)
        let out = temp.path + "/blocker/output"
        do {
            try SiteWriter(directory: out).write([SiteFile(path: "index.html", text: "x")])
            Issue.record("expected an error")
        } catch {
            #expect(error.path == temp.path + "/blocker")
            #expect(error.reason.hasPrefix("cannot create directory"))
        }
    }

    @Test func pathsThatWouldLeaveTheDirectoryOrTakeTrellissOwnNamesAreRefused() throws {
        let temp = try TemporaryDirectory()
        for bad in ["../x.html", "/etc/x", "a//b.html", ".trellis-manifest", ".trellis/current", ".trellis", "a/./b", ""] {
            #expect(throws: SiteWriteError.self) {
                try SiteWriter(directory: temp.path + "/out").write([SiteFile(path: bad, text: "x")])
            }
        }
        #expect(throws: SiteWriteError(path: "a.html", reason: "is written twice by this run")) {
            try SiteWriter(directory: temp.path + "/out").write([SiteFile(path: "a.html", text: "1"), SiteFile(path: "a.html", text: "2")])
        }
        #expect(entries(temp.path) == [])
    }

    @Test func whatKilledRunsLeftIsRemovedByTheNextWrite() throws {
        let temp = try TemporaryDirectory()
        let out = temp.path + "/output"
        try SiteWriter(directory: out).write([SiteFile(path: "index.html", text: "old")])
        // A staging folder and a folder put aside by runs that are gone (the lock says so), and
        // those of another output folder in the same parent, which stay.
        for leftover in [".output.trellis-staging-99999999/marigold", ".output.trellis-old-99999998/marigold", ".output2.trellis-staging-1/x"] {
            try FileManager.default.createDirectory(atPath: temp.path + "/" + leftover, withIntermediateDirectories: true)
        }
        try SiteWriter(directory: out).write([SiteFile(path: "index.html", text: "new")])
        #expect(shown(out) == ["index.html": "new"])
        #expect(entries(temp.path) == [".output2.trellis-staging-1", "output"])
    }

    @Test func aRunKilledBetweenTheFallbacksRenamesIsPutBackByTheNextWrite() throws {
        let temp = try TemporaryDirectory()
        let out = temp.path + "/output"
        try SiteWriter(directory: out).write([SiteFile(path: "index.html", text: "old")])
        try "mine".write(toFile: out + "/notes.txt", atomically: false, encoding: .utf8)
        try FileManager.default.moveItem(atPath: out, toPath: temp.path + "/.output.trellis-old-99999999")
        try SiteWriter(directory: out).write([SiteFile(path: "index.html", text: "new")])
        #expect(shown(out) == ["index.html": "new", "notes.txt": "mine"])
        #expect(entries(temp.path) == ["output"])
    }

    @Test func aFolderTheLinkedLayoutWroteBecomesPlainFilesKeepingTheUsersFiles() throws {
        let temp = try TemporaryDirectory()
        let out = temp.path + "/output"
        // What earlier versions left: the run's files behind links, a user's file saved through
        // a link into the run, and one at the top.
        let run = out + "/.trellis/run-3"
        try FileManager.default.createDirectory(atPath: run + "/marigold", withIntermediateDirectories: true)
        try "old".write(toFile: run + "/index.html", atomically: false, encoding: .utf8)
        try "old".write(toFile: run + "/marigold/home.html", atomically: false, encoding: .utf8)
        try "draft".write(toFile: run + "/marigold/draft.txt", atomically: false, encoding: .utf8)
        try "# Files written by `trellis render`\nindex.html\nmarigold/home.html\n"
            .write(toFile: run + "/.trellis-manifest", atomically: false, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: out + "/.trellis/current", withDestinationPath: "run-3")
        for name in ["index.html", "marigold", "sunflower"] {
            try FileManager.default.createSymbolicLink(atPath: out + "/" + name, withDestinationPath: ".trellis/current/" + name)
        }
        try "mine".write(toFile: out + "/notes.txt", atomically: false, encoding: .utf8)
        try SiteWriter(directory: out).write(files(["index.html": "new", "marigold/home.html": "new"]))
        #expect(shown(out) == ["index.html": "new", "marigold/home.html": "new", "marigold/draft.txt": "draft", "notes.txt": "mine"])
        #expect(links(out) == [])
        #expect(entries(out) == [".trellis-manifest", "index.html", "marigold", "notes.txt"])
    }

    @Test func atomicWritesLeaveNoTemporaryFiles() throws {
        let temp = try TemporaryDirectory()
        try AtomicFile.write(Data("one".utf8), to: temp.path + "/a.txt")
        try AtomicFile.write(Data("two".utf8), to: temp.path + "/a.txt")
        #expect(entries(temp.path) == ["a.txt"])
        #expect(read(temp.path + "/a.txt") == "two")
    }
}
