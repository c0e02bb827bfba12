import Foundation
import CorpusSupport
import Testing
import Trellis
import TrellisSite
import TrellisTesting

/// Utility and productivity apps as public apps write them (tasks, notes, weather, recipes,
/// habits, a budget, a converter, a calculator, a reading list, workouts, a journal, settings),
/// compiled with only `import SwiftUI` changed. Each screen renders to valid HTML and SVG, and
/// what the APIs added for them draw is pinned.
@MainActor @Suite struct ProductivityCorpusTests {
    private func nodes(of view: some View) -> [ResolvedNode] {
        view.resolved().root.subtree(includingDestinations: false)
    }

    private func texts(of view: some View) -> [String] {
        nodes(of: view).compactMap { node -> String? in
            if case .text(let text) = node.kind { text.string } else { nil }
        }
    }

    private func symbols(of view: some View) -> [String] {
        nodes(of: view).compactMap { node -> String? in
            if case .image(let image) = node.kind { image.systemName } else { nil }
        }
    }

    private func count(_ kind: (ResolvedNode.Kind) -> Bool, in view: some View) -> Int {
        nodes(of: view).filter { kind($0.kind) }.count
    }

    private let now = EnvironmentValues.fixedReferenceDate

    @Test func everyScreenRendersValidHTMLAndSVGInBothSchemes() async {
        let rendering = await renderCorpus(ProductivityScreens.all, colorSchemes: [.light, .dark], missingSymbols: .placeholder, folder: "apps-a")
        #expect(rendering.failures.isEmpty, "\(rendering.failures)")
        for screen in ProductivityScreens.all {
            #expect(rendering.documents.keys.contains { $0.hasSuffix("/\(screen.id).html") }, "no page for \(screen.id)")
            #expect(rendering.documents.keys.contains { $0.hasSuffix("/\(screen.id).svg") }, "no SVG for \(screen.id)")
        }
    }

    @Test func aPrimitiveStyleDrawsTheWholeButtonAndTheInnermostStyleWins() {
        let styled = Button("Reset", role: .destructive) {}.buttonStyle(DestructiveConfirmButtonStyle())
        // The style's own Button is the one button, drawn bordered as the style asks.
        #expect(count({ if case .button = $0 { true } else { false } }, in: styled) == 1)
        #expect(count({ if case .shape = $0 { true } else { false } }, in: styled) == 1)
        #expect(texts(of: styled) == ["Reset"])
        let inner = Button("Reset") {}.buttonStyle(.plain).buttonStyle(DestructiveConfirmButtonStyle())
        #expect(count({ if case .shape = $0 { true } else { false } }, in: inner) == 0)
    }

    @Test func aGroupBoxStyleDrawsTheBoxFromItsLabelAndContent() {
        let box = GroupBox("Weekly") { Text("14 of 20") }
        #expect(texts(of: box.groupBoxStyle(CardGroupBoxStyle())) == ["Weekly", "14 of 20"])
        // The card style clips; the default style draws its rounded background instead.
        #expect(count({ if case .clip = $0 { true } else { false } }, in: box.groupBoxStyle(CardGroupBoxStyle())) == 1)
        #expect(count({ if case .clip = $0 { true } else { false } }, in: box) == 0)
        #expect(nodes(of: box).map(\.kind) == nodes(of: box.groupBoxStyle(.automatic)).map(\.kind))
    }

    @Test func aDisclosureGroupStyleShowsTheContentOnlyWhileExpanded() {
        func group(_ isExpanded: Bool) -> some View {
            DisclosureGroup("Details", isExpanded: .constant(isExpanded)) { Text("Streak") }
                .disclosureGroupStyle(PlusMinusDisclosureStyle())
        }
        #expect(texts(of: group(false)) == ["Details"])
        #expect(symbols(of: group(false)) == ["plus"])
        #expect(texts(of: group(true)) == ["Details", "Streak"])
        #expect(symbols(of: group(true)) == ["minus"])
    }

    @Test func timerTextCountsAtTheReferenceDate() {
        #expect(texts(of: Text(timerInterval: now...now.addingTimeInterval(1_500))) == ["25:00"])
        #expect(texts(of: Text(timerInterval: now.addingTimeInterval(-65)...now.addingTimeInterval(60), countsDown: false)) == ["1:05"])
        #expect(texts(of: Text(timerInterval: now...now.addingTimeInterval(3_723))) == ["1:02:03"])
        #expect(texts(of: Text(timerInterval: now...now.addingTimeInterval(3_723), showsHours: false)) == ["62:03"])
        // Paused ten seconds in; and before its start a timer shows its whole length.
        #expect(texts(of: Text(timerInterval: now...now.addingTimeInterval(60), pauseTime: now.addingTimeInterval(10))) == ["0:50"])
        #expect(texts(of: Text(timerInterval: now.addingTimeInterval(100)...now.addingTimeInterval(160))) == ["1:00"])
    }

    @Test func aTimerProgressViewIsFilledAsItIsAtTheReferenceDate() {
        func fraction(_ view: some View) -> Double? {
            nodes(of: view).compactMap { node -> Double? in
                if case .proportionalWidth(let width) = node.kind { width.fraction } else { nil }
            }.first
        }
        let interval = now.addingTimeInterval(-30)...now.addingTimeInterval(90)
        #expect(fraction(ProgressView(timerInterval: interval)) == 0.75)
        #expect(fraction(ProgressView(timerInterval: interval, countsDown: false)) == 0.25)
        #expect(texts(of: ProgressView(timerInterval: interval) { Text("Rest") }) == ["Rest", "1:30"])
    }

