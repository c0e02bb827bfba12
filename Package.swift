// swift-tools-version:6.2
import CompilerPluginSupport
import Foundation
import PackageDescription

// `#Preview` is a macro, and this toolchain ships SwiftSyntax only as its own host libraries
// (usr/lib/swift/host), not as a package SwiftPM could fetch. The macro target links those by
// unsafe flags, which SwiftPM accepts from a versioned dependency (`from:`) only when its manifest
// declares tools version 6.2 or later, hence this manifest's. The folder is found from the
// toolchain that evaluates this manifest, never hard-coded; without it Trellis still builds, and
// `#Preview` says why it is unavailable.
let swiftHostLibraries: String? = {
    let manager = FileManager.default
    func host(underUsr usr: URL) -> String? {
        let candidate = usr.appendingPathComponent("lib/swift/host").path
        return manager.fileExists(atPath: candidate + "/SwiftSyntaxMacros.swiftmodule") ? candidate : nil
    }
    if let override = ProcessInfo.processInfo.environment["TRELLIS_SWIFT_HOST_LIBRARIES"] {
        return override.isEmpty ? nil : override
    }
    // On Linux the manifest runs linked to its toolchain's PackageDescription
    // (usr/lib/swift/pm/ManifestAPI): exactly the compiler that will load the macro.
    if let maps = try? String(contentsOfFile: "/proc/self/maps", encoding: .utf8),
       let line = maps.split(separator: "\n").first(where: { $0.hasSuffix("/libPackageDescription.so") }),
       let start = line.firstIndex(of: "/") {
        let library = URL(fileURLWithPath: String(line[start...])).resolvingSymlinksInPath()
        var usr = library.deletingLastPathComponent()
        while usr.lastPathComponent != "usr", usr.path != "/" { usr = usr.deletingLastPathComponent() }
        if let found = host(underUsr: usr) { return found }
    }
    // Elsewhere: the `swiftc` first on PATH, through its symlinks, is <toolchain>/usr/bin/swiftc.
    for folder in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
        let compiler = URL(fileURLWithPath: String(folder)).appendingPathComponent("swiftc")
        guard manager.isExecutableFile(atPath: compiler.path) else { continue }
        let usr = compiler.resolvingSymlinksInPath().deletingLastPathComponent().deletingLastPathComponent()
        if let found = host(underUsr: usr) { return found }
    }
    return nil
}()

if swiftHostLibraries == nil {
    FileHandle.standardError.write(Data("""
        Trellis: the toolchain's SwiftSyntax host libraries (<toolchain>/usr/lib/swift/host) \
        were not found, so #Preview is unavailable; set TRELLIS_SWIFT_HOST_LIBRARIES to that folder.\n
        """.utf8))
}

let previewMacroTargets: [Target] = swiftHostLibraries.map { host in
    let libraries = [
        "SwiftSyntax", "SwiftSyntaxMacros", "SwiftCompilerPluginMessageHandling", "SwiftDiagnostics", "SwiftParser",
        "SwiftOperators", "SwiftSyntaxBuilder", "SwiftBasicFormat", "SwiftParserDiagnostics", "SwiftSyntaxMacroExpansion",
    ]
    return [
        .macro(
            name: "TrellisMacros",
            swiftSettings: [.unsafeFlags(["-I", host])],
            linkerSettings: [.unsafeFlags(["-L", host] + libraries.map { "-l" + $0 } + ["-Xlinker", "-rpath", "-Xlinker", host])]
        ),
    ]
} ?? []
// The compatibility corpus: screens as SwiftUI apps write them, `import SwiftUI` changed to
// `import Trellis`, each app or genre a module of its own in the Swift 5 language mode, in
// Tests/Corpus/<folder>. CorpusSupport renders and validates them the one way they all share.
struct Corpus {
    /// The folder under Tests/Corpus; the target is "Corpus" + folder.
    var folder: String
    /// Beyond Trellis and CorpusSupport.
    var dependencies: [Target.Dependency] = ["TrellisSite", "TrellisTesting"]
    /// Files that import only Foundation get Trellis by an implicit import (the Compatibility article, "Compatibility
    /// basics"), as Foundation brings Combine in on Apple's platforms.
    var importsTrellis = true
    /// `import Combine` loads the `Combine` product (the framework modules below), as a user's
    /// Linux build does.
    var combine = false
    /// Its goldens, and an asset catalog the tests read by path.
    var exclude: [String] = ["__Goldens__"]
    /// The files use `#Preview` and `@Entry` as apps do, which are unavailable without the macro
    /// target, so the module is built only where the macro target is, like the macro itself:
    /// without the host libraries the rest of the package still builds and tests.
    var usesMacros = true

