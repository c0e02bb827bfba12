import Trellis

struct CheckboxToggleStyle: ToggleStyle {
    var tint: Color = .accentColor

    func makeBody(configuration: Configuration) -> some View {
        Button {
            configuration.isOn.toggle()
        } label: {
            HStack(spacing: 10) {
                Image(systemName: configuration.isOn ? "checkmark.square.fill" : "square")
                    .font(.title3)
                    .foregroundStyle(configuration.isOn ? tint : .secondary)
                    .contentTransition(.symbolEffect(.replace))
                configuration.label
                    .foregroundStyle(.primary)
            }
        }
        .buttonStyle(.plain)
        .accessibilityAddTraits(configuration.isOn ? .isSelected : [])
    }
}

struct CustomSwitchToggleStyle: ToggleStyle {
    var onColor: Color = .green
    var offColor: Color = Color(.systemGray4)
    var thumbColor: Color = .white

    func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.label
            Spacer()
            RoundedRectangle(cornerRadius: 16, style: .circular)
                .fill(configuration.isOn ? onColor : offColor)
                .frame(width: 50, height: 30)
                .overlay(
                    Circle()
                        .fill(thumbColor)
                        .shadow(radius: 1, x: 0, y: 1)
                        .padding(2)
                        .offset(x: configuration.isOn ? 10 : -10)
                )
                .animation(.spring(response: 0.3, dampingFraction: 0.7), value: configuration.isOn)
                .onTapGesture { configuration.isOn.toggle() }
        }
    }
}

struct IconSwitchToggleStyle: ToggleStyle {
    let onImage: String
    let offImage: String

    func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.label
            Spacer()
            ZStack(alignment: configuration.isOn ? .trailing : .leading) {
                Capsule()
                    .fill(configuration.isOn ? Color.yellow : Color.indigo)
                    .frame(width: 56, height: 32)
                Image(systemName: configuration.isOn ? onImage : offImage)
                    .foregroundColor(configuration.isOn ? .yellow : .indigo)
                    .frame(width: 28, height: 28)
                    .background(Circle().fill(.white))
                    .padding(2)
            }
            .onTapGesture {
                withAnimation(.snappy) { configuration.isOn.toggle() }
            }
        }
    }
}

extension ToggleStyle where Self == CheckboxToggleStyle {
    static var checkbox: CheckboxToggleStyle { .init() }
}

extension ToggleStyle where Self == CustomSwitchToggleStyle {
    static func customSwitch(on: Color = .green) -> CustomSwitchToggleStyle {
        CustomSwitchToggleStyle(onColor: on)
    }
}
