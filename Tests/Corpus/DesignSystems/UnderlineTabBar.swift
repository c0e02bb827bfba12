import Trellis

struct TabBoundsPreferenceKey: PreferenceKey {
    static var defaultValue: [Int: Anchor<CGRect>] = [:]

    static func reduce(value: inout [Int: Anchor<CGRect>], nextValue: () -> [Int: Anchor<CGRect>]) {
        value.merge(nextValue()) { $1 }
    }
}

/// A row of tabs with an underline that slides to the selected one.
struct UnderlineTabBar: View {
    let titles: [String]
    @Binding var selection: Int
    @Environment(\.dsTheme) private var theme

    var body: some View {
        HStack(spacing: 20) {
            ForEach(titles.indices, id: \.self) { index in
                Button {
                    withAnimation(.spring(response: 0.35, dampingFraction: 0.8)) {
                        selection = index
                    }
                } label: {
                    Text(titles[index])
                        .font(.subheadline.weight(selection == index ? .semibold : .regular))
                        .foregroundStyle(selection == index ? theme.accent : .secondary)
                        .padding(.vertical, 8)
                }
                .buttonStyle(.plain)
                .anchorPreference(key: TabBoundsPreferenceKey.self, value: .bounds) { anchor in
                    [index: anchor]
                }
            }
        }
        .overlayPreferenceValue(TabBoundsPreferenceKey.self) { anchors in
            GeometryReader { proxy in
                if let anchor = anchors[selection] {
                    let rect = proxy[anchor]
                    Capsule()
                        .fill(theme.accent)
                        .frame(width: rect.width, height: 3)
                        .offset(x: rect.minX, y: rect.maxY - 1)
                }
            }
        }
    }
}

struct WidthPreferenceKey: PreferenceKey {
    static let defaultValue: CGFloat = 0

    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
        value = max(value, nextValue())
    }
}

/// Makes labels in a column share the widest one's width.
struct EqualWidthLabels: View {
    let rows: [(String, String)]
    @State private var labelWidth: CGFloat = 0

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            ForEach(rows, id: \.0) { row in
                HStack {
                    Text(row.0)
                        .foregroundStyle(.secondary)
                        .background(
                            GeometryReader { geo in
                                Color.clear.preference(key: WidthPreferenceKey.self, value: geo.size.width)
                            }
                        )
                        .frame(width: labelWidth == 0 ? nil : labelWidth, alignment: .leading)
                    Text(row.1)
                }
            }
        }
        .onPreferenceChange(WidthPreferenceKey.self) { labelWidth = $0 }
    }
}

struct SelectionHighlightList: View {
    let items: [String]
    @State private var selected = 0

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            ForEach(Array(items.enumerated()), id: \.offset) { index, item in
                Text(item)
                    .padding(.horizontal, 12)
                    .padding(.vertical, 8)
                    .anchorPreference(key: TabBoundsPreferenceKey.self, value: .bounds) { [index: $0] }
                    .onTapGesture { withAnimation { selected = index } }
            }
        }
        .backgroundPreferenceValue(TabBoundsPreferenceKey.self) { anchors in
            GeometryReader { proxy in
                if let anchor = anchors[selected] {
                    RoundedRectangle(cornerRadius: 8)
                        .fill(Color.accentColor.opacity(0.15))
                        .frame(width: proxy[anchor].width, height: proxy[anchor].height)
                        .position(x: proxy[anchor].midX, y: proxy[anchor].midY)
                }
            }
        }
    }
}
