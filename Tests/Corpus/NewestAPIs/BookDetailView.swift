import Trellis

struct BookDetailView: View {
    @Binding var book: Book
    @State private var showingNotes = false
    @State private var pagesReadToday = 0

    var body: some View {
        ScrollView {
            VStack(spacing: 24) {
                BookCover(book: book, width: 150)
                    .padding(.top)

                VStack(spacing: 6) {
                    Text(book.title)
                        .font(.title.bold())
                        .multilineTextAlignment(.center)
                    Text(book.author)
                        .foregroundStyle(.secondary)
                    Text(book.genre.uppercased())
                        .font(.caption2.weight(.semibold))
                        .kerning(1.2)
                        .padding(.horizontal, 8)
                        .padding(.vertical, 4)
                        .background(.fill.secondary, in: .capsule)
                }

                progressSection

                VStack(alignment: .leading, spacing: 8) {
                    Text("About")
                        .font(.headline)
                    Text(book.summary)
                        .foregroundStyle(.secondary)
                }
                .frame(maxWidth: .infinity, alignment: .leading)

                VStack(alignment: .leading, spacing: 8) {
                    Text("Your Rating")
                        .font(.headline)
                    RatingView(rating: $book.rating)
                        .font(.title2)
                }
                .frame(maxWidth: .infinity, alignment: .leading)
            }
            .padding()
        }
        .navigationTitle(book.title)
        .navigationBarTitleDisplayMode(.inline)
        .toolbar {
            ToolbarItem(placement: .primaryAction) {
                Menu {
                    Picker("Status", selection: $book.status) {
                        ForEach(ReadingStatus.allCases) { status in
                            Label(status.rawValue, systemImage: status.systemImage).tag(status)
                        }
                    }
                } label: {
                    Label(book.status.rawValue, systemImage: book.status.systemImage)
                }
            }
            ToolbarItem(placement: .secondaryAction) {
                Button("Notes", systemImage: "note.text") { showingNotes.toggle() }
            }
        }
        .inspector(isPresented: $showingNotes) {
            BookNotesInspector(notes: $book.notes)
        }
        .focusedSceneValue(\.selectedBook, book)
    }

    private var progressSection: some View {
        VStack(spacing: 12) {
            HStack {
                Text("\(book.currentPage)")
                    .font(.system(size: 44, weight: .bold, design: .rounded))
                    .contentTransition(.numericText(value: Double(book.currentPage)))
                    .animation(.snappy, value: book.currentPage)
                Text("/ \(book.pageCount) pages")
                    .foregroundStyle(.secondary)
                Spacer()
                Text(book.progress, format: .percent.precision(.fractionLength(0)))
                    .font(.title3.monospacedDigit())
            }
            ProgressView(value: book.progress)
                .progressViewStyle(.linear)
            HStack {
                Button("-10", systemImage: "minus") {
                    book.currentPage = max(0, book.currentPage - 10)
                }
                .buttonStyle(.bordered)
                Spacer()
                Stepper("Today: \(pagesReadToday)", value: $pagesReadToday, in: 0...500, step: 5)
                    .fixedSize()
                Spacer()
                Button("+10", systemImage: "plus") {
                    book.currentPage = min(book.pageCount, book.currentPage + 10)
                }
                .buttonStyle(.borderedProminent)
            }
            .labelStyle(.iconOnly)
            .sensoryFeedback(.increase, trigger: book.currentPage)
        }
        .padding()
        .background(.background.secondary, in: .rect(cornerRadius: 20))
    }
}

struct BookNotesInspector: View {
    @Binding var notes: String

    var body: some View {
        VStack(alignment: .leading) {
            Text("Notes").font(.headline)
            TextField("Thoughts, quotes, ideas…", text: $notes, axis: .vertical)
                .lineLimit(8, reservesSpace: true)
                .textFieldStyle(.roundedBorder)
            Spacer()
        }
        .padding()
        .inspectorColumnWidth(ideal: 300)
    }
}

#Preview {
    @Previewable @State var book = Book.samples[0]
    NavigationStack {
        BookDetailView(book: $book)
    }
}
