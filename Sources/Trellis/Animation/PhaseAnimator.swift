/// Animations that run through phases or keyframes (iOS 17). A render is one moment, before any
/// trigger fires: a phase animator shows its first phase, a keyframe animator its initial value,
/// so the content closure is called once with that and the keyframes are never evaluated.

/// The view an animator's content closure receives: the modified view, to apply the phase's
/// modifiers to.
public struct PlaceholderContentView<Value: View>: View {
    /// A placeholder has no body of its own; it resolves as the view it stands for.
    public typealias Body = Never
    let content: Value

    public static func _resolve(_ view: Self, in context: _ResolveContext) -> [ResolvedNode] {
        Value._resolve(view.content, in: context)
    }
}

extension View {
    /// Animates through `phases` each time `trigger` changes; a still screen shows the first phase.
    public func phaseAnimator<Phase: Equatable, Content: View>(
        _ phases: some Sequence<Phase>, trigger: some Equatable,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> Content,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) -> some View {
        AnimatorRest.firstPhase(of: phases, content: PlaceholderContentView(content: self), body: content)
    }

    /// Animates through `phases` over and over; a still screen shows the first phase.
    public func phaseAnimator<Phase: Equatable, Content: View>(
        _ phases: some Sequence<Phase>,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> Content,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) -> some View {
        AnimatorRest.firstPhase(of: phases, content: PlaceholderContentView(content: self), body: content)
    }

    /// Animates `initialValue` through `keyframes` each time `trigger` changes; a still screen
    /// shows the content at `initialValue`.
    public func keyframeAnimator<Value, K: Keyframes, Content: View>(
        initialValue: Value, trigger: some Equatable,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> Content,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> K
    ) -> some View where K.Value == Value {
        content(PlaceholderContentView(content: self), initialValue)
    }

    /// Animates `initialValue` through `keyframes`, repeating if asked; a still screen shows the
    /// content at `initialValue`.
    public func keyframeAnimator<Value, K: Keyframes, Content: View>(
        initialValue: Value, repeating: Bool = true,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> Content,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> K
    ) -> some View where K.Value == Value {
        content(PlaceholderContentView(content: self), initialValue)
    }
}

/// A container that animates its content through phases; a still screen shows the first.
public struct PhaseAnimator<Phase: Equatable, Content: View>: View {
    let phase: Phase?
    let content: (Phase) -> Content

    /// Animates through `phases` each time `trigger` changes.
    public init(
        _ phases: some Sequence<Phase>, trigger: some Equatable,
        @ViewBuilder content: @escaping (Phase) -> Content,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) {
        phase = phases.first(where: { _ in true })
        self.content = content
    }

    /// Animates through `phases` over and over.
    public init(
        _ phases: some Sequence<Phase>,
        @ViewBuilder content: @escaping (Phase) -> Content,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) {
        phase = phases.first(where: { _ in true })
        self.content = content
    }

    /// The content at the first phase; nothing if there are no phases.
    public var body: some View {
        if let phase { content(phase) }
    }

}

/// A container that animates a value through keyframes; a still screen shows the initial value.
public struct KeyframeAnimator<Value, KeyframePath: Keyframes, Content: View>: View where KeyframePath.Value == Value {
    let initialValue: Value
    let content: (Value) -> Content

    /// Animates `initialValue` through `keyframes` each time `trigger` changes.
    public init(
        initialValue: Value, trigger: some Equatable, @ViewBuilder content: @escaping (Value) -> Content,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath
    ) {
        self.initialValue = initialValue
        self.content = content
    }

    /// Animates `initialValue` through `keyframes`, repeating if asked.
    public init(
        initialValue: Value, repeating: Bool = true, @ViewBuilder content: @escaping (Value) -> Content,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath
    ) {
        self.initialValue = initialValue
        self.content = content
    }

    /// The content at the initial value.
    public var body: some View { content(initialValue) }
}

/// What an animator shows at rest.
enum AnimatorRest {
    /// The content at the first phase, or the view itself when there are none.
    @MainActor @ViewBuilder
    static func firstPhase<P, Base: View, C: View>(
        of phases: some Sequence<P>, content: PlaceholderContentView<Base>, body: (PlaceholderContentView<Base>, P) -> C
    ) -> some View {
        if let first = phases.first(where: { _ in true }) {
            body(content, first)
        } else {
            content
        }
    }
}
