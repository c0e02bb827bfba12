import Foundation

enum HTTPMethod: String, CaseIterable, Identifiable, Codable {
    case get = "GET", post = "POST", put = "PUT", patch = "PATCH", delete = "DELETE"

    var id: String { rawValue }
}

struct HeaderField: Identifiable, Hashable, Codable {
    var id = UUID()
    var name: String
    var value: String
    var isEnabled = true
}

struct HTTPRequestDraft: Codable, Equatable {
    var method: HTTPMethod = .get
    var url = "https://api.example.com/v1/users"
    var headers: [HeaderField] = [
        HeaderField(id: UUID(uuidString: "00000000-0000-0000-0000-000000000001")!, name: "Accept", value: "application/json"),
        HeaderField(id: UUID(uuidString: "00000000-0000-0000-0000-000000000002")!, name: "Authorization", value: "Bearer •••••"),
    ]
    var body = "{\n  \"name\": \"Ada\",\n  \"role\": \"admin\"\n}"
}

struct HTTPResponseSnapshot: Equatable {
    var statusCode: Int
    var durationMilliseconds: Int
    var sizeBytes: Int
    var headers: [(String, String)]
    var body: String

    static func == (lhs: HTTPResponseSnapshot, rhs: HTTPResponseSnapshot) -> Bool {
        lhs.statusCode == rhs.statusCode && lhs.body == rhs.body
    }

    var isSuccess: Bool { (200..<300).contains(statusCode) }

    static let sample = HTTPResponseSnapshot(
        statusCode: 200,
        durationMilliseconds: 142,
        sizeBytes: 311,
        headers: [("Content-Type", "application/json; charset=utf-8"), ("Cache-Control", "no-cache"), ("X-Request-Id", "7f3a9c")],
        body: """
        {
          "id": 42,
          "name": "Ada",
          "role": "admin",
          "teams": ["engine", "notes"]
        }
        """
    )
}
