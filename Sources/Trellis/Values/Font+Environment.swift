extension Font {
    /// The concrete font for a text in `environment`: a brand font gets its family's name as the
    /// files spell it, the weight of the face that draws it (CSS's nearest-weight match, so the
    /// pages ask browsers for exactly that face), and that face's natural line height. A name the
    /// catalog lacks stays as given, for the render's check to report.
    func resolve(in environment: EnvironmentValues) -> Resolved {
        var resolved = resolve(dynamicTypeSize: environment.dynamicTypeSize)
        guard case .custom(let name, _, _) = base,
              let face = environment.fontCatalog.face(named: name, weight: weight, isItalic: isItalic)
        else { return resolved }
        resolved.customFamily = face.family
        resolved.weight = face.weight
        resolved.isItalic = isItalic || face.isItalic
        resolved.lineHeight = face.lineHeight(at: resolved.size)
        return resolved
    }
}
