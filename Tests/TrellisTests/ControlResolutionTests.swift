import Foundation
import Testing
import Trellis

/// Each control resolved: what it draws in the state its binding holds, from existing nodes.
@MainActor
@Suite struct ControlResolutionTests {
    private func shapes(_ node: ResolvedNode) -> [ResolvedShape] {
        node.preorder.compactMap { if case .shape(let shape) = $0.kind { shape } else { nil } }
    }

    private func accessibility(_ node: ResolvedNode) -> [ResolvedAccessibility] {
        node.preorder.compactMap { if case .accessibility(let value) = $0.kind { value } else { nil } }
    }

    private func images(_ node: ResolvedNode) -> [ResolvedImage] {
        node.preorder.compactMap { if case .image(let image) = $0.kind { image } else { nil } }
    }

    /// The alignment of the switch's knob layer and the track's fill.
    private func switchState(_ view: some View) -> (knob: Alignment?, track: Color.Resolved?) {
        let root = view.resolved().root
        let overlay = root.preorder.first { if case .overlay = $0.kind { true } else { false } }
        guard let overlay, case .overlay(let alignment) = overlay.kind else { return (nil, nil) }
        return (alignment, shapes(overlay.children[0]).first?.fill)
    }

    // MARK: Toggle

    @Test func aToggleThatIsOnHasItsKnobTrailingOnAGreenTrack() {
        let state = switchState(Toggle("Wi-Fi", isOn: .constant(true)))
        #expect(state.knob == .trailing)
        #expect(state.track == .hex(0x34C759))
    }

    @Test func aToggleThatIsOffHasItsKnobLeadingOnAGrayTrack() {
        let state = switchState(Toggle("Wi-Fi", isOn: .constant(false)))
        #expect(state.knob == .leading)
        #expect(state.track == .hex(0x787880, opacity: 0.16))  // UIKit's secondarySystemFill
    }

    @Test func aTintColorsTheSwitchButTheThemesTintDoesNot() {
        #expect(switchState(Toggle("A", isOn: .constant(true)).tint(.blue)).track == .hex(0x007AFF))
        var theme = Theme.marigold
        theme.colors.tint = .purple
        #expect(switchState(Toggle("A", isOn: .constant(true)).theme(theme)).track == .hex(0x34C759))
    }

    @Test func theSwitchIs51By31WithA27PointKnob() {
        let dump = Toggle("A", isOn: .constant(true)).resolved().dump()
        #expect(dump.contains("frame width=51 height=31"))
        #expect(dump.contains("frame width=27 height=27"))
    }

    @Test func aToggleTellsReadersItsState() {
        #expect(accessibility(Toggle("A", isOn: .constant(true)).resolved().root).first?.control == .toggle(isOn: true))
        #expect(accessibility(Toggle("A", isOn: .constant(false)).resolved().root).first?.control == .toggle(isOn: false))
    }

    @Test func aButtonStyledToggleIsFilledWithTheTintWhenOn() {
        let on = Toggle("Bold", isOn: .constant(true)).toggleStyle(.button).tint(.green).resolved().root
        let off = Toggle("Bold", isOn: .constant(false)).toggleStyle(.button).tint(.green).resolved().root
        #expect(shapes(on).first?.fill == .hex(0x34C759))
        #expect(on.text("Bold")?.color == .hex(0xFFFFFF))
        #expect(shapes(off).first?.fill == .hex(0x34C759, opacity: 0.15))
        #expect(off.text("Bold")?.color == .hex(0x34C759))
    }

    struct CheckboxStyle: ToggleStyle {
        func makeBody(configuration: Configuration) -> some View {
            HStack {
                Image(systemName: configuration.isOn ? "checkmark.square" : "square")
                configuration.label
            }
            .onTapGestureless { configuration.isOn.toggle() }
        }
    }

    @Test func aCustomToggleStyleDrawsFromTheConfiguration() {
        let on = Toggle("Agree", isOn: .constant(true)).toggleStyle(CheckboxStyle()).resolved().root
        let off = Toggle(isOn: .constant(false)) { Text("Agree") }.toggleStyle(CheckboxStyle()).resolved().root
        #expect(images(on).map(\.systemName) == ["checkmark.square"])
        #expect(images(off).map(\.systemName) == ["square"])
        #expect(off.text("Agree") != nil)
    }

    @Test func aToggleWithASystemImageShowsItsLabel() {
        let root = Toggle("Airplane Mode", systemImage: "paperplane.fill", isOn: .constant(false)).resolved().root
        #expect(images(root).map(\.systemName) == ["paperplane.fill"])
        #expect(root.text("Airplane Mode") != nil)
    }

    // MARK: Text fields

    @Test func anEmptyTextFieldShowsItsTitleInThePlaceholderGray() {
        let root = TextField("Name", text: .constant("")).resolved().root
        #expect(root.text("Name")?.color == .hex(0x3C3C43, opacity: 0.3))
    }

