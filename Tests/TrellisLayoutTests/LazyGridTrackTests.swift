import Testing
import Trellis
@testable import TrellisLayout

/// A lazy grid makes only the tracks its cells can sit in. An adaptive column divides its share
/// into up to `maximumAdaptiveTracks` tracks, and a grid offered a million points (a frame the
/// fuzzer's huge numbers clamp to that) made all 1,000 at every measurement and placement: 25
/// empty grids in a screen laid out once per state page made 100 million tracks, a quarter of
/// 18 s. The thickness the tracks take is the same, summed over all of them.
@Suite struct LazyGridTrackTests {
    static let adaptive = ResolvedGridItem(size: .adaptive(minimum: 1, maximum: .infinity), spacing: 8, alignment: nil)

    @Test func aGridMakesNoMoreTracksThanItHasCells() {
        let all = LayoutPass.gridTracks([Self.adaptive], across: 1_000_000, cells: .max)
        #expect(all.tracks.count == 1_000)
        #expect(all.used == all.tracks.reduce(0) { $0 + $1.length + $1.spacing })
        for cells in [0, 1, 3, 999] {
            let made = LayoutPass.gridTracks([Self.adaptive], across: 1_000_000, cells: cells)
            #expect(made.tracks.count == cells)
            #expect(made.used == all.used)
            #expect(made.tracks.map(\.length) == all.tracks.prefix(cells).map(\.length))
        }
    }

    /// With fixed and flexible items beside the adaptive one, the tracks made are the first ones
    /// of the whole set, in order, and the last track of the whole set has no space after it.
    @Test func theTracksMadeAreTheFirstOfAllOfThem() {
        let items = [
            ResolvedGridItem(size: .fixed(50), spacing: 4, alignment: .leading),
            Self.adaptive,
            ResolvedGridItem(size: .flexible(minimum: 10, maximum: .infinity), spacing: 6, alignment: .trailing),
        ]
        let all = LayoutPass.gridTracks(items, across: 500, cells: .max)
        #expect(all.tracks.last?.spacing == 0)
        for cells in 0...all.tracks.count {
            let made = LayoutPass.gridTracks(items, across: 500, cells: cells)
            #expect(made.used == all.used)
            #expect(made.tracks.map(\.length) == all.tracks.prefix(cells).map(\.length))
            #expect(made.tracks.map(\.spacing) == all.tracks.prefix(cells).map(\.spacing))
        }
    }
}
