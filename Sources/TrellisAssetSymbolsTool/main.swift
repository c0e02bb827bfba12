import Foundation

// trellis-asset-symbols OUTPUT.swift CATALOG.xcassets...: the symbols of the catalogs' images and
// colors, written to OUTPUT (see AssetSymbols). Run by the TrellisAssetSymbols build-tool plugin.
let arguments = CommandLine.arguments.dropFirst()
guard let output = arguments.first else {
    FileHandle.standardError.write(Data("usage: TrellisAssetSymbolsTool OUTPUT.swift CATALOG.xcassets...\n".utf8))
    exit(2)
}
do {
    let symbols = try AssetSymbols(catalogs: arguments.dropFirst().map { URL(fileURLWithPath: $0) })
    let data = Data(symbols.source.utf8)
    // Unchanged output keeps its date, so the target is not rebuilt for nothing.
    if FileManager.default.contents(atPath: output) != data {
        try data.write(to: URL(fileURLWithPath: output), options: .atomic)
    }
} catch {
    FileHandle.standardError.write(Data("TrellisAssetSymbolsTool: \(output): \(error.localizedDescription)\n".utf8))
    exit(1)
}