    var target: Target {
        .testTarget(
            name: "Corpus" + folder,
            dependencies: ["Trellis", "CorpusSupport"] + dependencies + (combine ? ["Combine"] : []),
            path: "Tests/Corpus/" + folder,
            exclude: exclude,
            swiftSettings: [.swiftLanguageMode(.v5)]
                + (importsTrellis ? [.unsafeFlags(["-Xfrontend", "-import-module", "-Xfrontend", "Trellis"])] : [])
        )
    }
}

let corpora: [Corpus] = [
    // A timer whose model file imports only Foundation.
    Corpus(folder: "Timer", dependencies: [], exclude: [], usesMacros: false),
    // An @Observable store, with Trellis the other way: one `@_exported import Trellis` file.
    Corpus(folder: "Store", dependencies: [], importsTrellis: false, exclude: [], usesMacros: false),
    // A photo grid in a scroll view, and a tab app with search; each keeps its pages as goldens.
    Corpus(folder: "Photos", dependencies: ["TrellisTesting"], importsTrellis: false, usesMacros: false),
    Corpus(folder: "Tabs", dependencies: ["TrellisTesting"], importsTrellis: false, usesMacros: false),
    // Scrumdinger's list of cards (with its sheet, detail and edit form, and the colorsets of its
    // asset catalog), Landmarks' detail screen (an asset image), an edit form, a settings screen
    // (its ObservableObject's file imports only Foundation).
    Corpus(folder: "Scrums", importsTrellis: false, exclude: ["__Goldens__", "Assets.xcassets"], usesMacros: false),
    Corpus(folder: "Landmarks", importsTrellis: false, exclude: ["__Goldens__", "Assets.xcassets"], usesMacros: false),
    Corpus(folder: "EditForm", dependencies: ["TrellisTesting"], importsTrellis: false, usesMacros: false),
    Corpus(folder: "Settings", dependencies: ["TrellisTesting"], usesMacros: false),
    // Everyday app code (Scrumdinger, a to-do list, recipes, settings, onboarding, a weather card, a
    // profile editor, tabs, chat, a timer, a carousel, articles): 24 view files as public apps write
    // them, only the import changed.
    Corpus(folder: "Everyday"),
    // Utility and productivity apps (tasks, notes, weather, recipes, habits, budget, converter,
    // calculator, reading list, workouts, journal, settings), iOS 14-18 idioms.
    Corpus(folder: "Productivity"),
    // Social, media and commerce app code (a feed, a profile, chat, a player, a product page, a
    // cart, a paywall, custom shapes, effects, environment keys).
    Corpus(folder: "SocialAndCommerce"),
    // Games and education apps (trivia, flashcards, memory, tic-tac-toe, 2048, sudoku, dice, a
    // leaderboard, language lessons, an alphabet, math practice, courses, badges, settings).
    Corpus(folder: "GamesAndEducation"),
    // Health, fitness, food and travel app code (activity rings, trackers, a meditation timer, a
    // workout plan, medications, food delivery, a meal planner, trips, hotels).
    Corpus(folder: "HealthAndTravel"),
    // macOS-style apps and developer tools (a three-column mail client, a process table, a log
    // viewer, an HTTP tool, a git client, a palette, a menu-bar panel, settings tabs, an about
    // window, a shortcut list, a markdown editor).
    Corpus(folder: "MacApps"),
    // iOS 13-15-era code (NavigationView, ObservableObject view models with Combine, onDelete/onMove,
    // action sheets, Alert, presentationMode, PreviewProvider).
    Corpus(folder: "CombineEra", combine: true),
    // Finance app code (a bank, a budget tracker with hand-drawn bars, a crypto watchlist with
    // sparklines, subscriptions, bill splitting, invoices, savings goals, settings, a PIN pad).
    Corpus(folder: "Finance", combine: true),
    // Smart-home, IoT and device-companion app code (a home dashboard, a light, a thermostat dial,
    // cameras, energy bars, automations, pairing, an EV companion, a remote, watch views).
    Corpus(folder: "SmartHome", combine: true),
    // Apps of 2024–2026 on the newest APIs (a photo journal, a reading tracker, a podcast player,
    // a recipe box, a travel wishlist, a "What's new in SwiftUI" showcase, Liquid Glass).
    Corpus(folder: "NewestAPIs"),
    // Reusable component libraries and design-system packages with their demo app (custom
    // button/toggle/label/progress/text-field/group-box/disclosure/menu/gauge styles, custom
    // layouts, anchor preferences, shapes, transitions, modifiers, environment keys).
    Corpus(folder: "DesignSystems"),
    // Follow-along tutorial projects as learners' repos write them (100 Days of SwiftUI: WeSplit,
    // Moonshot, Drawing, Flashzilla, SnowSeeker...; CS193p's Memorize and Set; Kuchi; a smoothie menu).
    Corpus(folder: "Tutorials", exclude: ["__Goldens__", "Assets.xcassets"]),
    // Marketplace and listings app code (real-estate listings with a two-slider filter sheet, a
    // photo pager and amenities grid, event tickets with a seat picker, a dating swipe deck and
    // profile editor, a classifieds post form, a chat list), iOS 16-17 idioms.
    Corpus(folder: "Marketplace", combine: true),
    // News, RSS-reader and sports-scores apps (a feed with a hero card and category chips, a
    // markdown article reader, bookmarks, feeds with unread badges, live scores, standings, settings).
    Corpus(folder: "NewsAndSports"),
    // Everyday-life app code (a plant-care app with a watering schedule, a pet tracker with a vet
    // log and weight form, a baby feeding timer and day summary, a grocery list by aisle, a chores
    // rota with a week strip, family settings).
    Corpus(folder: "Household", combine: true),
    // A shop localized with a String Catalog and older .strings/.stringsdict tables, in German,
    // Arabic, Japanese and Russian (Resources/), rendered in each language and pseudo-language.
    Corpus(folder: "Localized", exclude: ["__Goldens__", "Resources"], usesMacros: false),
    // App code that imports the frameworks beside SwiftUI (a café map with markers and a route,
    // a paywall, a video lesson, a photo picker, tips, a sales dashboard with Swift Charts),
    // every import kept.
    Corpus(
        folder: "Frameworks",
        dependencies: ["SwiftUI", "TrellisLayout"] + ["CoreLocation", "MapKit", "StoreKit", "AVFoundation", "AVKit", "PhotosUI", "TipKit", "Charts", "WeatherKit"]
            .map { .target(name: $0) },
        importsTrellis: false, exclude: [], usesMacros: false),
]
let corpusTargets = corpora.filter { !$0.usesMacros || swiftHostLibraries != nil }.map(\.target)

