import Trellis

struct OnboardingPage: Identifiable {
    let id = UUID()
    let symbol: String
    let title: String
    let message: String
    let tint: Color

    static let pages: [OnboardingPage] = [
        OnboardingPage(symbol: "house.fill", title: "Welcome Home", message: "Control every light, lock and sensor from one place.", tint: .orange),
        OnboardingPage(symbol: "qrcode.viewfinder", title: "Scan the Code", message: "Find the setup code on the accessory or in its manual.", tint: .blue),
        OnboardingPage(symbol: "wifi", title: "Stay Connected", message: "Keep your phone near the accessory while it joins your network.", tint: .green),
    ]
}

struct PairingOnboardingView: View {
    @StateObject private var model = PairingModel()
    @State private var page = 0
    @State private var showingPairing = false
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            VStack {
                TabView(selection: $page) {
                    ForEach(Array(OnboardingPage.pages.enumerated()), id: \.element.id) { index, item in
                        VStack(spacing: 20) {
                            Image(systemName: item.symbol)
                                .font(.system(size: 80, weight: .light))
                                .foregroundStyle(item.tint.gradient)
                                .frame(height: 120)
                            Text(item.title)
                                .font(.largeTitle.bold())
                            Text(item.message)
                                .font(.body)
                                .foregroundStyle(.secondary)
                                .multilineTextAlignment(.center)
                                .padding(.horizontal, 32)
                        }
                        .tag(index)
                    }
                }
                .tabViewStyle(.page(indexDisplayMode: .always))
                .indexViewStyle(.page(backgroundDisplayMode: .always))

                Button {
                    if page < OnboardingPage.pages.count - 1 {
                        withAnimation { page += 1 }
                    } else {
                        showingPairing = true
                    }
                } label: {
                    Text(page < OnboardingPage.pages.count - 1 ? "Continue" : "Add Accessory")
                        .font(.headline)
                        .frame(maxWidth: .infinity)
                        .padding(.vertical, 6)
                }
                .buttonStyle(.borderedProminent)
                .buttonBorderShape(.capsule)
                .controlSize(.large)
                .padding(.horizontal, 24)

                Button("Enter Code Manually") {
                    showingPairing = true
                }
                .padding(.vertical)
            }
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
            }
            .navigationDestination(isPresented: $showingPairing) {
                PairingProgressView()
                    .environmentObject(model)
            }
        }
    }
}

#Preview {
    PairingOnboardingView()
}
