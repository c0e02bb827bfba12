import Trellis

/// Tree queries the tests share: the resolved tree is plain data, so tests read it directly.
extension ResolvedNode {
    var preorder: [ResolvedNode] { subtree() }

    var texts: [ResolvedText] {
        preorder.compactMap { if case .text(let text) = $0.kind { text } else { nil } }
    }

    func text(_ string: String) -> ResolvedText? {
        texts.first { $0.string == string }
    }
}

extension Color.Resolved {
    static func hex(_ rgb: UInt32, opacity: Double = 1) -> Color.Resolved {
        Color.Resolved(rgb: rgb, opacity: opacity)
    }
}

/// The seed articles' custom keys, written as the articles write them.
struct ChartStyle: Equatable {
    var showAxis = true
    var showLabels = true
    var labelCount: Int? = nil
    var showLegends = true
}

struct ChartStyleEnvironmentKey: EnvironmentKey {
    static let defaultValue = ChartStyle()
}

private struct CaptionColorKey: EnvironmentKey {
    static let defaultValue = Color(.secondarySystemBackground)
}

extension EnvironmentValues {
    var chartStyle: ChartStyle {
        get { self[ChartStyleEnvironmentKey.self] }
        set { self[ChartStyleEnvironmentKey.self] = newValue }
    }

    var captionBackgroundColor: Color {
        get { self[CaptionColorKey.self] }
        set { self[CaptionColorKey.self] = newValue }
    }
}

extension View {
    func chartStyle(_ style: ChartStyle) -> some View {
        environment(\.chartStyle, style)
    }

    func captionBackgroundColor(_ color: Color) -> some View {
        environment(\.captionBackgroundColor, color)
    }
}

/// Shows the chart style it reads, so a test can see which value reached it.
struct ChartProbe: View {
    let name: String
    @Environment(\.chartStyle) var chartStyle

    var body: some View {
        Text("\(name) axis=\(chartStyle.showAxis) labels=\(chartStyle.labelCount.map(String.init) ?? "auto")")
    }
}
