import Foundation

struct SearchUserResponse: Decodable {
    let totalCount: Int
    let items: [GitHubUser]

    enum CodingKeys: String, CodingKey {
        case totalCount = "total_count"
        case items
    }
}

struct GitHubUser: Decodable, Identifiable, Hashable {
    let id: Int
    let login: String
    let avatarURL: URL
    let type: String
    let score: Double

    enum CodingKeys: String, CodingKey {
        case id, login, type, score
        case avatarURL = "avatar_url"
    }
}

extension GitHubUser {
    static let samples: [GitHubUser] = [
        GitHubUser(id: 1, login: "octocat", avatarURL: URL(string: "https://example.com/a/1.png")!, type: "User", score: 1.0),
        GitHubUser(id: 2, login: "apple", avatarURL: URL(string: "https://example.com/a/2.png")!, type: "Organization", score: 0.9),
        GitHubUser(id: 3, login: "twostraws", avatarURL: URL(string: "https://example.com/a/3.png")!, type: "User", score: 0.8),
        GitHubUser(id: 4, login: "mattt", avatarURL: URL(string: "https://example.com/a/4.png")!, type: "User", score: 0.7),
        GitHubUser(id: 5, login: "pointfreeco", avatarURL: URL(string: "https://example.com/a/5.png")!, type: "Organization", score: 0.6),
    ]
}
