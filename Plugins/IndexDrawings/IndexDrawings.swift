import Foundation
import PackagePlugin

/// Generates TrellisSymbols' index of its drawings (BuiltInDrawings.swift) from the files of its
/// Drawings folder at build time, so adding a drawing is adding its SVG file.
@main
struct IndexDrawings: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let drawings = target.directoryURL.appending(path: "Drawings")
        let output = context.pluginWorkDirectoryURL.appending(path: "BuiltInDrawings.swift")
        return [
            .buildCommand(
                displayName: "Indexing the built-in drawings of \(target.name)",
                executable: try context.tool(named: "DrawingIndexer").url,
                arguments: [drawings.path, output.path],
                inputFiles: target.sourceFiles.map(\.url).filter { $0.pathExtension == "svg" },
                outputFiles: [output]
            ),
        ]
    }
}
