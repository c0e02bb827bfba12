import Trellis

// Code of the kind users write themselves: a composite view that reads the environment, a
// modifier with a body, a button style and an alignment guide of its own. `SwiftSource` prints these definitions verbatim into a
// reproducer that uses them (a test checks the printed text is this file's), so keep each one
// between its BEGIN and END marks.

// BEGIN FuzzEnvironmentReader
struct FuzzEnvironmentReader: View {
    @Environment(\.colorScheme) var colorScheme
    @Environment(\.theme) var theme
    @Environment(\.isEnabled) var isEnabled

    var body: some View {
        HStack {
            Text(verbatim: theme.name)
            Text(verbatim: colorScheme == .dark ? "dark" : "light")
            if !isEnabled {
                Image(systemName: "xmark")
            }
        }
    }
}
// END FuzzEnvironmentReader

// BEGIN FuzzCard
struct FuzzCard: ViewModifier {
    let title: String

    func body(content: Content) -> some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(verbatim: title).font(.caption)
            content
        }
        .padding(8)
        .background(Color.gray.opacity(0.2), in: RoundedRectangle(cornerRadius: 6))
    }
}
// END FuzzCard

// BEGIN FuzzButtonStyle
struct FuzzButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding(6)
            .foregroundStyle(configuration.role == .destructive ? Color.red : Color.blue)
            .overlay(Capsule().stroke(.tint))
    }
}
// END FuzzButtonStyle

// BEGIN FuzzThird
struct FuzzThird: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height / 3 }
}

extension VerticalAlignment {
    static let fuzzThird = VerticalAlignment(FuzzThird.self)
}
// END FuzzThird
