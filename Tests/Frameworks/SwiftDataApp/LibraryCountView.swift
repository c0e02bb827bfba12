import SwiftData
import SwiftUI

/// A bare `@Query`, with neither arguments nor `private`: the view is made with no arguments, as
/// apps make theirs, so the query must initialize itself instead of joining the memberwise
/// initializer.
struct LibraryCountView: View {
    @Query var books: [Book]

    var body: some View {
        Text("\(books.count) books in the library")
    }
}

#Preview("Library count") {
    LibraryCountView()
        .modelContainer(SampleData.makeContainer())
}