    @Test func aTextFieldWithAValueShowsTheValueAndNotThePlaceholder() {
        let root = TextField("Name", text: .constant("Ada")).resolved().root
        #expect(root.texts.map(\.string) == ["Ada"])
        #expect(root.text("Ada")?.color == .hex(0x000000))
    }

    @Test func thePromptIsThePlaceholderWhenGiven() {
        let root = TextField("Email", text: .constant(""), prompt: Text("you@example.com")).resolved().root
        #expect(root.texts.map(\.string) == ["you@example.com"])
        #expect(accessibility(root).first?.label == "Email")
    }

    @Test func aSecureFieldShowsADotPerCharacter() {
        let root = SecureField("Password", text: .constant("hunter2")).resolved().root
        #expect(root.texts.map(\.string) == ["•••••••"])
    }

    @Test func aFormattedFieldWritesItsValueInTheEnvironmentsLocale() {
        let american = TextField("Count", value: .constant(1234.5), format: .number).resolved().root
        #expect(american.texts.map(\.string) == ["1,234.5"])
        let german = TextField("Count", value: .constant(1234.5), format: .number)
            .environment(\.locale, Locale(identifier: "de_DE")).resolved().root
        #expect(german.texts.map(\.string) == ["1.234,5"])
    }

    @Test func aRoundedBorderFieldIsBoxed() {
        let plain = TextField("Name", text: .constant("")).resolved().root
        let boxed = TextField("Name", text: .constant("")).textFieldStyle(.roundedBorder).resolved().root
        #expect(shapes(plain).isEmpty)
        #expect(shapes(boxed).map(\.kind) == [.roundedRectangle(cornerRadius: 5, style: .continuous), .roundedRectangle(cornerRadius: 5, style: .continuous)])
    }

    @Test func aVerticalFieldWrapsAndASingleLineOneDoesNot() {
        let single = TextField("Bio", text: .constant("a b")).resolved().root.text("a b")
        let vertical = TextField("Bio", text: .constant("a b"), axis: .vertical).resolved().root.text("a b")
        #expect(single?.lineLimit == 1)
        #expect(vertical?.lineLimit == nil)
    }

    @Test func aTextEditorShowsItsTextFromTheTopLeading() {
        let dump = TextEditor(text: .constant("Notes")).resolved().dump()
        #expect(dump.contains("maxWidth=inf maxHeight=inf alignment=leading-top"))
        #expect(dump.contains("text \"Notes\""))
    }

    // MARK: Values

    /// The fraction of the proportional-width node in `view`.
    private func fraction(_ view: some View) -> Double? {
        view.resolved().root.preorder.lazy.compactMap { node -> Double? in
            if case .proportionalWidth(let rule) = node.kind { rule.fraction } else { nil }
        }.first
    }

    @Test func aSliderPlacesItsThumbByItsValuesFractionOfTheRange() {
        #expect(fraction(Slider(value: .constant(30.0), in: 0...40)) == 0.75)
        #expect(fraction(Slider(value: .constant(-5.0), in: 0...40)) == 0)
    }

    @Test func aSteppedSliderSnapsToAStep() {
        let root = Slider(value: .constant(0.37), in: 0...1, step: 0.25).resolved().root
        #expect(accessibility(root).first?.control == .slider(value: 0.25, lowerBound: 0, upperBound: 1))
    }

    @Test func aSlidersLabelIsForReadersAndItsValueLabelsAreDrawn() {
        let root = Slider(value: .constant(0.5)) { Text("Volume") } minimumValueLabel: { Text("0") } maximumValueLabel: { Text("10") }
            .resolved().root
        #expect(root.texts.map(\.string) == ["0", "10"])
        #expect(accessibility(root).first?.label == "Volume")
    }

    @Test func aStepperDimsTheHalfThatIsAtABound() {
        let root = Stepper("Quantity", value: .constant(0), in: 0...10).resolved().root
        let colors = images(root).map { "\($0.systemName) \($0.color.hexString)@\($0.color.opacity)" }
        #expect(colors == ["minus #3C3C43@0.3", "plus #000000@1.0"])
        #expect(root.preorder.contains { if case .fixedFrame(let frame) = $0.kind { frame.width == 94 && frame.height == 32 } else { false } })
    }

    @Test func aStepperWithActionsDimsAMissingOne() {
        let root = Stepper("Pages", onIncrement: {}, onDecrement: nil).resolved().root
        #expect(images(root).map(\.color.opacity) == [0.3, 1])
    }

    @Test func aProgressViewWithAValueFillsItsFraction() {
        #expect(fraction(ProgressView(value: 0.6)) == 0.6)
        #expect(fraction(ProgressView("Upload", value: 3.0, total: 4)) == 0.75)
        #expect(fraction(ProgressView(value: 0.6).progressViewStyle(.circular)) == nil)
    }