// Modules named like Apple's frameworks, so app code keeps `import SwiftUI`, `import Combine`
// and the imports of the frameworks apps use beside SwiftUI. Each is a product of the same name
// that a user's package depends on only on Linux (`condition: .when(platforms: [.linux])`); on
// Apple's platforms the file imports Apple's framework. Each lives in Sources/Frameworks/<name>.
struct FrameworkModule {
    var name: String
    var dependencies: [Target.Dependency] = ["Trellis"]
    /// Declares macros (SwiftData's `@Model`) that TrellisMacros implements, so, like `#Preview`,
    /// they work only where the macro target is built and say why otherwise.
    var declaresMacros = false

    var target: Target {
        .target(
            name: name, dependencies: dependencies + (declaresMacros ? previewMacroDependencies : []),
            path: "Sources/Frameworks/" + name, swiftSettings: declaresMacros ? previewMacroSettings : [])
    }
    var product: Product { .library(name: name, targets: [name]) }
}

let frameworkModules: [FrameworkModule] = [
    FrameworkModule(name: "SwiftUI"),
    FrameworkModule(name: "Combine"),
    FrameworkModule(name: "SwiftData", declaresMacros: true),
    FrameworkModule(name: "CoreData"),
    FrameworkModule(name: "CoreLocation"),
    FrameworkModule(name: "MapKit", dependencies: ["Trellis", "CoreLocation"]),
    FrameworkModule(name: "StoreKit"),
    FrameworkModule(name: "AVFoundation"),
    FrameworkModule(name: "AVKit", dependencies: ["Trellis", "AVFoundation"]),
    FrameworkModule(name: "PhotosUI"),
    FrameworkModule(name: "TipKit"),
    FrameworkModule(name: "Charts"),
    FrameworkModule(name: "UIKit"),
    FrameworkModule(name: "CoreGraphics"),
    FrameworkModule(name: "WebKit"),
    FrameworkModule(name: "OSLog", dependencies: []),
    FrameworkModule(name: "os", dependencies: ["OSLog"]),
    FrameworkModule(name: "UniformTypeIdentifiers", dependencies: []),
    // Imported beside SwiftUI by public apps' model and view files; declared empty for now.
    FrameworkModule(name: "ActivityKit"),
    FrameworkModule(name: "AppIntents"),
    FrameworkModule(name: "AuthenticationServices"),
    FrameworkModule(name: "Speech"),
    FrameworkModule(name: "SystemConfiguration"),
    FrameworkModule(name: "UserNotifications"),
    FrameworkModule(name: "WeatherKit", dependencies: ["Trellis", "CoreLocation"]),
    // macOS apps: AppKit's pasteboard, workspace and application; Cocoa, its umbrella; CoreServices, empty.
    FrameworkModule(name: "AppKit"),
    FrameworkModule(name: "Cocoa", dependencies: ["AppKit"]),
    FrameworkModule(name: "CoreServices", dependencies: []),
]

