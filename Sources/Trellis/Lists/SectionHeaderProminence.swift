extension View {
    /// The prominence of list section headers below.
    public func headerProminence(_ prominence: Prominence) -> some View {
        environment(\.headerProminence, prominence)
    }
}

/// How prominent a list section's header is.
public enum Prominence: Hashable, Sendable {
    /// Headers as iOS draws them by default: small, secondary, in capitals.
    case standard
    /// Headers drawn larger, as a semibold title3 in the label color, not in capitals.
    case increased
}

private struct HeaderProminenceKey: EnvironmentKey { static let defaultValue = Prominence.standard }

extension EnvironmentValues {
    /// `.increased` draws list section headers as iOS does: larger, in the label color, not in capitals.
    public var headerProminence: Prominence {
        get { self[HeaderProminenceKey.self] }
        set { self[HeaderProminenceKey.self] = newValue }
    }
}

extension Section {
    /// The header's nodes: in capitals at the standard prominence, as a title3 heading at the
    /// increased one. The capitals are the environment's text case, as in SwiftUI, so that a
    /// header's own `.textCase(nil)` keeps its letters.
    static func resolveHeader(_ header: Parent, in context: _ResolveContext, prominence: Prominence) -> [ResolvedNode] {
        guard prominence == .increased else {
            return Parent._resolve(header, in: context.modifyingEnvironment { $0.textCase = .uppercase })
        }
        let prominent = context.modifyingEnvironment {
            $0.font = .title3.weight(.semibold)
            $0.foregroundStyle = AnyShapeStyle(Color.primary)
        }
        return Parent._resolve(header, in: prominent)
    }
}
