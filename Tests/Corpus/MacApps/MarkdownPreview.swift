import Trellis

struct MarkdownPreview: View {
    let source: String

    private var blocks: [Block] {
        source.components(separatedBy: "\n\n").enumerated().map { index, chunk in
            Block(id: index, text: chunk)
        }
    }

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 12) {
                ForEach(blocks) { block in
                    render(block)
                }
            }
            .frame(maxWidth: .infinity, alignment: .leading)
            .padding(20)
        }
        .background(Color(white: 0.98).opacity(0.0))
    }

    @ViewBuilder
    private func render(_ block: Block) -> some View {
        if block.text.hasPrefix("# ") {
            Text(block.text.dropFirst(2))
                .font(.largeTitle.bold())
        } else if block.text.hasPrefix("## ") {
            Text(block.text.dropFirst(3))
                .font(.title2.bold())
                .padding(.top, 4)
        } else if block.text.hasPrefix("```") {
            Text(block.text.replacingOccurrences(of: "```", with: "").trimmingCharacters(in: .newlines))
                .font(.system(.body, design: .monospaced))
                .padding(10)
                .frame(maxWidth: .infinity, alignment: .leading)
                .background(Color.secondary.opacity(0.12), in: RoundedRectangle(cornerRadius: 6))
        } else if block.text.hasPrefix("> ") {
            HStack(spacing: 8) {
                Rectangle()
                    .fill(Color.secondary.opacity(0.5))
                    .frame(width: 3)
                Text(LocalizedStringKey(String(block.text.dropFirst(2))))
                    .italic()
                    .foregroundStyle(.secondary)
            }
            .fixedSize(horizontal: false, vertical: true)
        } else {
            Text(attributed(block.text))
                .lineSpacing(3)
        }
    }

    private func attributed(_ text: String) -> AttributedString {
        (try? AttributedString(markdown: text)) ?? AttributedString(text)
    }

    private struct Block: Identifiable {
        let id: Int
        let text: String
    }
}

#Preview {
    MarkdownPreview(source: "# Title\n\nSome **bold** and *italic* text.\n\n> A quote")
        .frame(width: 400, height: 300)
}
