extension Text.LineStyle {
    /// The style with its color resolved in `environment`.
    func resolved(in environment: EnvironmentValues) -> ResolvedLineStyle {
        ResolvedLineStyle(pattern: pattern, color: color?.resolve(in: environment))
    }
}
