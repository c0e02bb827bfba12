import Trellis

/// A segmented picker whose selection indicator slides with matchedGeometryEffect.
struct SegmentedControl<Option: Hashable & Identifiable, Label: View>: View {
    let options: [Option]
    @Binding var selection: Option
    @ViewBuilder let label: (Option) -> Label
    @Namespace private var namespace
    @Environment(\.dsTheme) private var theme

    var body: some View {
        HStack(spacing: 0) {
            ForEach(options) { option in
                let isSelected = option == selection
                label(option)
                    .font(.subheadline.weight(.medium))
                    .foregroundStyle(isSelected ? Color.white : Color.primary)
                    .padding(.vertical, 8)
                    .frame(maxWidth: .infinity)
                    .background {
                        if isSelected {
                            Capsule()
                                .fill(theme.accent)
                                .matchedGeometryEffect(id: "indicator", in: namespace)
                        }
                    }
                    .contentShape(Capsule())
                    .onTapGesture {
                        withAnimation(.spring(response: 0.3, dampingFraction: 0.75)) {
                            selection = option
                        }
                    }
                    .accessibilityAddTraits(isSelected ? [.isButton, .isSelected] : .isButton)
            }
        }
        .padding(4)
        .background(Color.secondary.opacity(0.12), in: Capsule())
    }
}

extension SegmentedControl where Label == Text {
    init(_ options: [Option], selection: Binding<Option>, title: @escaping (Option) -> String) {
        self.options = options
        self._selection = selection
        self.label = { Text(title($0)) }
    }
}

enum Period: String, CaseIterable, Identifiable {
    case day = "Day", week = "Week", month = "Month", year = "Year"
    var id: String { rawValue }
}

#Preview("Segmented") {
    struct Container: View {
        @State var period: Period = .week
        var body: some View {
            SegmentedControl(Period.allCases, selection: $period) { $0.rawValue }
                .padding()
        }
    }
    return Container()
}
