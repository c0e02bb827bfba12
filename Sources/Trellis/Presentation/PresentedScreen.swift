/// How a presented sheet, cover, alert or dialog looks over the screen, composed from ordinary
/// views: a dimming color over the whole screen and the presentation's card or panel on it, so
/// layout, both emitters and the agreement check need nothing new.
@MainActor
enum PresentedScreen {
    /// The dimming behind a sheet and behind an alert or dialog, close to iOS's.
    static let sheetDimming = 0.35
    static let alertDimming = 0.2

    /// A sheet: a card with rounded corners in the theme's background, 10 points below the top
    /// at the large detent (the screen behind it shrunk: SheetBackdrop.swift), the lower half of
    /// the screen at the medium one, over a dimmed screen.
    /// Its content is a screen of its own (its title and bars are its own).
    static func sheet<V: View>(_ content: V, in context: _ResolveContext) -> ResolvedNode {
        let screen = ScreenRecorder()
        let root = screen.presenting(over: contentContext(context, screen).resolveSingle(content))
        let background = context.environment.theme.colors.background.resolve(in: context.environment)
        let showsIndicator = screen.structure.dragIndicator == .visible
        let sized = _Deferred(nodes: [root]).frame(maxWidth: .infinity, maxHeight: .infinity)
        // `.presentationBackground { … }` gives a view; otherwise a style or the theme's color.
        let filled: AnyView = if let backgroundView = screen.structure.presentationBackgroundView {
            AnyView(sized.background { backgroundView })
        } else {
            AnyView(sized.background(screen.structure.presentationBackground ?? AnyShapeStyle(Color(background))))
        }
        let card = filled
            .overlay(alignment: .top) {
                if showsIndicator {
                    Capsule().fill(Color(SemanticColor.tertiaryLabel.value(dark: context.environment.colorScheme == .dark)))
                        .frame(width: 36, height: 5)
                        .padding(.top, 5)
                }
            }
            .clipShape(RoundedRectangle(cornerRadius: screen.structure.presentationCornerRadius ?? 10))
        let dimming = Color.black.opacity(sheetDimming)
        if let detents = screen.structure.detents, SheetDetents.needsScreenHeight(detents) {
            return context.resolveSingle(SheetDetents.sheet(card, dimming: dimming, detents: detents))
        }
        let view: AnyView = switch shownDetent(screen.structure.detents) {
        case .points(let height):
            AnyView(ZStack(alignment: .bottom) { dimming; card.frame(height: height) })
        case .medium:
            // Two flexible halves: the stack rule gives each half the height.
            AnyView(ZStack { dimming; VStack(spacing: 0) { Color.clear; card } })
        case .large, .fraction:
            AnyView(FormSheet.largeSheet(card, dimming: dimming, phone: ZStack(alignment: .top) { dimming; card.padding(.top, 10) }))
        }
        if case .large = shownDetent(screen.structure.detents) {
            context.screen.structure.presentationBackdrop = { SheetBackdrop.behindLargeSheet($0, in: context) }
        }
        return context.resolveSingle(view)
    }

    /// A full-screen cover: its content over everything, on the theme's background.
    static func cover<V: View>(_ content: V, in context: _ResolveContext) -> ResolvedNode {
        let screen = ScreenRecorder()
        let root = screen.presenting(over: contentContext(context, screen).resolveSingle(content))
        let background = context.environment.theme.colors.background.resolve(in: context.environment)
        return context.resolveSingle(_Deferred(nodes: [root]).frame(maxWidth: .infinity, maxHeight: .infinity).background(Color(background)))
    }

    /// A presentation's content resolves as a screen of its own, outside the presenter's list,
    /// picker and navigation stack.
    private static func contentContext(_ context: _ResolveContext, _ screen: ScreenRecorder) -> _ResolveContext {
        var inner = context.onScreen(screen)
        inner.navigation = nil
        inner.listDepth = 0
        inner.isInPicker = false
        return inner
    }

    /// The detent a sheet opens at: the smallest it allows, when that needs no screen height
    /// (a fraction, or a height beside another detent, is chosen in layout: SheetDetents.swift).
    private static func shownDetent(_ detents: Set<PresentationDetent>?) -> PresentationDetent.Height {
        guard let detents, !detents.isEmpty else { return .large }
        func rank(_ height: PresentationDetent.Height) -> CGFloat {
            switch height {
            case .medium: 0.5
            case .large: 1
            case .fraction(let fraction): fraction
            case .points(let points): points / RenderCanvas.phone.size.height
            }
        }
        let smallest = detents.map(\.height).min { rank($0) < rank($1) } ?? .large
        if case .fraction(let fraction) = smallest { return fraction <= 0.75 ? .medium : .large }
        return smallest
    }

    // MARK: Alerts and dialogs

    struct Colors {
        var panel: Color
        var cancelPanel: Color
        var separator: Color
        var text: Color
        var secondaryText: Color

