import Trellis

struct DestinationDetailView: View {
    let destination: Destination
    @Environment(Wishlist.self) private var wishlist
    @State private var showingPlanner = false
    @State private var daysPlanned = 7

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 0) {
                LinearGradient(colors: destination.palette.map(Color.init(paletteName:)), startPoint: .top, endPoint: .bottom)
                    .frame(height: 320)
                    .overlay(alignment: .bottomLeading) {
                        VStack(alignment: .leading) {
                            Text(destination.city)
                                .font(.system(size: 48, weight: .black))
                            Text(destination.country)
                                .font(.title2)
                        }
                        .foregroundStyle(.white)
                        .padding()
                    }
                    .modify { hero in
                        if #available(iOS 26, *) {
                            hero.backgroundExtensionEffect()
                        } else {
                            hero
                        }
                    }

                VStack(alignment: .leading, spacing: 20) {
                    Text(destination.blurb)
                        .font(.title3)

                    Grid(alignment: .leading, horizontalSpacing: 16, verticalSpacing: 12) {
                        GridRow {
                            Label("Best time", systemImage: "calendar")
                                .foregroundStyle(.secondary)
                            Text(destination.bestMonths)
                        }
                        GridRow {
                            Label("Budget", systemImage: "dollarsign.circle")
                                .foregroundStyle(.secondary)
                            Text(destination.estimatedBudget, format: .currency(code: "USD").precision(.fractionLength(0)))
                        }
                        GridRow {
                            Label("Continent", systemImage: "globe")
                                .foregroundStyle(.secondary)
                            Text(destination.continent.rawValue)
                        }
                    }

                    Button {
                        showingPlanner = true
                    } label: {
                        Label("Plan This Trip", systemImage: "airplane.departure")
                            .frame(maxWidth: .infinity)
                    }
                    .controlSize(.large)
                    .modify { button in
                        if #available(iOS 26, *) {
                            button.buttonStyle(.glassProminent)
                        } else {
                            button.buttonStyle(.borderedProminent)
                        }
                    }
                }
                .padding()
            }
        }
        .ignoresSafeArea(edges: .top)
        .toolbarBackgroundVisibility(.hidden, for: .navigationBar)
        .sheet(isPresented: $showingPlanner) {
            VStack(spacing: 16) {
                Text("How many days?")
                    .font(.headline)
                Text("\(daysPlanned)")
                    .font(.system(size: 64, weight: .bold, design: .rounded))
                    .contentTransition(.numericText(countsDown: false))
                Stepper("Days", value: $daysPlanned, in: 1...60)
                    .labelsHidden()
            }
            .padding()
            .presentationDetents([.height(260)])
            .presentationBackground {
                LinearGradient(colors: destination.palette.map(Color.init(paletteName:)), startPoint: .top, endPoint: .bottom)
                    .opacity(0.3)
                    .background(.regularMaterial)
            }
            .presentationCornerRadius(36)
        }
    }
}

#Preview {
    NavigationStack {
        DestinationDetailView(destination: Destination.samples[0])
    }
    .environment(Wishlist())
}
