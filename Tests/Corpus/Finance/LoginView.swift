import Trellis

@MainActor
final class LoginViewModel: ObservableObject {
    @Published var email = ""
    @Published var password = ""
    @Published var rememberMe = true
    @Published var isAuthenticating = false
    @Published var showError = false

    var isValid: Bool {
        email.contains("@") && password.count >= 8
    }

    func signIn() async {
        isAuthenticating = true
        try? await Task.sleep(for: .seconds(1))
        isAuthenticating = false
        showError = true
    }
}

struct LoginView: View {
    @StateObject private var viewModel = LoginViewModel()
    @State private var showPassword = false
    @FocusState private var focus: Field?

    enum Field { case email, password }

    var body: some View {
        VStack(spacing: 24) {
            VStack(spacing: 8) {
                Image(systemName: "building.columns.circle.fill")
                    .font(.system(size: 72))
                    .foregroundStyle(.blue.gradient)
                Text("Harbor Bank")
                    .font(.largeTitle.bold())
                Text("Sign in to continue")
                    .foregroundStyle(.secondary)
            }
            .padding(.top, 40)

            VStack(spacing: 14) {
                TextField("Email", text: $viewModel.email)
                    .textContentType(.emailAddress)
                    .keyboardType(.emailAddress)
                    .textInputAutocapitalization(.never)
                    .autocorrectionDisabled()
                    .focused($focus, equals: .email)
                    .padding()
                    .background(Color(.secondarySystemBackground))
                    .cornerRadius(12)

                HStack {
                    Group {
                        if showPassword {
                            TextField("Password", text: $viewModel.password)
                        } else {
                            SecureField("Password", text: $viewModel.password)
                        }
                    }
                    .textContentType(.password)
                    .focused($focus, equals: .password)
                    Button {
                        showPassword.toggle()
                    } label: {
                        Image(systemName: showPassword ? "eye.slash" : "eye")
                            .foregroundColor(.secondary)
                    }
                }
                .padding()
                .background(Color(.secondarySystemBackground))
                .cornerRadius(12)

                HStack {
                    Toggle("Remember me", isOn: $viewModel.rememberMe)
                        .toggleStyle(.switch)
                        .fixedSize()
                    Spacer()
                    Button("Forgot password?") {}
                        .font(.footnote)
                }
                .font(.footnote)
            }

            Button {
                Task { await viewModel.signIn() }
            } label: {
                if viewModel.isAuthenticating {
                    ProgressView()
                        .tint(.white)
                } else {
                    Text("Sign In")
                }
            }
            .buttonStyle(PrimaryButtonStyle())
            .disabled(!viewModel.isValid || viewModel.isAuthenticating)
            .opacity(viewModel.isValid ? 1 : 0.6)

            Button {
            } label: {
                Label("Sign in with Face ID", systemImage: "faceid")
            }
            .buttonStyle(.bordered)

            Spacer()

            HStack(spacing: 4) {
                Text("New here?")
                    .foregroundStyle(.secondary)
                Button("Open an account") {}
                    .fontWeight(.semibold)
            }
            .font(.footnote)
        }
        .padding(.horizontal, 24)
        .onSubmit {
            if focus == .email { focus = .password } else { Task { await viewModel.signIn() } }
        }
        .alert("Sign In Failed", isPresented: $viewModel.showError) {
            Button("Try Again", role: .cancel) {}
        } message: {
            Text("The email or password you entered is incorrect.")
        }
    }
}

#Preview {
    LoginView()
}
