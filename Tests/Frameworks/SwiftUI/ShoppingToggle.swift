import Trellis

// This file imports Trellis only, as code written for Trellis does.

extension EnvironmentValues {
    /// How many servings the shopping list is for.
    @Entry var servings: Int = 2
}

struct ShoppingToggle: View {
    @Binding var isOn: Bool
    @Environment(\.servings) private var servings

    var body: some View {
        Toggle("Shop for \(servings)", isOn: $isOn)
            .padding()
    }
}

#Preview("Shopping toggle", traits: .sizeThatFitsLayout) {
    @Previewable @State var isOn = true
    ShoppingToggle(isOn: $isOn)
        .environment(\.servings, 4)
}
