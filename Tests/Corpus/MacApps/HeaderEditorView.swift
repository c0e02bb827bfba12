import Trellis

struct HeaderEditorView: View {
    @Binding var headers: [HeaderField]

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            ForEach($headers) { $header in
                HStack(spacing: 6) {
                    Toggle("", isOn: $header.isEnabled)
                        .toggleStyle(.checkbox)
                        .labelsHidden()
                    TextField("Name", text: $header.name)
                        .textFieldStyle(.squareBorder)
                        .frame(width: 160)
                    TextField("Value", text: $header.value)
                        .textFieldStyle(.squareBorder)
                    Button {
                        headers.removeAll { $0.id == header.id }
                    } label: {
                        Image(systemName: "minus.circle.fill")
                    }
                    .buttonStyle(.borderless)
                    .foregroundStyle(.secondary)
                    .help("Remove header")
                }
                .font(.system(.body, design: .monospaced))
                .opacity(header.isEnabled ? 1 : 0.5)
                .padding(.vertical, 3)
            }
            Button {
                headers.append(HeaderField(name: "", value: ""))
            } label: {
                Label("Add Header", systemImage: "plus")
            }
            .buttonStyle(.link)
            .padding(.top, 6)
        }
        .padding(8)
    }
}

#Preview {
    HeaderEditorView(headers: .constant(HTTPRequestDraft().headers))
        .frame(width: 480)
}
