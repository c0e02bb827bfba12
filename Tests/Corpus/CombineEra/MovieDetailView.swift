import Trellis

struct MovieDetailView: View {
    let movie: Movie
    @State private var isFavorite = false
    @State private var showTrailerAlert = false

    var body: some View {
        List {
            Rectangle()
                .fill(Color.gray.opacity(0.3))
                .aspectRatio(16/9, contentMode: .fit)
                .overlay(Image(systemName: "play.circle.fill").font(.system(size: 56)).foregroundColor(.white))
                .listRowInsets(EdgeInsets())
                .onTapGesture { self.showTrailerAlert = true }

            VStack(alignment: .leading, spacing: 8) {
                HStack {
                    Text(movie.genreText)
                    Text("·")
                    Text(movie.year)
                    Text(movie.durationText)
                }
                .font(.subheadline)
                .foregroundColor(.secondary)
                Text(movie.overview)
                HStack {
                    if !movie.ratingText.isEmpty {
                        Text(movie.ratingText).foregroundColor(.yellow)
                    }
                    Text(String(format: "%.1f/10", movie.voteAverage))
                }
            }
            .padding(.vertical)

            Button(action: { self.isFavorite.toggle() }) {
                Label(isFavorite ? "Remove from Favorites" : "Add to Favorites",
                      systemImage: isFavorite ? "heart.fill" : "heart")
            }
        }
        .listStyle(PlainListStyle())
        .navigationBarTitle(movie.title)
        .alert(isPresented: $showTrailerAlert) {
            Alert(title: Text("Trailer unavailable"), message: Text("Please try again later."), dismissButton: .cancel(Text("OK")))
        }
    }
}

struct MovieDetailView_Previews: PreviewProvider {
    static var previews: some View {
        NavigationView {
            MovieDetailView(movie: Movie.stubbedMovies[1])
        }
    }
}
