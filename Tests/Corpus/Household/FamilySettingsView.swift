import Trellis

enum AppTheme: String, CaseIterable, Identifiable {
    case system, light, dark
    var id: String { rawValue }

    var colorScheme: ColorScheme? {
        switch self {
        case .system: return nil
        case .light: return .light
        case .dark: return .dark
        }
    }
}

struct FamilySettingsView: View {
    @EnvironmentObject var rota: ChoreRota
    @AppStorage("familyName") private var familyName = "The Parkers"
    @AppStorage("appTheme") private var theme: AppTheme = .system
    @AppStorage("weekStartsMonday") private var weekStartsMonday = true
    @AppStorage("notifyChores") private var notifyChores = true
    @AppStorage("notifyWatering") private var notifyWatering = true
    @AppStorage("dailyDigestHour") private var digestHour = 8
    @State private var accent = Color.green
    @State private var showingRename = false
    @State private var draftName = ""
    @State private var showingReset = false
    @State private var showingInvite = false
    @State private var inviteEmail = ""

    var body: some View {
        NavigationView {
            Form {
                Section {
                    HStack(spacing: 14) {
                        Text("🏡")
                            .font(.largeTitle)
                            .frame(width: 60, height: 60)
                            .background(accent.opacity(0.2), in: Circle())
                        VStack(alignment: .leading) {
                            Text(familyName).font(.title3.bold())
                            Text("\(rota.members.count) members")
                                .foregroundStyle(.secondary)
                        }
                        Spacer()
                        Button("Rename") {
                            draftName = familyName
                            showingRename = true
                        }
                        .buttonStyle(.bordered)
                    }
                }

                Section("Members") {
                    ForEach(rota.members) { member in
                        Label {
                            Text(member.name)
                        } icon: {
                            Text(member.emoji)
                        }
                    }
                    .onDelete { rota.members.remove(atOffsets: $0) }
                    Button {
                        showingInvite = true
                    } label: {
                        Label("Invite member", systemImage: "person.badge.plus")
                    }
                }

                Section("Appearance") {
                    Picker("Theme", selection: $theme) {
                        ForEach(AppTheme.allCases) { theme in
                            Text(theme.rawValue.capitalized).tag(theme)
                        }
                    }
                    ColorPicker("Accent colour", selection: $accent, supportsOpacity: false)
                    Toggle("Week starts on Monday", isOn: $weekStartsMonday)
                }

                Section {
                    Toggle("Chore reminders", isOn: $notifyChores)
                    Toggle("Watering reminders", isOn: $notifyWatering)
                    Picker("Daily digest", selection: $digestHour) {
                        ForEach([6, 7, 8, 9, 18, 20], id: \.self) { hour in
                            Text("\(hour):00").tag(hour)
                        }
                    }
                    .disabled(!notifyChores && !notifyWatering)
                } header: {
                    Text("Notifications")
                } footer: {
                    Text("Reminders are sent to every member's phone.")
                }

                Section {
                    Link(destination: URL(string: "https://example.com/help")!) {
                        Label("Help & feedback", systemImage: "questionmark.circle")
                    }
                    ShareLink(item: URL(string: "https://example.com/join/parkers")!) {
                        Label("Share invite link", systemImage: "square.and.arrow.up")
                    }
                    Button("Reset all data", role: .destructive) {
                        showingReset = true
                    }
                }

                Section {
                    Text("Version \(Bundle.main.infoDictionary?["CFBundleShortVersionString"] as? String ?? "1.0")")
                        .font(.footnote)
                        .foregroundStyle(.secondary)
                        .frame(maxWidth: .infinity)
                        .listRowBackground(Color.clear)
                }
            }
            .navigationTitle("Family")
            .alert("Rename family", isPresented: $showingRename) {
                TextField("Family name", text: $draftName)
                Button("Save") { familyName = draftName }
                Button("Cancel", role: .cancel) {}
            }
            .alert("Invite someone", isPresented: $showingInvite) {
                TextField("Email", text: $inviteEmail)
                    .keyboardType(.emailAddress)
                    .textContentType(.emailAddress)
                Button("Send invite") {}
                Button("Cancel", role: .cancel) {}
            } message: {
                Text("We'll email them a link to join \(familyName).")
            }
            .confirmationDialog("Reset all data?", isPresented: $showingReset, titleVisibility: .visible) {
                Button("Reset", role: .destructive) {
                    UserDefaults.standard.removeObject(forKey: GroceryListStore.storageKey)
                }
            } message: {
                Text("Plants, pets, chores and lists will be deleted. This can't be undone.")
            }
        }
        .preferredColorScheme(theme.colorScheme)
        .tint(accent)
    }
}

struct FamilySettingsView_Previews: PreviewProvider {
    static var previews: some View {
        FamilySettingsView()
            .environmentObject(ChoreRota())
    }
}
