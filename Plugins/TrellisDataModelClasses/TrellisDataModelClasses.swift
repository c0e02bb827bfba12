import Foundation
import PackagePlugin

/// Generates, for a target that holds Core Data models (`.xcdatamodeld`), the entity classes
/// Xcode generates for entities whose codegen is "Class Definition" (`ExpenseLog`, with its
/// properties and `fetchRequest()`), so the same files build on Linux. A build-tool plugin runs
/// on every platform, so the generated file is wrapped in `#if os(Linux)`: on Apple's platforms
/// Xcode's own classes are the ones compiled.
@main
struct TrellisDataModelClasses: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let module = target as? SourceModuleTarget else { return [] }
        let models = Self.models(under: module.directoryURL)
        guard !models.isEmpty else { return [] }
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("GeneratedDataModelClasses.swift")
        let tool = try context.tool(named: "TrellisDataModelClassesTool")
        return [
            .buildCommand(
                displayName: "Generating Core Data classes for \(target.name)",
                executable: tool.url,
                arguments: [output.path] + models.map(\.path),
                inputFiles: models.flatMap(Self.modelFiles),
                outputFiles: [output]
            ),
        ]
    }

    /// The `.xcdatamodeld` folders anywhere under `folder`, in path order.
    static func models(under folder: URL) -> [URL] {
        guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isDirectoryKey]) else { return [] }
        var found: [URL] = []
        for case let url as URL in walker where url.pathExtension == "xcdatamodeld" {
            found.append(url)
            walker.skipDescendants()
        }
        return found.sorted { $0.path < $1.path }
    }

    /// Every version's `contents` and the current-version marker: editing the model reruns the generator.
    static func modelFiles(_ model: URL) -> [URL] {
        guard let walker = FileManager.default.enumerator(at: model, includingPropertiesForKeys: nil) else { return [] }
        return (walker.compactMap { $0 as? URL }.filter { ["contents", ".xccurrentversion"].contains($0.lastPathComponent) } + [model])
            .sorted { $0.path < $1.path }
    }
}
