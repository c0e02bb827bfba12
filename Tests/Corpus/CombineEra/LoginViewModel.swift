import Foundation
import Combine

class LoginViewModel: ObservableObject {
    @Published var email = ""
    @Published var password = ""
    @Published var isLoggedIn = false
    @Published var showError = false

    var isEmailValid: Bool {
        let pattern = "[A-Z0-9a-z._%+-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,64}"
        return email.range(of: pattern, options: .regularExpression) != nil
    }

    var isPasswordValid: Bool {
        password.count >= 8
    }

    var canSubmit: Bool {
        isEmailValid && isPasswordValid
    }

    var passwordPrompt: String {
        isPasswordValid || password.isEmpty ? "" : "Password must be at least 8 characters"
    }

    func login() {
        if email.lowercased() == "test@example.com" && password == "password123" {
            isLoggedIn = true
        } else {
            showError = true
        }
    }
}
