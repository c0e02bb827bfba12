import Trellis
import TrellisLayout
import TrellisRender

/// What `index.html` says about the site: its title, its summary, and which pages it shows under
/// which headings, in what order. A team's site carries its own name this way; nothing in the
/// index names Trellis unless the title does.
public struct SiteIndex: Sendable, Equatable {
    /// A heading of the index and the ids of the pages under it (`SitePage.id`), in order.
    public struct Group: Sendable, Equatable {
        /// The heading shown above the group's pages.
        public var title: String
        /// The ids of the group's pages, in the order the index shows them.
        public var pageIDs: [String]

        /// Creates a group headed `title` listing the pages `pageIDs`, in that order.
        public init(_ title: String, pageIDs: [String]) {
            self.title = title
            self.pageIDs = pageIDs
        }
    }

    /// The page's `<title>` and the index's heading.
    public var title: String
    /// The line under the title; nil counts the screens, themes and variants of the run instead.
    public var summary: String?
    /// Empty lists every page in the order the tool was given them, under no heading. Otherwise
    /// the groups come in this order and pages in no group follow them, under no heading, so
    /// none is lost.
    public var groups: [Group]

    /// Creates the description of a site's index.
    ///
    /// - Parameters:
    ///   - title: The index's `<title>` and heading.
    ///   - summary: The line under the title; nil counts the run's screens, themes and variants.
    ///   - groups: Headings with their pages, in order; empty lists every page under no heading.
    public init(title: String = "Gallery", summary: String? = nil, groups: [Group] = []) {
        self.title = title
        self.summary = summary
        self.groups = groups
    }

    /// A group's page id that names no page (they are matched as file names, as `Slug` makes them).
    public struct UnknownPage: Error, Sendable, Equatable, CustomStringConvertible {
        /// The id that names no page.
        public var id: String
        /// The title of the group that names it.
        public var group: String
        /// The ids of the pages there are, for the message.
        public var known: [String]
        public var description: String {
            "the index group '\(group)' names page '\(id)', which is not a page; pages: " + known.joined(separator: ", ")
        }
    }

    /// The first id of a group that is not among `pages`.
    public func unknownPage(among pages: [SitePage]) -> UnknownPage? {
        let known = Set(pages.map { Slug.make($0.id) })
        for group in groups {
            for id in group.pageIDs where !known.contains(Slug.make(id)) {
                return UnknownPage(id: id, group: group.title, known: pages.map(\.id))
            }
        }
        return nil
    }

    /// The sections of one theme and variant's cards: each group's title and its source ids, in
    /// order, then the rest under no title (omitted when empty).
    func sections(sourceIDs: [String]) -> [(title: String?, sourceIDs: [String])] {
        guard !groups.isEmpty else { return [(nil, sourceIDs)] }
        var placed: Set<String> = []
        var result: [(title: String?, sourceIDs: [String])] = []
        for group in groups {
            let ids = group.pageIDs.map { Slug.make($0) }.filter { placed.insert($0).inserted }
            result.append((group.title, ids))
        }
        let rest = sourceIDs.filter { !placed.contains($0) }
        if !rest.isEmpty { result.append((nil, rest)) }
        return result
    }
}
