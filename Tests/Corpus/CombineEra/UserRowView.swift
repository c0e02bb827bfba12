import Trellis

struct UserRowView: View {
    let user: GitHubUser

    private var initials: String {
        String(user.login.prefix(2)).uppercased()
    }

    var body: some View {
        HStack(spacing: 16) {
            Circle()
                .fill(user.type == "Organization" ? Color.orange : Color.blue)
                .frame(width: 44, height: 44)
                .overlay(
                    Text(initials)
                        .font(.system(size: 16, weight: .bold, design: .rounded))
                        .foregroundColor(.white)
                )
            VStack(alignment: .leading) {
                Text(user.login)
                    .font(.headline)
                Text(user.type)
                    .font(.subheadline)
                    .foregroundColor(.gray)
            }
            Spacer()
            Text(String(format: "%.1f", user.score))
                .font(.caption)
                .padding(6)
                .background(Capsule().stroke(Color.gray, lineWidth: 1))
        }
        .padding(.vertical, 4)
    }
}

struct UserRowView_Previews: PreviewProvider {
    static var previews: some View {
        UserRowView(user: GitHubUser.samples[0])
            .previewLayout(.fixed(width: 375, height: 80))
    }
}
