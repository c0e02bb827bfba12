import Trellis

let lightGreyColor = Color(red: 239.0/255.0, green: 243.0/255.0, blue: 244.0/255.0, opacity: 1.0)

struct LoginView: View {
    @ObservedObject var viewModel = LoginViewModel()
    @State private var rememberMe = true

    var body: some View {
        VStack {
            WelcomeText()
            UserImage()
            VStack(alignment: .leading, spacing: 4) {
                TextField("Email", text: $viewModel.email)
                    .padding()
                    .background(lightGreyColor)
                    .cornerRadius(5.0)
                    .autocapitalization(.none)
                    .keyboardType(.emailAddress)
                if !viewModel.email.isEmpty && !viewModel.isEmailValid {
                    Text("Enter a valid email address")
                        .font(.caption)
                        .foregroundColor(.red)
                }
            }
            .padding(.bottom, 16)
            VStack(alignment: .leading, spacing: 4) {
                SecureField("Password", text: $viewModel.password)
                    .padding()
                    .background(lightGreyColor)
                    .cornerRadius(5.0)
                Text(viewModel.passwordPrompt)
                    .font(.caption)
                    .foregroundColor(.red)
            }
            .padding(.bottom, 12)
            Toggle("Remember me", isOn: $rememberMe)
                .padding(.bottom, 20)
            Button(action: { self.viewModel.login() }) {
                LoginButtonContent()
            }
            .disabled(!viewModel.canSubmit)
            .opacity(viewModel.canSubmit ? 1 : 0.6)
            HStack {
                Text("Don't have an account?")
                Button("Sign Up") {}
                    .foregroundColor(.blue)
            }
            .font(.footnote)
            .padding(.top)
        }
        .padding()
        .alert(isPresented: $viewModel.showError) {
            Alert(title: Text("Login Failed"),
                  message: Text("Your email or password is incorrect."),
                  dismissButton: .default(Text("OK")))
        }
    }
}

struct WelcomeText: View {
    var body: some View {
        Text("Welcome!")
            .font(.largeTitle)
            .fontWeight(.semibold)
            .padding(.bottom, 20)
    }
}

struct UserImage: View {
    var body: some View {
        Image(systemName: "person.crop.circle.fill")
            .resizable()
            .aspectRatio(contentMode: .fill)
            .frame(width: 150, height: 150)
            .foregroundColor(.gray)
            .clipped()
            .cornerRadius(150)
            .padding(.bottom, 75)
    }
}

struct LoginButtonContent: View {
    var body: some View {
        Text("LOGIN")
            .font(.headline)
            .foregroundColor(.white)
            .padding()
            .frame(width: 220, height: 60)
            .background(Color.green)
            .cornerRadius(15.0)
    }
}

#if DEBUG
struct LoginView_Previews: PreviewProvider {
    static var previews: some View {
        LoginView()
    }
}
#endif
