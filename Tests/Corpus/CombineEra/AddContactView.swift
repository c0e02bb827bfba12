import Trellis

struct AddContactView: View {
    @Environment(\.presentationMode) var presentationMode
    @EnvironmentObject var store: ContactStore

    @State private var firstName = ""
    @State private var lastName = ""
    @State private var phone = ""
    @State private var email = ""
    @State private var company = ""
    @State private var isFavorite = false

    var isValid: Bool {
        !firstName.trimmingCharacters(in: .whitespaces).isEmpty && !phone.isEmpty
    }

    var body: some View {
        NavigationView {
            Form {
                Section(header: Text("Name")) {
                    TextField("First name", text: $firstName)
                    TextField("Last name", text: $lastName)
                    TextField("Company", text: $company)
                }
                Section(header: Text("Details")) {
                    TextField("Phone", text: $phone)
                        .keyboardType(.phonePad)
                    TextField("Email", text: $email)
                        .keyboardType(.emailAddress)
                        .autocapitalization(.none)
                }
                Section {
                    Toggle(isOn: $isFavorite) {
                        Text("Add to Favorites")
                    }
                }
            }
            .navigationBarTitle("New Contact", displayMode: .inline)
            .navigationBarItems(
                leading: Button("Cancel") {
                    self.presentationMode.wrappedValue.dismiss()
                },
                trailing: Button("Done") {
                    let contact = Contact(firstName: self.firstName, lastName: self.lastName,
                                          phone: self.phone, email: self.email,
                                          company: self.company, isFavorite: self.isFavorite)
                    self.store.add(contact)
                    self.presentationMode.wrappedValue.dismiss()
                }
                .disabled(!isValid)
            )
        }
    }
}

struct AddContactView_Previews: PreviewProvider {
    static var previews: some View {
        AddContactView()
            .environmentObject(ContactStore())
    }
}
