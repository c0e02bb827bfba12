import Trellis

struct ProfileCardView: View {
    let profile: DatingProfile

    var body: some View {
        ZStack(alignment: .bottomLeading) {
            AsyncImage(url: profile.photoURLs.first) { image in
                image.resizable().scaledToFill()
            } placeholder: {
                LinearGradient(colors: [.pink.opacity(0.7), .purple.opacity(0.8)], startPoint: .topLeading, endPoint: .bottomTrailing)
                    .overlay {
                        Text(String(profile.name.prefix(1)))
                            .font(.system(size: 120, weight: .bold, design: .rounded))
                            .foregroundStyle(.white.opacity(0.35))
                    }
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .clipped()

            LinearGradient(colors: [.clear, .black.opacity(0.75)], startPoint: .center, endPoint: .bottom)

            VStack(alignment: .leading, spacing: 8) {
                HStack(alignment: .firstTextBaseline, spacing: 6) {
                    Text(profile.name).font(.largeTitle.bold())
                    Text("\(profile.age)").font(.title)
                    if profile.isVerified {
                        Image(systemName: "checkmark.seal.fill")
                            .foregroundStyle(.white, .blue)
                            .font(.title3)
                    }
                }
                Label(profile.job, systemImage: "briefcase.fill").font(.subheadline)
                Label("\(profile.distanceKm) km away", systemImage: "location.fill").font(.subheadline)
                Text(profile.bio).font(.callout).lineLimit(2)
                FlowChips(items: profile.interests)
            }
            .foregroundStyle(.white)
            .padding(20)
        }
        .frame(height: 480)
        .clipShape(RoundedRectangle(cornerRadius: 24, style: .continuous))
        .shadow(radius: 8)
    }
}

struct FlowChips: View {
    let items: [String]

    var body: some View {
        ScrollView(.horizontal, showsIndicators: false) {
            HStack(spacing: 6) {
                ForEach(items, id: \.self) { item in
                    Text(item)
                        .font(.caption.weight(.medium))
                        .padding(.horizontal, 10)
                        .padding(.vertical, 5)
                        .background(.white.opacity(0.2), in: Capsule())
                }
            }
        }
    }
}

struct ProfileCardView_Previews: PreviewProvider {
    static var previews: some View {
        ProfileCardView(profile: DatingProfile.samples[0])
            .padding()
            .preferredColorScheme(.dark)
    }
}
