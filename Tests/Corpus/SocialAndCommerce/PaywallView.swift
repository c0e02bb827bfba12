import Trellis

struct PaywallView: View {
    enum Plan: String, CaseIterable, Identifiable {
        case monthly, yearly
        var id: Self { self }
        var title: String { self == .monthly ? "Monthly" : "Yearly" }
        var price: String { self == .monthly ? "$4.99 / month" : "$39.99 / year" }
    }

    @State private var selectedPlan: Plan = .yearly
    @Environment(\.dismiss) private var dismiss
    @Environment(\.openURL) private var openURL

    private let features: [(icon: String, text: String)] = [
        ("sparkles", "Unlimited AI filters"),
        ("icloud", "Cloud backup"),
        ("nosign", "No ads, ever"),
        ("person.2.fill", "Family sharing"),
    ]

    var body: some View {
        ZStack {
            MeshGradient(
                width: 3, height: 3,
                points: [
                    [0, 0], [0.5, 0], [1, 0],
                    [0, 0.5], [0.6, 0.4], [1, 0.5],
                    [0, 1], [0.5, 1], [1, 1],
                ],
                colors: [
                    .indigo, .purple, .pink,
                    .blue, .purple, .orange,
                    .indigo, .pink, .yellow,
                ]
            )
            .ignoresSafeArea()

            VStack(spacing: 24) {
                HStack {
                    Spacer()
                    Button {
                        dismiss()
                    } label: {
                        Image(systemName: "xmark")
                            .font(.body.bold())
                            .foregroundStyle(.white.opacity(0.8))
                            .padding(10)
                            .background(.white.opacity(0.15), in: Circle())
                    }
                }

                Image(systemName: "crown.fill")
                    .font(.system(size: 56))
                    .foregroundStyle(
                        LinearGradient(colors: [.yellow, .orange], startPoint: .top, endPoint: .bottom)
                    )
                    .shadow(color: .orange.opacity(0.6), radius: 16)

                VStack(spacing: 8) {
                    Text("Go Premium")
                        .font(.system(size: 34, weight: .black, design: .rounded))
                    Text("Everything you need to create more.")
                        .font(.headline)
                        .foregroundStyle(.white.opacity(0.8))
                }
                .multilineTextAlignment(.center)

                VStack(alignment: .leading, spacing: 14) {
                    ForEach(features, id: \.text) { feature in
                        Label(feature.text, systemImage: feature.icon)
                            .font(.body.weight(.medium))
                    }
                }
                .frame(maxWidth: .infinity, alignment: .leading)
                .padding(20)
                .background(.ultraThinMaterial, in: RoundedRectangle(cornerRadius: 20, style: .continuous))

                VStack(spacing: 12) {
                    ForEach(Plan.allCases) { plan in
                        PlanOption(plan: plan, isSelected: selectedPlan == plan)
                            .onTapGesture {
                                withAnimation(.easeInOut(duration: 0.2)) { selectedPlan = plan }
                            }
                    }
                }

                Spacer(minLength: 0)

                Button {
                } label: {
                    Text("Start 7-day free trial")
                        .font(.headline)
                        .foregroundStyle(.indigo)
                        .frame(maxWidth: .infinity)
                        .padding(.vertical, 16)
                        .background(.white, in: Capsule())
                }
                .shadow(color: .black.opacity(0.2), radius: 10, y: 6)

                HStack(spacing: 16) {
                    Button("Restore") {}
                    Text("·")
                    Button("Terms") { openURL(URL(string: "https://example.com/terms")!) }
                }
                .font(.footnote)
                .foregroundStyle(.white.opacity(0.7))
            }
            .padding(24)
            .foregroundStyle(.white)
        }
    }
}

private struct PlanOption: View {
    let plan: PaywallView.Plan
    let isSelected: Bool

    var body: some View {
        HStack {
            Image(systemName: isSelected ? "checkmark.circle.fill" : "circle")
                .font(.title2)
                .foregroundStyle(isSelected ? .white : .white.opacity(0.5))
            VStack(alignment: .leading) {
                Text(plan.title).font(.headline)
                Text(plan.price).font(.subheadline).opacity(0.8)
            }
            Spacer()
            if plan == .yearly {
                Text("SAVE 33%")
                    .font(.caption.bold())
                    .padding(.horizontal, 8)
                    .padding(.vertical, 4)
                    .background(.yellow, in: Capsule())
                    .foregroundStyle(.black)
            }
        }
        .padding()
        .background {
            RoundedRectangle(cornerRadius: 16, style: .continuous)
                .fill(.white.opacity(isSelected ? 0.25 : 0.1))
        }
        .overlay {
            RoundedRectangle(cornerRadius: 16, style: .continuous)
                .stroke(.white.opacity(isSelected ? 0.9 : 0), lineWidth: 2)
        }
    }
}

#Preview {
    PaywallView()
}
