import Trellis

struct WatchlistView: View {
    @StateObject private var vm = PortfolioViewModel()
    @State private var showPortfolio = false
    @State private var selectedCoin: Coin?
    @State private var showDetail = false

    var body: some View {
        NavigationView {
            VStack(spacing: 0) {
                header
                portfolioSummary
                columnTitles
                List {
                    ForEach(showPortfolio ? vm.portfolioCoins : vm.filteredCoins) { coin in
                        CoinRowView(coin: coin, showHoldingsColumn: showPortfolio)
                            .listRowInsets(EdgeInsets(top: 10, leading: 0, bottom: 10, trailing: 10))
                            .onTapGesture {
                                selectedCoin = coin
                                showDetail.toggle()
                            }
                            .contextMenu {
                                Button {
                                } label: {
                                    Label("Add to Portfolio", systemImage: "plus")
                                }
                                Button {
                                } label: {
                                    Label("Set Price Alert", systemImage: "bell")
                                }
                            }
                    }
                }
                .listStyle(PlainListStyle())
                .refreshable {
                    vm.reloadData()
                }
                Spacer(minLength: 0)
            }
            .searchable(text: $vm.searchText, prompt: "Search by name or symbol...")
            .navigationBarHidden(true)
            .background(
                NavigationLink(destination: CoinDetailLoadingView(coin: $selectedCoin), isActive: $showDetail) {
                    EmptyView()
                }
            )
        }
        .navigationViewStyle(.stack)
    }

    private var header: some View {
        HStack {
            CircleButtonView(iconName: showPortfolio ? "plus" : "info")
            Spacer()
            Text(showPortfolio ? "Portfolio" : "Live Prices")
                .font(.headline)
                .fontWeight(.heavy)
                .foregroundColor(.primary)
            Spacer()
            CircleButtonView(iconName: "chevron.right")
                .rotationEffect(Angle(degrees: showPortfolio ? 180 : 0))
                .onTapGesture {
                    withAnimation(.spring()) {
                        showPortfolio.toggle()
                    }
                }
        }
        .padding(.horizontal)
    }

    private var portfolioSummary: some View {
        HStack {
            VStack(alignment: .leading) {
                Text("Portfolio Value")
                    .font(.caption)
                    .foregroundColor(.secondary)
                Text(vm.portfolioValue.asCurrency())
                    .font(.title2.bold())
            }
            Spacer()
            HStack(spacing: 4) {
                Triangle()
                    .frame(width: 8, height: 6)
                    .rotationEffect(.degrees(vm.portfolioChange >= 0 ? 0 : 180))
                Text(vm.portfolioChange.asPercentString())
            }
            .foregroundColor(vm.portfolioChange >= 0 ? Color.theme.green : Color.theme.red)
        }
        .padding()
    }

    private var columnTitles: some View {
        HStack {
            Button {
                withAnimation(.default) {
                    vm.sortOption = vm.sortOption == .rank ? .holdings : .rank
                }
            } label: {
                HStack(spacing: 4) {
                    Text("Coin")
                    Image(systemName: "chevron.down")
                        .opacity(vm.sortOption == .rank ? 1 : 0)
                }
            }
            Spacer()
            if showPortfolio {
                Text("Holdings")
            }
            Button {
                vm.sortOption = vm.sortOption == .price ? .priceReversed : .price
            } label: {
                Text("Price")
                    .frame(width: 90, alignment: .trailing)
            }
        }
        .font(.caption)
        .foregroundColor(.secondary)
        .padding(.horizontal)
    }
}

struct CircleButtonView: View {
    let iconName: String

    var body: some View {
        Image(systemName: iconName)
            .font(.headline)
            .foregroundColor(.accentColor)
            .frame(width: 50, height: 50)
            .background(
                Circle().foregroundColor(Color(.systemBackground))
            )
            .shadow(color: .primary.opacity(0.25), radius: 10, x: 0, y: 0)
            .padding()
    }
}

struct CoinDetailLoadingView: View {
    @Binding var coin: Coin?

    var body: some View {
        ZStack {
            if let coin = coin {
                CoinDetailView(coin: coin)
            }
        }
    }
}

struct WatchlistView_Previews: PreviewProvider {
    static var previews: some View {
        WatchlistView()
    }
}
