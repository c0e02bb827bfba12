import Testing
@testable import TrellisGolden
@testable import TrellisTesting

@Suite struct GoldenRecordModeTests {
    @Test func offCITheArgumentWinsOverTheVariableWhichWinsOverMissing() {
        #expect(GoldenEnvironment([:]).effectiveMode(argument: nil).mode == .missing)
        #expect(GoldenEnvironment(["TRELLIS_RECORD": "failed"]).effectiveMode(argument: nil).mode == .failed)
        #expect(GoldenEnvironment(["TRELLIS_RECORD": "ALL"]).effectiveMode(argument: nil).mode == .all)
        #expect(GoldenEnvironment(["TRELLIS_RECORD": "all"]).effectiveMode(argument: .never).mode == .never)
        #expect(GoldenEnvironment(["CI": "false", "TRELLIS_RECORD": "all"]).effectiveMode(argument: nil).mode == .all)
    }

    @Test(arguments: [
        (nil, nil), (GoldenRecordMode.missing, nil), (.all, nil), (.failed, nil), (.never, nil),
        (nil, "all"), (nil, "failed"), (nil, "missing"), (.never, "all"),
    ] as [(GoldenRecordMode?, String?)])
    func onCIThePolicyIsNeverWhateverWasAsked(argument: GoldenRecordMode?, variable: String?) {
        var variables = ["CI": "true"]
        variables["TRELLIS_RECORD"] = variable
        let (mode, refusal) = GoldenEnvironment(variables).effectiveMode(argument: argument)
        #expect(mode == .never)
        let askedToRecord = (argument ?? variable.flatMap(GoldenRecordMode.init(rawValue:)))?.writesMismatches == true
        #expect((refusal != nil) == askedToRecord)
    }

    @Test func ciCountsAsSetForAnyValueButEmptyZeroFalseAndNo() {
        for value in ["true", "1", "yes", "TRUE", "github"] { #expect(GoldenEnvironment(["CI": value]).isCI, "\(value)") }
        for value in ["", "0", "false", "No"] { #expect(!GoldenEnvironment(["CI": value]).isCI, "\(value)") }
        #expect(!GoldenEnvironment([:]).isCI)
    }

    @Test func anUnknownRecordModeIsAnErrorThatListsTheModes() {
        let environment = GoldenEnvironment(["TRELLIS_RECORD": "yes"])
        #expect(environment.recordModeError?.description == "TRELLIS_RECORD='yes' is not a record mode; use one of: missing, all, failed, never")
    }

    @Test func artifactsGoToTheVariableOrTheTemporaryDirectory() {
        #expect(GoldenEnvironment(["TRELLIS_ARTIFACTS": "/x/y"]).artifactsPath == "/x/y")
        #expect(GoldenEnvironment([:], temporaryDirectory: "/tmp").artifactsPath == "/tmp/trellis-artifacts")
    }
}
