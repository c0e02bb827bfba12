import Trellis
import Combine

final class UserSearchViewModel: ObservableObject {
    @Published var query: String = ""
    @Published private(set) var users: [GitHubUser] = []
    @Published private(set) var isSearching = false

    private var searchCancellable: AnyCancellable?
    private var cancellables: Set<AnyCancellable> = []

    init(users: [GitHubUser] = [], query: String = "") {
        self.users = users
        self.query = query

        $query
            .debounce(for: .milliseconds(500), scheduler: RunLoop.main)
            .removeDuplicates()
            .filter { !$0.isEmpty }
            .sink { [weak self] term in
                self?.search(term)
            }
            .store(in: &cancellables)
    }

    private func search(_ term: String) {
        var components = URLComponents(string: "https://api.github.com/search/users")!
        components.queryItems = [URLQueryItem(name: "q", value: term)]
        guard let url = components.url else { return }

        var request = URLRequest(url: url)
        request.setValue("application/vnd.github.v3+json", forHTTPHeaderField: "Accept")

        isSearching = true
        searchCancellable = URLSession.shared.dataTaskPublisher(for: request)
            .map { $0.data }
            .decode(type: SearchUserResponse.self, decoder: JSONDecoder())
            .map { $0.items }
            .replaceError(with: [])
            .receive(on: DispatchQueue.main)
            .sink { [weak self] users in
                self?.isSearching = false
                self?.users = users
            }
    }
}
