import Trellis

struct PaletteView: View {
    @State private var palettes = Palette.samples
    @State private var selectedPalette: Palette.ID? = "Sunset"
    @State private var selectedColor: PaletteColor.ID?
    @State private var pickerColor = Color(red: 0.2, green: 0.5, blue: 0.9)
    @AppStorage("palette.columns") private var columnCount = 4

    private var palette: Palette? {
        palettes.first { $0.id == selectedPalette }
    }

    var body: some View {
        NavigationSplitView {
            List(palettes, selection: $selectedPalette) { palette in
                HStack {
                    Text(palette.name)
                    Spacer()
                    HStack(spacing: 0) {
                        ForEach(palette.colors) { color in
                            color.swiftUIColor.frame(width: 8, height: 14)
                        }
                    }
                    .clipShape(RoundedRectangle(cornerRadius: 3))
                }
            }
            .navigationSplitViewColumnWidth(180)
        } detail: {
            if let palette {
                ScrollView {
                    LazyVGrid(columns: Array(repeating: GridItem(.flexible(), spacing: 12), count: columnCount), spacing: 12) {
                        ForEach(palette.colors) { color in
                            ColorSwatchView(color: color, isSelected: selectedColor == color.id)
                                .onTapGesture { selectedColor = color.id }
                        }
                    }
                    .padding(20)
                }
                .navigationTitle(palette.name)
                .navigationSubtitle("\(palette.colors.count) colors")
            } else {
                Text("Select a palette")
                    .font(.title2)
                    .foregroundStyle(.tertiary)
            }
        }
        .toolbar {
            ToolbarItemGroup(placement: .primaryAction) {
                ColorPicker("New Color", selection: $pickerColor, supportsOpacity: false)
                    .labelsHidden()
                Stepper(value: $columnCount, in: 2...6) {
                    Text("\(columnCount) columns")
                }
                .controlSize(.small)
                Button {
                } label: {
                    Label("Export", systemImage: "square.and.arrow.up")
                }
                .help("Export as CSS variables")
            }
        }
    }
}

#Preview {
    PaletteView()
        .frame(width: 860, height: 480)
}
