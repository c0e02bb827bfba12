/// The screen a `NavigationLink` leads to, resolved with the link's environment.
///
/// A destination is hashed by its screen's hash, worked out once when the screen is set: a
/// screen's hash covers its destinations' screens, so hashing a tree walked every screen nested
/// under it again, and a site plan (which keys its pages by destination, at every level) walked
/// the screens of a chain of links once per level above them.
public struct ResolvedDestination: Hashable, Sendable {
    /// The destination view's type name, or for a screen built from Trellis's own views its
    /// navigation title: a name for people (page titles show it), which may hold any text.
    public var name: String
    /// The destination screen, resolved; the site writes it as a page of its own.
    public var tree: ResolvedTree {
        didSet { treeHash = tree.hashValue }
    }
    /// `tree`'s hash. Its own destinations hash by theirs, so working it out walks this screen's
    /// nodes alone.
    private var treeHash: Int

    /// Creates a destination from its display name and resolved screen.
    public init(name: String, tree: ResolvedTree) {
        self.name = name
        self.tree = tree
        treeHash = tree.hashValue
    }

    /// Equal hashes first: two different screens seldom share one, so most unequal pairs are
    /// told apart without a walk.
    public static func == (a: ResolvedDestination, b: ResolvedDestination) -> Bool {
        a.treeHash == b.treeHash && a.name == b.name && a.tree == b.tree
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(treeHash)
    }

    /// `name` as a file name and relative URL: lowercase ASCII words joined by hyphens, at most
    /// 60 characters, never a scheme or `..` (see `Slug`). Link to `pageName + ".html"`, never
    /// to `name`.
    public var pageName: String { Slug.make(name) }
}
