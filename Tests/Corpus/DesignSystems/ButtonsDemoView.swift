import Trellis

struct ButtonsDemoView: View {
    @State private var taps = 0
    @State private var confirmed = false
    @State private var isLoading = false

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 24) {
                DemoSection("Primary & secondary") {
                    Button("Continue") { taps += 1 }
                        .buttonStyle(.primary)
                    Button("Continue") {}
                        .buttonStyle(.primary)
                        .disabled(true)
                    Button("Learn more") {}
                        .buttonStyle(.secondary)
                }

                DemoSection("Sizes") {
                    ForEach(ControlSize2.allCases, id: \.self) { size in
                        Button(size.rawValue.capitalized) {}
                            .buttonStyle(PrimaryButtonStyle())
                            .dsControlSize(size)
                    }
                }

                DemoSection("Pills") {
                    HStack {
                        Button("Follow") {}.buttonStyle(.pill())
                        Button("Following") {}.buttonStyle(.pill(.green, filled: false))
                        Button("Delete", role: .destructive) {}.buttonStyle(DestructiveButtonStyle())
                    }
                }

                DemoSection("Icons") {
                    HStack(spacing: 16) {
                        Button { } label: { Label("Share", systemImage: "square.and.arrow.up") }
                        Button { } label: { Label("Like", systemImage: "heart.fill") }
                            .foregroundStyle(.pink)
                        Button { } label: { Label("More", systemImage: "ellipsis") }
                    }
                    .buttonStyle(IconButtonStyle())
                }

                DemoSection("Hold to confirm") {
                    Button(confirmed ? "Deleted" : "Hold to delete") {
                        confirmed = true
                    }
                    .buttonStyle(.holdToConfirm)
                }

                DemoSection("System styles") {
                    HStack {
                        Button("Bordered") {}.buttonStyle(.bordered)
                        Button("Prominent") {}.buttonStyle(.borderedProminent)
                        Button("Plain") {}.buttonStyle(.plain)
                    }
                    .controlSize(.small)
                    Button {
                        isLoading.toggle()
                    } label: {
                        HStack {
                            if isLoading { ProgressView().tint(.white) }
                            Text(isLoading ? "Saving…" : "Save")
                        }
                    }
                    .buttonStyle(.primary)
                }

                Text("Tapped \(taps) times")
                    .font(.footnote)
                    .foregroundStyle(.secondary)
            }
            .padding()
        }
        .navigationTitle("Buttons")
        .navigationBarTitleDisplayMode(.inline)
    }
}

struct DemoSection<Content: View>: View {
    let title: String
    let content: Content

    init(_ title: String, @ViewBuilder content: () -> Content) {
        self.title = title
        self.content = content()
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text(title.uppercased())
                .font(.caption.weight(.semibold))
                .foregroundStyle(.secondary)
                .tracking(0.8)
            content
        }
    }
}

#Preview("Buttons") {
    NavigationStack {
        ButtonsDemoView()
    }
}
