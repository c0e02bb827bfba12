import Trellis

struct Smoothie: Identifiable, Hashable {
    var id: String
    var title: String
    var description: String
    var measuredIngredients: [MeasuredIngredient]
    var hasFreeRecipe = false
    var energy: Int

    struct MeasuredIngredient: Hashable {
        var name: String
        var cups: Double
    }

    var menuIngredients: String {
        measuredIngredients.map(\.name).formatted(.list(type: .and))
    }

    static let all: [Smoothie] = [
        Smoothie(id: "berry-blue", title: "Berry Blue", description: "Filling and refreshing, this smoothie will fill you with joy!", measuredIngredients: [.init(name: "Orange", cups: 1.5), .init(name: "Blueberry", cups: 1), .init(name: "Avocado", cups: 0.2)], hasFreeRecipe: true, energy: 250),
        Smoothie(id: "carrot-chops", title: "Carrot Chops", description: "Packed with vitamin A and C, Carrot Chops is a great way to start your day!", measuredIngredients: [.init(name: "Orange", cups: 1.5), .init(name: "Carrot", cups: 0.5), .init(name: "Mango", cups: 0.5)], energy: 230),
        Smoothie(id: "kiwi-cutie", title: "Kiwi Cutie", description: "Kiwi Cutie is beautiful inside and out.", measuredIngredients: [.init(name: "Kiwi", cups: 2), .init(name: "Orange", cups: 1), .init(name: "Spinach", cups: 1)], hasFreeRecipe: true, energy: 210),
        Smoothie(id: "papas-papaya", title: "Papa's Papaya", description: "Papa would be proud of you if you picked this smoothie.", measuredIngredients: [.init(name: "Papaya", cups: 1.5), .init(name: "Almond Milk", cups: 1), .init(name: "Banana", cups: 0.5)], energy: 290),
    ]
}

struct SmoothieRow: View {
    var smoothie: Smoothie

    var body: some View {
        HStack(alignment: .top) {
            RoundedRectangle(cornerRadius: 10, style: .continuous)
                .fill(LinearGradient(colors: [.pink, .orange], startPoint: .topLeading, endPoint: .bottomTrailing))
                .frame(width: 60, height: 60)
                .overlay {
                    Image(systemName: "cup.and.saucer.fill")
                        .foregroundStyle(.white)
                }
                .accessibility(hidden: true)

            VStack(alignment: .leading) {
                Text(smoothie.title)
                    .font(.headline)
                    .lineLimit(1)

                Text(smoothie.menuIngredients)
                    .lineLimit(2)
                    .font(.subheadline)
                    .foregroundStyle(.secondary)

                Text("\(smoothie.energy) kcal")
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            }

            Spacer(minLength: 0)
        }
        .font(.subheadline)
        .accessibilityElement(children: .combine)
    }
}

struct SmoothieView: View {
    var smoothie: Smoothie

    @State private var selectedIngredientID: String?
    @State private var topmostIngredientID: String?

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 16) {
                Text(smoothie.description)
                    .font(.title3)
                    .fixedSize(horizontal: false, vertical: true)

                Text("Ingredients")
                    .font(Font.title).bold()
                    .foregroundStyle(.secondary)

                LazyVGrid(columns: [GridItem(.adaptive(minimum: 130), spacing: 16, alignment: .top)], alignment: .center, spacing: 16) {
                    ForEach(smoothie.measuredIngredients, id: \.name) { ingredient in
                        VStack {
                            Circle()
                                .fill(.orange.gradient)
                                .frame(width: 80, height: 80)
                            Text(ingredient.name)
                                .font(.headline)
                            Text("\(ingredient.cups.formatted()) cups")
                                .font(.caption)
                                .foregroundStyle(.secondary)
                        }
                        .padding()
                        .background(.quaternary, in: RoundedRectangle(cornerRadius: 16, style: .continuous))
                    }
                }
            }
            .padding()
        }
        .safeAreaInset(edge: .bottom, spacing: 0) {
            Button {
                // order the smoothie
            } label: {
                Label("Buy with Apple Pay", systemImage: "applelogo")
                    .frame(maxWidth: .infinity)
            }
            .buttonStyle(.borderedProminent)
            .controlSize(.large)
            .padding()
            .background(.bar)
        }
        .navigationTitle(smoothie.title)
        .toolbar {
            Button {
            } label: {
                Label("Favorite", systemImage: "heart")
            }
        }
    }
}

struct SmoothieMenu: View {
    @State private var searchString = ""
    @State private var selection: Smoothie.ID?

    var smoothies: [Smoothie] {
        Smoothie.all.filter { searchString.isEmpty || $0.title.localizedCaseInsensitiveContains(searchString) }
    }

    var body: some View {
        NavigationStack {
            List(smoothies) { smoothie in
                NavigationLink(value: smoothie) {
                    SmoothieRow(smoothie: smoothie)
                }
                .listRowInsets(EdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16))
            }
            .listStyle(.insetGrouped)
            .navigationTitle("Menu")
            .navigationDestination(for: Smoothie.self) { smoothie in
                SmoothieView(smoothie: smoothie)
            }
            .searchable(text: $searchString) {
                ForEach(smoothies) { smoothie in
                    Text(smoothie.title)
                        .searchCompletion(smoothie.title)
                }
            }
        }
    }
}

#Preview {
    SmoothieMenu()
}

#Preview("Row") {
    SmoothieRow(smoothie: Smoothie.all[0])
        .padding()
}
