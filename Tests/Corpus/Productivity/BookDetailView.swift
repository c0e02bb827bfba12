import Trellis

struct RatingView: View {
    @Binding var rating: Int
    var maximum = 5
    var offImage: Image?
    var onImage = Image(systemName: "star.fill")
    var offColor = Color.gray
    var onColor = Color.yellow

    var body: some View {
        HStack {
            ForEach(1..<maximum + 1, id: \.self) { number in
                Button {
                    rating = number
                } label: {
                    image(for: number)
                        .foregroundColor(number > rating ? offColor : onColor)
                }
            }
        }
        .buttonStyle(.plain)
    }

    func image(for number: Int) -> Image {
        if number > rating {
            return offImage ?? onImage
        } else {
            return onImage
        }
    }
}

struct BookDetailView: View {
    @State var book: Book
    @State private var review = ""

    var body: some View {
        Form {
            Section {
                VStack(spacing: 8) {
                    Image(systemName: "book")
                        .resizable()
                        .scaledToFit()
                        .frame(height: 80)
                        .foregroundStyle(.tint)
                    Text(book.title)
                        .font(.title2.weight(.bold))
                        .multilineTextAlignment(.center)
                    Text("by \(book.author)")
                        .italic()
                }
                .frame(maxWidth: .infinity)
                .listRowBackground(Color.clear)
            }

            Section {
                LabeledContent("Pages", value: book.pages, format: .number)
                LabeledContent("Read") {
                    Text(book.progress, format: .percent)
                }
                Picker("Status", selection: $book.status) {
                    ForEach(ReadingStatus.allCases) { Text($0.rawValue).tag($0) }
                }
                Slider(value: Binding(get: { Double(book.pagesRead) }, set: { book.pagesRead = Int($0) }), in: 0...Double(book.pages), step: 1) {
                    Text("Pages read")
                } minimumValueLabel: {
                    Text("0")
                } maximumValueLabel: {
                    Text("\(book.pages)")
                }
            }

            Section("Your rating") {
                RatingView(rating: $book.rating)
                TextField("Write a short review", text: $review, axis: .vertical)
                    .lineLimit(4, reservesSpace: true)
            }

            Section {
                Link(destination: URL(string: "https://openlibrary.org")!) {
                    Label("Find on Open Library", systemImage: "safari")
                }
            }
        }
        .navigationTitle(book.title)
        .navigationBarTitleDisplayMode(.inline)
    }
}
