import Trellis

struct BlurModifier: ViewModifier {
    let radius: CGFloat

    func body(content: Content) -> some View {
        content.blur(radius: radius)
    }
}

struct ScaleRotateModifier: ViewModifier {
    let scale: CGFloat
    let angle: Double

    func body(content: Content) -> some View {
        content
            .scaleEffect(scale)
            .rotationEffect(.degrees(angle))
    }
}

struct ClipCircleModifier: ViewModifier {
    let progress: CGFloat

    func body(content: Content) -> some View {
        content.clipShape(Circle().scale(progress * 2))
    }
}

extension AnyTransition {
    static var blur: AnyTransition {
        .modifier(active: BlurModifier(radius: 12), identity: BlurModifier(radius: 0))
            .combined(with: .opacity)
    }

    static var pop: AnyTransition {
        .modifier(
            active: ScaleRotateModifier(scale: 0.2, angle: -30),
            identity: ScaleRotateModifier(scale: 1, angle: 0)
        )
    }

    static var circularReveal: AnyTransition {
        .modifier(active: ClipCircleModifier(progress: 0), identity: ClipCircleModifier(progress: 1))
    }

    static var slideAndFade: AnyTransition {
        .asymmetric(
            insertion: .move(edge: .trailing).combined(with: .opacity),
            removal: .move(edge: .leading).combined(with: .opacity)
        )
    }

    static func toast(edge: Edge) -> AnyTransition {
        .asymmetric(
            insertion: .move(edge: edge).combined(with: .scale(scale: 0.9)),
            removal: .opacity
        )
    }
}

struct TransitionsDemoView: View {
    @State private var showCard = true
    @State private var selected = 0
    private let names = ["blur", "pop", "reveal", "slide"]

    private var transition: AnyTransition {
        switch selected {
        case 0: return .blur
        case 1: return .pop
        case 2: return .circularReveal
        default: return .slideAndFade
        }
    }

    var body: some View {
        VStack(spacing: 20) {
            Picker("Transition", selection: $selected) {
                ForEach(names.indices, id: \.self) { Text(names[$0]).tag($0) }
            }
            .pickerStyle(.segmented)

            ZStack {
                if showCard {
                    RoundedRectangle(cornerRadius: 20)
                        .fill(LinearGradient(colors: [.purple, .blue], startPoint: .topLeading, endPoint: .bottomTrailing))
                        .frame(width: 200, height: 140)
                        .overlay(Text("Hello").font(.title.bold()).foregroundColor(.white))
                        .transition(transition)
                }
            }
            .frame(height: 160)

            Button(showCard ? "Hide" : "Show") {
                withAnimation(.spring(response: 0.5, dampingFraction: 0.7)) {
                    showCard.toggle()
                }
            }
            .buttonStyle(.borderedProminent)
        }
        .padding()
    }
}
