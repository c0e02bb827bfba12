import Foundation

// trellis-data-model-classes OUTPUT.swift MODEL.xcdatamodeld...: the entity classes Xcode
// generates from the models, written to OUTPUT (see DataModelClasses). Run by the
// TrellisDataModelClasses build-tool plugin.
let arguments = CommandLine.arguments.dropFirst()
guard let output = arguments.first else {
    FileHandle.standardError.write(Data("usage: TrellisDataModelClassesTool OUTPUT.swift MODEL.xcdatamodeld...\n".utf8))
    exit(2)
}
do {
    let classes = try DataModelClasses(models: arguments.dropFirst().map { URL(fileURLWithPath: $0) })
    let data = Data(classes.source.utf8)
    // Unchanged output keeps its date, so the target is not rebuilt for nothing.
    if FileManager.default.contents(atPath: output) != data {
        try data.write(to: URL(fileURLWithPath: output), options: .atomic)
    }
} catch {
    FileHandle.standardError.write(Data("TrellisDataModelClassesTool: \(error)\n".utf8))
    exit(1)
}
