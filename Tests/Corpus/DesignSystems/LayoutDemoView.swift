import Trellis

struct LayoutDemoView: View {
    @State private var tags = Tag.samples
    @State private var tab = 0
    @State private var alignmentIndex = 0
    @State private var forceVertical = false
    @State private var cardIndex = 1
    private let alignments: [HorizontalAlignment] = [.leading, .center, .trailing]

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 28) {
                UnderlineTabBar(titles: ["Flow", "Radial", "Stacks", "Carousel"], selection: $tab)
                    .frame(maxWidth: .infinity, alignment: .leading)

                DemoSection("Tag cloud") {
                    Picker("Alignment", selection: $alignmentIndex) {
                        Text("Leading").tag(0)
                        Text("Center").tag(1)
                        Text("Trailing").tag(2)
                    }
                    .pickerStyle(.segmented)
                    TagCloud(tags: $tags, alignment: alignments[alignmentIndex])
                    Text("\(tags.filter(\.isSelected).count) selected")
                        .font(.caption)
                        .foregroundStyle(.secondary)
                }

                DemoSection("Weighted row") {
                    WeightedHStack {
                        Color.red.frame(height: 32).layoutWeight(1)
                        Color.orange.frame(height: 32).layoutWeight(2)
                        Color.yellow.frame(height: 32).layoutWeight(3)
                    }
                    .frame(height: 32)
                    .clipShape(RoundedRectangle(cornerRadius: 6))
                }

                DemoSection("Radial") {
                    RadialLayout {
                        ForEach(["sun.max", "cloud", "cloud.rain", "snowflake", "wind", "bolt"], id: \.self) { name in
                            Image(systemName: name)
                                .font(.title2)
                                .frame(width: 44, height: 44)
                                .background(Circle().fill(.thinMaterial))
                        }
                    }
                    .frame(width: 220, height: 220)
                    .frame(maxWidth: .infinity)
                }

                DemoSection("AnyLayout") {
                    Toggle("Vertical", isOn: $forceVertical.animation())
                    AdaptiveStack(forceVertical: forceVertical) {
                        ForEach(DemoUser.samples.prefix(3)) { user in
                            Label(user.name, systemImage: "person.fill")
                                .padding(8)
                                .background(Color.secondary.opacity(0.1), in: RoundedRectangle(cornerRadius: 8))
                        }
                    }
                }

                DemoSection("Equal-width labels") {
                    EqualWidthLabels(rows: [("Name", "Trellis UI"), ("Version", "2.4.0"), ("License", "MIT")])
                }

                DemoSection("Carousel") {
                    Carousel(items: FeaturedCard.samples, index: $cardIndex) { card in
                        FeaturedCardView(card: card)
                    }
                    .frame(height: 180)
                    PageDots(count: FeaturedCard.samples.count, current: cardIndex)
                        .frame(maxWidth: .infinity)
                }

                DemoSection("Grid") {
                    Grid(alignment: .leading, horizontalSpacing: 12, verticalSpacing: 8) {
                        GridRow {
                            Text("Token").bold()
                            Text("Value").bold()
                        }
                        Divider().gridCellUnsizedAxes(.horizontal)
                        GridRow {
                            Text("spacing.m")
                            Text("16 pt")
                        }
                        GridRow {
                            Text("radius.card")
                            Text("12 pt")
                        }
                    }
                    .font(.callout.monospaced())
                }
            }
            .padding()
        }
        .navigationTitle("Layout")
    }
}

#Preview {
    NavigationStack { LayoutDemoView() }
}
