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

    /// What Trellis keeps in `.trellis/`, sorted.
    private func state(_ root: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: root + "/.trellis")) ?? []).sorted()
    }

    private func entries(_ root: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []).sorted()
    }

    private func files(_ contents: [String: String]) -> [SiteFile] {
        contents.keys.sorted().map { SiteFile(path: $0, text: contents[$0]!) }
    }

    @Test func writesFilesIntoFoldersItCreatesAndRecordsThem() throws {
        let temp = try TemporaryDirectory()
        let out = temp.path + "/site/output"
        try SiteWriter(directory: out).write(files(["index.html": "index", "marigold/home.html": "home"]))
        #expect(shown(out) == ["index.html": "index", "marigold/home.html": "home"])
        // The entries are links into the live run, so that one rename switches them all.
        #expect(AtomicFile.linkTarget(at: out + "/index.html") == ".trellis/current/index.html")
        #expect(AtomicFile.linkTarget(at: out + "/marigold") == ".trellis/current/marigold")
        #expect(AtomicFile.linkTarget(at: out + "/.trellis/current") == "run-1")
        #expect(state(out) == ["current", "lock", "run-1"])
        #expect(read(out + "/.trellis/run-1/.trellis-manifest")?.hasSuffix("\nindex.html\nmarigold/home.html\n") == true)
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
        // The theme the second run did not write is gone, link and all, and so is the first run.
        #expect(entries(out) == [".gitkeep", ".trellis", "index.html", "marigold", "notes.txt"])
        #expect(state(out) == ["current", "lock", "run-2"])
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
        #expect(state(out) == ["lock"])
    }

    @Test func aUsersOwnFolderOrLinkWhereTheRunWritesIsRefusedToo() throws {
        let temp = try TemporaryDirectory()
        let out = temp.path + "/output"
        try FileManager.default.createDirectory(atPath: out + "/marigold", withIntermediateDirectories: true)
        try "mine".write(toFile: out + "/marigold/notes.txt", atomically: false, encoding: .utf8)
        #expect(throws: SiteWriteError(path: out + "/marigold", reason: SitePublication.notWrittenByTrellis)) {
            try SiteWriter(directory: out).write(files(["marigold/home.html": "home"]))
        }
        try FileManager.default.createSymbolicLink(atPath: out + "/assets", withDestinationPath: "marigold")
        #expect(throws: SiteWriteError(path: out + "/assets", reason: SitePublication.notWrittenByTrellis)) {
            try SiteWriter(directory: out).write(files(["assets/font.ttf": "font"]))
        }
        #expect(shown(out) == ["marigold/notes.txt": "mine", "assets/notes.txt": "mine"])
    }

    @Test func aUsersFileSavedInsideTheSiteIsKeptByTheNextRun() throws {
        let temp = try TemporaryDirectory()
        let out = temp.path + "/output"
        try SiteWriter(directory: out).write(files(["index.html": "one", "marigold/home.html": "one"]))
        // Saved through the link, so it lands in the run's folder; the next run must keep it.
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
            #expect(throws: SiteWriteError(path: out + "/" + clash, reason: SitePublication.notWrittenByTrellis)) {
                try SiteWriter(directory: out).write(files(["index.html": "two", path: "two"]))
            }
        }
        #expect(shown(out) == before)
        #expect(state(out) == ["current", "lock", "run-1"])
    }

    @Test func aWriteStoppedAfterAnyStepLeavesExactlyOneRunAndTheNextWriteTidiesUp() throws {
        let old = ["index.html": "old", "marigold/home.html": "old", "sunflower/home.html": "old", "assets/font.ttf": "font"]
        let new = ["index.html": "new", "marigold/home.html": "new", "brinjal/home.html": "new", "assets/font.ttf": "font"]
        let user = ["notes.txt": "mine", "marigold/drafts.txt": "draft"]
        let temp = try TemporaryDirectory()
        /// A folder holding the old run and the user's files.
        func prepared(_ out: String) throws -> SiteWriter {
            let writer = SiteWriter(directory: out)
            try writer.write(files(old))
            try user.forEach { try $0.value.write(toFile: out + "/" + $0.key, atomically: false, encoding: .utf8) }
            return writer
        }
        let complete = try prepared(temp.path + "/complete").write(files(new), stoppingAfter: nil)
        #expect(complete.filter { $0 == .switchRuns }.count == 1, "one step switches the runs")
        #expect(complete.contains(.removeStaleLink("sunflower")) && complete.contains(.removeRun("run-1")))
        let switchIndex = complete.firstIndex(of: .switchRuns)!
        for stop in 0...complete.count {
            let out = temp.path + "/stop-\(stop)"
            let writer = try prepared(out)
            let steps = try writer.write(files(new), stoppingAfter: stop)
            #expect(steps.count == stop)
            let expected = (stop > switchIndex ? new : old).merging(user) { $1 }
            #expect(shown(out) == expected, "stopped after \(stop) steps: \(steps.last.map { "\($0)" } ?? "staging")")

            try writer.write(files(old))
            #expect(shown(out) == old.merging(user) { $1 }, "the write after a stop at \(stop)")
            #expect(state(out).count == 3 && state(out).starts(with: ["current", "lock"]), "\(state(out))")
            #expect(!entries(out).contains("brinjal"))
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
        #expect(state(out).count == 3)
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
            #expect(error.path == out)
            #expect(error.reason.hasPrefix("cannot create directory"))
        }
    }

    @Test func pathsThatWouldLeaveTheDirectoryOrTakeTrellissOwnNamesAreRefused() throws {
        let temp = try TemporaryDirectory()
        for bad in ["../x.html", "/etc/x", "a//b.html", ".trellis-manifest", ".trellis-staging-1/x", ".trellis/current",
                    ".trellis", "a/./b", ""] {
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
        // A staging folder, a run folder that never went live, a half-made switch, a link made
        // for a name the live run never got, and an older version's staging folder (a process
        // id far above Linux's pid_max belongs to no running process).
        try FileManager.default.createDirectory(atPath: out + "/.trellis/staging-99999999/marigold", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: out + "/.trellis/run-7", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: out + "/.trellis/current.next", withDestinationPath: "run-7")
        try FileManager.default.createSymbolicLink(atPath: out + "/sunflower", withDestinationPath: ".trellis/current/sunflower")
        try FileManager.default.createDirectory(atPath: out + "/.trellis-staging-99999999/marigold", withIntermediateDirectories: true)
        try SiteWriter(directory: out).write([SiteFile(path: "index.html", text: "new")])
        #expect(shown(out) == ["index.html": "new"])
        #expect(entries(out) == [".trellis", "index.html"])
        #expect(state(out) == ["current", "lock", "run-2"])
    }

    @Test func aFolderAnEarlierVersionWroteIsTakenOverShowingNoMixWhereverItStops() throws {
        let temp = try TemporaryDirectory()
        // What a version that wrote pages in place left: the pages, its manifest, the user's file.
        let legacy = ["index.html": "old", "marigold/home.html": "old", "sunflower/home.html": "old", "sunflower/deep/x.html": "old"]
        let new = ["index.html": "new", "marigold/home.html": "new"]
        func prepared(_ out: String) throws -> SiteWriter {
            for (path, text) in legacy {
                try FileManager.default.createDirectory(atPath: out + "/" + (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
                try text.write(toFile: out + "/" + path, atomically: false, encoding: .utf8)
            }
            try ("# Files written by `trellis render`\n" + legacy.keys.sorted().joined(separator: "\n") + "\n")
                .write(toFile: out + "/.trellis-manifest", atomically: false, encoding: .utf8)
            try "mine".write(toFile: out + "/notes.txt", atomically: false, encoding: .utf8)
            return SiteWriter(directory: out)
        }
        let out = temp.path + "/complete"
        let steps = try prepared(out).write(files(new), stoppingAfter: nil)
        #expect(shown(out) == new.merging(["notes.txt": "mine"]) { $1 })
        #expect(entries(out) == [".trellis", "index.html", "marigold", "notes.txt"])
        for stop in 0..<steps.count {
            let stopped = temp.path + "/stop-\(stop)"
            try prepared(stopped).write(files(new), stoppingAfter: stop)
            var seen = shown(stopped)
            #expect(seen.removeValue(forKey: "notes.txt") == "mine")
            // Some of the old pages while they go, then the new run: never both.
            #expect(seen.values.allSatisfy { $0 == "old" } || seen == new, "stopped after \(stop) steps: \(seen)")
        }
    }

    @Test func anEarlierVersionsFolderHoldingAUsersFileIsRefusedByName() throws {
        let temp = try TemporaryDirectory()
        let out = temp.path + "/output"
        try FileManager.default.createDirectory(atPath: out + "/marigold", withIntermediateDirectories: true)
        try "old".write(toFile: out + "/marigold/home.html", atomically: false, encoding: .utf8)
        try "mine".write(toFile: out + "/marigold/notes.txt", atomically: false, encoding: .utf8)
        try "marigold/home.html\n".write(toFile: out + "/.trellis-manifest", atomically: false, encoding: .utf8)
        do {
            try SiteWriter(directory: out).write(files(["marigold/home.html": "new"]))
            Issue.record("expected an error")
        } catch {
            #expect(error.path == out + "/marigold/notes.txt")
            #expect(error.reason.hasPrefix("was not written by Trellis"))
        }
        #expect(shown(out) == ["marigold/home.html": "old", "marigold/notes.txt": "mine"])
    }

    @Test func atomicWritesLeaveNoTemporaryFiles() throws {
        let temp = try TemporaryDirectory()
        try AtomicFile.write(Data("one".utf8), to: temp.path + "/a.txt")
        try AtomicFile.write(Data("two".utf8), to: temp.path + "/a.txt")
        #expect(entries(temp.path) == ["a.txt"])
        #expect(read(temp.path + "/a.txt") == "two")
    }
}
