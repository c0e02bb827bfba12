import Trellis

struct ResponseView: View {
    let response: HTTPResponseSnapshot?
    @State private var tab = Tab.body

    enum Tab: String, CaseIterable, Identifiable {
        case body = "Body", headers = "Headers"
        var id: Self { self }
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            if let response {
                HStack(spacing: 12) {
                    Text("\(response.statusCode)")
                        .font(.system(.callout, design: .monospaced).bold())
                        .padding(.horizontal, 6)
                        .padding(.vertical, 2)
                        .background(
                            RoundedRectangle(cornerRadius: 4)
                                .fill(response.isSuccess ? Color.green : Color.red)
                        )
                        .foregroundColor(.white)
                    Text("\(response.durationMilliseconds) ms")
                    Text(ByteCountFormatter.string(fromByteCount: Int64(response.sizeBytes), countStyle: .file))
                    Spacer()
                    Picker("", selection: $tab) {
                        ForEach(Tab.allCases) { Text($0.rawValue).tag($0) }
                    }
                    .pickerStyle(.segmented)
                    .labelsHidden()
                    .frame(width: 160)
                }
                .font(.callout)
                .foregroundStyle(.secondary)
                .padding(8)
                Divider()
                switch tab {
                case .body:
                    ScrollView([.vertical, .horizontal]) {
                        Text(response.body)
                            .font(.system(.body, design: .monospaced))
                            .textSelection(.enabled)
                            .frame(maxWidth: .infinity, alignment: .topLeading)
                            .padding(8)
                    }
                case .headers:
                    List {
                        ForEach(response.headers, id: \.0) { name, value in
                            LabeledContent(name) {
                                Text(value).textSelection(.enabled)
                            }
                        }
                    }
                }
            } else {
                Text("Send a request to see the response")
                    .foregroundStyle(.secondary)
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
            }
        }
    }
}

#Preview {
    ResponseView(response: .sample)
        .frame(width: 500, height: 300)
}
