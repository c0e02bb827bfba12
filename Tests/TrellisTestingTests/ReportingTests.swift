import Foundation
import Testing
import Trellis
import XCTest
@testable import TrellisGolden
@testable import TrellisTesting

/// The public assertions report through Swift Testing when a Swift Testing test is running.
@Suite struct SwiftTestingReportingTests {
    let folder = TemporaryFolder()

    @Test func aFailureIsAnIssueAtTheCallersFileLineAndColumn() {
        let expectedLine = #line + 2
        withKnownIssue {
            assertGolden(of: "text\n", as: .lines { $0 }, record: .never, goldenDirectory: folder.path)
        } matching: { issue in
            issue.sourceLocation?.line == expectedLine
                && issue.sourceLocation?.fileID == #fileID
                && issue.sourceLocation?.column == 25  // #column of a call is its opening parenthesis
                // The message is the issue's own line ("Caught error: no golden at …"), not a
                // comment under a bare "Issue recorded".
                && issue.error.map { "\($0)".hasPrefix("no golden at \(folder.path)/aFailureIsAnIssueAtTheCallersFileLineAndColumn.txt") } == true
        }
    }

    @MainActor @Test func eachFailingVariantIsItsOwnIssueAndPassingOnesAreSilent() throws {
        var sunflower = EnvironmentValues()
        sunflower.theme = .sunflower
        try folder.write(Badge(title: "Hi").resolved(in: sunflower).dump(), to: "variants.sunflower.light.dump")
        let log = CollectedOutput()
        withKnownIssue {
            assertGolden(of: Badge(title: "Hi"), themes: Theme.all, record: .never, goldenDirectory: folder.path,
                         testName: "variants")
        } matching: { issue in
            log.commandOutput.standardOutput((issue.error.map { "\($0)" } ?? "") + "\u{0}")
            return true
        }
        let issues = log.standardOutput.split(separator: "\u{0}")
        #expect(issues.count == 3)
        #expect(issues.allSatisfy { $0.hasPrefix("no golden at ") })
        #expect(issues.contains { $0.contains("variants.system.light.dump") })
        #expect(issues.contains { $0.contains("variants.marigold.light.dump") })
        #expect(issues.contains { $0.contains("variants.brinjal.light.dump") })
    }

    @MainActor @Test func aMatchingGoldenRecordsNoIssue() throws {
        try folder.write(Badge(title: "Hi").resolved().dump(), to: "quiet.system.light.dump")
        assertGolden(of: Badge(title: "Hi"), record: .never, goldenDirectory: folder.path, testName: "quiet")
    }
}

/// The public assertions report through XCTest when no Swift Testing test is running.
final class XCTestReportingTests: XCTestCase {
    struct Failure { var description: String; var file: String; var line: Int }
    private var captured: [Failure] = []
    private var isCapturing = false

    // Corelibs XCTest routes XCTFail through here; capturing lets this test read its own failures.
    override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool) {
        if isCapturing {
            captured.append(Failure(description: description, file: filePath, line: lineNumber))
        } else {
            super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
        }
    }

    func testAFailureIsReportedThroughXCTestAtTheCallersLine() throws {
        let folder = TemporaryFolder()
        // A matching golden reports nothing, on CI or off it.
        try folder.write("text\n", to: "testAFailureIsReportedThroughXCTestAtTheCallersLine.matching.txt")
        isCapturing = true
        let line = #line; assertGolden(of: "text\n", as: .lines { $0 }, record: .never, goldenDirectory: folder.path)
        assertGolden(of: "text\n", as: .lines { $0 }, named: "matching", record: .never, goldenDirectory: folder.path)
        isCapturing = false
        XCTAssertEqual(captured.count, 1, "\(captured.map(\.description))")
        XCTAssertEqual(captured.first?.line, line)
        XCTAssertEqual(captured.first?.file, #filePath)
        XCTAssertTrue(captured.first?.description.contains("no golden at \(folder.path)/testAFailureIsReportedThroughXCTestAtTheCallersLine.txt") == true)
    }
}
