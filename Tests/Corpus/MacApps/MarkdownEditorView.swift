import Trellis

struct MarkdownEditorView: View {
    enum Layout: String, CaseIterable, Identifiable {
        case editor, split, preview
        var id: Self { self }

        var systemImage: String {
            switch self {
            case .editor: return "doc.plaintext"
            case .split: return "rectangle.split.2x1"
            case .preview: return "eye"
            }
        }
    }

    @State private var text = MarkdownEditorView.sampleText
    @AppStorage("markdown.layout") private var layout = Layout.split
    @AppStorage("editorFontSize") private var fontSize = 13.0

    private var wordCount: Int {
        text.split { $0.isWhitespace || $0.isNewline }.count
    }

    var body: some View {
        HSplitView {
            if layout != .preview {
                TextEditor(text: $text)
                    .font(.system(size: fontSize, design: .monospaced))
                    .frame(minWidth: 260, maxWidth: .infinity, maxHeight: .infinity)
            }
            if layout != .editor {
                MarkdownPreview(source: text)
                    .frame(minWidth: 260, maxWidth: .infinity, maxHeight: .infinity)
                    .background(.background)
            }
        }
        .navigationTitle("README.md")
        .navigationSubtitle("\(wordCount) words")
        .toolbar {
            ToolbarItem(placement: .principal) {
                Picker("Layout", selection: $layout) {
                    ForEach(Layout.allCases) { layout in
                        Image(systemName: layout.systemImage)
                            .help(layout.rawValue.capitalized)
                            .tag(layout)
                    }
                }
                .pickerStyle(.segmented)
            }
            ToolbarItemGroup(placement: .automatic) {
                ControlGroup {
                    Button {
                        fontSize = max(9, fontSize - 1)
                    } label: {
                        Label("Smaller", systemImage: "textformat.size.smaller")
                    }
                    Button {
                        fontSize = min(32, fontSize + 1)
                    } label: {
                        Label("Bigger", systemImage: "textformat.size.larger")
                    }
                }
                ShareLink(item: text)
            }
        }
        .frame(minWidth: 600, minHeight: 400)
    }

    static let sampleText = """
    # Trellis

    Render **SwiftUI** view trees to *HTML* and SVG.

    ## Install

    ```
    swift build
    ```

    > Works on Linux with Swift 6.
    """
}

#Preview {
    MarkdownEditorView()
        .frame(width: 900, height: 500)
}
