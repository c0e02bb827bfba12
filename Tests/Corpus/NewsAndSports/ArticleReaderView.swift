import Trellis

enum ReaderFontSize: Int, CaseIterable, Identifiable {
    case small, medium, large, extraLarge
    var id: Int { rawValue }

    var dynamicTypeSize: DynamicTypeSize {
        switch self {
        case .small: return .small
        case .medium: return .large
        case .large: return .xLarge
        case .extraLarge: return .xxxLarge
        }
    }

    var label: String {
        switch self {
        case .small: return "Small"
        case .medium: return "Medium"
        case .large: return "Large"
        case .extraLarge: return "Extra Large"
        }
    }
}

struct ArticleReaderView: View {
    let article: Article
    @AppStorage("readerFontSize") private var fontSize: ReaderFontSize = .medium
    @AppStorage("readerUsesSerif") private var usesSerif = true
    @State private var showingTextSettings = false
    @Environment(\.dismiss) private var dismiss

    private var attributedBody: AttributedString {
        (try? AttributedString(markdown: article.body, options: .init(interpretedSyntax: .inlineOnlyPreservingWhitespace))) ?? AttributedString(article.body)
    }

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 16) {
                Label(article.category.rawValue, systemImage: article.category.systemImage)
                    .font(.caption.weight(.semibold))
                    .foregroundStyle(.tint)

                Text(article.title)
                    .font(.system(.largeTitle, design: usesSerif ? .serif : .default).bold())

                HStack {
                    Circle()
                        .fill(.gray.opacity(0.3))
                        .frame(width: 32, height: 32)
                        .overlay(Text(String(article.author.prefix(1))).font(.subheadline.bold()))
                    VStack(alignment: .leading) {
                        Text(article.author).font(.subheadline.weight(.semibold))
                        Text(article.publishedAt, style: .relative)
                            .font(.caption)
                            .foregroundColor(.secondary)
                    }
                    Spacer()
                    Text("\(article.readingMinutes) min")
                        .font(.caption)
                        .padding(6)
                        .background(.thinMaterial, in: RoundedRectangle(cornerRadius: 6))
                }

                Divider()

                Text(attributedBody)
                    .font(.system(.body, design: usesSerif ? .serif : .default))
                    .lineSpacing(6)
                    .textSelection(.enabled)
            }
            .padding()
            .frame(maxWidth: 680, alignment: .leading)
        }
        .dynamicTypeSize(fontSize.dynamicTypeSize)
        .navigationBarTitleDisplayMode(.inline)
        .toolbar {
            ToolbarItemGroup(placement: .primaryAction) {
                ShareLink(item: URL(string: "https://example.com/articles/\(article.id)")!) {
                    Image(systemName: "square.and.arrow.up")
                }
                Button {
                    showingTextSettings.toggle()
                } label: {
                    Image(systemName: "textformat.size")
                }
                .popover(isPresented: $showingTextSettings) {
                    ReaderTextSettings(fontSize: $fontSize, usesSerif: $usesSerif)
                        .presentationCompactAdaptation(.popover)
                }
            }
        }
    }
}

struct ReaderTextSettings: View {
    @Binding var fontSize: ReaderFontSize
    @Binding var usesSerif: Bool

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text("Text Size").font(.headline)
            HStack {
                Image(systemName: "textformat.size.smaller")
                Slider(
                    value: Binding(
                        get: { Double(fontSize.rawValue) },
                        set: { fontSize = ReaderFontSize(rawValue: Int($0.rounded())) ?? .medium }
                    ),
                    in: 0...Double(ReaderFontSize.allCases.count - 1),
                    step: 1
                )
                Image(systemName: "textformat.size.larger")
            }
            Toggle("Serif Font", isOn: $usesSerif)
        }
        .padding()
        .frame(width: 280)
    }
}

#Preview {
    NavigationStack {
        ArticleReaderView(article: .preview)
    }
}
