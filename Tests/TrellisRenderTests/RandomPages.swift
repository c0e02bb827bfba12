import Foundation
import Trellis
import TrellisSite
@testable import TrellisTestSupport

/// Seeded random screens, rendered into whole pages the way `trellis render` writes them, to find pages
/// Trellis writes that its own validator is slow on (random trees once stalled it for 40 s on a 128 KB page).
///
/// Views nest at random: stacks, lists, buttons, navigation links, text, padding, backgrounds, frames,
/// spacers and images, with a few hundred to a few thousand nodes per screen. The same seed always gives the
/// same page, on every machine. Not the project's fuzzer (that one mixes every view and modifier and hostile
/// strings); this one only builds the shapes that exercise the validator.
struct RandomPages {
    /// How deep the tree may nest and how many children a container gets at most.
    var maximumDepth = 9
    var maximumChildren = 5

    /// A page for `seed`: the screen through `HTMLEmitter`, then the built-in page template.
    @MainActor
    func page(seed: UInt64) throws -> String {
        var random = SplitMix64(seed: seed)
        let view = makeView(depth: 0, random: &random)
        let tree = view.resolved()
        let fragment = try HTMLEmitter().render(tree) { destination in destination.name + ".html" }
        return SiteTemplates.builtIn.page.render { name in
            switch name {
            case "title": "Random \(seed)"
            case "theme": "Marigold"
            case "variant": "Light · Phone 390×844"
            case "styles": fragment.stylesheet
            case "content": fragment.body
            case "nav": "<nav class=\"page-nav\" aria-label=\"Pages\"><a class=\"page-index\" href=\"../index.html\">All pages</a></nav>"
            default: ""
            }
        }
    }

    @MainActor
    private func makeView(depth: Int, random: inout SplitMix64) -> AnyView {
        // Containers near the root, so trees grow to page size before leaves end them.
        let choice = depth >= maximumDepth ? random.below(4) : depth < 2 ? 4 + random.below(10) : random.below(14)
        switch choice {
        case 0: return AnyView(Text(verbatim: Self.words(&random)))
        case 1: return AnyView(Image(systemName: ["star.fill", "leaf.fill", "chevron.right"][random.below(3)]))
        case 2: return AnyView(Spacer())
        case 3: return AnyView(Color.blue.frame(width: CGFloat(8 + random.below(40)), height: 12))
        case 4: return AnyView(VStack(spacing: CGFloat(random.below(12))) { children(depth, &random) })
        case 5: return AnyView(HStack { children(depth, &random) })
        case 6: return AnyView(ZStack { children(depth, &random) })
        case 7:
            let rows = children(depth, &random)
            return AnyView(List { rows })
        case 8:
            let label = makeView(depth: depth + 1, random: &random)
            return AnyView(Button(action: {}) { label })
        case 9:
            let label = makeView(depth: depth + 1, random: &random)
            return AnyView(NavigationLink(destination: Text(verbatim: "Detail")) { label })
        case 10: return AnyView(makeView(depth: depth + 1, random: &random).padding(CGFloat(random.below(20))))
        case 11: return AnyView(makeView(depth: depth + 1, random: &random).background(Color.yellow))
        case 12: return AnyView(makeView(depth: depth + 1, random: &random).frame(maxWidth: .infinity))
        default:
            let content = makeView(depth: depth + 1, random: &random)
            return AnyView(content.background { RoundedRectangle(cornerRadius: 8).fill(Color.green) })
        }
    }

    @MainActor
    private func children(_ depth: Int, _ random: inout SplitMix64) -> ForEach<Range<Int>, Int, AnyView> {
        let count = 1 + random.below(maximumChildren)
        var views: [AnyView] = []
        for _ in 0..<count { views.append(makeView(depth: depth + 1, random: &random)) }
        return ForEach(0..<count) { views[$0] }
    }

    private static func words(_ random: inout SplitMix64) -> String {
        let words = ["Water", "the", "fern", "every", "Tuesday", "sunlight", "shade", "soil", "leaf", "bloom"]
        return (0...random.below(5)).map { _ in words[random.below(words.count)] }.joined(separator: " ")
    }
}

/// A small, fast, seedable generator (Steele, Lea and Flood's SplitMix64), so a seed names one tree everywhere.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in 0..<bound.
    mutating func below(_ bound: Int) -> Int {
        Int(next() % UInt64(bound))
    }
}
