import Testing
@testable import Trellis

/// iOS 13–15 code's Combine view models and binding-driven navigation (CorpusCombineEra): the chains
/// compile, a snapshot delivers nothing, and the views draw as their newer spellings do.
@MainActor @Suite struct CombineEraAPITests {
    private final class SearchModel: ObservableObject {
        @Published var query = "swift"
        @Published var isValid = false
        @Published var password = ""
        var received: [String] = []
        var cancellables = Set<AnyCancellable>()

        init() {
            $query
                .debounce(for: .milliseconds(300), scheduler: RunLoop.main)
                .removeDuplicates()
                .filter { !$0.isEmpty }
                .receive(on: DispatchQueue.main)
                .sink { [weak self] in self?.received.append($0) }
                .store(in: &cancellables)
            Publishers.CombineLatest($query, $password)
                .map { query, password in !query.isEmpty && password.count >= 8 }
                .assign(to: &$isValid)
        }
    }

    private func links(of view: some View) -> [ResolvedDestination] {
        view.resolved().root.subtree(includingDestinations: false).compactMap { node -> ResolvedDestination? in
            if case .navigationLink(let destination) = node.kind { destination } else { nil }
        }
    }

    @Test func aSnapshotDeliversNoValueToASubscriber() {
        let model = SearchModel()
        model.query = "trellis"
        #expect(model.received.isEmpty)
        #expect(model.query == "trellis")
    }

    @Test func schedulerStridesAreWrittenInSecondsAndMilliseconds() {
        #expect(SchedulerTime.Stride.milliseconds(500) == 0.5)
        #expect(SchedulerTime.Stride.seconds(2) == SchedulerTime.Stride.milliseconds(2_000))
        #expect(SchedulerTime(seconds: 1).advanced(by: .milliseconds(250)) == SchedulerTime(seconds: 1.25))
        #expect((-SchedulerTime.Stride.seconds(3)).magnitude == 3)
    }

    @Test func aCurrentValueSubjectKeepsTheLastValueSent() {
        let subject = CurrentValueSubject<Int, Never>(1)
        subject.send(4)
        #expect(subject.value == 4)
    }

    @Test func bindingDrivenLinksLinkToTheirDestinationAsADestinationLinkDoes() {
        let plain = links(of: NavigationView { NavigationLink(destination: Text("About").navigationBarTitle("About")) { Text("About") } })
        let active = links(of: NavigationView {
            NavigationLink(destination: Text("About").navigationBarTitle("About"), isActive: .constant(true)) { Text("About") }
        })
        let tagged = links(of: NavigationView {
            NavigationLink(destination: Text("About").navigationBarTitle("About"), tag: 2, selection: .constant(Int?.none)) {
                Text("About")
            }
        })
        #expect(plain.count == 1)
        #expect(active.map(\.name) == plain.map(\.name))
        #expect(tagged.map(\.name) == plain.map(\.name))
        #expect(active.first?.tree.title == "About")
    }

    @Test func aFieldWithEditingClosuresDrawsAsOneWithout() {
        let plain = TextField("Search", text: .constant("")).resolved()
        #expect(TextField("Search", text: .constant(""), onEditingChanged: { _ in }).resolved() == plain)
        #expect(TextField("Search", text: .constant(""), onCommit: {}).resolved() == plain)
        #expect(SecureField("Password", text: .constant("")).resolved()
            == SecureField("Password", text: .constant(""), onCommit: {}).resolved())
    }

    private struct Choice: Identifiable { let id: Int }

    @Test func anActionSheetForAnItemIsTheSheetShownWhileTheItemIsSet() {
        let sheet = ActionSheet(title: Text("Share"), buttons: [.default(Text("Copy")), .cancel()])
        let forItem = Text("Row").actionSheet(item: .constant(Choice?.some(Choice(id: 1)))) { _ in sheet }.resolved()
        let presented = Text("Row").actionSheet(isPresented: .constant(true)) { sheet }.resolved()
        #expect(forItem == presented)
        let none = Text("Row").actionSheet(item: .constant(Choice?.none)) { _ in sheet }.resolved()
        #expect(none == Text("Row").actionSheet(isPresented: .constant(false)) { sheet }.resolved())
        #expect(none != presented)
    }

    @Test func aTintedProgressStyleFillsInItsTint() {
        let fills = { (view: AnyView) -> [Color.Resolved] in
            view.resolved().root.subtree(includingDestinations: false).compactMap { node -> Color.Resolved? in
                if case .shape(let shape) = node.kind { shape.paint?.color } else { nil }
            }
        }
        let green = Color.green.resolve(in: EnvironmentValues())
        #expect(fills(AnyView(ProgressView(value: 0.5).progressViewStyle(LinearProgressViewStyle(tint: .green)))).contains(green))
        #expect(!fills(AnyView(ProgressView(value: 0.5).progressViewStyle(LinearProgressViewStyle()))).contains(green))
        let spinner = fills(AnyView(ProgressView().progressViewStyle(CircularProgressViewStyle(tint: .green))))
        #expect(spinner.first == green)
    }

    @Test func aSpringWithoutArgumentsIsTheResponseSpring() {
        // `.spring()` was ambiguous between the response and the duration forms.
        #expect(Animation.spring() == Animation.spring(response: 0.5, dampingFraction: 0.825, blendDuration: 0))
    }
}
