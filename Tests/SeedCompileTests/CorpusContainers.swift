import Trellis

// Screens written as SwiftUI app code writes them (`import Trellis` standing for
// `import SwiftUI`), compiled in Swift 5 mode: a photo grid in a scroll view, a settings form,
// a grid of stats, and the smaller container idioms around them.

struct Photo: Identifiable {
    let id: Int
    let color: Color
    let symbol: String
}

struct PhotoGridView: View {
    let photos: [Photo] = (0..<14).map { index in
        let colors: [Color] = [.red, .orange, .yellow, .green, .teal, .blue, .indigo, .purple, .pink]
        let symbols = ["star.fill", "heart.fill", "leaf.fill", "bolt.fill", "flame.fill", "moon.fill", "sun.max.fill"]
        return Photo(id: index, color: colors[index % colors.count], symbol: symbols[index % symbols.count])
    }

    let columns = [GridItem(.adaptive(minimum: 100), spacing: 4)]

    var body: some View {
        NavigationStack {
            ScrollView {
                LazyVGrid(columns: columns, spacing: 4) {
                    ForEach(photos) { photo in
                        RoundedRectangle(cornerRadius: 8)
                            .fill(photo.color)
                            .frame(height: 100)
                            .overlay {
                                Image(systemName: photo.symbol)
                                    .font(.largeTitle)
                                    .foregroundStyle(.white)
                            }
                    }
                }
                .padding(.horizontal, 4)
            }
            .scrollIndicators(.hidden)
            .navigationTitle("Photos")
        }
    }
}

struct SettingsFormView: View {
    @State private var showsAdvanced = true
    @State private var showsAbout = false

    var body: some View {
        NavigationStack {
            Form {
                Section("Account") {
                    LabeledContent("Name", value: "Ada Lovelace")
                    LabeledContent("Plan") {
                        Text("Family")
                    }
                }
                Section {
                    DisclosureGroup("Advanced", isExpanded: $showsAdvanced) {
                        LabeledContent("Cache", value: "24 MB")
                        LabeledContent("Build", value: "1.4.2")
                    }
                    DisclosureGroup("About", isExpanded: $showsAbout) {
                        Text("Made with care.")
                    }
                }
                Section("Storage") {
                    GroupBox("iCloud") {
                        Text("3.2 GB of 5 GB used")
                            .font(.footnote)
                    }
                }
            }
            .formStyle(.grouped)
            .navigationTitle("Settings")
        }
    }
}

struct StatsGridView: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text("This week")
                .font(.title2)
            Grid(alignment: .leading, horizontalSpacing: 24, verticalSpacing: 12) {
                GridRow {
                    Text("Day").font(.headline)
                    Text("Steps").font(.headline)
                    Text("Sleep").font(.headline)
                }
                Divider()
                GridRow {
                    Text("Monday")
                    Text("8,214")
                    Text("7 h")
                }
                GridRow {
                    Text("Tuesday")
                    Text("11,902")
                    Text("6 h")
                }
                GridRow {
                    Text("Total").bold()
                    Text("20,116 steps in two days").gridCellColumns(2)
                }
            }
            GroupBox {
                ViewThatFits(in: .horizontal) {
                    Text("Best day: Tuesday, 11,902 steps, a new record")
                    Text("Best: Tuesday")
                }
            }
        }
        .padding()
    }
}

struct ContainerIdioms: View {
    @State private var selected = 0

    var body: some View {
        ScrollViewReader { proxy in
            ScrollView(.horizontal, showsIndicators: false) {
                LazyHStack(spacing: 12, pinnedViews: [.sectionHeaders]) {
                    ForEach(0..<8, id: \.self) { index in
                        Capsule()
                            .fill(index == selected ? Color.blue : Color.gray)
                            .frame(width: 60, height: 32)
                            .id(index)
                    }
                }
                .padding()
            }
            .scrollDisabled(false)
            Button("Jump") {
                proxy.scrollTo(3, anchor: .center)
            }
        }
        ScrollView([.horizontal, .vertical]) {
            LazyVStack(alignment: .leading) {
                Text("Both axes")
            }
        }
        LazyHGrid(rows: [GridItem(.fixed(40)), GridItem(.flexible(minimum: 20, maximum: 60))]) {
            Text("A")
            Text("B")
        }
        GeometryReader { geometry in
            Rectangle()
                .fill(Color.green)
                .frame(width: geometry.frame(in: .local).width * 0.5, height: 8 + geometry.safeAreaInsets.top)
        }
        .frame(height: 20)
        List {
            Text("Row")
        }
        .scrollContentBackground(.hidden)
    }
}
