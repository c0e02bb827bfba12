import Trellis

struct RequestEditorView: View {
    @State private var draft = HTTPRequestDraft()
    @State private var response: HTTPResponseSnapshot? = .sample
    @State private var isSending = false
    @State private var section: EditorSection = .body

    enum EditorSection: String, CaseIterable, Identifiable {
        case params = "Params", headers = "Headers", body = "Body"
        var id: String { rawValue }
    }

    var body: some View {
        VStack(spacing: 0) {
            addressBar
            Divider()
            HSplitView {
                requestPane
                    .frame(minWidth: 300, idealWidth: 420)
                ResponseView(response: response)
                    .frame(minWidth: 300, idealWidth: 420, maxWidth: .infinity, maxHeight: .infinity)
            }
        }
        .frame(minWidth: 720, minHeight: 420)
    }

    private var addressBar: some View {
        HStack(spacing: 8) {
            Picker("Method", selection: $draft.method) {
                ForEach(HTTPMethod.allCases) { method in
                    Text(method.rawValue).tag(method)
                }
            }
            .labelsHidden()
            .frame(width: 96)
            TextField("https://", text: $draft.url)
                .textFieldStyle(.roundedBorder)
                .font(.system(.body, design: .monospaced))
                .onSubmit(send)
            Button(action: send) {
                if isSending {
                    ProgressView()
                        .controlSize(.small)
                } else {
                    Text("Send")
                }
            }
            .buttonStyle(.borderedProminent)
            .keyboardShortcut(.return, modifiers: .command)
            .disabled(draft.url.isEmpty)
        }
        .padding(10)
    }

    private var requestPane: some View {
        VStack(alignment: .leading, spacing: 0) {
            Picker("Section", selection: $section) {
                ForEach(EditorSection.allCases) { Text($0.rawValue).tag($0) }
            }
            .pickerStyle(.segmented)
            .labelsHidden()
            .padding(8)
            Divider()
            Group {
                switch section {
                case .params:
                    Text("No query parameters")
                        .foregroundStyle(.secondary)
                        .frame(maxWidth: .infinity, maxHeight: .infinity)
                case .headers:
                    ScrollView { HeaderEditorView(headers: $draft.headers) }
                case .body:
                    VSplitView {
                        TextEditor(text: $draft.body)
                            .font(.system(.body, design: .monospaced))
                            .scrollContentBackground(.hidden)
                            .padding(4)
                            .frame(minHeight: 120)
                        HStack {
                            Text("JSON")
                            Spacer()
                            Text("\(draft.body.count) characters")
                        }
                        .font(.caption)
                        .foregroundStyle(.secondary)
                        .padding(6)
                        .frame(minHeight: 24, maxHeight: 28)
                    }
                }
            }
        }
    }

    private func send() {
        isSending = true
        response = .sample
        isSending = false
    }
}

#Preview {
    RequestEditorView()
        .frame(width: 900, height: 520)
}
