import Trellis

struct DisplayDemoView: View {
    @State private var attempts = 0
    @State private var expanded = true
    @State private var advancedExpanded = false
    @State private var showsDetails = false
    private let users = DemoUser.samples

    var body: some View {
        ScrollView {
            VStack(spacing: 20) {
                SectionCard {
                    HStack {
                        Text("Team")
                        Spacer()
                        AvatarStack(users: users)
                    }
                } content: {
                    ForEach(users.prefix(3)) { user in
                        HStack(spacing: 12) {
                            AvatarView(user: user)
                                .countBadge(user.unreadCount)
                            VStack(alignment: .leading) {
                                Text(user.name).font(.body.weight(.medium))
                                Text(user.role).font(.caption).foregroundStyle(.secondary)
                            }
                            Spacer()
                        }
                    }
                } footer: {
                    Text("\(users.filter { $0.presence == .online }.count) online now")
                }

                SectionCard("Badges") {
                    HStack(spacing: 16) {
                        CountBadge(count: 3)
                        CountBadge(count: 42, color: .blue)
                        CountBadge(count: 250)
                        LabelBadge(kind: .new)
                        LabelBadge(kind: .beta)
                        LabelBadge(kind: .deprecated)
                    }
                    HStack(spacing: 24) {
                        Image(systemName: "bell.fill")
                            .font(.title2)
                            .countBadge(7)
                        Image(systemName: "envelope.fill")
                            .font(.title2)
                            .countBadge(120)
                    }
                    .padding(.top, 6)
                }
                .environment(\.isCompactCard, true)

                GroupBox {
                    Text("GroupBoxStyle gives every group box in the library the same card look.")
                        .font(.callout)
                    ThemedSwatch()
                } label: {
                    Label("Group box", systemImage: "shippingbox")
                }
                .groupBoxStyle(.card)

                GroupBox("Labels") {
                    HStack(spacing: 24) {
                        Label("Home", systemImage: "house").labelStyle(.vertical)
                        Label("Search", systemImage: "magnifyingglass").labelStyle(VerticalLabelStyle(spacing: 8))
                        Label("Next", systemImage: "arrow.right").labelStyle(.trailingIcon)
                    }
                    Label("Notifications", systemImage: "bell.badge.fill")
                        .labelStyle(ColorfulIconLabelStyle(color: .red))
                }

                VStack(alignment: .leading) {
                    DisclosureGroup("Basics", isExpanded: $expanded) {
                        Text("Tokens, colours and typography.")
                        Text("Spacing follows a 4 pt grid.")
                    }
                    DisclosureGroup(isExpanded: $advancedExpanded) {
                        Text("Custom layouts and preferences.")
                    } label: {
                        Label("Advanced", systemImage: "gearshape.2")
                    }
                }
                .disclosureGroupStyle(ChevronDisclosureGroupStyle())
                .card()

                VStack(spacing: 12) {
                    Text("Wrong passcode")
                        .font(.headline)
                        .foregroundStyle(.red)
                        .modifier(ShakeEffect(animatableData: CGFloat(attempts)))
                    HStack(spacing: 12) {
                        ForEach(0..<4) { _ in
                            Circle().stroke(Color.primary, lineWidth: 1.5).frame(width: 14, height: 14)
                        }
                    }
                    .shake(attempts: attempts)
                    Button("Try again") {
                        withAnimation(.default) { attempts += 1 }
                    }
                }
                .frame(maxWidth: .infinity)
                .card()
                .if(showsDetails) { view in
                    view.overlay(alignment: .topTrailing) { LabelBadge(kind: .beta).padding(8) }
                }
                .ifLet(users.first) { view, user in
                    view.accessibilityHint("Shown to \(user.name)")
                }

                CornerRoundedRectangle(topLeading: 20, bottomTrailing: 20)
                    .fill(Color.accentColor.opacity(0.2))
                    .overlay(Text("Custom corners").font(.headline))
                    .frame(height: 70)
            }
            .padding()
        }
        .background(Color(.systemGroupedBackground))
        .navigationTitle("Display")
    }
}

#Preview("Display, dark") {
    NavigationStack { DisplayDemoView() }
        .preferredColorScheme(.dark)
        .dsTheme(.sunset)
}
