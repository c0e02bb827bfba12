import Trellis

struct RestaurantCard: View {
    let restaurant: Restaurant

    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            RoundedRectangle(cornerRadius: 16, style: .continuous)
                .fill(
                    LinearGradient(
                        colors: [.foodOrange, .foodOrange.opacity(0.6)],
                        startPoint: .topLeading,
                        endPoint: .bottomTrailing
                    )
                )
                .frame(height: 150)
                .overlay {
                    Image(systemName: restaurant.symbol)
                        .font(.system(size: 54))
                        .foregroundStyle(.white.opacity(0.9))
                }
                .overlay(alignment: .topLeading) {
                    if restaurant.isFreeDelivery {
                        Text("Free delivery")
                            .font(.caption.bold())
                            .padding(.horizontal, 10)
                            .padding(.vertical, 5)
                            .background(.ultraThinMaterial, in: Capsule())
                            .padding(10)
                    }
                }
                .overlay(alignment: .bottomTrailing) {
                    Text("\(restaurant.deliveryMinutes.lowerBound)–\(restaurant.deliveryMinutes.upperBound) min")
                        .font(.caption.weight(.semibold))
                        .padding(.horizontal, 8)
                        .padding(.vertical, 4)
                        .background(.white, in: Capsule())
                        .foregroundStyle(.black)
                        .padding(10)
                }

            HStack(alignment: .firstTextBaseline) {
                Text(restaurant.name)
                    .font(.headline)
                Spacer()
                Label {
                    Text(restaurant.rating, format: .number.precision(.fractionLength(1)))
                } icon: {
                    Image(systemName: "star.fill")
                        .foregroundStyle(.yellow)
                }
                .font(.subheadline.weight(.semibold))
                Text("(\(restaurant.reviewCount.formatted(.number.notation(.compactName))))")
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            }

            HStack(spacing: 6) {
                Text(restaurant.cuisine.rawValue)
                Text("·")
                Text(restaurant.distance.formatted(.measurement(width: .abbreviated, usage: .road)))
                Text("·")
                if restaurant.isFreeDelivery {
                    Text("$0 delivery fee")
                        .foregroundStyle(.green)
                } else {
                    Text(restaurant.deliveryFee, format: .currency(code: "USD"))
                    + Text(" delivery")
                }
            }
            .font(.subheadline)
            .foregroundStyle(.secondary)
        }
        .contentShape(Rectangle())
    }
}

#Preview(traits: .sizeThatFitsLayout) {
    RestaurantCard(restaurant: Restaurant.samples[0])
        .padding()
}
