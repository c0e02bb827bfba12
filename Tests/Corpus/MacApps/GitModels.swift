import Foundation

struct GitRef: Identifiable, Hashable {
    enum Kind { case folder, localBranch, remoteBranch, tag, stash }

    let id: String
    var name: String
    var kind: Kind
    var isHead = false
    var ahead = 0
    var behind = 0
    var children: [GitRef]? = nil

    var systemImage: String {
        switch kind {
        case .folder: return "folder"
        case .localBranch: return "arrow.triangle.branch"
        case .remoteBranch: return "network"
        case .tag: return "tag"
        case .stash: return "tray.full"
        }
    }
}

struct GitCommit: Identifiable, Hashable {
    let id: String
    var summary: String
    var author: String
    var relativeDate: String
    var refs: [String] = []
    var isMerge = false

    var shortHash: String { String(id.prefix(7)) }
}

struct FileChange: Identifiable, Hashable {
    enum Status: String { case added = "A", modified = "M", deleted = "D", renamed = "R" }

    var id: String { path }
    var path: String
    var status: Status
    var additions: Int
    var deletions: Int
}

enum GitSampleData {
    static let branches = GitRef(id: "branches", name: "Branches", kind: .folder, children: [
        GitRef(id: "main", name: "main", kind: .localBranch, isHead: true, ahead: 2),
        GitRef(id: "feature", name: "feature", kind: .folder, children: [
            GitRef(id: "feature/sidebar", name: "sidebar", kind: .localBranch, behind: 3),
            GitRef(id: "feature/table", name: "table-sorting", kind: .localBranch),
        ]),
    ])

    static let remotes = GitRef(id: "remotes", name: "Remotes", kind: .folder, children: [
        GitRef(id: "origin", name: "origin", kind: .folder, children: [
            GitRef(id: "origin/main", name: "main", kind: .remoteBranch),
            GitRef(id: "origin/release", name: "release/2.0", kind: .remoteBranch),
        ]),
    ])

    static let tags: [GitRef] = [
        GitRef(id: "v1.0", name: "v1.0.0", kind: .tag),
        GitRef(id: "v1.1", name: "v1.1.0", kind: .tag),
    ]

    static let commits: [GitCommit] = [
        GitCommit(id: "a1b2c3d4e5f60718", summary: "Sort the process table by CPU", author: "Ada Lovelace", relativeDate: "2 hours ago", refs: ["main", "HEAD"]),
        GitCommit(id: "b2c3d4e5f6071829", summary: "Merge branch 'feature/sidebar'", author: "Grace Hopper", relativeDate: "yesterday", isMerge: true),
        GitCommit(id: "c3d4e5f60718293a", summary: "Sidebar: outline groups for remotes", author: "Grace Hopper", relativeDate: "yesterday"),
        GitCommit(id: "d4e5f60718293a4b", summary: "Bump version to 1.1.0", author: "Ada Lovelace", relativeDate: "3 days ago", refs: ["v1.1.0"]),
        GitCommit(id: "e5f60718293a4b5c", summary: "Fix crash when the repository has no commits", author: "Linus", relativeDate: "last week", refs: ["origin/main"]),
    ]

    static let changes: [FileChange] = [
        FileChange(path: "Sources/App/ProcessTable.swift", status: .modified, additions: 24, deletions: 8),
        FileChange(path: "Sources/App/Sorting.swift", status: .added, additions: 61, deletions: 0),
        FileChange(path: "Sources/App/OldSorter.swift", status: .deleted, additions: 0, deletions: 40),
    ]
}