// App-style code for each framework module, keeping its `import X`, in the Swift 5 language mode as
// apps are; those whose code uses macros are built only where the macro target is.
let frameworkTestTargets: [Target] = swiftHostLibraries == nil ? [] : [
    // App code that keeps `import SwiftUI` and `import Combine` through the framework modules,
    // with every macro written in files that import SwiftUI, Trellis, or both.
    .testTarget(
        name: "SwiftUIModuleTests", dependencies: ["SwiftUI", "Combine", "TrellisSite", "TrellisValidation"],
        path: "Tests/Frameworks/SwiftUI", swiftSettings: [.swiftLanguageMode(.v5)]),
    // A SwiftData app: @Model classes, a list with @Query, a detail, previews over in-memory sample data.
    .testTarget(
        name: "SwiftDataAppTests", dependencies: ["SwiftData", "SwiftUI", "CorpusSupport"],
        path: "Tests/Frameworks/SwiftDataApp", swiftSettings: [.swiftLanguageMode(.v5)]),
    // Charts as apps write them, with `import Charts` kept: their scales and ticks, where the
    // engine puts their marks and labels, and their pages.
    .testTarget(
        name: "ChartsTests", dependencies: ["Charts", "SwiftUI", "CorpusSupport", "TrellisLayout", "TrellisTesting"],
        path: "Tests/Frameworks/Charts", exclude: ["__Goldens__"], swiftSettings: [.swiftLanguageMode(.v5)]),
    // A macOS app's views: AppKit images, a copy button through the pasteboard, Finder and the
    // key window reached through optionals, with `import AppKit` and `import Cocoa` kept.
    .testTarget(
        name: "AppKitAppTests", dependencies: ["AppKit", "Cocoa", "SwiftUI", "CorpusSupport"],
        path: "Tests/Frameworks/AppKitApp", swiftSettings: [.swiftLanguageMode(.v5)]),
    // A Core Data app: a persistence controller, a list with @FetchRequest, a preview over an in-memory store.
    .testTarget(
        name: "CoreDataAppTests", dependencies: ["CoreData", "SwiftUI", "CorpusSupport"],
        path: "Tests/Frameworks/CoreDataApp", exclude: ["Trips.xcdatamodeld"], swiftSettings: [.swiftLanguageMode(.v5)],
        plugins: ["TrellisDataModelClasses"]),
]

let renderTestDependencies: [Target.Dependency] = [
    "Trellis", "TrellisLayout", "TrellisSite", "TrellisGallery", "TrellisValidation", "TrellisCLI", "TrellisRaster", "TrellisTestSupport",
]

let previewMacroDependencies: [Target.Dependency] = swiftHostLibraries == nil ? [] : ["TrellisMacros"]
let previewMacroSettings: [SwiftSetting] = swiftHostLibraries == nil ? [] : [.define("TRELLIS_PREVIEW_MACRO")]

