import TrellisRender

/// `trellis check`: the slot for golden-file checking. The golden-testing work replaces this body
/// with a call into TrellisTesting; until then it says so and exits with the usage status.
enum CheckCommand {
    @MainActor
    static func run(_ arguments: [String], output: CommandOutput) async -> Int32 {
        await TrellisCommandLine.checkNotBuilt(arguments, output)
    }
}
