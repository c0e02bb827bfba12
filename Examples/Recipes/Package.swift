// swift-tools-version:6.2
import PackageDescription

// A feature package as an app keeps one: its views write `import SwiftUI`, and build with Apple's
// SwiftUI on Apple's platforms and with Trellis on Linux, where its previews render as a site and
// its goldens are checked. Copy the folder and replace OWNER with where you get Trellis from.
let onLinux = TargetDependencyCondition.when(platforms: [.linux])

let package = Package(
    name: "Recipes",
    platforms: [.iOS(.v17), .macOS(.v14)],
    products: [
        .library(name: "RecipesFeature", targets: ["RecipesFeature"]),
    ],
    dependencies: [
        .package(url: "https://github.com/OWNER/trellis.git", from: "0.13.0"),
    ],
    targets: [
        // `import SwiftUI` and `import Combine` mean Trellis on Linux, Apple's frameworks elsewhere.
        .target(
            name: "RecipesFeature",
            dependencies: [
                .product(name: "SwiftUI", package: "trellis", condition: onLinux),
                .product(name: "Combine", package: "trellis", condition: onLinux),
            ],
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        // `swift run RecipesPreviews render --out site`: every #Preview as a page.
        .executableTarget(
            name: "RecipesPreviews",
            dependencies: [
                "RecipesFeature",
                .product(name: "TrellisSite", package: "trellis", condition: onLinux),
                .product(name: "TrellisCLI", package: "trellis", condition: onLinux),
            ]
        ),
        // Goldens of the views, in Swift Testing; recorded on the first run, kept in __Goldens__.
        .testTarget(
            name: "RecipesFeatureTests",
            dependencies: [
                "RecipesFeature",
                .product(name: "TrellisTesting", package: "trellis", condition: onLinux),
            ],
            exclude: ["__Goldens__"]
        ),
    ]
)
