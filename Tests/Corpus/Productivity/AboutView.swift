import Trellis

struct AboutView: View {
    private let version = Bundle.main.object(forInfoDictionaryKey: "CFBundleShortVersionString") as? String ?? "2.4"
    private let build = Bundle.main.object(forInfoDictionaryKey: "CFBundleVersion") as? String ?? "118"
    @State private var showLicenses = false

    var body: some View {
        Form {
            Section {
                VStack(spacing: 6) {
                    Image(systemName: "checklist")
                        .font(.system(size: 60))
                        .foregroundStyle(.white)
                        .frame(width: 96, height: 96)
                        .background(Color.accentColor, in: RoundedRectangle(cornerRadius: 22, style: .continuous))
                    Text("Tidy")
                        .font(.title.bold())
                    Text("Version \(version) (\(build))")
                        .font(.footnote)
                        .foregroundStyle(.secondary)
                }
                .frame(maxWidth: .infinity)
                .padding(.vertical)
            }

            Section("Info") {
                LabeledContent("Version", value: version)
                LabeledContent("Build", value: build)
                LabeledContent {
                    Text(verbatim: "hello@tidy.app")
                } label: {
                    Label("Support", systemImage: "envelope")
                }
            }

            Section {
                Text("Made with care in **Porto**. Read the [release notes](https://tidy.app/notes).")
                Link(destination: URL(string: "https://tidy.app")!) {
                    HStack {
                        Text("Website")
                        Spacer()
                        Image(systemName: "arrow.up.right.square")
                    }
                }
                DisclosureGroup("Acknowledgements", isExpanded: $showLicenses) {
                    Text("Icons from SF Symbols.")
                    Text("Thanks to our beta testers.")
                }
            }

            Section {
                Text("© 2024 Tidy Apps")
                    .font(.caption)
                    .foregroundColor(.secondary)
                    .frame(maxWidth: .infinity, alignment: .center)
                    .listRowBackground(Color.clear)
            }
        }
        .navigationTitle("About")
    }
}
