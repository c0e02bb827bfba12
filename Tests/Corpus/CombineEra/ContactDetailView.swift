import Trellis

struct ContactDetailView: View {
    var contact: Contact
    @State private var showingDeleteAlert = false

    var body: some View {
        List {
            Section {
                HStack {
                    Spacer()
                    VStack(spacing: 8) {
                        Text(contact.initials)
                            .font(.system(size: 40, weight: .medium, design: .rounded))
                            .foregroundColor(.white)
                            .frame(width: 96, height: 96)
                            .background(Color.gray)
                            .clipShape(Circle())
                        Text(contact.fullName)
                            .font(.title)
                        if !contact.company.isEmpty {
                            Text(contact.company)
                                .foregroundColor(.secondary)
                        }
                    }
                    Spacer()
                }
                .padding(.vertical)
            }

            Section(header: Text("Contact")) {
                ContactInfoRow(label: "mobile", value: contact.phone, systemImage: "phone.fill")
                ContactInfoRow(label: "email", value: contact.email, systemImage: "envelope.fill")
            }

            Section {
                Button(action: { self.showingDeleteAlert = true }) {
                    Text("Delete Contact")
                        .foregroundColor(.red)
                }
            }
        }
        .listStyle(InsetGroupedListStyle())
        .navigationBarTitle(Text(contact.firstName), displayMode: .inline)
        .alert(isPresented: $showingDeleteAlert) {
            Alert(title: Text("Delete \(contact.fullName)?"),
                  message: Text("This contact will be removed from all your devices."),
                  primaryButton: .destructive(Text("Delete")) {
                      print("Deleting \(self.contact.fullName)")
                  },
                  secondaryButton: .cancel())
        }
    }
}

private struct ContactInfoRow: View {
    let label: String
    let value: String
    let systemImage: String

    var body: some View {
        HStack {
            VStack(alignment: .leading, spacing: 2) {
                Text(label)
                    .font(.caption)
                    .foregroundColor(.secondary)
                Text(value)
                    .foregroundColor(.blue)
            }
            Spacer()
            Image(systemName: systemImage)
                .foregroundColor(.blue)
        }
    }
}

struct ContactDetailView_Previews: PreviewProvider {
    static var previews: some View {
        NavigationView {
            ContactDetailView(contact: Contact.sampleData[0])
        }
        .environment(\.colorScheme, .dark)
    }
}
