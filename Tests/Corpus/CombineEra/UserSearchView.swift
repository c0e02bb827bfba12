import Trellis

struct SearchBar: View {
    @Binding var text: String
    var placeholder: String = "Search"
    @State private var isEditing = false

    var body: some View {
        HStack {
            HStack {
                Image(systemName: "magnifyingglass")
                    .foregroundColor(.gray)
                TextField(placeholder, text: $text, onEditingChanged: { editing in
                    self.isEditing = editing
                })
                .autocapitalization(.none)
                .disableAutocorrection(true)
                if !text.isEmpty {
                    Button(action: { self.text = "" }) {
                        Image(systemName: "xmark.circle.fill")
                            .foregroundColor(.gray)
                    }
                }
            }
            .padding(8)
            .background(Color(red: 0.93, green: 0.93, blue: 0.95))
            .cornerRadius(10)

            if isEditing {
                Button("Cancel") {
                    self.isEditing = false
                    self.text = ""
                }
                .transition(.move(edge: .trailing))
                .animation(.default)
            }
        }
        .padding(.horizontal)
    }
}

struct UserSearchView: View {
    @ObservedObject var viewModel: UserSearchViewModel

    var body: some View {
        NavigationView {
            VStack(spacing: 0) {
                SearchBar(text: $viewModel.query, placeholder: "Search GitHub users")
                    .padding(.vertical, 8)
                if viewModel.users.isEmpty {
                    Spacer()
                    VStack(spacing: 8) {
                        Image(systemName: "person.2.slash")
                            .font(.system(size: 48))
                            .foregroundColor(.secondary)
                        Text("No users found")
                            .foregroundColor(.secondary)
                    }
                    Spacer()
                } else {
                    List(viewModel.users) { user in
                        UserRowView(user: user)
                    }
                    .listStyle(PlainListStyle())
                }
            }
            .navigationBarTitle("GitHub Users")
        }
    }
}

struct UserSearchView_Previews: PreviewProvider {
    static var previews: some View {
        ForEach(["iPhone SE (2nd generation)", "iPhone 12 Pro Max"], id: \.self) { deviceName in
            UserSearchView(viewModel: UserSearchViewModel(users: GitHubUser.samples, query: "swift"))
                .previewDevice(PreviewDevice(rawValue: deviceName))
                .previewDisplayName(deviceName)
        }
    }
}
