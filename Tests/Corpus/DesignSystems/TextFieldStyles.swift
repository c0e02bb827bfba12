import Trellis

struct OutlinedTextFieldStyle: TextFieldStyle {
    var icon: String?
    var isFocused = false

    func _body(configuration: TextField<Self._Label>) -> some View {
        HStack(spacing: 8) {
            if let icon {
                Image(systemName: icon)
                    .foregroundColor(.secondary)
            }
            configuration
        }
        .padding(.horizontal, 12)
        .padding(.vertical, 10)
        .background(
            RoundedRectangle(cornerRadius: 10, style: .continuous)
                .stroke(isFocused ? Color.accentColor : Color.secondary.opacity(0.4), lineWidth: isFocused ? 2 : 1)
        )
    }
}

/// A text field whose placeholder floats above the text once something is typed.
struct FloatingLabelTextField: View {
    let title: String
    @Binding var text: String
    var isSecure = false
    @FocusState private var isFocused: Bool

    private var isFloating: Bool { isFocused || !text.isEmpty }

    var body: some View {
        ZStack(alignment: .leading) {
            Text(title)
                .font(isFloating ? .caption : .body)
                .foregroundColor(isFocused ? .accentColor : .secondary)
                .offset(y: isFloating ? -22 : 0)
                .animation(.easeOut(duration: 0.2), value: isFloating)
            Group {
                if isSecure {
                    SecureField("", text: $text)
                } else {
                    TextField("", text: $text)
                }
            }
            .focused($isFocused)
        }
        .padding(.top, 18)
        .padding(.bottom, 8)
        .overlay(alignment: .bottom) {
            Rectangle()
                .frame(height: isFocused ? 2 : 1)
                .foregroundColor(isFocused ? .accentColor : Color(.separator))
        }
    }
}

struct ValidatedField: View {
    let title: String
    @Binding var text: String
    var validate: (String) -> String?

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            TextField(title, text: $text)
                .textFieldStyle(OutlinedTextFieldStyle(icon: "envelope"))
                .textInputAutocapitalization(.never)
                .autocorrectionDisabled()
                .keyboardType(.emailAddress)
            if let message = validate(text) {
                Label(message, systemImage: "exclamationmark.circle")
                    .font(.caption)
                    .foregroundStyle(.red)
                    .transition(.opacity.combined(with: .move(edge: .top)))
            }
        }
    }
}
