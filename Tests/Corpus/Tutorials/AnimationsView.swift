import Trellis

struct CornerRotateModifier: ViewModifier {
    let amount: Double
    let anchor: UnitPoint

    func body(content: Content) -> some View {
        content
            .rotationEffect(.degrees(amount), anchor: anchor)
            .clipped()
    }
}

extension AnyTransition {
    static var pivot: AnyTransition {
        .modifier(
            active: CornerRotateModifier(amount: -90, anchor: .topLeading),
            identity: CornerRotateModifier(amount: 0, anchor: .topLeading)
        )
    }
}

struct AnimationsView: View {
    @State private var animationAmount = 1.0
    @State private var spinAmount = 0.0
    @State private var enabled = false
    @State private var dragAmount = CGSize.zero
    @State private var isShowingRed = false

    let letters = Array("Hello SwiftUI")

    var body: some View {
        ScrollView {
            VStack(spacing: 40) {
                Button("Tap Me") {
                    // animationAmount += 1
                }
                .padding(50)
                .background(.red)
                .foregroundStyle(.white)
                .clipShape(.circle)
                .overlay(
                    Circle()
                        .stroke(.red)
                        .scaleEffect(animationAmount)
                        .opacity(2 - animationAmount)
                        .animation(
                            .easeInOut(duration: 1)
                                .repeatForever(autoreverses: false),
                            value: animationAmount
                        )
                )
                .onAppear {
                    animationAmount = 2
                }

                Stepper("Scale amount", value: $animationAmount.animation(
                    .easeInOut(duration: 1)
                        .repeatCount(3, autoreverses: true)
                ), in: 1...10)
                .padding(.horizontal)

                Button("Spin") {
                    withAnimation(.spring(duration: 1, bounce: 0.5)) {
                        spinAmount += 360
                    }
                }
                .padding(40)
                .background(enabled ? .blue : .red)
                .foregroundStyle(.white)
                .clipShape(.rect(cornerRadius: enabled ? 60 : 0))
                .animation(.spring(duration: 1, bounce: 0.9), value: enabled)
                .rotation3DEffect(.degrees(spinAmount), axis: (x: 0, y: 1, z: 0))

                LinearGradient(colors: [.yellow, .red], startPoint: .topLeading, endPoint: .bottomTrailing)
                    .frame(width: 300, height: 200)
                    .clipShape(.rect(cornerRadius: 10))
                    .offset(dragAmount)
                    .gesture(
                        DragGesture()
                            .onChanged { dragAmount = $0.translation }
                            .onEnded { _ in
                                withAnimation(.bouncy) {
                                    dragAmount = .zero
                                }
                            }
                    )

                HStack(spacing: 0) {
                    ForEach(0..<letters.count, id: \.self) { num in
                        Text(String(letters[num]))
                            .padding(5)
                            .font(.title)
                            .background(enabled ? .blue : .red)
                            .offset(dragAmount)
                            .animation(.linear.delay(Double(num) / 20), value: dragAmount)
                    }
                }

                ZStack {
                    Rectangle()
                        .fill(.blue)
                        .frame(width: 200, height: 200)

                    if isShowingRed {
                        Rectangle()
                            .fill(.red)
                            .frame(width: 200, height: 200)
                            .transition(.pivot)
                    }
                }
                .onTapGesture {
                    withAnimation {
                        isShowingRed.toggle()
                    }
                }

                if isShowingRed {
                    Text("Details go here.")
                        .transition(.asymmetric(insertion: .scale, removal: .opacity))
                }
            }
            .padding(.vertical)
        }
    }
}

#Preview {
    AnimationsView()
}
