import Foundation
import Observation

struct User: Identifiable, Hashable {
    let id: UUID
    var name: String
    var handle: String
    var avatarURL: URL?
    var isVerified: Bool
    var followers: Int
    var following: Int
    var posts: Int
    var bio: String

    init(id: UUID = UUID(), name: String, handle: String, avatarURL: URL? = nil, isVerified: Bool = false, followers: Int = 0, following: Int = 0, posts: Int = 0, bio: String = "") {
        self.id = id
        self.name = name
        self.handle = handle
        self.avatarURL = avatarURL
        self.isVerified = isVerified
        self.followers = followers
        self.following = following
        self.posts = posts
        self.bio = bio
    }
}

struct Post: Identifiable, Hashable {
    let id: Int
    var author: User
    var text: String
    var imageURL: URL?
    var likes: Int
    var comments: Int
    var isLiked: Bool
    var postedAt: Date
}

extension User {
    static let maya = User(name: "Maya Chen", handle: "mayachen", avatarURL: URL(string: "https://example.com/maya.jpg"), isVerified: true, followers: 12_480, following: 312, posts: 248, bio: "Designer · coffee · film photography 📷")
    static let leo = User(name: "Leo Park", handle: "leo", followers: 890, following: 1_020, posts: 57, bio: "Runner. Building things.")
    static let ana = User(name: "Ana Ruiz", handle: "anaruiz", isVerified: false, followers: 3_200, following: 410, posts: 96)
    static let samples: [User] = [.maya, .leo, .ana]
}

extension Post {
    static let reference = Date(timeIntervalSince1970: 1_700_000_000)
    static let samples: [Post] = [
        Post(id: 1, author: .maya, text: "Golden hour at the pier 🌅", imageURL: URL(string: "https://example.com/pier.jpg"), likes: 1_204, comments: 38, isLiked: true, postedAt: reference.addingTimeInterval(-3_600)),
        Post(id: 2, author: .leo, text: "New personal best on the 10k. Slowly getting there!", imageURL: nil, likes: 87, comments: 12, isLiked: false, postedAt: reference.addingTimeInterval(-7_200)),
        Post(id: 3, author: .ana, text: "Trying out a new recipe tonight — any tips for homemade pasta?", imageURL: nil, likes: 45, comments: 20, isLiked: false, postedAt: reference.addingTimeInterval(-86_400)),
    ]
}

@Observable
final class FeedModel {
    var posts: [Post] = Post.samples
    var isLoading = false
    var selectedUser: User?

    func toggleLike(_ post: Post) {
        guard let index = posts.firstIndex(where: { $0.id == post.id }) else { return }
        posts[index].isLiked.toggle()
        posts[index].likes += posts[index].isLiked ? 1 : -1
    }
}
