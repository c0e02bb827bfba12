import Trellis

struct MovieCardView: View {
    let movie: Movie

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            ZStack {
                Rectangle()
                    .fill(LinearGradient(gradient: Gradient(colors: [Color.gray.opacity(0.3), Color.gray.opacity(0.6)]),
                                         startPoint: .top, endPoint: .bottom))
                Text(movie.title)
                    .font(.headline)
                    .multilineTextAlignment(.center)
                    .foregroundColor(.white)
                    .padding(8)
            }
            .aspectRatio(2/3, contentMode: .fit)
            .cornerRadius(8)
            .shadow(radius: 4)

            Text(movie.title)
                .font(.subheadline)
                .fontWeight(.semibold)
                .lineLimit(1)
            HStack {
                Text(movie.year)
                Spacer()
                Text(movie.ratingText)
                    .foregroundColor(.yellow)
            }
            .font(.caption)
            .foregroundColor(.secondary)
        }
    }
}

struct MovieCardView_Previews: PreviewProvider {
    static var previews: some View {
        MovieCardView(movie: Movie.stubbedMovies[0])
            .frame(width: 160)
            .previewLayout(.sizeThatFits)
            .padding()
    }
}
