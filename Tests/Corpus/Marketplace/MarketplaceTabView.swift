import Trellis

struct MarketplaceTabView: View {
    @State private var selection: Tab = .homes
    @State private var showingPostForm = false

    enum Tab: Hashable {
        case homes, events, discover, messages
    }

    var body: some View {
        TabView(selection: $selection) {
            ListingsFeedView()
                .tabItem { Label("Homes", systemImage: "house") }
                .tag(Tab.homes)
            EventsFeedView()
                .tabItem { Label("Events", systemImage: "ticket") }
                .tag(Tab.events)
            SwipeDeckView()
                .tabItem { Label("Discover", systemImage: "flame") }
                .tag(Tab.discover)
            ChatListView()
                .tabItem { Label("Messages", systemImage: "bubble.left.and.bubble.right") }
                .badge(2)
                .tag(Tab.messages)
        }
        .overlay(alignment: .bottomTrailing) {
            Button {
                showingPostForm = true
            } label: {
                Image(systemName: "plus")
                    .font(.title2.weight(.bold))
                    .foregroundStyle(.white)
                    .frame(width: 56, height: 56)
                    .background(Circle().fill(Color.accentColor))
                    .shadow(radius: 4, y: 2)
            }
            .padding(.trailing, 20)
            .padding(.bottom, 64)
        }
        .fullScreenCover(isPresented: $showingPostForm) {
            ClassifiedPostForm()
        }
    }
}

#Preview {
    MarketplaceTabView()
}
