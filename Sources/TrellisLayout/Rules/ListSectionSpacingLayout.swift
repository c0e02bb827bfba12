import TrellisCore

/// The gaps between a list's sections under `listSectionSpacing` (ListSectionSpacing.swift in
/// Trellis): a section asks for the spacing its rows carry, else its neighbour's, else the
/// list's, and gives half above and half below; the gap after section i is the mean of what i
/// and i + 1 ask.
extension LayoutPass {
    func sectionGaps(_ sections: ArraySlice<Int>, _ style: ResolvedListStyle) -> [CGFloat] {
        let own = sections.map(sectionSpacing)
        guard own.contains(where: { $0 != nil }) else { return [] }
        return own.indices.map { position in
            guard position + 1 < own.count else { return style.sectionSpacing }
            let upper = own[position] ?? own[position + 1] ?? style.sectionSpacing
            let lower = own[position + 1] ?? own[position] ?? style.sectionSpacing
            return (upper + lower) / 2
        }
    }

    /// The spacing a section's own `listSectionSpacing` asks for: its first row's.
    private func sectionSpacing(_ section: Int) -> CGFloat? {
        guard case .listSection = kinds[section] else { return nil }
        for child in children(of: section) {
            if case .listRow(let row) = kinds[child] { return row.sectionSpacing }
        }
        return nil
    }
}
