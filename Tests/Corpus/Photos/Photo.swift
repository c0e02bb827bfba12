import Trellis

struct Photo: Identifiable, Hashable {
    let id: Int
    var title: String
    var symbol: String
    var color: Color
    var isFavorite: Bool = false
    var takenOn: String
}

extension Photo {
    static let library: [Photo] = [
        Photo(id: 1, title: "Sunrise", symbol: "sun.max.fill", color: .orange, isFavorite: true, takenOn: "Jan 3"),
        Photo(id: 2, title: "Night sky", symbol: "moon.fill", color: .indigo, takenOn: "Jan 4"),
        Photo(id: 3, title: "Storm", symbol: "bolt.fill", color: .purple, takenOn: "Jan 9"),
        Photo(id: 4, title: "Garden", symbol: "leaf", color: .green, isFavorite: true, takenOn: "Feb 1"),
        Photo(id: 5, title: "Clouds", symbol: "cloud.fill", color: .teal, takenOn: "Feb 2"),
        Photo(id: 6, title: "Postcard", symbol: "envelope.fill", color: .pink, takenOn: "Feb 14"),
        Photo(id: 7, title: "Trip", symbol: "map", color: .blue, isFavorite: true, takenOn: "Mar 8"),
        Photo(id: 8, title: "Birthday", symbol: "gift", color: .red, takenOn: "Mar 21"),
        Photo(id: 9, title: "Studio", symbol: "camera.fill", color: .gray, takenOn: "Apr 2"),
        Photo(id: 10, title: "Harbor", symbol: "location.fill", color: .cyan, takenOn: "Apr 30"),
        Photo(id: 11, title: "Concert", symbol: "mic.fill", color: .mint, takenOn: "May 5"),
        Photo(id: 12, title: "Market", symbol: "bag.fill", color: .brown, takenOn: "May 19"),
    ]
}