    @Test func aProgressViewWithoutAValueSpins() {
        let root = ProgressView("Loading…").resolved().root
        #expect(fraction(ProgressView("Loading…")) == nil)
        #expect(shapes(root).filter { $0.kind == .circle }.count == 8)
        #expect(accessibility(root).first?.control == .progress(fractionCompleted: nil))
        #expect(accessibility(root).first?.label == "Loading…")
    }

    // MARK: Pickers and buttons

    /// 2026-01-05 09:41:00 UTC.
    private let monday = Date(timeIntervalSince1970: 1_767_606_060)

    @Test func aDatePickerShowsItsBindingsDateAndTime() {
        let root = DatePicker("Starts", selection: .constant(monday)).resolved().root
        // ICU, as iOS, puts a narrow no-break space before "AM".
        #expect(root.texts.map(\.string) == ["Starts", "Jan 5, 2026", "9:41\u{202F}AM"])
    }

    @Test func aDatePickerShowsOnlyTheComponentsAskedFor() {
        let root = DatePicker("Day", selection: .constant(monday), displayedComponents: .date).resolved().root
        #expect(root.texts.map(\.string) == ["Day", "Jan 5, 2026"])
    }

    @Test func aDatePickerFollowsTheEnvironmentsTimeZoneAndLocale() {
        let root = DatePicker("Starts", selection: .constant(monday))
            .environment(\.timeZone, TimeZone(identifier: "America/New_York")!)
            .environment(\.locale, Locale(identifier: "de_DE"))
            .resolved().root
        #expect(root.texts.map(\.string) == ["Starts", "5. Jan. 2026", "04:41"])
    }

    @Test func aColorPickerShowsItsColorInAWell() {
        let root = ColorPicker("Accent", selection: .constant(.orange)).resolved().root
        #expect(shapes(root).contains { $0.kind == .circle && $0.fill == .hex(0xFF9500) })
    }

    @Test func aMenuIsItsLabelAsAButton() {
        let root = Menu("Sort") { Button("Name") {} }.resolved().root
        guard case .button = root.kind else { Issue.record("not a button: \(root.kind.name)"); return }
        #expect(root.texts.map(\.string) == ["Sort"])
    }

    @Test func anEditButtonSaysEditInTheTint() {
        let root = EditButton().tint(.green).resolved().root
        #expect(root.text("Edit")?.color == .hex(0x34C759))
    }

    @Test func anEditButtonSaysDoneWhileEditing() {
        let root = EditButton().environment(\.editMode, .constant(.active)).resolved().root
        #expect(root.texts.map(\.string) == ["Done"])
        #expect(root.texts.first?.font.weight == .semibold)
    }

    // MARK: Disabled

    @Test func aDisabledControlIsDimmed() {
        for root in [
            Toggle("A", isOn: .constant(true)).disabled(true).resolved().root,
            Button("B") {}.disabled(true).resolved().root,
            Slider(value: .constant(0.5)).disabled(true).resolved().root,
        ] {
            #expect(root.kind == .opacity(0.4), "\(root.kind.name)")
        }
        #expect(Toggle("A", isOn: .constant(true)).disabled(false).resolved().root.kind != .opacity(0.4))
    }

    @Test func aDisabledStepperDimsOnce() {
        let root = Stepper("Q", value: .constant(1), in: 0...2).disabled(true).resolved().root
        #expect(root.preorder.filter { if case .opacity = $0.kind { true } else { false } }.count == 1)
    }

    // MARK: Label styles

    @Test func labelStylesChooseTheTitleTheIconOrBoth() {
        let label = Label("Star", systemImage: "star.fill")
        let both = label.resolved().root
        let title = label.labelStyle(.titleOnly).resolved().root
        let icon = label.labelStyle(.iconOnly).resolved().root
        #expect(both.texts.count == 1 && images(both).count == 1)
        #expect(title.texts.count == 1 && images(title).isEmpty)
        #expect(icon.texts.isEmpty && images(icon).count == 1)
    }

    struct VerticalLabelStyle: LabelStyle {
        func makeBody(configuration: Configuration) -> some View {
            VStack { configuration.icon; configuration.title }
        }
    }

    @Test func aCustomLabelStyleArrangesTitleAndIcon() {
        let root = Label("Star", systemImage: "star.fill").labelStyle(VerticalLabelStyle()).resolved().root
        guard case .stack(let stack) = root.kind else { Issue.record("\(root.kind.name)"); return }
        #expect(stack.axis == .vertical)
        guard case .image = root.children.first?.kind else { Issue.record("icon not first"); return }
    }
}

extension View {
    /// Stands for a tap gesture in the style above: actions never run in a snapshot.
    fileprivate func onTapGestureless(_ action: @escaping () -> Void) -> some View { self }
}
