import Trellis

struct LikeBurstView: View {
    @State private var isLiked = false
    @State private var likeCount = 128
    @State private var burst = false

    var body: some View {
        HStack(spacing: 8) {
            ZStack {
                ForEach(0..<6) { index in
                    Circle()
                        .fill(index.isMultiple(of: 2) ? Color.pink : Color.orange)
                        .frame(width: 6, height: 6)
                        .offset(y: burst ? -22 : 0)
                        .rotationEffect(.degrees(Double(index) * 60))
                        .opacity(burst ? 0 : 1)
                        .scaleEffect(burst ? 0.3 : 1)
                }
                .opacity(isLiked ? 1 : 0)

                Image(systemName: isLiked ? "heart.fill" : "heart")
                    .font(.title2)
                    .foregroundStyle(isLiked ? .pink : .primary)
                    .scaleEffect(isLiked ? 1.1 : 1, anchor: .center)
                    .symbolEffect(.bounce.up.byLayer, value: isLiked)
            }
            .frame(width: 44, height: 44)
            .onTapGesture(count: 1) {
                withAnimation(.spring(duration: 0.3, bounce: 0.5)) {
                    isLiked.toggle()
                    likeCount += isLiked ? 1 : -1
                }
                withAnimation(.easeOut(duration: 0.6).delay(0.05)) {
                    burst = isLiked
                }
            }

            Text(likeCount, format: .number)
                .font(.subheadline.weight(.semibold))
                .contentTransition(.numericText(countsDown: !isLiked))
                .monospacedDigit()
        }
        .sensoryFeedback(.impact(weight: .light), trigger: isLiked)
    }
}

struct DoubleTapToLike: View {
    @State private var showsHeart = false

    var body: some View {
        RoundedRectangle(cornerRadius: 16)
            .fill(.linearGradient(colors: [.orange, .pink], startPoint: .top, endPoint: .bottom))
            .frame(height: 240)
            .overlay {
                Image(systemName: "heart.fill")
                    .font(.system(size: 90))
                    .foregroundStyle(.white)
                    .shadow(color: .black.opacity(0.25), radius: 10)
                    .scaleEffect(showsHeart ? 1 : 0.2)
                    .opacity(showsHeart ? 1 : 0)
            }
            .onTapGesture(count: 2) {
                withAnimation(.interpolatingSpring(stiffness: 170, damping: 12)) { showsHeart = true }
                DispatchQueue.main.asyncAfter(deadline: .now() + 0.8) {
                    withAnimation(.easeOut) { showsHeart = false }
                }
            }
    }
}

#Preview {
    VStack(spacing: 24) {
        LikeBurstView()
        DoubleTapToLike()
    }
    .padding()
}
