import Trellis

extension View {
    /// Adds a tooltip only when the text is non-empty, as the help modifier always shows one.
    @ViewBuilder
    func helpIfPresent(_ text: String?) -> some View {
        if let text, !text.isEmpty {
            help(text)
        } else {
            self
        }
    }

    /// A card look shared by the panels of the tools.
    func panelStyle() -> some View {
        padding(12)
            .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 10, style: .continuous))
            .overlay(
                RoundedRectangle(cornerRadius: 10, style: .continuous)
                    .stroke(.separator, lineWidth: 0.5)
            )
    }

    func pointingHandCursorPlaceholder() -> some View {
        onHover { _ in }
    }
}

struct SidebarToggleButton: View {
    @Binding var visibility: NavigationSplitViewVisibility

    var body: some View {
        Button {
            withAnimation {
                visibility = visibility == .all ? .detailOnly : .all
            }
        } label: {
            Image(systemName: "sidebar.left")
        }
        .help("Show or hide the sidebar")
        .keyboardShortcut("s", modifiers: [.command, .control])
    }
}

struct StatusDot: View {
    var color: Color = .green
    var size: CGFloat = 8

    var body: some View {
        Circle()
            .fill(color)
            .frame(width: size, height: size)
            .overlay(Circle().stroke(.white.opacity(0.6), lineWidth: 1))
    }
}

#Preview {
    HStack {
        StatusDot()
        Text("Connected")
    }
    .panelStyle()
    .padding()
}
