import Testing
import Trellis
import TrellisLayout
@testable import TrellisRender
@testable import TrellisSite
@testable import TrellisTestSupport

/// A segmented picker is 32 pt tall at the default text size and grows with its labels' line at
/// larger sizes, so an accessibility-size label is not clipped by a 32-pt track.
@MainActor
struct SegmentedPickerTextSizeTests {
    func frames(at size: DynamicTypeSize) -> (picker: CGRect, label: CGRect) {
        let view = Picker("Units", selection: .constant(0)) {
            Text("Metric").tag(0)
            Text("Imperial").tag(1)
        }
        .pickerStyle(.segmented)
        .dynamicTypeSize(size)
        let layout = LayoutEngine.standard.layout(view.resolved(), in: CGSize(width: 390, height: 844))
        let tree = layout.tree
        var picker = CGRect.zero, label = CGRect.zero
        var index = 0
        func walk(_ node: ResolvedNode) {
            let here = index
            if case .segmentedPicker = node.kind { picker = layout[here].frame }
            if case .text(let text) = node.kind, text.string == "Metric" { label = layout[here].frame }
            index += 1
            node.children.forEach(walk)
        }
        walk(tree.root)
        return (picker, label)
    }

    @Test func theDefaultSizeKeepsThe32PointTrack() {
        #expect(frames(at: .large).picker.height == 32)
    }

    @Test func anAccessibilitySizeGrowsTheTrackAroundItsLabel() {
        let (picker, label) = frames(at: .accessibility5)
        #expect(picker.height > 32)
        #expect(label.height <= picker.height - 4, "label \(label) inside the track \(picker) with the 2-pt inset")
        #expect(label.minY >= picker.minY && label.maxY <= picker.maxY)
    }
}
