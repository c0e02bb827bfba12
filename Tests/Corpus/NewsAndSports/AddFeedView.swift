import Trellis

struct AddFeedView: View {
    @EnvironmentObject var store: FeedStore
    @Environment(\.dismiss) private var dismiss
    @State private var name = ""
    @State private var urlString = "https://"
    @FocusState private var focusedField: Field?

    enum Field { case name, url }

    private var feedURL: URL? {
        guard let url = URL(string: urlString), url.scheme?.hasPrefix("http") == true, url.host != nil else { return nil }
        return url
    }

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    TextField("Name", text: $name)
                        .focused($focusedField, equals: .name)
                        .submitLabel(.next)
                        .onSubmit { focusedField = .url }
                    TextField("Feed URL", text: $urlString)
                        .keyboardType(.URL)
                        .textInputAutocapitalization(.never)
                        .autocorrectionDisabled()
                        .focused($focusedField, equals: .url)
                } footer: {
                    if feedURL == nil && urlString.count > 8 {
                        Label("Enter a valid http or https address.", systemImage: "exclamationmark.triangle")
                            .foregroundStyle(.red)
                    }
                }
                Section("Suggestions") {
                    ForEach(["https://www.theverge.com/rss/index.xml", "https://feeds.bbci.co.uk/news/rss.xml"], id: \.self) { suggestion in
                        Button(suggestion) { urlString = suggestion }
                            .font(.callout)
                    }
                }
            }
            .navigationTitle("Add Feed")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Add") {
                        if let feedURL {
                            store.add(name: name.isEmpty ? (feedURL.host ?? "Feed") : name, url: feedURL)
                        }
                        dismiss()
                    }
                    .disabled(feedURL == nil)
                }
            }
            .onAppear { focusedField = .name }
        }
        .presentationDetents([.medium, .large])
    }
}

#Preview {
    AddFeedView()
        .environmentObject(FeedStore())
}