        init(_ environment: EnvironmentValues) {
            let dark = environment.colorScheme == .dark
            panel = Color(dark ? Color.Resolved(rgb: 0x2C2C2E) : Color.Resolved(rgb: 0xF2F2F2))
            cancelPanel = Color(dark ? Color.Resolved(rgb: 0x2C2C2E) : Color.Resolved(rgb: 0xFFFFFF))
            separator = Color(SemanticColor.separator.value(dark: dark))
            text = Color(SemanticColor.label.value(dark: dark))
            secondaryText = Color(SemanticColor.secondaryLabel.value(dark: dark))
        }
    }

    /// iOS's alert: a 270-point panel with rounded corners in the middle of a dimmed screen, its
    /// title and message centered, then its buttons, 44 points tall under hairlines: side by side
    /// when there are two (the cancel one on the left), else one per row (the cancel one last).
    static func alert(_ panel: AlertPanel, in context: _ResolveContext) -> ResolvedNode {
        let colors = Colors(context.environment)
        let written = panel.buttons.isEmpty ? [(label: "OK", role: ButtonRole?.none)] : panel.buttons
        let cancels = written.filter { $0.role == .cancel }
        let others = written.filter { $0.role != .cancel }
        let buttons = written.count == 2 ? cancels + others : others + cancels
        let labels = buttons.map { button in
            context.resolveSingle(buttonLabel(button, font: .body, height: 44))
        }
        var rows: [ResolvedNode] = []
        let hairline = context.resolveSingle(colors.separator.frame(height: 1))
        if labels.count == 2 {
            let divider = context.resolveSingle(colors.separator.frame(width: 1, height: 44))
            rows = [hairline, context.resolveSingle(HStack(spacing: 0) { _Deferred(nodes: [labels[0], divider, labels[1]]) })]
        } else {
            for label in labels { rows += [hairline, label] }
        }
        let title = panel.title
        let message = panel.message
        let view = ZStack {
            Color.black.opacity(alertDimming)
            VStack(spacing: 0) {
                VStack(spacing: 4) {
                    if let title { Text(verbatim: title).font(.headline) }
                    if let message { message.font(.footnote) }
                }
                .multilineTextAlignment(.center)
                .foregroundStyle(colors.text)
                .padding(EdgeInsets(top: 19, leading: 16, bottom: 19, trailing: 16))
                .frame(maxWidth: .infinity)
                _Deferred(nodes: rows)
            }
            .frame(width: 270)
            .background(colors.panel, in: RoundedRectangle(cornerRadius: 14))
        }
        return context.resolveSingle(view)
    }

    /// iOS's action sheet: at the bottom of a dimmed screen, 8 points from the edges, a panel
    /// with the title and message in small gray text and a 57-point row per button, and the
    /// cancel button on a panel of its own below (iOS adds one if the actions have none).
    static func dialog(_ panel: AlertPanel, in context: _ResolveContext) -> ResolvedNode {
        let colors = Colors(context.environment)
        let cancel = panel.buttons.first { $0.role == .cancel } ?? (label: "Cancel", role: .cancel)
        var rows: [ResolvedNode] = []
        let hairline = context.resolveSingle(colors.separator.frame(height: 1))
        let title = panel.title
        let message = panel.message
        if title != nil || message != nil {
            rows.append(context.resolveSingle(
                VStack(spacing: 4) {
                    if let title { Text(verbatim: title).font(.footnote.weight(.semibold)) }
                    if let message { message.font(.footnote) }
                }
                .multilineTextAlignment(.center)
                .foregroundStyle(colors.secondaryText)
                .padding(.vertical, 14)
                .padding(.horizontal, 16)
                .frame(maxWidth: .infinity)))
        }
        for button in panel.buttons where button.role != .cancel {
            if !rows.isEmpty { rows.append(hairline) }
            rows.append(context.resolveSingle(buttonLabel(button, font: .title3, height: 57)))
        }
        let cancelRow = buttonLabel(cancel, font: .title3, height: 57)
        let view = ZStack(alignment: .bottom) {
            Color.black.opacity(alertDimming)
            VStack(spacing: 8) {
                if !rows.isEmpty {
                    VStack(spacing: 0) { _Deferred(nodes: rows) }
                        .background(colors.panel, in: RoundedRectangle(cornerRadius: 13))
                }
                cancelRow.background(colors.cancelPanel, in: RoundedRectangle(cornerRadius: 13))
            }
            .padding(.horizontal, 8)
            .padding(.bottom, 8)
        }
        return context.resolveSingle(view)
    }

    /// A button of an alert or dialog: its label on one line in the tint (red when destructive,
    /// semibold when it cancels), centered in a row of `height`.
    private static func buttonLabel(_ button: (label: String, role: ButtonRole?), font: Font, height: CGFloat) -> some View {
        Text(verbatim: button.label)
            .font(button.role == .cancel ? font.weight(.semibold) : font)
            .foregroundStyle(button.role == .destructive ? Color.red : Color.accentColor)
            .lineLimit(1)
            .frame(maxWidth: .infinity)
            .frame(height: height)
    }
}
