import Testing
import Trellis

struct ChartStyle { var showLabels = true }
struct ChartStyleEnvironmentKey: EnvironmentKey { static let defaultValue = ChartStyle() }
extension EnvironmentValues {
    var chartStyle: ChartStyle {
        get { self[ChartStyleEnvironmentKey.self] }
        set { self[ChartStyleEnvironmentKey.self] = newValue }
    }
}

struct Smoke: View {
    @Environment(\.chartStyle) var chartStyle
    var body: some View {
        VStack {
            Text("Hello")
            if chartStyle.showLabels { Text("labels") } else { Color.red }
            Button("Tap") {}
        }
        .padding()
        .background(.yellow)
    }
}

@MainActor @Test func smoke() {
    let tree = Smoke().environment(\.chartStyle, ChartStyle(showLabels: false)).resolved()
    print(tree.dump())
    #expect(tree.dump().contains("color #FF3B30"))
}
