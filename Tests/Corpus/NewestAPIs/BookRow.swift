import Trellis

struct BookCover: View {
    let book: Book
    var width: CGFloat = 60

    var body: some View {
        RoundedRectangle(cornerRadius: width * 0.08)
            .fill(Color(hue: book.coverHue, saturation: 0.6, brightness: 0.8).gradient)
            .frame(width: width, height: width * 1.5)
            .overlay(alignment: .bottomLeading) {
                Text(book.title)
                    .font(.system(size: width * 0.14, weight: .bold, design: .serif))
                    .foregroundStyle(.white)
                    .lineLimit(3)
                    .padding(width * 0.08)
            }
            .shadow(color: .black.opacity(0.2), radius: 4, x: 2, y: 3)
    }
}

struct BookRow: View {
    let book: Book

    var body: some View {
        HStack(spacing: 14) {
            BookCover(book: book, width: 44)
            VStack(alignment: .leading, spacing: 4) {
                Text(book.title)
                    .font(.headline)
                    .lineLimit(2)
                Text(book.author)
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
                if book.status == .reading {
                    ProgressView(value: book.progress)
                        .tint(Color(hue: book.coverHue, saturation: 0.7, brightness: 0.7))
                } else if book.status == .finished {
                    HStack(spacing: 2) {
                        ForEach(0..<book.rating, id: \.self) { _ in
                            Image(systemName: "star.fill")
                        }
                    }
                    .font(.caption2)
                    .foregroundStyle(.yellow)
                }
            }
        }
        .padding(.vertical, 4)
    }
}

struct BookRow_Previews: PreviewProvider {
    static var previews: some View {
        List(Book.samples) { book in
            BookRow(book: book)
        }
    }
}
