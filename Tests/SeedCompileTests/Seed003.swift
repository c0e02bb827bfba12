import Trellis

// Seed 003, "How to Apply Global Styling in SwiftUI Apps": the article's code, verbatim apart from
// the imports (`import Combine`, `import Foundation` and each `import SwiftUI` are replaced by the
// one `import Trellis` above), compiled in the Swift 5 language mode.
//
// Left out because it calls UIKit or Combine, which Trellis does not provide:
// - `Color.uiKitColor` (UIColor);
// - in PlantEnvironment's second version, `stylingCancellable` (Combine's AnyCancellable), the
//   `$styling.sink { … }` subscription, the `updateAppearances(with:)` call and the method itself
//   (UINavigationBarAppearance, UIFont, UIApplication). Trellis's NavigationStack takes its bar
//   colors from the environment's theme instead.
//
// Arrangement, not change:
// - No other seed uses these names, so the article's declarations stay at file scope. The first
//   PlantEnvironment (before the article adds ObservableObject) sits in `Seed003.FirstVersion`;
//   the second one is the one the app uses.
// - Statements and fragments (`HomeView().setStyling(.brinjal)`, the Picker, the NavigationLinks
//   shown alone) are the `body` of small wrapper views in `enum Seed003`, with the
//   `@EnvironmentObject var plantEnvironment` property the article declares beside them.
//
// Minimal fixes for code that cannot compile in SwiftUI either:
// 1. StyleView has one `}` too many after `.pickerStyle(SegmentedPickerStyle())`; it is removed.
// 2. `@main` is dropped from GlobalStylingApp: the test runner has its own entry point.

struct Styling: Identifiable, Hashable {
    let id = UUID()

    var spacing: Spacings
    var colors: Colors
    var icons: Icons
    var fonts: Fonts
    var title: String

    init(spacing: Spacings = Spacings(), colors: Colors = Colors(), icons: Icons = Icons(), fonts: Fonts = Fonts()) {
        self.spacing = spacing
        self.colors = colors
        self.icons = icons
        self.fonts = fonts
        self.title = "Marigold"
    }
}

extension Styling {
    static var `default` = Styling()

    static var marigold = Styling()

    static var sunflower: Styling = {
        var styling = Styling()
        styling.colors = Colors()
        styling.colors.background = .green
        styling.colors.subText = styling.colors.yellow
        styling.colors.text = .red
        styling.icons.homePageIconName = "paperplane.fill"
        styling.icons.stylePageIconName = "tray.2"
        styling.title = "Sunflower"
        return styling
    }()

    static var brinjal: Styling = {
        var styling = Styling()
        styling.colors = Colors()
        styling.colors.text = .purple
        styling.colors.subText = styling.colors.purple
        styling.colors.background = styling.colors.yellow
        styling.icons.homePageIconName = "bookmark.fill"
        styling.icons.stylePageIconName = "person.circle"
        styling.title = "Brinjal"
        return styling
    }()
}

struct StylingEnvironmentKey: EnvironmentKey {
    static var defaultValue: Styling = Styling()
}

extension EnvironmentValues {
    var styling: Styling {
        get { self[StylingEnvironmentKey.self] }
        set { self[StylingEnvironmentKey.self] = newValue }
    }
}

extension View {
    func setStyling(_ value: Styling) -> some View {
        environment(\.styling, value)
    }
}

//Spacings.swift

struct Spacings: Hashable {

    static let _8: CGFloat = 8
    static let _12: CGFloat = 12
    static let _16: CGFloat = 16
    static let _20: CGFloat = 20

    init() {

    }

    var large: CGFloat {
        return Spacings._16
    }

    var medium: CGFloat {
        return Spacings._12
    }

    var small: CGFloat {
        return Spacings._8
    }

    var margin: CGFloat {
        return Spacings._20
    }
}

//Colors.swift

struct Colors: Hashable {

    var background = Color(hex: 0xffddff)
    var text = Color(hex: 0x181A1B)
    var subText = Color(hex: 0x94999E)
    var tintColor = Color.red

    var yellow = Color.yellow
    var purple = Color.purple

    var navyBlue = Color(hex: 0x3D73CD)
    lazy var primary = navyBlue

    init() {

    }
}

// Color + Utilities
extension Color {
    init(hex: UInt) {
        self.init(
            red: Double((hex >> 16) & 0xff) / 255,
            green: Double((hex >> 08) & 0xff) / 255,
            blue: Double((hex >> 00) & 0xff) / 255,
            opacity: 1.0
        )
    }
}

//Fonts.swift

struct Fonts: Hashable {

    var title: Font = Font.system(.headline)
    var bodyFont: Font = Font.system(.body)

    init() {

    }
}

//Icons.swift

struct Icons: Hashable, Identifiable {

    var homePageIconName = "checkmark.circle.fill"
    var stylePageIconName = "smallcircle.fill.circle.fill"

