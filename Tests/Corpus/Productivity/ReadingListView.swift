import Trellis

struct ReadingListView: View {
    @State private var books = Book.samples
    @State private var status: ReadingStatus? = nil
    @State private var sortByTitle = true

    var shown: [Book] {
        let matching = books.filter { status == nil || $0.status == status }
        return sortByTitle ? matching.sorted { $0.title < $1.title } : matching
    }

    var body: some View {
        NavigationStack {
            List {
                ForEach(shown.indices, id: \.self) { index in
                    let book = shown[index]
                    NavigationLink {
                        BookDetailView(book: book)
                    } label: {
                        BookRow(book: book)
                    }
                    .contextMenu {
                        Button("Mark as Finished", systemImage: "checkmark") {}
                        Button("Remove", systemImage: "trash", role: .destructive) {}
                    }
                }
                .listRowSeparator(.hidden, edges: .top)
            }
            .listStyle(.plain)
            .navigationTitle("Reading List")
            .toolbar {
                Menu("Filter", systemImage: "line.3.horizontal.decrease") {
                    Picker("Status", selection: $status) {
                        Text("All Books").tag(nil as ReadingStatus?)
                        ForEach(ReadingStatus.allCases) { status in
                            Text(status.rawValue).tag(status as ReadingStatus?)
                        }
                    }
                    .pickerStyle(.inline)
                    Section("Sort") {
                        Toggle("By Title", isOn: $sortByTitle)
                    }
                }
            }
            .overlay {
                if shown.isEmpty {
                    ContentUnavailableView("No Books", systemImage: "books.vertical", description: Text("Add a book to start your list."))
                }
            }
        }
    }
}

struct BookRow: View {
    let book: Book

    var body: some View {
        HStack(alignment: .top, spacing: 12) {
            RoundedRectangle(cornerRadius: 4)
                .fill(Color.brown.gradient)
                .frame(width: 44, height: 64)
                .overlay(Image(systemName: "book.closed").foregroundColor(.white))
            VStack(alignment: .leading, spacing: 4) {
                Text(book.title)
                    .font(.headline)
                Text(book.author)
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
                if book.status == .reading {
                    ProgressView(value: book.progress) {
                        Text("\(Int(book.progress * 100))% read")
                            .font(.caption)
                    }
                }
            }
        }
        .padding(.vertical, 4)
        .badge(book.status == .finished ? Text("Done") : nil)
    }
}
