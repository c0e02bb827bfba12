import TrellisFuzzing

/// Everything a fuzz run saw, from the children's report lines and their exits.
struct Tally {
    struct Problem {
        var seed: UInt64
        /// `crash`, `hang`, `nu`, or a `FuzzFinding.Kind`'s raw value.
        var kind: String
        var document: String
        var message: String
    }

    var trees = 0
    var documents = 0
    var namedRenderErrors = 0
    var problems: [Problem] = []
    /// The tree that used the most processor time, and how many milliseconds.
    var slowest: (seed: UInt64, millis: Int)?
    var firstSeed: UInt64 = 0
    var lastSeed: UInt64 = 0
    /// Documents the Nu checker read, when it ran.
    var nuDocuments: Int?

    /// Takes one line of the `run` protocol (see `Worker`).
    mutating func take(_ line: String) {
        let fields = line.split(separator: " ", maxSplits: 3).map(String.init)
        guard fields.count >= 2, let seed = UInt64(fields[1]) else { return }
        switch fields[0] {
        case "finding" where fields.count == 4:
            let rest = fields[3].split(separator: "\t", maxSplits: 1).map(String.init)
            problems.append(Problem(seed: seed, kind: fields[2], document: rest[0], message: rest.count > 1 ? rest[1] : ""))
        case "done":
            let numbers = line.split(separator: " ").dropFirst(2).compactMap { Int($0) }
            guard numbers.count >= 4 else { return }
            trees += 1
            documents += numbers[1]
            namedRenderErrors += numbers[2]
            if numbers[0] > slowest?.millis ?? -1 { slowest = (seed, numbers[0]) }
            lastSeed = max(lastSeed, seed)
        default:
            break
        }
    }

    func problems(ofKind kind: String) -> [Problem] {
        problems.filter { $0.kind == kind }
    }

    /// Trees with at least one problem of `kind`, in seed order.
    func seeds(ofKind kind: String) -> [UInt64] {
        Array(Set(problems(ofKind: kind).map(\.seed))).sorted()
    }
}
