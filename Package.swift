// swift-tools-version:6.0
import PackageDescription

// Targets follow the pipeline in DESIGN.md: each stage depends only on the stages before it.
let package = Package(
    name: "Trellis",
    products: [
        .library(name: "Trellis", targets: ["Trellis"]),
        .library(name: "TrellisLayout", targets: ["TrellisLayout"]),
        .library(name: "TrellisRender", targets: ["TrellisRender"]),
        .library(name: "TrellisValidation", targets: ["TrellisValidation"]),
        .library(name: "TrellisGolden", targets: ["TrellisGolden"]),
        .library(name: "TrellisTesting", targets: ["TrellisTesting"]),
        .library(name: "TrellisGallery", targets: ["TrellisGallery"]),
        .library(name: "TrellisCLI", targets: ["TrellisCLI"]),
        .library(name: "TrellisRaster", targets: ["TrellisRaster"]),
        .executable(name: "trellis", targets: ["TrellisCommand"]),
    ],
    targets: [
        .target(name: "Trellis", dependencies: ["CTrellisStack"]),
        .target(name: "CTrellisStack"),
        .systemLibrary(
            name: "CLibXML2",
            pkgConfig: "libxml-2.0",
            providers: [.apt(["libxml2-dev"])]
        ),
        // Text shaping: HarfBuzz's own OpenType functions give the advances, kerning and metrics.
        .systemLibrary(
            name: "CHarfBuzz",
            pkgConfig: "harfbuzz",
            providers: [.apt(["libharfbuzz-dev"])]
        ),
        // SVG to pixels for `--format png`: librsvg draws into cairo, whose PNG writer encodes.
        .systemLibrary(
            name: "CRsvg",
            pkgConfig: "librsvg-2.0",
            providers: [.apt(["librsvg2-dev"])]
        ),
        .target(name: "TrellisRaster", dependencies: ["CRsvg"]),
        // The layout engine and text measurement; between resolution and the emitters.
        .target(name: "TrellisLayout", dependencies: ["Trellis", "CHarfBuzz"]),
        .target(name: "TrellisRender", dependencies: ["Trellis", "TrellisLayout"]),
        // Its RELAX NG schemas are compiled in from schemas/ (scripts/embed-schemas.sh): no resource bundle.
        .target(name: "TrellisValidation", dependencies: ["CLibXML2"]),
        .target(name: "TrellisGallery", dependencies: ["Trellis"]),
        // Goldens, diffs and the golden check behind `trellis check`: no test framework, so the
        // command can link it.
        // The random view-tree generator and its checks, for the fuzz test and `TrellisFuzz`.
        .target(name: "TrellisFuzzing", dependencies: ["Trellis", "TrellisRender", "TrellisValidation"]),
        // Goldens, diffs and `trellis check`: no test framework, so the command can link it.
        .target(
            name: "TrellisGolden",
            dependencies: ["Trellis", "TrellisLayout", "TrellisRender", "TrellisValidation"]
        ),
        // The assertions for Swift Testing and XCTest, on top of TrellisGolden.
        .target(name: "TrellisTesting", dependencies: ["TrellisGolden"]),
        // The `trellis` command over any pages: its options, help and output, render, validate, check.
        .target(
            name: "TrellisCLI",
            dependencies: ["Trellis", "TrellisRender", "TrellisValidation", "TrellisGolden", "TrellisRaster"]
        ),
        .executableTarget(
            name: "TrellisCommand",
            dependencies: ["TrellisGallery", "TrellisRender", "TrellisCLI"]
        ),
        // Release-build measurements (scripts/bench.sh); not a test target, so `swift test` stays fast.
        .executableTarget(
            name: "TrellisBenchmarks",
            dependencies: ["Trellis", "TrellisLayout", "TrellisRender", "TrellisValidation", "TrellisGallery", "TrellisCLI", "TrellisRaster"],
            path: "Benchmarks/TrellisBenchmarks"
        ),
        // Runs random trees for as long as asked, each batch in a child process (scripts/fuzz.sh).
        .executableTarget(
            name: "TrellisFuzz",
            dependencies: ["Trellis", "TrellisRender", "TrellisFuzzing"],
            path: "Fuzz/TrellisFuzz"
        ),
        .testTarget(name: "TrellisTests", dependencies: ["Trellis"]),
        .testTarget(name: "TrellisRenderTests", dependencies: ["Trellis", "TrellisLayout", "TrellisRender", "TrellisGallery", "TrellisValidation", "TrellisCLI", "TrellisRaster"]),
        .testTarget(name: "TrellisValidationTests", dependencies: ["TrellisValidation"]),
        .testTarget(name: "TrellisRasterTests", dependencies: ["TrellisRaster"]),
        // Fixtures/ holds Chromium's recordings (scripts/record-text-metrics.sh), read by path.
        .testTarget(name: "TrellisLayoutTests", dependencies: ["Trellis", "TrellisLayout"], exclude: ["Fixtures"]),
        .testTarget(name: "TrellisFuzzingTests", dependencies: ["Trellis", "TrellisRender", "TrellisFuzzing"]),
        .testTarget(
            name: "TrellisTestingTests",
            dependencies: ["Trellis", "TrellisRender", "TrellisGolden", "TrellisTesting", "TrellisGallery", "TrellisCLI"],
            exclude: ["__Goldens__"]
        ),
        // The compatibility corpus (issue 11): screens as SwiftUI apps write them, `import SwiftUI`
        // changed to `import Trellis`, each its own module in the Swift 5 language mode.
        // CorpusSupport renders and validates them the one way they all share.
        .target(
            name: "CorpusSupport",
            dependencies: ["Trellis", "TrellisRender", "TrellisValidation"],
            path: "Tests/CorpusSupport"
        ),
        // Its model file imports only Foundation: the target imports Trellis implicitly (README,
        // "Compatibility basics"), as Foundation brings Combine in on Apple's platforms.
        .testTarget(
            name: "CorpusTimer",
            dependencies: ["Trellis", "CorpusSupport"],
            swiftSettings: [.swiftLanguageMode(.v5), .unsafeFlags(["-Xfrontend", "-import-module", "-Xfrontend", "Trellis"])]
        ),
        // The same for its @Observable store, through the other way: one `@_exported import Trellis` file.
        .testTarget(
            name: "CorpusStore",
            dependencies: ["Trellis", "CorpusSupport"],
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        // The seeds' code, verbatim but for the import, compiled in the Swift 5 language mode.
        .testTarget(
            name: "SeedCompileTests",
            dependencies: ["Trellis"],
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
    ],
    swiftLanguageModes: [.v6]
)
