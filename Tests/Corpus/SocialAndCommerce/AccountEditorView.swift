import Trellis
import Observation

@Observable
final class AccountModel {
    var displayName = "Maya Chen"
    var handle = "mayachen"
    var bio = "Designer · coffee · film photography"
    var isPrivate = false
    var allowsMessages = true
    var website = "mayachen.design"

    @ObservationIgnored var lastSaved: Date?

    var isValid: Bool { !displayName.isEmpty && handle.count >= 3 }
}

struct AccountEditorView: View {
    @Bindable var account: AccountModel
    @Environment(\.dismiss) private var dismiss
    @State private var showsDiscardAlert = false

    var body: some View {
        Form {
            Section {
                HStack {
                    Spacer()
                    VStack(spacing: 8) {
                        AvatarView(user: .maya, size: 88)
                        Button("Edit picture") {}
                            .font(.subheadline.weight(.medium))
                    }
                    Spacer()
                }
                .listRowBackground(Color.clear)
            }

            Section("Profile") {
                TextField("Name", text: $account.displayName)
                HStack(spacing: 2) {
                    Text("@").foregroundStyle(.secondary)
                    TextField("Username", text: $account.handle)
                        .textInputAutocapitalization(.never)
                }
                TextField("Bio", text: $account.bio, axis: .vertical)
                    .lineLimit(3, reservesSpace: true)
                TextField("Website", text: $account.website)
                    .keyboardType(.URL)
            }

            Section {
                Toggle("Private account", isOn: $account.isPrivate)
                Toggle("Allow messages", isOn: $account.allowsMessages)
            } footer: {
                Text("When your account is private, only people you approve can see your posts.")
            }
        }
        .navigationTitle("Edit Profile")
        .navigationBarTitleDisplayMode(.inline)
        .navigationBarBackButtonHidden()
        .toolbar {
            ToolbarItem(placement: .cancellationAction) {
                Button("Cancel") { showsDiscardAlert = true }
            }
            ToolbarItem(placement: .confirmationAction) {
                Button("Done") {
                    account.lastSaved = .now
                    dismiss()
                }
                .disabled(!account.isValid)
            }
        }
        .alert("Discard changes?", isPresented: $showsDiscardAlert) {
            Button("Discard", role: .destructive) { dismiss() }
            Button("Keep Editing", role: .cancel) {}
        }
    }
}

struct AccountSummaryView: View {
    @Environment(AccountModel.self) private var account

    var body: some View {
        NavigationStack {
            List {
                NavigationLink {
                    AccountEditorView(account: account)
                } label: {
                    HStack {
                        AvatarView(user: .maya, size: 52)
                        VStack(alignment: .leading) {
                            Text(account.displayName).font(.headline)
                            Text("@\(account.handle)").font(.subheadline).foregroundStyle(.secondary)
                        }
                    }
                }
                if account.isPrivate {
                    Label("Private account", systemImage: "lock.fill")
                        .foregroundStyle(.secondary)
                }
            }
            .navigationTitle("Account")
        }
    }
}

#Preview {
    AccountSummaryView()
        .environment(AccountModel())
}
