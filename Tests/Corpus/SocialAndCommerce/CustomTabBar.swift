import Trellis

enum AppTab: String, CaseIterable, Identifiable {
    case home, search, create, inbox, profile
    var id: Self { self }

    var icon: String {
        switch self {
        case .home: "house"
        case .search: "magnifyingglass"
        case .create: "plus.app"
        case .inbox: "bell"
        case .profile: "person"
        }
    }
}

struct CustomTabBar: View {
    @Binding var selection: AppTab
    @Namespace private var namespace

    var body: some View {
        HStack {
            ForEach(AppTab.allCases) { tab in
                Button {
                    withAnimation(.spring(response: 0.35, dampingFraction: 0.75)) {
                        selection = tab
                    }
                } label: {
                    VStack(spacing: 4) {
                        Image(systemName: tab.icon)
                            .symbolVariant(selection == tab ? .fill : .none)
                            .font(.system(size: 20, weight: .semibold))
                            .frame(height: 24)
                        if selection == tab {
                            Capsule()
                                .fill(Color.accentColor)
                                .frame(width: 18, height: 3)
                                .matchedGeometryEffect(id: "indicator", in: namespace)
                        } else {
                            Color.clear.frame(width: 18, height: 3)
                        }
                    }
                    .foregroundStyle(selection == tab ? Color.accentColor : .secondary)
                    .frame(maxWidth: .infinity)
                    .contentShape(.rect)
                }
                .buttonStyle(.plain)
                .accessibilityLabel(tab.rawValue.capitalized)
                .accessibilityAddTraits(selection == tab ? .isSelected : [])
            }
        }
        .padding(.horizontal, 8)
        .padding(.top, 10)
        .padding(.bottom, 6)
        .background {
            Capsule()
                .fill(.regularMaterial)
                .shadow(color: .black.opacity(0.12), radius: 16, x: 0, y: 8)
        }
        .padding(.horizontal, 24)
    }
}

struct TabRootView: View {
    @State private var selection: AppTab = .home

    var body: some View {
        ZStack(alignment: .bottom) {
            Group {
                switch selection {
                case .home: FeedView()
                case .profile: ScrollView { ProfileHeaderView(user: .maya) }
                default: Text(selection.rawValue.capitalized).frame(maxWidth: .infinity, maxHeight: .infinity)
                }
            }
            .safeAreaPadding(.bottom, 80)
            CustomTabBar(selection: $selection)
        }
        .environment(FeedModel())
    }
}

#Preview {
    TabRootView()
}
