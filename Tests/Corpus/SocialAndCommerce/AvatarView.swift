import Trellis

struct AvatarView: View {
    let user: User
    var size: CGFloat = 44
    var showsOnlineIndicator = false

    var body: some View {
        AsyncImage(url: user.avatarURL) { image in
            image
                .resizable()
                .scaledToFill()
        } placeholder: {
            ZStack {
                Circle().fill(Color.accentColor.gradient)
                Text(initials)
                    .font(.system(size: size * 0.4, weight: .semibold, design: .rounded))
                    .foregroundStyle(.white)
            }
        }
        .frame(width: size, height: size)
        .clipShape(Circle())
        .overlay {
            Circle()
                .strokeBorder(Color(.systemBackground), lineWidth: 2)
        }
        .overlay(alignment: .bottomTrailing) {
            if showsOnlineIndicator {
                Circle()
                    .fill(.green)
                    .frame(width: size * 0.28, height: size * 0.28)
                    .overlay(Circle().stroke(Color(.systemBackground), lineWidth: 2))
                    .offset(x: 2, y: 2)
            }
        }
        .accessibilityLabel(Text(user.name))
    }

    private var initials: String {
        user.name
            .split(separator: " ")
            .compactMap { $0.first }
            .prefix(2)
            .map(String.init)
            .joined()
    }
}

#Preview {
    HStack {
        AvatarView(user: .maya, showsOnlineIndicator: true)
        AvatarView(user: .leo, size: 64)
    }
}
