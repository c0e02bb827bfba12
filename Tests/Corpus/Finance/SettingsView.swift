import Trellis

struct SettingsView: View {
    @AppStorage("useFaceID") private var useFaceID = true
    @AppStorage("hideBalances") private var hideBalances = false
    @AppStorage("currencyCode") private var currencyCode = "USD"
    @AppStorage("notifyLargeTransactions") private var notifyLarge = true
    @State private var largeThreshold = 500.0
    @State private var showSignOut = false
    @State private var showDeleteAccount = false

    private let currencies = ["USD", "EUR", "GBP", "JPY", "CAD"]

    var body: some View {
        NavigationView {
            List {
                Section {
                    HStack(spacing: 14) {
                        Image(systemName: "person.crop.circle.fill")
                            .resizable()
                            .frame(width: 56, height: 56)
                            .foregroundStyle(.gray)
                        VStack(alignment: .leading) {
                            Text("Alex Morgan")
                                .font(.title3.weight(.semibold))
                            Text("alex.morgan@example.com")
                                .font(.subheadline)
                                .foregroundColor(.secondary)
                        }
                    }
                    .padding(.vertical, 6)
                    NavigationLink {
                        Text("Personal details")
                    } label: {
                        Label("Personal Information", systemImage: "person.text.rectangle")
                    }
                }

                Section {
                    Toggle(isOn: $useFaceID) {
                        Label("Face ID", systemImage: "faceid")
                    }
                    .tint(.green)
                    Toggle(isOn: $hideBalances) {
                        Label("Hide Balances", systemImage: "eye.slash")
                    }
                    NavigationLink {
                        PINPadView(title: "Change PIN")
                    } label: {
                        Label("Change PIN", systemImage: "lock.rotation")
                    }
                } header: {
                    Text("Security")
                } footer: {
                    Text("Face ID is required to open the app and to approve transfers above your limit.")
                }

                Section("Preferences") {
                    Picker(selection: $currencyCode) {
                        ForEach(currencies, id: \.self) { code in
                            Text(code).tag(code)
                        }
                    } label: {
                        Label("Currency", systemImage: "dollarsign.circle")
                    }
                    Toggle(isOn: $notifyLarge) {
                        Label("Large Transaction Alerts", systemImage: "bell.badge")
                    }
                    if notifyLarge {
                        VStack(alignment: .leading) {
                            Text("Alert above \(largeThreshold, format: .currency(code: currencyCode).precision(.fractionLength(0)))")
                            Slider(value: $largeThreshold, in: 100...5_000, step: 100)
                        }
                    }
                }

                Section("Support") {
                    Link(destination: URL(string: "https://example.com/help")!) {
                        Label("Help Center", systemImage: "questionmark.circle")
                    }
                    NavigationLink {
                        Text("Legal")
                    } label: {
                        Label("Terms & Privacy", systemImage: "doc.text")
                    }
                    HStack {
                        Label("Version", systemImage: "info.circle")
                        Spacer()
                        Text("3.4.1 (212)")
                            .foregroundColor(.secondary)
                    }
                }

                Section {
                    Button("Sign Out") {
                        showSignOut = true
                    }
                    Button("Delete Account", role: .destructive) {
                        showDeleteAccount = true
                    }
                }
            }
            .listStyle(.insetGrouped)
            .navigationTitle("Settings")
            .confirmationDialog("Sign out of your account?", isPresented: $showSignOut, titleVisibility: .visible) {
                Button("Sign Out", role: .destructive) {}
            }
            .alert("Delete Account", isPresented: $showDeleteAccount) {
                Button("Delete", role: .destructive) {}
                Button("Cancel", role: .cancel) {}
            } message: {
                Text("This permanently closes your account. Any remaining balance will be mailed to you.")
            }
        }
    }
}

struct SettingsView_Previews: PreviewProvider {
    static var previews: some View {
        SettingsView()
        SettingsView()
            .preferredColorScheme(.dark)
            .previewDisplayName("Dark")
    }
}
