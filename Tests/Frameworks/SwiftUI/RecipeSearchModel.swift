import Combine
import Foundation

/// A Combine-era view model: the query is debounced into the results. A render is one moment, so
/// no value is delivered and the results stay those the model starts with.
final class RecipeSearchModel: ObservableObject {
    @Published var query = ""
    @Published private(set) var results: [Recipe]

    private var cancellables = Set<AnyCancellable>()

    init(recipes: [Recipe]) {
        results = recipes
        $query
            .debounce(for: .milliseconds(300), scheduler: RunLoop.main)
            .removeDuplicates()
            .map { query in query.isEmpty ? recipes : recipes.filter { $0.title.localizedCaseInsensitiveContains(query) } }
            .sink { [weak self] in self?.results = $0 }
            .store(in: &cancellables)
    }
}
