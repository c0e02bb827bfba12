import Foundation

struct Movie: Identifiable, Decodable, Hashable {
    let id: Int
    let title: String
    let overview: String
    let releaseDate: String
    let voteAverage: Double
    let genres: [String]
    let runtime: Int

    var year: String {
        String(releaseDate.prefix(4))
    }

    var ratingText: String {
        let rating = Int(voteAverage)
        let stars = (0..<rating / 2).reduce("") { acc, _ in acc + "★" }
        return stars
    }

    var durationText: String {
        "\(runtime / 60)h \(runtime % 60)m"
    }

    var genreText: String {
        genres.joined(separator: ", ")
    }
}

extension Movie {
    static let stubbedMovies: [Movie] = [
        Movie(id: 550, title: "Fight Club", overview: "An insomniac office worker and a devil-may-care soap maker form an underground fight club.", releaseDate: "1999-10-15", voteAverage: 8.4, genres: ["Drama"], runtime: 139),
        Movie(id: 27205, title: "Inception", overview: "A thief who steals corporate secrets through dream-sharing technology is given the task of planting an idea.", releaseDate: "2010-07-15", voteAverage: 8.3, genres: ["Action", "Science Fiction"], runtime: 148),
        Movie(id: 157336, title: "Interstellar", overview: "A team of explorers travel through a wormhole in space.", releaseDate: "2014-11-05", voteAverage: 8.3, genres: ["Adventure", "Drama"], runtime: 169),
        Movie(id: 680, title: "Pulp Fiction", overview: "The lives of two mob hitmen, a boxer and a pair of diner bandits intertwine.", releaseDate: "1994-09-10", voteAverage: 8.5, genres: ["Thriller", "Crime"], runtime: 154),
        Movie(id: 603, title: "The Matrix", overview: "A computer hacker learns about the true nature of reality.", releaseDate: "1999-03-30", voteAverage: 8.2, genres: ["Action", "Science Fiction"], runtime: 136),
        Movie(id: 13, title: "Forrest Gump", overview: "A man with a low IQ has accomplished great things in his life.", releaseDate: "1994-07-06", voteAverage: 8.5, genres: ["Comedy", "Drama", "Romance"], runtime: 142),
    ]
}
