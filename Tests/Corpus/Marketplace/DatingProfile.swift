import Foundation

struct Prompt: Identifiable, Hashable, Codable {
    var id = UUID()
    var question: String
    var answer: String
}

struct DatingProfile: Identifiable, Hashable, Codable {
    let id: UUID
    var name: String
    var age: Int
    var distanceKm: Int
    var job: String
    var bio: String
    var photoURLs: [URL]
    var interests: [String]
    var prompts: [Prompt]
    var isVerified: Bool

    static let samples: [DatingProfile] = [
        DatingProfile(id: UUID(uuidString: "D0D0D0D0-0000-4000-8000-000000000001")!, name: "Maya", age: 27, distanceKm: 3, job: "Product designer", bio: "Coffee snob, weekend climber, always planning the next trip.", photoURLs: [URL(string: "https://example.com/p/maya1.jpg")!], interests: ["Climbing", "Coffee", "Film photography", "Tacos"], prompts: [Prompt(question: "My simple pleasures", answer: "Fresh sourdough and a long walk with no phone.")], isVerified: true),
        DatingProfile(id: UUID(uuidString: "D0D0D0D0-0000-4000-8000-000000000002")!, name: "Jordan", age: 30, distanceKm: 8, job: "Nurse", bio: "Dog dad. Terrible at karaoke, do it anyway.", photoURLs: [], interests: ["Dogs", "Karaoke", "Hiking"], prompts: [Prompt(question: "A life goal of mine", answer: "Visit every national park.")], isVerified: false),
        DatingProfile(id: UUID(uuidString: "D0D0D0D0-0000-4000-8000-000000000003")!, name: "Priya", age: 25, distanceKm: 1, job: "Software engineer", bio: "Board games > bars.", photoURLs: [], interests: ["Board games", "Baking"], prompts: [], isVerified: true),
    ]
}
