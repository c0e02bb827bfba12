import Foundation
import Combine

enum NewsCategory: String, CaseIterable, Identifiable {
    case general, business, technology, science, sports

    var id: String { rawValue }

    var title: String { rawValue.capitalized }
}

final class NewsViewModel: ObservableObject {
    @Published var articles: [Article] = []
    @Published var isLoading = false
    @Published var errorMessage: String?
    @Published var category: NewsCategory = .general

    private var cancellables = Set<AnyCancellable>()
    private let apiKey = "YOUR_API_KEY"

    init(articles: [Article] = []) {
        self.articles = articles
    }

    func fetchArticles() {
        guard let url = URL(string: "https://newsapi.org/v2/top-headlines?country=us&category=\(category.rawValue)&apiKey=\(apiKey)") else {
            return
        }
        isLoading = true
        URLSession.shared.dataTaskPublisher(for: url)
            .map(\.data)
            .decode(type: NewsResponse.self, decoder: JSONDecoder())
            .map(\.articles)
            .receive(on: DispatchQueue.main)
            .sink(receiveCompletion: { [weak self] completion in
                self?.isLoading = false
                if case let .failure(error) = completion {
                    self?.errorMessage = error.localizedDescription
                }
            }, receiveValue: { [weak self] articles in
                self?.articles = articles
            })
            .store(in: &cancellables)
    }
}