    @Test func interpolationWritesSpecifiersAndFormatters() {
        #expect(texts(of: Text("\(3.14159, specifier: "%.2f") kg")) == ["3.14 kg"])
        #expect(texts(of: Text("Set \(7, specifier: "%d")")) == ["Set 7"])
        let formatter = NumberFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.minimumFractionDigits = 1
        #expect(texts(of: Text("\(NSNumber(value: 2), formatter: formatter)")) == ["2.0"])
    }

    @Test func hiddenLabelsLeaveTheControlNamedButUndrawn() {
        let toggle = Toggle("Sounds", isOn: .constant(true))
        #expect(texts(of: toggle).contains("Sounds"))
        #expect(!texts(of: toggle.labelsHidden()).contains("Sounds"))
        #expect(nodes(of: toggle.labelsHidden()).contains { if case .accessibility(let role) = $0.kind { role.label == "Sounds" } else { false } })
        let picker = Picker("Units", selection: .constant(1)) { Text("Metric").tag(1) }
        #expect(texts(of: picker.labelsHidden()) == ["Metric"])
        #expect(!texts(of: DatePicker("Date", selection: .constant(now), displayedComponents: .date).labelsHidden()).contains("Date"))
    }

    @Test func aCollapsedSectionShowsOnlyItsHeader() {
        let collapsed = List { Section("Smart", isExpanded: .constant(false)) { Text("All Notes") } }
        let expanded = List { Section("Smart", isExpanded: .constant(true)) { Text("All Notes") } }
        #expect(texts(of: collapsed) == ["SMART"])
        #expect(texts(of: expanded) == ["SMART", "All Notes"])
    }

    @Test func aSelectableListDrawsAsAListWithoutSelection() {
        let items = ["A", "B"]
        let plain = nodes(of: List(items, id: \.self) { Text($0) }).map(\.kind)
        let selectable = nodes(of: List(items, id: \.self, selection: .constant(Set(["A"]))) { Text($0) }).map(\.kind)
        #expect(selectable == plain)
    }

    @Test func aMultiDatePickerCirclesTheChosenDaysOfTheirMonth() {
        let chosen: Set<DateComponents> = [DateComponents(year: 2025, month: 3, day: 4), DateComponents(year: 2025, month: 3, day: 18)]
        let picker = MultiDatePicker("Rest days", selection: .constant(chosen))
        let drawn = texts(of: picker)
        #expect(drawn.contains("March 2025"))
        #expect(drawn.contains("31") && !drawn.contains("32"))
        #expect(drawn.filter { Int($0) != nil }.count == 31)
        #expect(count({ if case .shape(let shape) = $0 { shape.kind == .circle } else { false } }, in: picker) == 2)
        // With none chosen it shows the reference date's month: January 2026.
        #expect(texts(of: MultiDatePicker("Days", selection: .constant([]))).contains("January 2026"))
    }

    @Test func aTabsLabelViewIsItsTabBarItem() {
        let tabs = TabView {
            Tab(value: 1) { Text("Screen") } label: { Label("Settings", systemImage: "gear") }
        }
        #expect(texts(of: tabs).contains("Settings"))
        #expect(symbols(of: tabs).contains("gear"))
    }

    @Test func anInlinePickerInAFormListsEachOptionAsARow() {
        let picker = Picker("Theme", selection: .constant(2)) { ForEach(1..<4) { Text("Option \($0)").tag($0) } }
            .pickerStyle(.inline)
        #expect(count({ if case .listRow = $0 { true } else { false } }, in: Form { Section { picker } }) == 3)
        #expect(count({ if case .listRow = $0 { true } else { false } }, in: VStack { picker }) == 0)
        #expect(symbols(of: Form { picker }) == ["checkmark"])
    }

    @Test func aPalettePickerOutsideAMenuIsSegmented() {
        let options = Picker("Flag", selection: .constant("red")) { Text("Red").tag("red"); Text("Green").tag("green") }
        #expect(nodes(of: options.pickerStyle(.palette)).map(\.kind) == nodes(of: options.pickerStyle(.segmented)).map(\.kind))
    }

    @Test func fiveScreensKeepTheirGoldens() {
        assertGolden(of: PreferencesView(), as: [.dump, .html, .svg], named: "preferences", themes: [.marigold], colorSchemes: [.light, .dark])
        assertGolden(of: TaskListView().environmentObject(TaskStore()), as: [.dump, .html, .svg], named: "tasks", themes: [.marigold], colorSchemes: [.light, .dark])
        assertGolden(of: BudgetView(), as: [.dump, .html, .svg], named: "budget", themes: [.marigold])
        assertGolden(of: DashboardView(), as: [.dump, .html, .svg], named: "dashboard", themes: [.marigold], colorSchemes: [.light, .dark])
        assertGolden(of: HabitEditView(habit: Habit.samples[1]), as: [.dump, .html, .svg], named: "habit-edit", themes: [.marigold])
    }

    @Test func unknownSymbolsAreListed() async {
        let rendering = await renderCorpus(ProductivityScreens.all, missingSymbols: .placeholder, folder: "apps-a")
        #expect(rendering.unknownSymbols.isEmpty, "\(rendering.unknownSymbols.sorted())")
    }
}
