import Trellis

/// The seed's app style: a foreground and a background color, read from the environment.
protocol Style: Sendable {
    var name: String { get }
    var foregroundColor: Color { get }
    var backgroundColor: Color { get }
}

struct BaseStyle: Style {
    var name: String { "Base" }
    var foregroundColor: Color { .black }
    var backgroundColor: Color { .white }
}

struct GoldenStyle: Style {
    var name: String { "Golden" }
    var foregroundColor: Color { Color(red: 1, green: 0.843, blue: 0) }
    var backgroundColor: Color { Color(red: 0.878, green: 0.043, blue: 0.345) }
}

struct GreenStyle: Style {
    var name: String { "Green" }
    var foregroundColor: Color { Color(red: 0.67, green: 0.792, blue: 0.502) }
    var backgroundColor: Color { Color(red: 0.345, green: 0.0313, blue: 0.235) }
}

private struct MyStyleEnvironmentKey: EnvironmentKey {
    static let defaultValue: any Style = BaseStyle()
}

extension EnvironmentValues {
    var myStyleEnvironmentValue: any Style {
        get { self[MyStyleEnvironmentKey.self] }
        set { self[MyStyleEnvironmentKey.self] = newValue }
    }
}

extension View {
    func myCustomEnvironmentStyleValue(_ style: any Style) -> some View {
        environment(\.myStyleEnvironmentValue, style)
    }
}

/// The seed's shared store: the buttons set its style, and the root pushes it into the environment.
final class AppEnvironment: ObservableObject {
    @Published var style: any Style

    init(style: any Style = BaseStyle()) {
        self.style = style
    }
}
