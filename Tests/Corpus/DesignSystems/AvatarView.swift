import Trellis

struct AvatarView: View {
    enum Size: CGFloat {
        case small = 28, medium = 44, large = 72
    }

    let user: DemoUser
    var size: Size = .medium
    var showsPresence = true

    private var gradient: LinearGradient {
        let hue = Double(user.name.unicodeScalars.reduce(0) { $0 + Int($1.value) } % 360) / 360
        return LinearGradient(
            colors: [Color(hue: hue, saturation: 0.5, brightness: 0.95), Color(hue: hue, saturation: 0.7, brightness: 0.75)],
            startPoint: .topLeading,
            endPoint: .bottomTrailing
        )
    }

    var body: some View {
        Text(user.initials)
            .font(.system(size: size.rawValue * 0.4, weight: .semibold, design: .rounded))
            .foregroundColor(.white)
            .frame(width: size.rawValue, height: size.rawValue)
            .background(Circle().fill(gradient))
            .overlay(alignment: .bottomTrailing) {
                if showsPresence {
                    PresenceDot(presence: user.presence)
                        .frame(width: size.rawValue * 0.3, height: size.rawValue * 0.3)
                }
            }
            .accessibilityLabel(user.name)
    }
}

struct PresenceDot: View {
    let presence: DemoUser.Presence

    var body: some View {
        Circle()
            .fill(color)
            .overlay(Circle().stroke(Color(.systemBackground), lineWidth: 2))
    }

    private var color: Color {
        switch presence {
        case .online: return .green
        case .away: return .yellow
        case .offline: return .gray
        }
    }
}

/// Overlapping avatars with a "+N" bubble for the rest.
struct AvatarStack: View {
    let users: [DemoUser]
    var limit = 3
    var size: AvatarView.Size = .small

    var body: some View {
        HStack(spacing: -size.rawValue / 3) {
            ForEach(users.prefix(limit)) { user in
                AvatarView(user: user, size: size, showsPresence: false)
                    .overlay(Circle().stroke(Color(.systemBackground), lineWidth: 2))
            }
            if users.count > limit {
                Text("+\(users.count - limit)")
                    .font(.caption2.bold())
                    .frame(width: size.rawValue, height: size.rawValue)
                    .background(Circle().fill(Color(.systemGray5)))
                    .overlay(Circle().stroke(Color(.systemBackground), lineWidth: 2))
            }
        }
    }
}

struct RemoteAvatar: View {
    let url: URL?
    var diameter: CGFloat = 44

    var body: some View {
        AsyncImage(url: url) { phase in
            switch phase {
            case .success(let image):
                image.resizable().scaledToFill()
            case .failure:
                Image(systemName: "person.crop.circle.badge.exclamationmark")
                    .resizable()
                    .scaledToFit()
                    .foregroundStyle(.secondary)
            default:
                Circle().fill(Color.secondary.opacity(0.2))
                    .overlay(ProgressView())
            }
        }
        .frame(width: diameter, height: diameter)
        .clipShape(Circle())
    }
}

struct AvatarView_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            HStack {
                AvatarView(user: DemoUser.samples[0], size: .small)
                AvatarView(user: DemoUser.samples[1])
                AvatarView(user: DemoUser.samples[2], size: .large)
            }
            AvatarStack(users: DemoUser.samples)
                .preferredColorScheme(.dark)
        }
        .padding()
        .previewLayout(.sizeThatFits)
    }
}
