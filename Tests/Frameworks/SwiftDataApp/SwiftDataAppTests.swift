import CorpusSupport
import Foundation
import SwiftData
import SwiftUI
import Testing

/// The reading-list app above, as its previews render it: every screen valid HTML and SVG, its
/// rows those the queries select, in the order they ask for.
@MainActor @Suite struct SwiftDataAppTests {
    private func preview(_ name: String) throws -> Preview {
        try #require(Preview.all.first { $0.fileID.hasPrefix("SwiftDataAppTests/") && $0.name == name })
    }

    /// The preview's page, HTML and SVG, after checking that every document rendered and validated.
    private func render(_ name: String) async throws -> (html: String, svg: String) {
        let preview = try preview(name)
        let rendering = await renderCorpus([("page", { preview.makeView() })], missingSymbols: .placeholder, folder: "swiftdata")
        #expect(rendering.failures.isEmpty, "\(rendering.failures)")
        let html = try #require(rendering.documents.first { $0.key.hasSuffix("page.html") }?.value)
        let svg = try #require(rendering.documents.first { $0.key.hasSuffix("page.svg") }?.value)
        return (html, svg)
    }

    /// Where each string first occurs in `document`; nil for one that is missing.
    private func positions(of strings: [String], in document: String) -> [String.Index?] {
        strings.map { document.range(of: $0)?.lowerBound }
    }

    private func expectInOrder(_ strings: [String], in document: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let found = positions(of: strings, in: document)
        #expect(found.allSatisfy { $0 != nil }, "missing one of \(strings)", sourceLocation: sourceLocation)
        let indices = found.compactMap { $0 }
        #expect(indices == indices.sorted(), "not in the order \(strings)", sourceLocation: sourceLocation)
    }

    /// The sample books in the order they were inserted, read without any sort.
    private func samplesInInsertionOrder() throws -> [Book] {
        try SampleData.makeContainer().mainContext.fetch(FetchDescriptor<Book>())
    }

    @Test func theListShowsTheUnarchivedBooksSortedByTitle() async throws {
        let samples = try samplesInInsertionOrder()
        let expected = samples.filter { !$0.isArchived }.map(\.title).sorted()
        let archived = samples.filter(\.isArchived).map(\.title)
        // The samples are inserted out of order and include an archived book, so a list that
        // ignored the query's sort or filter would differ.
        #expect(samples.filter { !$0.isArchived }.map(\.title) != expected)
        #expect(!archived.isEmpty)

        let (html, svg) = try await render("Reading list")
        for document in [html, svg] {
            expectInOrder(expected, in: document)
            for title in archived { #expect(!document.contains(title)) }
            #expect(!document.contains("No Books"))
        }
        // Unfinished books show their progress; Walden is 120 of 352 pages.
        #expect(html.contains("34%"))
    }

    /// `LibraryCountView()` compiles only if a bare `@Query` initializes itself; its page counts
    /// every sample, archived or not.
    @Test func aBareQueryCountsEveryModel() async throws {
        let count = try samplesInInsertionOrder().count
        let (html, svg) = try await render("Library count")
        #expect(html.contains("\(count) books in the library"))
        #expect(svg.contains("\(count) books in the library"))
    }

    @Test func anEmptyContainerShowsTheUnavailableView() async throws {
        let (html, svg) = try await render("Empty")
        #expect(html.contains("No Books"))
        #expect(svg.contains("No Books"))
    }

    @Test func theDetailShowsNotesAddedAfterInsertion() async throws {
        let (html, _) = try await render("Detail")
        #expect(html.contains("Jane Austen"))
        #expect(html.contains("237 of 474"))
        expectInOrder(["Opening line", "Box Hill"], in: html)
    }

    @Test func aQueryBuiltInTheInitializerFiltersAndSortsNewestFirst() async throws {
        let samples = try samplesInInsertionOrder()
        let eliot = samples.filter { $0.author == "George Eliot" }
        let expected = eliot.sorted { $0.addedOn > $1.addedOn }.map(\.title)
        #expect(eliot.map(\.title) != expected)
        let finished = samples.filter { $0.pagesRead >= $0.pageCount }.count

        let (html, _) = try await render("George Eliot")
        expectInOrder(expected, in: html)
        for other in samples where other.author != "George Eliot" {
            #expect(!html.contains(other.title))
        }
        #expect(html.contains("\(finished) finished in the library"))
    }

    @Test func aDescriptorsLimitKeepsTheFirstOfItsOrder() async throws {
        let samples = try samplesInInsertionOrder()
        let newest = samples.sorted { $0.addedOn > $1.addedOn }.map(\.title)
        let (html, _) = try await render("Recent")
        expectInOrder(Array(newest.prefix(3)), in: html)
        for title in newest.dropFirst(3) {
            #expect(!html.contains(title))
        }
    }

    /// Sort descriptors with `comparator: .localizedStandard` compile and order the rows by
    /// author, then title. (Linux's Foundation compares them lexically; the samples' names
    /// are capitalized words, which both orders put alike.)
    @Test func aQuerySortedByLocalizedStandardListsByAuthorThenTitle() async throws {
        let samples = try samplesInInsertionOrder()
        let expected = samples.sorted { ($0.author, $0.title) < ($1.author, $1.title) }.map(\.title)
        #expect(samples.map(\.title) != expected)
        let (html, svg) = try await render("Author index")
        expectInOrder(expected, in: html)
        expectInOrder(expected, in: svg)
    }

    @Test func aKeyPathComparatorWithLocalizedStandardSortsAnArray() throws {
        let samples = try samplesInInsertionOrder()
        let titles = ShelfTitlesView(books: samples).sortedTitles
        #expect(titles == samples.map(\.title).sorted())
        #expect(titles != samples.map(\.title))
    }

    @Test func renderingTwiceFromTwoContainersGivesTheSameBytes() async throws {
        let first = try await render("Reading list")
        let second = try await render("Reading list")
        #expect(first.html == second.html)
        #expect(first.svg == second.svg)
    }
}

/// The context as model code uses it, apart from any view.
@MainActor @Suite struct ModelContextTests {
    private func makeContext() throws -> ModelContext {
        try ModelContainer(for: Book.self, Note.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true)).mainContext
    }

