import Trellis

struct TripCardView: View {
    let trip: Trip
    var gradient: [Color] = [.travelTeal, .blue]

    var body: some View {
        ZStack(alignment: .bottomLeading) {
            LinearGradient(colors: gradient, startPoint: .topLeading, endPoint: .bottomTrailing)

            Text(trip.emoji)
                .font(.system(size: 90))
                .opacity(0.35)
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topTrailing)
                .padding()

            VStack(alignment: .leading, spacing: 4) {
                Text(trip.country.uppercased())
                    .font(.caption.weight(.bold))
                    .kerning(1.5)
                    .opacity(0.8)
                Text(trip.destination)
                    .font(.largeTitle.bold())
                HStack {
                    Image(systemName: "calendar")
                    Text(trip.dateRange.formatted(.interval.month(.abbreviated).day()))
                    Spacer()
                    if trip.dayCount > 0 {
                        Text("\(trip.dayCount) days planned")
                            .font(.caption.bold())
                            .padding(.horizontal, 8)
                            .padding(.vertical, 4)
                            .background(.white.opacity(0.2), in: Capsule())
                    }
                }
                .font(.subheadline)
            }
            .foregroundStyle(.white)
            .padding(20)
        }
        .frame(height: 190)
        .clipShape(RoundedRectangle(cornerRadius: 24, style: .continuous))
        .shadow(color: .black.opacity(0.15), radius: 10, x: 0, y: 6)
    }
}

#Preview {
    TripCardView(trip: .lisbon)
        .padding()
}
