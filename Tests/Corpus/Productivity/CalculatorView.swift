import Trellis

enum CalcButton: String, Hashable {
    case zero = "0", one = "1", two = "2", three = "3", four = "4"
    case five = "5", six = "6", seven = "7", eight = "8", nine = "9"
    case add = "+", subtract = "−", multiply = "×", divide = "÷", equal = "="
    case clear = "AC", decimal = ".", percent = "%", negative = "±"

    var background: Color {
        switch self {
        case .add, .subtract, .multiply, .divide, .equal:
            return .orange
        case .clear, .negative, .percent:
            return Color(.lightGray)
        default:
            return Color(white: 0.2)
        }
    }

    var foreground: Color {
        switch self {
        case .clear, .negative, .percent: return .black
        default: return .white
        }
    }
}

struct CalculatorButtonStyle: ButtonStyle {
    var background: Color
    var foreground: Color

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(.system(size: 32, weight: .medium))
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .foregroundColor(foreground)
            .background(background.opacity(configuration.isPressed ? 0.6 : 1))
            .clipShape(Capsule())
            .scaleEffect(configuration.isPressed ? 0.95 : 1)
    }
}

struct CalculatorView: View {
    @State private var display = "0"

    let rows: [[CalcButton]] = [
        [.clear, .negative, .percent, .divide],
        [.seven, .eight, .nine, .multiply],
        [.four, .five, .six, .subtract],
        [.one, .two, .three, .add],
        [.zero, .decimal, .equal],
    ]

    var body: some View {
        ZStack {
            Color.black.edgesIgnoringSafeArea(.all)
            VStack(spacing: 12) {
                Spacer()
                HStack {
                    Spacer()
                    Text(display)
                        .font(.system(size: 80, weight: .light))
                        .foregroundColor(.white)
                        .lineLimit(1)
                        .minimumScaleFactor(0.5)
                }
                .padding(.horizontal)
                ForEach(rows, id: \.self) { row in
                    HStack(spacing: 12) {
                        ForEach(row, id: \.self) { item in
                            Button(item.rawValue) {
                                tap(item)
                            }
                            .buttonStyle(CalculatorButtonStyle(background: item.background, foreground: item.foreground))
                            .frame(height: 72)
                            .frame(maxWidth: item == .zero ? .infinity : 72)
                        }
                    }
                }
            }
            .padding(.bottom)
            .padding(.horizontal, 12)
        }
    }

    func tap(_ button: CalcButton) {
        switch button {
        case .clear: display = "0"
        default: display = display == "0" ? button.rawValue : display + button.rawValue
        }
    }
}
