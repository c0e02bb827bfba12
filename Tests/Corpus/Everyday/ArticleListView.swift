import Trellis

struct Article: Identifiable {
    let id = UUID()
    let title: String
    let summary: String
    let author: String
    let readingMinutes: Int
    var children: [Article]? = nil
}

struct ArticleListView: View {
    @State private var isLoading = false
    @State private var showsFilter = false
    @State private var sortNewestFirst = true
    @State private var articles = [
        Article(title: "Getting started with SwiftUI", summary: "Views, modifiers and **state** in ten minutes.", author: "Ana", readingMinutes: 10, children: [
            Article(title: "Stacks", summary: "HStack, VStack, ZStack.", author: "Ana", readingMinutes: 3),
            Article(title: "Lists", summary: "List and ForEach.", author: "Ana", readingMinutes: 4),
        ]),
        Article(title: "Concurrency in practice", summary: "Tasks, actors and `async let`.", author: "Ben", readingMinutes: 14),
    ]

    var body: some View {
        NavigationStack {
            List {
                Section {
                    OutlineGroup(articles, children: \.children) { article in
                        ArticleRow(article: article)
                    }
                } header: {
                    Text("Latest")
                }
                .headerProminence(.increased)

                Section("Archive") {
                    DisclosureGroup("2023") {
                        Text("Nothing here yet")
                            .foregroundStyle(.secondary)
                    }
                    ForEach(0..<2) { _ in
                        ArticleRow(article: articles[1])
                            .redacted(reason: .placeholder)
                    }
                }
            }
            .listStyle(.grouped)
            .navigationTitle("Articles")
            .toolbarRole(.editor)
            .toolbar {
                ToolbarItem(placement: .principal) {
                    VStack {
                        Text("Articles").font(.headline)
                        Text("\(articles.count) stories").font(.caption).foregroundStyle(.secondary)
                    }
                }
                ToolbarItem(placement: .topBarTrailing) {
                    Menu {
                        Toggle("Newest first", isOn: $sortNewestFirst)
                        Divider()
                        Button("Refresh", systemImage: "arrow.clockwise") {}
                    } label: {
                        Image(systemName: "line.3.horizontal.decrease.circle")
                    } primaryAction: {
                        showsFilter = true
                    }
                }
                ToolbarItem(placement: .bottomBar) {
                    ControlGroup {
                        Button("Previous", systemImage: "chevron.left") {}
                        Button("Next", systemImage: "chevron.right") {}
                    }
                }
            }
            .popover(isPresented: $showsFilter) {
                Text("Filters")
                    .padding()
            }
            .overlay {
                if isLoading {
                    ProgressView("Loading…")
                        .padding()
                        .background(.thinMaterial, in: RoundedRectangle(cornerRadius: 12))
                }
            }
        }
    }
}

struct ArticleRow: View {
    let article: Article

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(article.title)
                .font(.headline)
                .fontWidth(.condensed)
            Text(LocalizedStringKey(article.summary))
                .font(.subheadline)
                .foregroundStyle(.secondary)
                .textSelection(.enabled)
            HStack {
                Text(article.author)
                    .underline(true, pattern: .dot, color: .secondary)
                Text("·")
                Text("\(article.readingMinutes) min")
                    .monospaced()
            }
            .font(.caption)
            .foregroundStyle(.tertiary)
        }
        .padding(.vertical, 4)
        .accessibilityElement(children: .combine)
        .accessibilityAction(named: "Bookmark") {}
    }
}

#Preview("Articles") {
    ArticleListView()
}