    func hash(into hasher: inout Hasher) {
        hasher.combine(homePageIconName)
        hasher.combine(stylePageIconName)
    }

    var id: String {
        homePageIconName + stylePageIconName
    }

    var homePageIcon: Image {
        Image(systemName: homePageIconName)
    }
    var stylePageIcon: Image {
        Image(systemName: stylePageIconName)
    }

    init() {

    }
}

final class PlantEnvironment: ObservableObject {
    static var shared = PlantEnvironment()

    @Published var styling: Styling

    init(styling: Styling = .marigold) {
        self.styling = styling
    }
}

extension View {
    func plantEnvironment(_ plantEnvironment: PlantEnvironment = .shared) -> some View {
        self
            .environment(\.styling, plantEnvironment.styling)
            .environmentObject(plantEnvironment)
    }
}

// Fix 2: no `@main`.
struct GlobalStylingApp: App {

    @StateObject var plantEnvironment: PlantEnvironment = .shared

    var body: some Scene {
        WindowGroup {
            NavigationStack {
                HomeView()
            }
            .plantEnvironment(plantEnvironment)
            .navigationBarTitleDisplayMode(.inline)
            .background(plantEnvironment.styling.colors.background)
        }
    }
}

struct HomeView: View {

    @EnvironmentObject var plantEnvironment: PlantEnvironment

    var body: some View {
        VStack {
            plantEnvironment.styling.icons.homePageIcon

            NavigationLink {
                
            } label: {
                Text("Customize Styles")
                    .foregroundStyle(plantEnvironment.styling.colors.text)
                    .padding()
            }
        }
        .navigationTitle(plantEnvironment.styling.title)
    }
}

//StyleView.swift

struct StyleView: View {

    @EnvironmentObject var plantEnvironment: PlantEnvironment

    var body: some View {
        VStack {
            Text("Customize Styles")

            plantEnvironment.styling.icons.stylePageIcon

            Picker("Picker", selection: $plantEnvironment.styling) {
                Text("Marigold")
                    .tag(Styling.marigold)

                Text("Sunflower")
                    .tag(Styling.sunflower)

                Text("Brinjal")
                    .tag(Styling.brinjal)
            }
            .pickerStyle(SegmentedPickerStyle())
            // Fix 1: one `}` removed here.

        }
        .padding()
        .navigationTitle(plantEnvironment.styling.title)
    }
}

//StyleUpdateDemoView.swift

struct StyleUpdateDemoView: View {

    @EnvironmentObject var plantEnvironment: PlantEnvironment

    var body: some View {
        VStack {
            Text("Title")
                .foregroundStyle(plantEnvironment.styling.colors.text)
            Text("Subtitle")
                .foregroundStyle(plantEnvironment.styling.colors.subText)
        }
        .background(plantEnvironment.styling.colors.background)
        .navigationTitle(plantEnvironment.styling.title)
    }
}

/// The article's first PlantEnvironment and its statements, each as the body of a view.
enum Seed003 {
    enum FirstVersion {
        final class PlantEnvironment {
            static var shared = PlantEnvironment()

        	var styling: Styling

            init(styling: Styling = .marigold) {
                self.styling = styling
            }
        }
    }

    struct SetStylingUsage: View {
        var body: some View {
            HomeView()
                .setStyling(.brinjal)
        }
    }

    struct PlantEnvironmentUsage: View {
        var body: some View {
            HomeView()
                .plantEnvironment(.shared)
        }
    }

    struct PickerFragment: View {
        @EnvironmentObject var plantEnvironment: PlantEnvironment

        var body: some View {
            Picker("Picker", selection: $plantEnvironment.styling) {
                Text("Marigold")
                    .tag(Styling.marigold)

                Text("Sunflower")
                    .tag(Styling.sunflower)

                Text("Brinjal")
                    .tag(Styling.brinjal)
            }
            .pickerStyle(SegmentedPickerStyle())
        }
    }

    //HomeView.swift
    struct HomeViewLinkFragment: View {
        @EnvironmentObject var plantEnvironment: PlantEnvironment

        var body: some View {
            NavigationLink {
                StyleView()
            } label: {
                Text("Customize Styles")
                    .foregroundStyle(plantEnvironment.styling.colors.text)
                    .padding()
            }
        }
    }

    // Navigation from StyleView.swift screen
    struct StyleViewLinkFragment: View {
        @EnvironmentObject var plantEnvironment: PlantEnvironment

        var body: some View {
            Picker("Picker", selection: $plantEnvironment.styling) {
                Text("Marigold")
                    .tag(Styling.marigold)

                Text("Sunflower")
                    .tag(Styling.sunflower)

                Text("Brinjal")
                    .tag(Styling.brinjal)
            }
            .pickerStyle(SegmentedPickerStyle())

            NavigationLink {
                StyleUpdateDemoView()
            } label: {
                Text("Tap to view updated styles")
                    .foregroundStyle(plantEnvironment.styling.colors.text)
            }
        }
    }
}
