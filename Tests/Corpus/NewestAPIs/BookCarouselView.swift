import Trellis

struct BookCarouselView: View {
    let books: [Book]
    @State private var currentID: Book.ID?

    var body: some View {
        VStack(spacing: 8) {
            ScrollView(.horizontal) {
                LazyHStack(spacing: 16) {
                    ForEach(books) { book in
                        CurrentlyReadingCard(book: book)
                            .containerRelativeFrame(.horizontal, count: 5, span: 4, spacing: 16)
                            .scrollTransition(.interactive, axis: .horizontal) { content, phase in
                                content
                                    .scaleEffect(y: phase.isIdentity ? 1 : 0.9)
                                    .rotation3DEffect(.degrees(phase.value * -12), axis: (x: 0, y: 1, z: 0))
                            }
                    }
                }
                .scrollTargetLayout()
            }
            .contentMargins(.horizontal, 20, for: .scrollContent)
            .scrollTargetBehavior(.viewAligned)
            .scrollPosition(id: $currentID)
            .scrollIndicators(.hidden)

            HStack(spacing: 6) {
                ForEach(books) { book in
                    Capsule()
                        .fill(book.id == (currentID ?? books.first?.id) ? Color.primary : Color.secondary.opacity(0.4))
                        .frame(width: book.id == currentID ? 18 : 6, height: 6)
                }
            }
            .animation(.smooth, value: currentID)
        }
        .padding(.vertical, 12)
    }
}

struct CurrentlyReadingCard: View {
    let book: Book

    var body: some View {
        HStack(alignment: .top, spacing: 14) {
            BookCover(book: book, width: 80)
            VStack(alignment: .leading, spacing: 6) {
                Text(book.title)
                    .font(.headline)
                    .lineLimit(2)
                Text(book.author)
                    .font(.caption)
                    .foregroundStyle(.secondary)
                Spacer()
                Text("Page \(book.currentPage) of \(book.pageCount)")
                    .font(.caption.monospacedDigit())
                Gauge(value: book.progress) {
                    EmptyView()
                } currentValueLabel: {
                    Text(book.progress, format: .percent.precision(.fractionLength(0)))
                }
                .gaugeStyle(.accessoryLinearCapacity)
                .tint(.orange)
            }
        }
        .padding()
        .frame(height: 160)
        .background {
            RoundedRectangle(cornerRadius: 20, style: .continuous)
                .fill(Color(hue: book.coverHue, saturation: 0.15, brightness: 1).opacity(0.6))
        }
        .visualEffect { content, proxy in
            content.offset(y: proxy.frame(in: .scrollView).minX / 20)
        }
    }
}

#Preview {
    BookCarouselView(books: Book.samples.filter { $0.status == .reading })
}
