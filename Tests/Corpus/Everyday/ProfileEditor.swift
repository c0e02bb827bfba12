import Trellis

@Observable
class Profile {
    var name = "Taylor Swift"
    var email = "taylor@example.com"
    var phone = ""
    var website = ""
    var bio = "Songwriter."
    var prefersNotifications = true
    var birthday = Date(timeIntervalSince1970: 613_000_000)
    var favoriteColor = Color.blue
}

struct ProfileEditor: View {
    @Bindable var profile: Profile
    @State private var showingDeleteConfirmation = false
    @State private var showingSavedAlert = false
    @FocusState private var focusedField: Field?

    enum Field: Hashable {
        case name, email, phone, website
    }

    var body: some View {
        Form {
            Section {
                TextField("Name", text: $profile.name)
                    .textContentType(.name)
                    .focused($focusedField, equals: .name)
                    .submitLabel(.next)
                TextField("Email", text: $profile.email)
                    .keyboardType(.emailAddress)
                    .textContentType(.emailAddress)
                    .textInputAutocapitalization(.never)
                    .autocorrectionDisabled(true)
                    .focused($focusedField, equals: .email)
                TextField("Phone", text: $profile.phone, prompt: Text("Optional"))
                    .keyboardType(.phonePad)
                    .textContentType(.telephoneNumber)
                    .focused($focusedField, equals: .phone)
                TextField("Website", text: $profile.website)
                    .keyboardType(.URL)
                    .autocapitalization(.none)
                    .disableAutocorrection(true)
                    .focused($focusedField, equals: .website)
                    .submitLabel(.done)
            } header: {
                Text("Contact")
            }
            .onSubmit {
                switch focusedField {
                case .name: focusedField = .email
                case .email: focusedField = .phone
                case .phone: focusedField = .website
                default: focusedField = nil
                }
            }

            Section("About you") {
                TextField("Bio", text: $profile.bio, axis: .vertical)
                DatePicker("Birthday", selection: $profile.birthday, in: ...Date(timeIntervalSince1970: 1_700_000_000), displayedComponents: .date)
                ColorPicker("Favorite color", selection: $profile.favoriteColor, supportsOpacity: false)
                Toggle("Notifications", isOn: $profile.prefersNotifications)
                    .toggleStyle(.switch)
            }

            Section {
                Button("Save") { showingSavedAlert = true }
                Button("Delete Account", role: .destructive) {
                    showingDeleteConfirmation = true
                }
            }
        }
        .scrollDismissesKeyboard(.immediately)
        .navigationTitle("Profile")
        .toolbar {
            ToolbarItemGroup(placement: .keyboard) {
                Spacer()
                Button("Done") { focusedField = nil }
            }
        }
        .confirmationDialog("Delete your account?", isPresented: $showingDeleteConfirmation, titleVisibility: .visible) {
            Button("Delete", role: .destructive) {}
        } message: {
            Text("All your data will be removed.")
        }
        .alert(isPresented: $showingSavedAlert) {
            Alert(title: Text("Saved"), message: Text("Your profile was updated."), dismissButton: .default(Text("OK")))
        }
    }
}

#Preview("Editor", traits: .portrait) {
    NavigationStack {
        ProfileEditor(profile: Profile())
    }
}
