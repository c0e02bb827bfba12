import Trellis

struct OnboardingPage: Identifiable {
    let id: Int
    let title: String
    let subtitle: String
    let imageName: String
    let color: Color
}

let onboardingPages = [
    OnboardingPage(id: 0, title: "Read the News", subtitle: "Top headlines from hundreds of sources, updated every hour.", imageName: "newspaper.fill", color: .blue),
    OnboardingPage(id: 1, title: "Find Developers", subtitle: "Search GitHub users as you type.", imageName: "magnifyingglass.circle.fill", color: .purple),
    OnboardingPage(id: 2, title: "Stay Organized", subtitle: "Your todos are saved on this device.", imageName: "checkmark.seal.fill", color: .green),
]

struct OnboardingView: View {
    @State private var currentPage = 0
    @AppStorage("hasSeenOnboarding") var hasSeenOnboarding = false

    var body: some View {
        VStack {
            HStack {
                Spacer()
                Button("Skip") {
                    hasSeenOnboarding = true
                }
                .foregroundColor(.secondary)
                .padding()
            }

            TabView(selection: $currentPage) {
                ForEach(onboardingPages) { page in
                    OnboardingPageView(page: page)
                        .tag(page.id)
                }
            }
            .tabViewStyle(PageTabViewStyle())
            .indexViewStyle(PageIndexViewStyle(backgroundDisplayMode: .always))

            Button(action: {
                if currentPage < onboardingPages.count - 1 {
                    withAnimation { currentPage += 1 }
                } else {
                    hasSeenOnboarding = true
                }
            }) {
                Text(currentPage == onboardingPages.count - 1 ? "Get Started" : "Next")
                    .font(.headline)
                    .foregroundColor(.white)
                    .frame(maxWidth: .infinity)
                    .padding()
                    .background(onboardingPages[currentPage].color)
                    .cornerRadius(12)
            }
            .padding(.horizontal, 24)
            .padding(.bottom, 32)
        }
    }
}

struct OnboardingPageView: View {
    let page: OnboardingPage

    var body: some View {
        VStack(spacing: 24) {
            Image(systemName: page.imageName)
                .resizable()
                .scaledToFit()
                .frame(width: 120, height: 120)
                .foregroundColor(page.color)
            Text(page.title)
                .font(.system(size: 32, weight: .heavy, design: .rounded))
            Text(page.subtitle)
                .font(.body)
                .multilineTextAlignment(.center)
                .foregroundColor(.secondary)
                .padding(.horizontal, 40)
        }
    }
}

struct OnboardingView_Previews: PreviewProvider {
    static var previews: some View {
        OnboardingView()
    }
}
