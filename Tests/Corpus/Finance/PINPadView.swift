import Trellis

struct PINPadView: View {
    var title: String = "Enter Passcode"
    var pinLength = 6
    var onComplete: (String) -> Void = { _ in }

    @State private var pin = ""
    @State private var attempts = 0
    @State private var shake = false

    private let keys: [[String]] = [
        ["1", "2", "3"],
        ["4", "5", "6"],
        ["7", "8", "9"],
        ["faceid", "0", "delete.left"],
    ]

    var body: some View {
        VStack(spacing: 32) {
            Spacer()
            Image(systemName: "lock.fill")
                .font(.system(size: 36))
                .foregroundStyle(.tint)
            Text(title)
                .font(.title2.weight(.semibold))

            HStack(spacing: 16) {
                ForEach(0..<pinLength, id: \.self) { index in
                    Circle()
                        .strokeBorder(Color.primary, lineWidth: 1.5)
                        .background(Circle().fill(index < pin.count ? Color.primary : Color.clear))
                        .frame(width: 14, height: 14)
                }
            }
            .offset(x: shake ? -8 : 0)

            if attempts > 0 {
                Text("Incorrect passcode. \(3 - attempts) attempts left.")
                    .font(.footnote)
                    .foregroundColor(.red)
            }

            Spacer()

            VStack(spacing: 18) {
                ForEach(keys, id: \.self) { row in
                    HStack(spacing: 28) {
                        ForEach(row, id: \.self) { key in
                            keyButton(key)
                        }
                    }
                }
            }
            .padding(.bottom, 40)
        }
        .frame(maxWidth: .infinity)
        .background(Color(.systemBackground))
        .sensoryFeedback(.error, trigger: attempts)
    }

    @ViewBuilder
    private func keyButton(_ key: String) -> some View {
        if key.count > 1 {
            Button {
                if key == "delete.left", !pin.isEmpty {
                    pin.removeLast()
                }
            } label: {
                Image(systemName: key)
                    .font(.title2)
                    .frame(width: 76, height: 76)
            }
            .foregroundColor(.primary)
        } else {
            Button {
                guard pin.count < pinLength else { return }
                pin.append(key)
                if pin.count == pinLength {
                    onComplete(pin)
                }
            } label: {
                Text(key)
                    .font(.system(size: 32, weight: .regular, design: .rounded))
                    .frame(width: 76, height: 76)
                    .background(Circle().fill(Color(.secondarySystemFill)))
            }
            .buttonStyle(.plain)
        }
    }
}

#Preview {
    PINPadView()
}
