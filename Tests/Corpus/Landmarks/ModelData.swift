import Foundation

final class ModelData: ObservableObject {
    @Published var landmarks: [Landmark] = load(landmarkData)
}

func load<T: Decodable>(_ data: Data) -> T {
    do {
        let decoder = JSONDecoder()
        return try decoder.decode(T.self, from: data)
    } catch {
        fatalError("Couldn't parse landmark data as \(T.self):\n\(error)")
    }
}
