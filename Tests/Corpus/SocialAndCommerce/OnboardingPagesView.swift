import Trellis

struct OnboardingPage: Identifiable {
    let id: Int
    let symbol: String
    let title: String
    let subtitle: String
    let tint: Color
}

struct OnboardingPagesView: View {
    @AppStorage("hasSeenOnboarding") private var hasSeenOnboarding = false
    @State private var currentPage = 0

    private let pages: [OnboardingPage] = [
        OnboardingPage(id: 0, symbol: "camera.fill", title: "Capture moments", subtitle: "Share photos and videos with the people you love.", tint: .pink),
        OnboardingPage(id: 1, symbol: "bubble.left.and.bubble.right.fill", title: "Stay in touch", subtitle: "Message friends and groups in real time.", tint: .blue),
        OnboardingPage(id: 2, symbol: "sparkles", title: "Discover", subtitle: "Find creators and ideas you'll love.", tint: .orange),
    ]

    var body: some View {
        VStack(spacing: 0) {
            TabView(selection: $currentPage) {
                ForEach(pages) { page in
                    VStack(spacing: 24) {
                        ZStack {
                            Circle()
                                .fill(page.tint.opacity(0.15))
                                .frame(width: 220, height: 220)
                            Circle()
                                .fill(page.tint.opacity(0.25))
                                .frame(width: 160, height: 160)
                            Image(systemName: page.symbol)
                                .font(.system(size: 64, weight: .semibold))
                                .foregroundStyle(page.tint.gradient)
                        }
                        Text(page.title)
                            .font(.title.bold())
                        Text(page.subtitle)
                            .font(.body)
                            .foregroundStyle(.secondary)
                            .multilineTextAlignment(.center)
                            .padding(.horizontal, 40)
                    }
                    .tag(page.id)
                }
            }
            .tabViewStyle(.page(indexDisplayMode: .never))

            PageDots(count: pages.count, current: currentPage)
                .padding(.bottom, 24)

            Button {
                if currentPage < pages.count - 1 {
                    withAnimation { currentPage += 1 }
                } else {
                    hasSeenOnboarding = true
                }
            } label: {
                Text(currentPage == pages.count - 1 ? "Get Started" : "Continue")
                    .font(.headline)
                    .frame(maxWidth: .infinity)
                    .padding()
                    .background(pages[currentPage].tint, in: RoundedRectangle(cornerRadius: 14))
                    .foregroundStyle(.white)
            }
            .padding(.horizontal, 24)
            .animation(.default, value: currentPage)

            Button("Skip") { hasSeenOnboarding = true }
                .font(.subheadline)
                .foregroundStyle(.secondary)
                .padding(.vertical, 16)
                .opacity(currentPage == pages.count - 1 ? 0 : 1)
        }
    }
}

struct PageDots: View {
    let count: Int
    let current: Int

    var body: some View {
        HStack(spacing: 8) {
            ForEach(0..<count, id: \.self) { index in
                Capsule()
                    .fill(index == current ? Color.primary : Color.secondary.opacity(0.3))
                    .frame(width: index == current ? 24 : 8, height: 8)
                    .animation(.spring(response: 0.35, dampingFraction: 0.8), value: current)
            }
        }
        .accessibilityElement(children: .ignore)
        .accessibilityLabel("Page \(current + 1) of \(count)")
    }
}

#Preview {
    OnboardingPagesView()
}
