import Testing
import Trellis
import TrellisSite
@testable import TrellisTestSupport

// A tour of the environment, a style, a theme and navigation in one screen, compiled so it cannot
// drift from the API. The types sit in a namespace only because this test target has another
// FillButtonStyle.

private enum Tour {
struct ChartStyle { var showLabels = true; var labelCount: Int? = nil }

struct ChartStyleKey: EnvironmentKey {
    static let defaultValue = ChartStyle()
}

struct FillButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding()
            .foregroundColor(.white)
            .background(Color.accentColor)
            .clipShape(RoundedRectangle(cornerRadius: 8, style: .continuous))
    }
}

struct Dashboard: View {
    @Environment(\.theme) var theme
    @Environment(\.chartStyle) var chartStyle

    var body: some View {
        NavigationStack {
            VStack(spacing: theme.spacing.medium) {
                theme.icons.homeImage
                Text("Rainfall").font(theme.fonts.title)
                if chartStyle.showLabels {
                    Text("\(chartStyle.labelCount ?? 12) labels").foregroundStyle(.secondary)
                }
                Button("Refresh") {}
                NavigationLink("Details") { Text("More").navigationTitle("Details") }
            }
            .navigationTitle(theme.name)
        }
        .buttonStyle(FillButtonStyle())
    }
}

}

extension EnvironmentValues {
    fileprivate var chartStyle: Tour.ChartStyle {
        get { self[Tour.ChartStyleKey.self] }
        set { self[Tour.ChartStyleKey.self] = newValue }
    }
}

extension View {
    fileprivate func chartStyle(_ style: Tour.ChartStyle) -> some View { environment(\.chartStyle, style) }
}

@MainActor
@Suite struct ReadmeTourTests {
    @Test func theTourRendersWhatItSays() throws {
        var environment = EnvironmentValues()
        environment.theme = .sunflower
        environment.colorScheme = .dark
        let tree = Tour.Dashboard().chartStyle(Tour.ChartStyle(labelCount: 3)).resolved(in: environment)
        let dump = tree.dump()
        // Sunflower in dark mode: the theme's red text and yellow subText take their dark values.
        #expect(dump.contains("text \"3 labels\" font=Inter 17/20.29+1.71 w400 color=#FFD60A"))
        #expect(dump.contains("text \"Rainfall\" font=Inter 17/20.29+1.71 w600 color=#FFB4AB"))
        #expect(dump.contains("image \"paperplane.fill\""))
        #expect(dump.contains("navigationStack title=\"Sunflower\""))
        #expect(dump.contains("destination Details title=\"Details\""))
        let page = try HTMLEmitter().render(tree) { destination in destination.pageName + ".html" }
        #expect(page.body.contains("<h2"))
        #expect(page.body.contains(">Refresh</span>"))
        #expect(page.body.contains("<a "))
        #expect(page.css.contains("background-color:#0f3d1f"))
    }
}
