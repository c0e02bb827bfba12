import Trellis

struct AmenitiesGrid: View {
    let amenities: [Amenity]
    @State private var showAll = false

    private let columns = [GridItem(.adaptive(minimum: 100), spacing: 12)]

    private var shown: [Amenity] {
        showAll ? amenities : Array(amenities.prefix(6))
    }

    var body: some View {
        VStack(alignment: .leading) {
            LazyVGrid(columns: columns, alignment: .leading, spacing: 12) {
                ForEach(shown) { amenity in
                    VStack(spacing: 6) {
                        Image(systemName: amenity.icon)
                            .font(.title2)
                            .symbolRenderingMode(.hierarchical)
                            .foregroundStyle(.tint)
                            .frame(height: 28)
                        Text(amenity.name)
                            .font(.caption)
                            .multilineTextAlignment(.center)
                            .lineLimit(2)
                            .minimumScaleFactor(0.8)
                    }
                    .frame(maxWidth: .infinity, minHeight: 72)
                    .background {
                        RoundedRectangle(cornerRadius: 10)
                            .strokeBorder(Color.secondary.opacity(0.3), lineWidth: 1)
                    }
                }
            }
            if amenities.count > 6 {
                Button(showAll ? "Show less" : "Show all \(amenities.count) amenities") {
                    withAnimation(.easeInOut) { showAll.toggle() }
                }
                .font(.subheadline.weight(.medium))
                .padding(.top, 4)
            }
        }
    }
}

#Preview {
    AmenitiesGrid(amenities: Amenity.all)
        .padding()
}