    private func book(_ title: String, author: String = "A", pages: Int = 100, day: Double = 0) -> Book {
        Book(isbn: title, title: title, author: author, pageCount: pages, addedOn: Date(timeIntervalSince1970: day * 86_400))
    }

    @Test func withoutASortAFetchReturnsInsertionOrder() throws {
        let context = try makeContext()
        for title in ["c", "a", "b"] { context.insert(book(title)) }
        #expect(try context.fetch(FetchDescriptor<Book>()).map(\.title) == ["c", "a", "b"])
    }

    @Test func sortDescriptorsOrderAndTiesKeepInsertionOrder() throws {
        let context = try makeContext()
        for (title, author) in [("x", "B"), ("y", "A"), ("z", "B"), ("w", "A")] { context.insert(book(title, author: author)) }
        let byAuthor = FetchDescriptor<Book>(sortBy: [SortDescriptor(\.author)])
        #expect(try context.fetch(byAuthor).map(\.title) == ["y", "w", "x", "z"])
        let byAuthorThenTitleDescending = FetchDescriptor<Book>(sortBy: [SortDescriptor(\.author), SortDescriptor(\.title, order: .reverse)])
        #expect(try context.fetch(byAuthorThenTitleDescending).map(\.title) == ["y", "w", "z", "x"])
    }

