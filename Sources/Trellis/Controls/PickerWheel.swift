/// A picker in the wheel style (`.pickerStyle(.wheel)`), drawn as iOS draws a wheel at rest: the
/// selected option in the middle on a light rounded band, the two options before and after it
/// above and below, fading with their distance from the middle, in a 180-point column that
/// fills its width. iOS shows no label beside a wheel, so the label is not drawn (readers still
/// hear it through the options). Composed of ordinary nodes, so layout, both outputs and the
/// dump need nothing new; a still picture shows no 3D curl, so the rows keep their height.
@MainActor
enum PickerWheel {
    /// A row's height and the rows shown on each side of the selection.
    static let rowHeight: CGFloat = 36
    static let rowsAround = 2
    /// The opacity of a row one and two rows from the middle.
    static let fading: [Double] = [1, 0.5, 0.22]

    /// Options of a wheel are written in iOS's wheel size, one line each.
    static func optionsContext(_ context: _ResolveContext) -> _ResolveContext {
        context.modifyingEnvironment {
            $0.font = $0.font ?? .title2
            $0.lineLimit = 1
        }
    }

    static func wheel(
        _ options: [ResolvedNode], choices: (Int, ResolvedNode) -> ResolvedNode, in context: _ResolveContext
    ) -> [ResolvedNode] {
        let selected = options.firstIndex { if case .tagged(true) = $0.kind { true } else { false } } ?? 0
        let dark = context.environment.colorScheme == .dark
        var slots: [ResolvedNode] = []
        for offset in -rowsAround...rowsAround {
            let position = selected + offset
            guard options.indices.contains(position) else {
                slots.append(context.resolveSingle(Color.clear.frame(height: rowHeight)))
                continue
            }
            let label = _Deferred(nodes: [options[position]]).frame(maxWidth: .infinity).frame(height: rowHeight)
            let opacity = fading[abs(offset)]
            let row = opacity < 1 ? context.resolveSingle(label.opacity(opacity)) : context.resolveSingle(label)
            slots.append(choices(position, row))
        }
        let band = Color(SemanticColor.tertiarySystemFill.value(dark: dark))
        let wheel = ZStack {
            RoundedRectangle(cornerRadius: 8).fill(band).frame(height: rowHeight).padding(.horizontal, 8)
            VStack(spacing: 0) { _Deferred(nodes: slots) }
        }
        .frame(maxWidth: .infinity)
        .frame(height: rowHeight * CGFloat(2 * rowsAround + 1))
        return [context.resolveSingle(wheel)]
    }
}

/// A picker drawn as a wheel of its options, the selected one in the middle.
public struct WheelPickerStyle: PickerStyle {
    /// The wheel style.
    public init() {}
    public var _kind: PickerStyleKind { .wheel }
}

extension PickerStyle where Self == WheelPickerStyle {
    /// A wheel of the options, the selection in the middle.
    public static var wheel: WheelPickerStyle { WheelPickerStyle() }
}
