import Foundation
import Trellis
import Testing

/// The UIKit and AppKit names Trellis doesn't model are declared unavailable so that code using
/// them fails with a reason, as are the members of modelled UIKit classes that it leaves out.
/// Only the compiler can show that, so this compiles a snippet with `swiftc -typecheck` against
/// the Trellis module this test run built, and reads the diagnostics. It is skipped where the
/// module or swiftc cannot be found (a build with another layout).
@Suite struct UnavailableNamesTests {
    /// The folder of the built modules: beside the test bundle, as SwiftPM lays a build out.
    static let buildFolder: URL? = {
        let bundle = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let module = bundle.appendingPathComponent("Modules/Trellis.swiftmodule")
        return FileManager.default.fileExists(atPath: module.path) ? bundle : nil
    }()

    static let swiftc: String? = ["/usr/bin/swiftc", "/usr/local/bin/swiftc"].first { FileManager.default.isExecutableFile(atPath: $0) }
        ?? ProcessInfo.processInfo.environment["PATH"]?.split(separator: ":")
            .map { "\($0)/swiftc" }.first { FileManager.default.isExecutableFile(atPath: $0) }

    private func diagnostics(compiling source: String) throws -> (status: Int32, errors: [String]) {
        let folder = try #require(Self.buildFolder)
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-unavailable-\(UUID().uuidString).swift")
        try source.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(Self.swiftc))
        // Trellis's C targets (CTrellisStack …) are found through the module maps SwiftPM wrote.
        let moduleMaps = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
            .filter { $0.hasSuffix(".build") }
            .map { folder.appendingPathComponent($0).appendingPathComponent("module.modulemap").path }
            .filter { FileManager.default.fileExists(atPath: $0) }
        process.arguments = ["-typecheck", "-swift-version", "5", "-I", folder.appendingPathComponent("Modules").path]
            + moduleMaps.flatMap { ["-Xcc", "-fmodule-map-file=" + $0] }
            + [file.path]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let output = errors.fileHandleForReading.readToEndRetryingInterrupts()
        process.waitUntilExit()
        let lines = String(decoding: output, as: UTF8.self).split(separator: "\n").map(String.init)
        return (process.terminationStatus, lines.filter { $0.contains(": error: ") })
    }

    @Test(.enabled(if: buildFolder != nil && swiftc != nil, "needs swiftc and the built Trellis module"))
    func eachUnavailableNameSaysWhy() throws {
        let uses = [
            ("let device = UIDevice.current", "'UIDevice' is unavailable: a static render has no device"),
            ("let board = UIPasteboard.general", "'UIPasteboard' is unavailable: a static render has no pasteboard"),
            ("let scale = UIScreen.main.scale", "Trellis models only the part of UIKit that SwiftUI code reaches"),
            ("let odd = UIColor.systemFoo", "Trellis models only the part of UIKit that SwiftUI code reaches"),
            ("let proxy = UITextView.appearance()", "UIKit's appearance proxies can't reach a Trellis render"),
            ("struct WebView: NSViewRepresentable {}", "'NSViewRepresentable' is unavailable: AppKit views cannot be drawn by Trellis"),
            ("let bar = UINavigationBar.appearance()", "'UINavigationBar' is unavailable: UIKit is not available on Linux; style the bar"),
            ("let tabs = UITabBar.appearance()", "'UITabBar' is unavailable"),
            ("let table = UITableView.appearance()", "'UITableView' is unavailable: UIKit is not available on Linux; restyle a List"),
            ("struct Corners { var corners: UIRectCorner }", "'UIRectCorner' is unavailable"),
            ("let path = UIBezierPath(roundedRect: .zero, cornerRadius: 4)", "'UIBezierPath' is unavailable: UIKit is not available on Linux; build the shape with Path"),
            ("struct App2 { @UIApplicationDelegateAdaptor(Int.self) var delegate }", "'UIApplicationDelegateAdaptor' is unavailable: a static render has no running application"),
        ]
        let source = "import Trellis\n" + uses.map(\.0).joined(separator: "\n") + "\n"
        let result = try diagnostics(compiling: source)
        #expect(result.status != 0)
        for (line, (_, message)) in uses.enumerated() {
            let onLine = result.errors.filter { $0.contains(".swift:\(line + 2):") }
            #expect(onLine.contains { $0.contains(message) }, "line \(line + 2): \(onLine)")
            #expect(!onLine.contains { $0.contains("cannot find") }, "line \(line + 2): \(onLine)")
        }
    }

    @Test(.enabled(if: buildFolder != nil && swiftc != nil, "needs swiftc and the built Trellis module"))
    func theUIKitNamesSwiftUIModifiersTakeAreAvailable() throws {
        let source = """
            import Trellis
            struct Form: View {
                var body: some View {
                    Text("x").keyboardType(.decimalPad).autocapitalization(.none).textContentType(.emailAddress)
                }
            }
            // Once confusing ("missing argument label 'frame:'"), now UIKit's own conversion.
            let ink = UIColor(Color.red)
            let swatch = Color(uiColor: UIColor.red)
            """
        let result = try diagnostics(compiling: source)
        #expect(result.errors.isEmpty, "\(result.errors)")
        #expect(result.status == 0)
    }
}
