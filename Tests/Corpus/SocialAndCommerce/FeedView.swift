import Trellis

struct FeedView: View {
    @Environment(FeedModel.self) private var model
    @State private var showsComposer = false

    var body: some View {
        NavigationStack {
            ScrollView {
                StoriesBar(stories: Story.samples)
                    .padding(.vertical, 8)
                Divider()
                LazyVStack(spacing: 16) {
                    ForEach(model.posts) { post in
                        PostCardView(post: post) {
                            model.toggleLike(post)
                        }
                        .transition(.move(edge: .top).combined(with: .opacity))
                    }
                }
                .padding(.horizontal)
                .padding(.top, 8)
            }
            .background(Color(.systemGroupedBackground))
            .scrollIndicators(.hidden)
            .refreshable { }
            .navigationTitle("Home")
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button {
                        showsComposer = true
                    } label: {
                        Image(systemName: "square.and.pencil")
                    }
                }
            }
            .overlay(alignment: .bottomTrailing) {
                FloatingActionButton(systemImage: "plus") {
                    showsComposer = true
                }
                .padding(20)
            }
            .sheet(isPresented: $showsComposer) {
                Text("Composer")
                    .presentationDetents([.medium])
            }
        }
    }
}

extension Story {
    static let samples: [Story] = User.samples.enumerated().map { index, user in
        Story(id: index, user: user, isSeen: index == 2)
    }
}

#Preview {
    FeedView()
        .environment(FeedModel())
}
