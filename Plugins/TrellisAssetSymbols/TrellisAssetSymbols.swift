import Foundation
import PackagePlugin

/// Generates, for a target that holds asset catalogs, the `ImageResource` and `ColorResource`
/// symbols Xcode generates for an app (`Image(.logo)`, `Color(.brand)`), so the same files build
/// on Linux. A build-tool plugin runs on every platform, so the generated file is wrapped in
/// `#if os(Linux)`: on Apple's platforms Xcode's own symbols are the ones compiled.
@main
struct TrellisAssetSymbols: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let module = target as? SourceModuleTarget else { return [] }
        let catalogs = Self.catalogs(under: module.directoryURL)
        guard !catalogs.isEmpty else { return [] }
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("GeneratedAssetSymbols.swift")
        let tool = try context.tool(named: "TrellisAssetSymbolsTool")
        return [
            .buildCommand(
                displayName: "Generating asset symbols for \(target.name)",
                executable: tool.url,
                arguments: [output.path] + catalogs.map(\.path),
                inputFiles: catalogs.flatMap(Self.contentsFiles),
                outputFiles: [output]
            ),
        ]
    }

    /// The `.xcassets` folders anywhere under `folder`, in path order.
    static func catalogs(under folder: URL) -> [URL] {
        guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isDirectoryKey]) else { return [] }
        var found: [URL] = []
        for case let url as URL in walker where url.pathExtension == "xcassets" {
            found.append(url)
            walker.skipDescendants()
        }
        return found.sorted { $0.path < $1.path }
    }

    /// Every Contents.json of a catalog: adding or renaming an asset reruns the generator.
    static func contentsFiles(_ catalog: URL) -> [URL] {
        guard let walker = FileManager.default.enumerator(at: catalog, includingPropertiesForKeys: nil) else { return [] }
        return (walker.compactMap { $0 as? URL }.filter { $0.lastPathComponent == "Contents.json" } + [catalog])
            .sorted { $0.path < $1.path }
    }
}
