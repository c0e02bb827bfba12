import Foundation
import Testing
import Trellis
@testable import TrellisGolden
@testable import TrellisTesting

/// A fresh folder under the temporary directory, removed when the value goes away.
final class TemporaryFolder: Sendable {
    let path: String

    init() {
        path = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-golden-tests-\(UUID().uuidString)").path
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    func read(_ name: String) -> String? {
        FileManager.default.contents(atPath: path + "/" + name).flatMap { String(data: $0, encoding: .utf8) }
    }

    func write(_ text: String, to name: String) throws {
        try GoldenFiles.writeAtomically(Data(text.utf8), to: path + "/" + name)
    }

    /// Every file below the folder, relative, sorted.
    func files() -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: path)
        var names: [String] = []
        while let name = enumerator?.nextObject() as? String {
            var isDirectory: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: path + "/" + name, isDirectory: &isDirectory)
            if !isDirectory.boolValue { names.append(name) }
        }
        return names.sorted()
    }
}

/// A small screen whose text takes the theme's text color and whose title says which theme.
struct Badge: View {
    var title: String
    @Environment(\.theme) var theme

    var body: some View {
        VStack(spacing: 4) {
            Text(title)
            Text(theme.name).foregroundColor(theme.colors.subText)
        }
        .padding()
    }
}

/// The environment a test wants, with artifacts kept inside its own folder.
func testEnvironment(_ folder: TemporaryFolder, _ variables: [String: String] = [:]) -> GoldenEnvironment {
    var variables = variables
    if variables["TRELLIS_ARTIFACTS"] == nil { variables["TRELLIS_ARTIFACTS"] = folder.path + "/artifacts" }
    return GoldenEnvironment(variables)
}

func callSite(fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> GoldenCallSite {
    GoldenCallSite(fileID: fileID, filePath: filePath, line: line, column: column)
}
