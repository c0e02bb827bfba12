import Trellis

struct ScoreboardView: View {
    @StateObject private var viewModel: ScoresViewModel
    @State private var selectedLeague = "All"

    init(viewModel: ScoresViewModel? = nil) {
        _viewModel = StateObject(wrappedValue: viewModel ?? ScoresViewModel())
    }

    private var leagues: [String] {
        ["All"] + Array(Set(viewModel.matches.map(\.league))).sorted()
    }

    private func filter(_ matches: [Match]) -> [Match] {
        selectedLeague == "All" ? matches : matches.filter { $0.league == selectedLeague }
    }

    var body: some View {
        NavigationStack {
            List {
                if viewModel.matches.isEmpty && viewModel.isLoading {
                    HStack {
                        Spacer()
                        ProgressView()
                        Spacer()
                    }
                    .listRowBackground(Color.clear)
                }
                if !filter(viewModel.liveMatches).isEmpty {
                    Section {
                        ForEach(filter(viewModel.liveMatches)) { match in
                            NavigationLink(value: match) {
                                ScoreboardRow(match: match)
                            }
                        }
                    } header: {
                        Label("Live Now", systemImage: "dot.radiowaves.left.and.right")
                            .foregroundStyle(.red)
                    }
                }
                Section("Today") {
                    ForEach(filter(viewModel.otherMatches)) { match in
                        NavigationLink(value: match) {
                            ScoreboardRow(match: match)
                        }
                    }
                }
            }
            .listStyle(.insetGrouped)
            .navigationTitle("Scores")
            .navigationDestination(for: Match.self) { match in
                MatchDetailView(match: match)
            }
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Menu {
                        Picker("League", selection: $selectedLeague) {
                            ForEach(leagues, id: \.self) { Text($0) }
                        }
                    } label: {
                        Image(systemName: "line.3.horizontal.decrease.circle")
                    }
                }
                ToolbarItem(placement: .topBarLeading) {
                    NavigationLink {
                        StandingsView(standings: viewModel.standings)
                    } label: {
                        Label("Standings", systemImage: "list.number")
                    }
                }
            }
            .overlay {
                if !viewModel.isLoading && viewModel.matches.isEmpty {
                    ContentUnavailableView("No Matches", systemImage: "sportscourt", description: Text("Pull to refresh."))
                }
            }
            .refreshable {
                await viewModel.refresh()
            }
            .task {
                await viewModel.load()
            }
        }
    }
}

#Preview {
    ScoreboardView(viewModel: ScoresViewModel(matches: Match.samples, standings: Standing.table))
}
