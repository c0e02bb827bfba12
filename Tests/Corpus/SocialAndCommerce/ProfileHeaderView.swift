import Trellis

struct ProfileHeaderView: View {
    let user: User
    @State private var isFollowing = false
    @Environment(\.horizontalSizeClass) private var sizeClass

    var body: some View {
        VStack(spacing: 16) {
            ZStack(alignment: .bottom) {
                LinearGradient(colors: [.purple, .indigo, .blue], startPoint: .topLeading, endPoint: .bottomTrailing)
                    .frame(height: 140)
                    .overlay(.black.opacity(0.1))
                AvatarView(user: user, size: 96)
                    .shadow(color: .black.opacity(0.2), radius: 8, y: 4)
                    .offset(y: 48)
            }
            .padding(.bottom, 48)

            VStack(spacing: 4) {
                HStack(spacing: 6) {
                    Text(user.name)
                        .font(.title2)
                        .fontWeight(.bold)
                    if user.isVerified {
                        VerifiedBadge()
                    }
                }
                Text("@\(user.handle)")
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
                if !user.bio.isEmpty {
                    Text(user.bio)
                        .font(.callout)
                        .multilineTextAlignment(.center)
                        .padding(.top, 4)
                        .padding(.horizontal, 32)
                }
            }

            HStack(spacing: 0) {
                StatView(value: user.posts, title: "Posts")
                Divider().frame(height: 32)
                StatView(value: user.followers, title: "Followers")
                Divider().frame(height: 32)
                StatView(value: user.following, title: "Following")
            }
            .padding(.vertical, 12)
            .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 16))
            .padding(.horizontal)

            HStack(spacing: 12) {
                Button {
                    withAnimation(.spring(response: 0.3, dampingFraction: 0.7)) {
                        isFollowing.toggle()
                    }
                } label: {
                    Text(isFollowing ? "Following" : "Follow")
                        .frame(maxWidth: .infinity)
                }
                .buttonStyle(.borderedProminent)
                .tint(isFollowing ? .gray : .accentColor)

                Button {
                } label: {
                    Image(systemName: "envelope")
                        .frame(width: 44)
                }
                .buttonStyle(.bordered)
            }
            .controlSize(.large)
            .padding(.horizontal)
            .sensoryFeedback(.selection, trigger: isFollowing)
        }
    }
}

struct StatView: View {
    let value: Int
    let title: String

    var body: some View {
        VStack(spacing: 2) {
            Text(value, format: .number.notation(.compactName))
                .font(.system(.headline, design: .rounded))
                .monospacedDigit()
            Text(title)
                .font(.caption)
                .foregroundStyle(.secondary)
                .textCase(.uppercase)
                .kerning(0.5)
        }
        .frame(maxWidth: .infinity)
        .accessibilityElement(children: .combine)
    }
}

#Preview {
    ScrollView {
        ProfileHeaderView(user: .maya)
    }
    .ignoresSafeArea(edges: .top)
}
