import Foundation
import Testing
import Trellis
import TrellisSite

/// A destination hashes by its screen's hash, worked out once: a screen's hash covers the screens
/// of its links, so hashing a destination walked every screen nested under it, and a site plan,
/// which keys pages by destination at every level, walked a chain of links once per level above
/// it. Found by random trees: 25 links into a screen of 25 more, planned once per state page,
/// hashed some 580,000 screens and spent half of 17 s there.
@Suite struct DestinationHashingTests {
    /// A chain of `depth` screens, each a line of text and a link to the next.
    static func chain(depth: Int, innermost: String = "Last") -> ResolvedDestination {
        let white = Color.Resolved(rgb: 0xFFFFFF)
        func screen(_ root: ResolvedNode) -> ResolvedTree {
            ResolvedTree(root: root, title: nil, background: white, colorScheme: .light, themeName: "test")
        }
        func text(_ string: String) -> ResolvedNode {
            ResolvedNode(.text(ResolvedText(
                string: string, font: Font.body.resolve(), color: Color.Resolved(rgb: 0), lineLimit: nil, alignment: .leading,
                isUnderlined: false, isStrikethrough: false, spacing: ResolvedTextSpacing())))
        }
        var destination = ResolvedDestination(name: "Level 0", tree: screen(text(innermost)))
        for level in 1..<depth {
            let link = ResolvedNode(.navigationLink(destination), children: [text("Next")])
            let root = ResolvedNode(.stack(ResolvedStack(axis: .vertical, alignment: .center, spacing: 0)), children: [text("Level \(level)"), link])
            destination = ResolvedDestination(name: "Level \(level)", tree: screen(root))
        }
        return destination
    }

    /// Every destination of the chain, outermost first, as a plan finds them level by level.
    static func levels(of outermost: ResolvedDestination) -> [ResolvedDestination] {
        var found: [ResolvedDestination] = []
        var next: ResolvedDestination? = outermost
        while let destination = next {
            found.append(destination)
            next = nil
            for node in destination.tree.root.subtree() {
                if case .navigationLink(let inner) = node.kind { next = inner }
            }
        }
        return found
    }

    static func processorSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// 5,000 levels hold some 20,000 nodes; hashing each level's destination walked all the
    /// levels under it, so the set below walked about 50 million nodes (more as it grew and
    /// hashed them again). Now each hash is a name and a number.
    @Test func aSetOfNestedDestinationsHashesEachScreenOnce() {
        let start = Self.processorSeconds()
        let levels = Self.levels(of: Self.chain(depth: 5_000))
        var seen: Set<ResolvedDestination> = []
        for destination in levels { seen.insert(destination) }
        #expect(seen.count == 5_000)
        let seconds = Self.processorSeconds() - start
        #expect(seconds < 2, "\(seconds) s of processor time")
    }

    /// The hash kept stands for the whole screen: destinations that differ only deep inside are
    /// unequal, and ones built apart from the same screens are equal and hash alike.
    @Test func nestedDestinationsCompareByTheirWholeScreens() {
        let a = Self.chain(depth: 50)
        let b = Self.chain(depth: 50)
        let c = Self.chain(depth: 50, innermost: "Other")
        #expect(a == b)
        #expect(a.hashValue == b.hashValue)
        #expect(a != c)
        #expect(Set([a, b, c]).count == 2)
        // Setting the screen works the hash out again.
        var d = c
        d.tree = a.tree
        #expect(d == a)
        #expect(d.hashValue == a.hashValue)
    }
}
