import Testing
import Trellis

// Issue 11, items 2, 7 and 1 (PreviewProvider): each form as app code writes it, in the Swift 5
// language mode, on one screen; the test says each leaves the screen as it would be without it.

private final class CompatibilityModel: ObservableObject {
    @Published var count = 0
    @Published var names = ["Ada", "Grace", "Edsger"]
}

private enum Field: Hashable { case name, email }

private struct Person: Identifiable {
    let id: Int
    var name: String
}

private struct NoOpScreen: View {
    let decorated: Bool
    @StateObject private var model = CompatibilityModel()
    @State private var people = [Person(id: 1, name: "Ada"), Person(id: 2, name: "Grace")]
    @State private var isOn = false
    @GestureState private var dragOffset = CGSize.zero
    @FocusState private var isFocused: Bool
    @FocusState private var field: Field?
    @Namespace private var namespace
    @Environment(\.dismiss) private var dismiss
    @Environment(\.openURL) private var openURL
    @Environment(\.editMode) private var editMode
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.horizontalSizeClass) private var sizeClass
    @Environment(\.presentationMode) private var presentationMode
    let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()

    var body: some View {
        if decorated {
            decoratedList
        } else {
            plainList
        }
    }

    var plainList: some View {
        List {
            ForEach(people) { person in
                Text(person.name)
            }
        }
    }

    var decoratedList: some View {
        List {
            ForEach(people) { person in
                Text(person.name)
                    .onTapGesture(count: 2) { isOn.toggle() }
                    .onLongPressGesture { isOn = false }
                    .gesture(DragGesture().updating($dragOffset) { value, state, _ in state = value.translation })
                    .simultaneousGesture(TapGesture().onEnded { isOn = true })
                    .highPriorityGesture(LongPressGesture(minimumDuration: 2).onChanged { _ in }.onEnded { _ in })
                    .gesture(DragGesture(minimumDistance: 0, coordinateSpace: .global).onChanged { _ in }.onEnded { _ in })
                    .swipeActions {
                        Button(role: .destructive) {} label: { Label("Delete", systemImage: "trash") }
                    }
                    .swipeActions(edge: .leading, allowsFullSwipe: false) { Button("Pin") {} }
                    .contextMenu { Button("Copy") {} }
                    .matchedGeometryEffect(id: person.id, in: namespace)
                    .transition(.asymmetric(insertion: .scale, removal: .opacity))
                    .focused($isFocused)
                    .focused($field, equals: .name)
                    .id(person.id)
                    .contentShape(Rectangle())
            }
            .onDelete { offsets in people.remove(atOffsets: offsets) }
            .onMove { source, destination in people.move(fromOffsets: source, toOffset: destination) }
        }
        .refreshable { }
        .onAppear { model.count += 1 }
        .onDisappear { }
        .task { }
        .task(id: model.count, priority: .background) { }
        .onChange(of: model.count) { newValue in isOn = newValue > 0 }
        .onChange(of: model.count) { oldValue, newValue in isOn = oldValue < newValue }
        .onChange(of: model.count, initial: true) { isOn = true }
        .onReceive(timer) { _ in model.count += 1 }
        .onReceive(model.objectWillChange) { _ in }
        .onReceive(NotificationCenter.default.publisher(for: Notification.Name("SettingsChanged"))) { _ in }
        .animation(.easeInOut(duration: 0.3), value: isOn)
        .animation(.spring(response: 0.4, dampingFraction: 0.7))
        .animation(.linear.delay(0.1).repeatForever(autoreverses: false), value: model.count)
        .onSubmit { field = .email }
        .submitLabel(.done)
        .keyboardType(.emailAddress)
        .textInputAutocapitalization(.never)
        .autocorrectionDisabled()
        .scrollDismissesKeyboard(.interactively)
        .sensoryFeedback(.success, trigger: isOn)
        .preferredColorScheme(nil)
        .statusBarHidden()
        .ignoresSafeArea()
        .edgesIgnoringSafeArea(.all)
        .previewLayout(.sizeThatFits)
        .previewDisplayName("Decorated")
        .previewDevice(PreviewDevice(rawValue: "iPhone 15 Pro"))
        .previewInterfaceOrientation(.landscapeLeft)
    }

    func save() {
        withAnimation { isOn.toggle() }
        let total = withAnimation(.bouncy) { people.count }
        _ = total
        dismiss()
        openURL(URL(string: "https://example.com")!)
        _ = editMode?.wrappedValue.isEditing
        presentationMode.wrappedValue.dismiss()
    }
}

private struct BoundRows: View {
    @ObservedObject var model: CompatibilityModel
    @State var people: [Person]

    var body: some View {
        VStack {
            List($people) { $person in
                Text(person.name)
            }
            ForEach($people, id: \.id) { $person in
                Text(person.name)
            }
            ForEach($model.names, id: \.self) { $name in
                Text(name)
            }
            Text(model.names[0]).badgeText($model.names[0])
        }
    }
}

private extension View {
    func badgeText(_ text: Binding<String>) -> some View { self }
}

private struct NoOpScreen_Previews: PreviewProvider {
    static var previews: some View {
        NoOpScreen(decorated: true)
    }
}

@MainActor @Suite struct CorpusCompatibilityTests {
    @Test func theNoOpModifiersLeaveTheScreenAsItWas() {
        let plain = NoOpScreen(decorated: false).resolved().dump()
        #expect(plain.contains("Grace"))
        #expect(NoOpScreen(decorated: true).resolved().dump() == plain)
        #expect(AnyView(NoOpScreen_Previews.previews).resolved().dump() == plain)
    }

    @Test func boundRowsShowTheirElements() {
        let dump = BoundRows(model: CompatibilityModel(), people: [Person(id: 1, name: "Ada"), Person(id: 2, name: "Linus")]).resolved().dump()
        for name in ["Ada", "Linus", "Grace", "Edsger"] {
            #expect(dump.contains("\"\(name)\""), "\(name) missing from \(dump)")
        }
    }
}
