import Trellis

struct GlassDemo: View {
    @State private var isExpanded = false
    @State private var selectedTool = "pencil"
    @Namespace private var namespace

    private let tools = ["pencil", "eraser", "lasso", "scissors"]

    var body: some View {
        ZStack {
            LinearGradient(colors: [.teal, .blue, .purple], startPoint: .topLeading, endPoint: .bottomTrailing)
                .ignoresSafeArea()

            if #available(iOS 26, *) {
                glassContent
            } else {
                legacyContent
            }
        }
        .toolbar {
            ToolbarItem(placement: .topBarTrailing) {
                Button("Share", systemImage: "square.and.arrow.up") {}
            }
            if #available(iOS 26, *) {
                ToolbarSpacer(.fixed, placement: .topBarTrailing)
            }
            ToolbarItemGroup(placement: .topBarTrailing) {
                Button("Undo", systemImage: "arrow.uturn.backward") {}
                Button("Redo", systemImage: "arrow.uturn.forward") {}
            }
            ToolbarItem(placement: .bottomBar) {
                Button("Library", systemImage: "photo.on.rectangle") {}
            }
            if #available(iOS 26, *) {
                ToolbarSpacer(.flexible, placement: .bottomBar)
            }
            ToolbarItem(placement: .bottomBar) {
                Button("Camera", systemImage: "camera") {}
            }
        }
    }

    @available(iOS 26, *)
    private var glassContent: some View {
        VStack(spacing: 32) {
            Text("Liquid Glass")
                .font(.largeTitle.bold())
                .padding(.horizontal, 24)
                .padding(.vertical, 12)
                .glassEffect()

            GlassEffectContainer(spacing: 20) {
                HStack(spacing: 20) {
                    ForEach(isExpanded ? tools : [tools[0]], id: \.self) { tool in
                        Button {
                            selectedTool = tool
                        } label: {
                            Image(systemName: tool)
                                .font(.title2)
                                .frame(width: 56, height: 56)
                        }
                        .glassEffect(selectedTool == tool ? .regular.tint(.orange).interactive() : .regular.interactive(), in: .circle)
                        .glassEffectID(tool, in: namespace)
                    }
                }
            }

            Button(isExpanded ? "Collapse" : "Expand") {
                withAnimation(.bouncy) { isExpanded.toggle() }
            }
            .buttonStyle(.glass)

            HStack {
                Button("Cancel") {}
                    .buttonStyle(.glass)
                Button("Continue") {}
                    .buttonStyle(.glassProminent)
                    .tint(.orange)
            }
            .controlSize(.large)

            GlassEffectContainer {
                HStack(spacing: 0) {
                    Label("12", systemImage: "heart.fill")
                        .padding()
                        .glassEffect(.regular, in: .capsule)
                        .glassEffectUnion(id: "stats", namespace: namespace)
                    Label("4", systemImage: "bubble.fill")
                        .padding()
                        .glassEffect(.regular, in: .capsule)
                        .glassEffectUnion(id: "stats", namespace: namespace)
                }
            }

            Text("Clear variant")
                .padding()
                .glassEffect(.clear.tint(.white.opacity(0.1)), in: .rect(cornerRadius: 16))
        }
        .foregroundStyle(.white)
    }

    private var legacyContent: some View {
        VStack(spacing: 24) {
            Text("Liquid Glass needs iOS 26")
                .font(.title2.bold())
                .padding()
                .background(.ultraThinMaterial, in: .capsule)
            HStack {
                ForEach(tools, id: \.self) { tool in
                    Image(systemName: tool)
                        .font(.title2)
                        .frame(width: 56, height: 56)
                        .background(.regularMaterial, in: .circle)
                }
            }
        }
    }
}

#Preview {
    NavigationStack {
        GlassDemo()
            .navigationTitle("Glass")
    }
}
