import Trellis

/// The seed's test screen: buttons that switch the app's style, above content drawn in it.
struct MyTestView: View {
    @Environment(\.myStyleEnvironmentValue) private var style
    @EnvironmentObject private var environmentObject: AppEnvironment

    var body: some View {
        VStack(spacing: 12) {
            Text("\(style.name) style")
                .font(.headline)

            HStack {
                Button("Default Style") { environmentObject.style = BaseStyle() }
                Button("Golden Style") { environmentObject.style = GoldenStyle() }
                Button("Green Style") { environmentObject.style = GreenStyle() }
            }

            VStack {
                Text("Welcome to Test Screen\n")
                Text("On this screen you will do a lot of experiments\n")
                Text("We will be there with you. Enjoy\n")
            }
            .padding()
            .foregroundColor(style.foregroundColor)
            .background(style.backgroundColor)
        }
    }
}

/// MyTestView three times, each under its own store and style, as the app would show it after
/// each button.
struct StyleProtocolScreen: View {
    private let styles: [any Style] = [BaseStyle(), GoldenStyle(), GreenStyle()]

    var body: some View {
        NavigationStack {
            VStack(spacing: 24) {
                ForEach(0..<styles.count) { index in
                    StyledTestScreen(style: styles[index])
                }
            }
            .padding()
            .navigationTitle("Style protocol")
        }
    }
}

/// The seed's root: the store's style in the environment, and the store for the buttons. The
/// store is the view's own, so a render with `--states all` follows each button to its style.
private struct StyledTestScreen: View {
    @StateObject private var environment: AppEnvironment

    init(style: any Style) {
        _environment = StateObject(wrappedValue: AppEnvironment(style: style))
    }

    var body: some View {
        MyTestView()
            .environment(\.myStyleEnvironmentValue, environment.style)
            .environmentObject(environment)
    }
}