    @Test func predicatesOffsetsLimitsAndCounts() throws {
        let context = try makeContext()
        for (index, title) in ["a", "b", "c", "d", "e"].enumerated() { context.insert(book(title, pages: (index + 1) * 100)) }
        var descriptor = FetchDescriptor<Book>(predicate: #Predicate { $0.pageCount > 150 }, sortBy: [SortDescriptor(\.pageCount, order: .reverse)])
        #expect(try context.fetchCount(descriptor) == 4)
        descriptor.fetchOffset = 1
        descriptor.fetchLimit = 2
        #expect(try context.fetch(descriptor).map(\.title) == ["d", "c"])
        #expect(try context.fetchCount(descriptor) == 2)
    }

    @Test func insertingAModelInsertsTheModelsItHolds() throws {
        let context = try makeContext()
        let parent = book("p")
        parent.notes = [Note(text: "one", page: 1)]
        context.insert(parent)
        parent.notes.append(Note(text: "two", page: 2))
        #expect(try context.fetch(FetchDescriptor<Note>()).map(\.text) == ["one", "two"])
        #expect(parent.modelContext === context)
    }

    @Test func eitherSideOfARelationshipWithAnInverseSetsTheOther() throws {
        let context = try makeContext()
        let held = Note(text: "held", page: 1)
        let parent = book("parent")
        parent.notes = [held]
        context.insert(parent)
        let pointing = Note(text: "pointing", page: 2)
        pointing.book = parent
        context.insert(pointing)
        #expect(held.book == nil)
        #expect(parent.notes.count == 1)
        try context.save()
        #expect(held.book === parent)
        #expect(parent.notes.map(\.text) == ["held", "pointing"])
        // Taking a note off one side takes it off the other.
        parent.notes.removeAll { $0.text == "held" }
        try context.save()
        #expect(held.book == nil)
        #expect(parent.notes.map(\.text) == ["pointing"])
        // Cascading now reaches the note that was only pointing at the book.
        context.delete(parent)
        #expect(try context.fetch(FetchDescriptor<Note>()).map(\.text) == ["held"])
    }

    @Test func manyToManyInversesFollowBothSides() throws {
        let context = try makeContext()
        let first = book("first")
        let second = book("second")
        let shelf = Shelf(name: "Favourites")
        shelf.books = [first]
        context.insert(shelf)
        context.insert(second)
        second.shelves = [shelf]
        try context.save()
        #expect(first.shelves?.map(\.name) == ["Favourites"])
        #expect(shelf.books.map(\.title) == ["first", "second"])
        shelf.books.removeAll { $0 === first }
        try context.save()
        #expect(first.shelves?.isEmpty == true)
        #expect(shelf.books.map(\.title) == ["second"])
    }

    @Test func aDeletedModelLeavesThePropertiesThatHeldIt() throws {
        let context = try makeContext()
        let parent = book("parent")
        let first = Note(text: "first", page: 1)
        let second = Note(text: "second", page: 2)
        parent.notes = [first, second]
        context.insert(parent)
        try context.save()
        context.delete(first)
        #expect(try context.fetch(FetchDescriptor<Note>()).map(\.text) == ["second"])
        #expect(parent.notes.map(\.text) == ["second"])
        // Notes hold their book by a `.nullify` relationship: deleting it from the note's side
        // clears the note's reference once the context processes the change.
        let loose = Note(text: "loose", page: 3)
        let other = book("other")
        loose.book = other
        context.insert(loose)
        try context.save()
        #expect(other.notes.map(\.text) == ["loose"])
        other.notes = []
        context.delete(other)
        try context.save()
        #expect(loose.book == nil)
        #expect(try context.fetch(FetchDescriptor<Note>()).map(\.text) == ["second", "loose"])
    }

    @Test func deletingFollowsCascadeAndOnlyCascade() throws {
        let context = try makeContext()
        let kept = book("kept")
        let gone = book("gone")
        context.insert(kept)
        context.insert(gone)
        gone.notes = [Note(text: "n1", page: 1), Note(text: "n2", page: 2)]
        kept.notes = [Note(text: "k1", page: 1)]
        try context.save()
        #expect(!context.hasChanges)
        context.delete(gone)
        #expect(context.hasChanges)
        #expect(gone.isDeleted)
        #expect(gone.modelContext == nil)
        #expect(try context.fetch(FetchDescriptor<Book>()).map(\.title) == ["kept"])
        #expect(try context.fetch(FetchDescriptor<Note>()).map(\.text) == ["k1"])
        // A note's `book` is a `.nullify` relationship: deleting the note leaves the book.
        let note = kept.notes[0]
        note.book = kept
        context.delete(note)
        #expect(try context.fetchCount(FetchDescriptor<Book>()) == 1)
    }

    @Test func deletingWhereAPredicateMatches() throws {
        let context = try makeContext()
        for (title, pages) in [("a", 50), ("b", 500), ("c", 60)] { context.insert(book(title, pages: pages)) }
        try context.delete(model: Book.self, where: #Predicate { $0.pageCount < 100 })
        #expect(try context.fetch(FetchDescriptor<Book>()).map(\.title) == ["b"])
    }

    @Test func modelsAreIdentifiedByTheirStoreAndInsertionNumber() throws {
        let context = try makeContext()
        let first = book("first")
        let second = book("second")
        #expect(first.persistentModelID != second.persistentModelID)
        #expect(first.persistentModelID.storeIdentifier == nil)
        context.insert(first)
        context.insert(second)
        #expect(first.persistentModelID < second.persistentModelID)
        #expect(first.persistentModelID.entityName == "Book")
        let found: Book? = context.registeredModel(for: second.persistentModelID)
        #expect(found === second)
        // A model that declares its own `id` is identified by it.
        let note = Note(text: "t", page: 1)
        #expect(note.id == note.id)
        let noteID: UUID = note.id
        #expect(noteID == note.id)
    }

    @Test func aModelActorInsertsThroughItsOwnContextIntoTheSameStore() async throws {
        let container = try ModelContainer(for: Schema([Book.self, Note.self], version: Schema.Version(2, 1, 0)))
        #expect(container.schema.version == Schema.Version(2, 1, 0))
        let importer = BookImporter(modelContainer: container)
        let count = try await importer.importBooks(titled: ["Persuasion", "Emma"], by: "Jane Austen")
        #expect(count == 2)
        let titles = try container.mainContext.fetch(FetchDescriptor<Book>(sortBy: [SortDescriptor(\.title)])).map(\.title)
        #expect(titles == ["Emma", "Persuasion"])
    }

    @Test func contextsOfOneContainerShareItsStore() throws {
        let container = try ModelContainer(for: Book.self)
        let background = ModelContext(container)
        #expect(!background.autosaveEnabled)
        #expect(container.mainContext.autosaveEnabled)
        background.insert(book("shared"))
        #expect(try container.mainContext.fetch(FetchDescriptor<Book>()).map(\.title) == ["shared"])
        container.deleteAllData()
        #expect(try container.mainContext.fetchCount(FetchDescriptor<Book>()) == 0)
    }
}