// Targets follow the pipeline in DESIGN.md: each stage depends only on the stages before it.
let package = Package(
    name: "Trellis",
    products: [
        .library(name: "Trellis", targets: ["Trellis"]),
        .library(name: "TrellisLayout", targets: ["TrellisLayout"]),
        // Also holds the site, so a package that took this product for `HTMLEmitter().render(tree)`
        // keeps building once its files import TrellisSite.
        .library(name: "TrellisRender", targets: ["TrellisRender", "TrellisSite"]),
        .library(name: "TrellisSite", targets: ["TrellisSite"]),
        .library(name: "TrellisValidation", targets: ["TrellisValidation"]),
        .library(name: "TrellisGolden", targets: ["TrellisGolden"]),
        .library(name: "TrellisTesting", targets: ["TrellisTesting"]),
        .library(name: "TrellisGallery", targets: ["TrellisGallery"]),
        .library(name: "TrellisCLI", targets: ["TrellisCLI"]),
        .library(name: "TrellisRaster", targets: ["TrellisRaster"]),
        .executable(name: "trellis", targets: ["TrellisCommand"]),
        .library(name: "TrellisCombine", targets: ["TrellisCombine"]),
        // Xcode's asset symbols (`Image(.logo)`, `Color(.brand)`) for a target's catalogs, on Linux.
        .plugin(name: "TrellisAssetSymbols", targets: ["TrellisAssetSymbols"]),
        .plugin(name: "TrellisDataModelClasses", targets: ["TrellisDataModelClasses"]),
    ] + frameworkModules.map(\.product),
    targets: [
        .target(
            name: "Trellis",
            dependencies: ["TrellisCore", "CTrellisPreviews", "TrellisPublishers"] + previewMacroDependencies,
            swiftSettings: previewMacroSettings
        ),
        .target(name: "CTrellisStack"),
        // The resolved tree and the values both sides of it read: what layout and the emitters
        // import instead of the whole SwiftUI-style API.
        .target(name: "TrellisCore", dependencies: ["CTrellisStack"]),
        // The old route for `import Combine`, kept for packages that use it: a target depends on
        // this product and aliases it (`-module-alias Combine=TrellisCombine`). The `Combine`
        // product (the framework modules above) needs no alias.
        .target(name: "TrellisCombine", dependencies: ["Trellis"]),
        // Combine's publishers, subjects and schedulers over Foundation alone; Trellis re-exports
        // them, as SwiftUI re-exports Combine.
        .target(name: "TrellisPublishers"),
        // The bounds of the section `#Preview` records go in, so previews are found without a list.
        .target(name: "CTrellisPreviews"),
        .systemLibrary(
            name: "CLibXML2",
            pkgConfig: "libxml-2.0",
            providers: [.apt(["libxml2-dev"]), .brew(["libxml2"])]
        ),
        // Text shaping: HarfBuzz's own OpenType functions give the advances, kerning and metrics.
        .systemLibrary(
            name: "CHarfBuzz",
            pkgConfig: "harfbuzz",
            providers: [.apt(["libharfbuzz-dev"]), .brew(["harfbuzz"])]
        ),
        // SVG to pixels for `--format png`: librsvg draws into cairo, whose PNG writer encodes.
        // Its flags come from cairo's pkg-config file, not librsvg's, whose requirements carry
        // `-pthread`, which SwiftPM refuses with a warning on every build (Sources/CRsvg/shim.h).
        .systemLibrary(
            name: "CRsvg",
            pkgConfig: "cairo",
            providers: [.apt(["librsvg2-dev"]), .brew(["librsvg"])]
        ),
        .target(name: "TrellisRaster", dependencies: ["CRsvg"]),
        // Trellis's drawings for SF Symbol names, one SVG file each, compiled in: no resource bundle.
        .target(name: "TrellisSymbols", resources: [.embedInCode("Drawings")], plugins: ["IndexDrawings"]),
        // Generates TrellisSymbols' index of its drawings from the folder, so a drawing is its file.
        .plugin(name: "IndexDrawings", capability: .buildTool(), dependencies: ["DrawingIndexer"]),
        .executableTarget(name: "DrawingIndexer"),
        // The layout engine and text measurement; between resolution and the emitters.
        .target(name: "TrellisLayout", dependencies: ["TrellisCore", "TrellisSymbols", "CHarfBuzz"]),
        .target(name: "TrellisRender", dependencies: ["TrellisCore", "TrellisSymbols", "TrellisLayout"]),
        // The only orchestrator: plans pages and variants, resolves, lays each screen out once,
        // emits, checks and writes atomically. Its page templates (Templates/BuiltIn/) are
        // compiled in, as the schemas are.
        .target(
            name: "TrellisSite",
            dependencies: ["Trellis", "TrellisLayout", "TrellisRender"],
            resources: [.embedInCode("Templates/BuiltIn")]
        ),
        // Its RELAX NG schemas (Schemas/) are compiled in: no resource bundle.
        .target(name: "TrellisValidation", dependencies: ["CLibXML2"], resources: [.embedInCode("Schemas")]),
        .target(name: "TrellisGallery", dependencies: ["Trellis", "Charts"]),
        // Goldens, diffs and the golden check behind `trellis check`: no test framework, so the
        // command can link it.
        // The random view-tree generator and its checks, for the fuzz test and `TrellisFuzz`.
        .target(name: "TrellisFuzzing", dependencies: ["Trellis", "TrellisSite", "TrellisValidation"]),
        // Goldens, diffs and `trellis check`: no test framework, so the command can link it.
        .target(
            name: "TrellisGolden",
            dependencies: ["Trellis", "TrellisLayout", "TrellisSite", "TrellisValidation", "TrellisRaster"]
        ),
        // The assertions for Swift Testing and XCTest, on top of TrellisGolden.
        .target(name: "TrellisTesting", dependencies: ["TrellisGolden"]),
        // The `trellis` command over any pages: its options, help and output, render, validate, check.
        .target(
            name: "TrellisCLI",
            dependencies: ["Trellis", "TrellisSite", "TrellisValidation", "TrellisGolden", "TrellisRaster"]
        ),
        .executableTarget(
            name: "TrellisCommand",
            dependencies: ["TrellisGallery", "TrellisSite", "TrellisCLI"]
        ),
        // Release-build measurements (scripts/bench.sh); not a test target, so `swift test` stays fast.
        .executableTarget(
            name: "TrellisBenchmarks",
            dependencies: [
                "Trellis", "TrellisBenchmarkTrees", "TrellisLayout", "TrellisSite", "TrellisValidation", "TrellisGallery", "TrellisCLI",
                "TrellisRaster",
            ],
            path: "Benchmarks/TrellisBenchmarks"
        ),
        // The generated trees that the benchmarks and the instruction-count guard both measure.
        .target(name: "TrellisBenchmarkTrees", dependencies: ["Trellis"], path: "Benchmarks/TrellisBenchmarkTrees"),
        // One stage on one tree, counted alone under callgrind (scripts/check-instruction-counts.sh).
        .executableTarget(
            name: "TrellisInstructionCounts",
            dependencies: ["CInstructionCounting", "TrellisBenchmarkTrees", "TrellisLayout", "TrellisSite", "TrellisValidation"],
            path: "Benchmarks/TrellisInstructionCounts"
        ),
        // Callgrind's client request that turns counting on and off; nothing without valgrind.
        .target(name: "CInstructionCounting", path: "Benchmarks/CInstructionCounting"),
        // Runs random trees for as long as asked, each batch in a child process (scripts/fuzz.sh).
        .executableTarget(
            name: "TrellisFuzz",
            dependencies: ["Trellis", "TrellisSite", "TrellisFuzzing"],
            path: "Fuzz/TrellisFuzz"
        ),
        // Generates ImageResource and ColorResource symbols from a target's asset catalogs, inside
        // `#if os(Linux)` (a build-tool plugin runs on every platform; Xcode generates its own).
        .executableTarget(name: "TrellisAssetSymbolsTool"),
        .plugin(name: "TrellisAssetSymbols", capability: .buildTool(), dependencies: ["TrellisAssetSymbolsTool"]),
        // Core Data's entity classes from a target's `.xcdatamodeld` (codegen "Class Definition"),
        // as Xcode generates them, inside `#if os(Linux)` for the same reason.
        .executableTarget(name: "TrellisDataModelClassesTool"),
        .plugin(name: "TrellisDataModelClasses", capability: .buildTool(), dependencies: ["TrellisDataModelClassesTool"]),
        // App code as apps write it, `import SwiftUI` unchanged (Swift 5 mode), with an asset
        // catalog as Xcode writes it and the asset-symbol plugin: catalogs, the accent color, and
        // SwiftUI API that public apps use.
        .testTarget(
            name: "SwiftUIAppTests",
            dependencies: ["SwiftUI", "TrellisSite"],
            exclude: ["Assets.xcassets", "Template.xcassets"],
            swiftSettings: [.swiftLanguageMode(.v5)],
            plugins: ["TrellisAssetSymbols"]
        ),
        .testTarget(name: "TrellisTests", dependencies: ["Trellis"]),
        // What the emitter, site, command and Chromium tests share: rendering a view, running a
        // program, temporary folders, the Chromium harness and its agreement reports, fixtures and
        // screens; @testable-imported, as the libraries are.
        .target(
            name: "TrellisTestSupport",
            dependencies: ["Trellis", "TrellisLayout", "TrellisSite", "TrellisGallery", "TrellisValidation", "TrellisCLI", "TrellisRaster"],
            path: "Tests/TrellisTestSupport"
        ),
        // The emitters: markup, SVG, symbols, gradients, effects, validity of what they write.
        .testTarget(name: "TrellisRenderTests", dependencies: renderTestDependencies),
        // Site planning and writing: pages, names, states, templates, assets, the index.
        .testTarget(name: "TrellisSiteTests", dependencies: renderTestDependencies),
        // The `trellis` command: options, messages, formats, the built binary.
        .testTarget(name: "TrellisCommandTests", dependencies: renderTestDependencies),
        // Everything that starts Chromium (scripts/chromium-boxes.py): screenshots, the DOM, the
        // harness. Each test runs with TRELLIS_CHROMIUM=live and chromium on PATH, and always
        // under CI=true.
        .testTarget(name: "TrellisChromiumTests", dependencies: renderTestDependencies),
        // The engine's frames against Chromium's boxes and lines, read from Fixtures/
        // (scripts/record-chromium-boxes.sh) unless TRELLIS_CHROMIUM=live: no browser needed.
        .testTarget(name: "TrellisAgreementTests", dependencies: renderTestDependencies, exclude: ["Fixtures"]),
        .testTarget(name: "TrellisValidationTests", dependencies: ["TrellisValidation"]),
        .testTarget(name: "TrellisSymbolsTests", dependencies: ["TrellisSymbols"]),
        .testTarget(name: "TrellisRasterTests", dependencies: ["TrellisRaster"]),
        // Fixtures/ holds Chromium's recordings (scripts/record-text-metrics.sh), read by path.
        .testTarget(name: "TrellisLayoutTests", dependencies: ["Trellis", "TrellisLayout"], exclude: ["Fixtures"]),
        .testTarget(name: "TrellisFuzzingTests", dependencies: ["Trellis", "TrellisSite", "TrellisFuzzing"]),
        .testTarget(
            name: "TrellisTestingTests",
            dependencies: ["Trellis", "TrellisSite", "TrellisGolden", "TrellisTesting", "TrellisGallery", "TrellisCLI"],
            exclude: ["__Goldens__"]
        ),
        // CorpusSupport renders and validates the corpus (the table above) the one way it shares.
        .target(
            name: "CorpusSupport",
            dependencies: ["Trellis", "TrellisSite", "TrellisValidation"],
            path: "Tests/CorpusSupport"
        ),
        // The seeds' code, verbatim but for the import, compiled in the Swift 5 language mode.
        .testTarget(
            name: "SeedCompileTests",
            dependencies: ["Trellis"],
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        // `#Preview` as app code writes it, expanded by TrellisMacros and rendered as pages; Swift 5
        // mode, as most app code is.
        .testTarget(
            name: "TrellisPreviewTests",
            dependencies: ["Trellis", "TrellisSite", "TrellisValidation"],
            swiftSettings: [.swiftLanguageMode(.v5)] + previewMacroSettings
        ),
        // App code that keeps `import UIKit`, `CoreGraphics`, `WebKit`, `OSLog`, `os`,
        // `UniformTypeIdentifiers` and `SwiftUI`, in the Swift 5 language mode as apps are; a file
        // that imports only Foundation gets Trellis by the implicit import, as the corpus's do.
        .testTarget(
            name: "AppFrameworksTests",
            dependencies: ["SwiftUI", "UIKit", "CoreGraphics", "WebKit", "OSLog", "os", "UniformTypeIdentifiers", "CorpusSupport", "TrellisSite"],
            swiftSettings: [.swiftLanguageMode(.v5), .unsafeFlags(["-Xfrontend", "-import-module", "-Xfrontend", "Trellis"])]
        ),
    ] + previewMacroTargets + corpusTargets + frameworkModules.map(\.target) + frameworkTestTargets,
    swiftLanguageModes: [.v6]
)
