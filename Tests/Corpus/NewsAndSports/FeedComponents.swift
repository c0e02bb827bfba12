import Trellis

struct HeroArticleCard: View {
    let article: Article

    var body: some View {
        ZStack(alignment: .bottomLeading) {
            RoundedRectangle(cornerRadius: 20, style: .continuous)
                .fill(
                    LinearGradient(
                        colors: [.indigo, .purple.opacity(0.8)],
                        startPoint: .topLeading,
                        endPoint: .bottomTrailing
                    )
                )
                .frame(height: 240)
                .overlay(alignment: .topTrailing) {
                    Image(systemName: "newspaper.fill")
                        .font(.system(size: 64))
                        .foregroundStyle(.white.opacity(0.15))
                        .padding()
                }

            LinearGradient(colors: [.clear, .black.opacity(0.6)], startPoint: .center, endPoint: .bottom)
                .clipShape(RoundedRectangle(cornerRadius: 20, style: .continuous))

            VStack(alignment: .leading, spacing: 8) {
                if article.isBreaking {
                    Text("BREAKING")
                        .font(.caption2.bold())
                        .kerning(1.2)
                        .padding(.horizontal, 8)
                        .padding(.vertical, 4)
                        .background(.red, in: Capsule())
                }
                Text(article.title)
                    .font(.title2.bold())
                    .lineLimit(3)
                    .multilineTextAlignment(.leading)
                HStack(spacing: 6) {
                    Text(article.source)
                        .fontWeight(.semibold)
                    Text("•")
                    Text("\(article.readingMinutes) min read")
                }
                .font(.footnote)
                .foregroundStyle(.white.opacity(0.85))
            }
            .foregroundStyle(.white)
            .padding(20)
        }
        .shadow(color: .black.opacity(0.15), radius: 10, y: 6)
        .accessibilityElement(children: .combine)
    }
}

#Preview {
    HeroArticleCard(article: .preview)
        .padding()
}

struct CategoryChip: View {
    let category: NewsCategory
    let isSelected: Bool
    let action: () -> Void

    var body: some View {
        Button(action: action) {
            Label(category.rawValue, systemImage: category.systemImage)
                .font(.subheadline.weight(.medium))
                .padding(.horizontal, 14)
                .padding(.vertical, 8)
                .background(
                    Capsule()
                        .fill(isSelected ? Color.accentColor : Color(.secondarySystemBackground))
                )
                .foregroundColor(isSelected ? .white : .primary)
        }
        .buttonStyle(.plain)
        .accessibilityAddTraits(isSelected ? .isSelected : [])
    }
}

struct CategoryChipsView: View {
    @Binding var selection: NewsCategory

    var body: some View {
        ScrollView(.horizontal, showsIndicators: false) {
            HStack(spacing: 8) {
                ForEach(NewsCategory.allCases) { category in
                    CategoryChip(category: category, isSelected: category == selection) {
                        withAnimation(.easeInOut(duration: 0.2)) {
                            selection = category
                        }
                    }
                }
            }
            .padding(.horizontal)
            .padding(.vertical, 4)
        }
    }
}

struct CategoryChipsView_Previews: PreviewProvider {
    static var previews: some View {
        CategoryChipsView(selection: .constant(.technology))
            .previewLayout(.sizeThatFits)
    }
}
