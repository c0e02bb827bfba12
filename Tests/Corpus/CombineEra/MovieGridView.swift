import Trellis

struct MovieGridView: View {
    let movies: [Movie]
    @State private var selectedGenre = "All"

    private let columns = [
        GridItem(.flexible(), spacing: 16),
        GridItem(.flexible(), spacing: 16),
    ]

    private var genres: [String] {
        ["All"] + Array(Set(movies.flatMap { $0.genres })).sorted()
    }

    private var filteredMovies: [Movie] {
        selectedGenre == "All" ? movies : movies.filter { $0.genres.contains(selectedGenre) }
    }

    var body: some View {
        NavigationView {
            ScrollView {
                ScrollView(.horizontal, showsIndicators: false) {
                    HStack {
                        ForEach(genres, id: \.self) { genre in
                            Text(genre)
                                .font(.subheadline)
                                .padding(.horizontal, 12)
                                .padding(.vertical, 6)
                                .background(selectedGenre == genre ? Color.accentColor : Color.gray.opacity(0.2))
                                .foregroundColor(selectedGenre == genre ? .white : .primary)
                                .clipShape(Capsule())
                                .onTapGesture { selectedGenre = genre }
                        }
                    }
                    .padding(.horizontal)
                }

                LazyVGrid(columns: columns, spacing: 20) {
                    ForEach(filteredMovies) { movie in
                        NavigationLink(destination: MovieDetailView(movie: movie)) {
                            MovieCardView(movie: movie)
                        }
                        .buttonStyle(PlainButtonStyle())
                    }
                }
                .padding()
            }
            .navigationTitle("Movies")
        }
    }
}

struct MovieGridView_Previews: PreviewProvider {
    static var previews: some View {
        MovieGridView(movies: Movie.stubbedMovies)
            .preferredColorScheme(.dark)
    }
}
