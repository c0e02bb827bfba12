import Trellis
import TrellisSite

/// What the names given to `--theme`, `--color-scheme`, `--canvas` and `--format` mean, for every
/// command that takes them. Each result is in a fixed order, whatever order the command line
/// named things in, so the output depends only on what was asked for; `all` names everything.
enum OptionValues {
    /// The themes `names` pick from `known` (the built-in ones unless given), in `known`'s order.
    static func themes(_ names: [String], from known: [Theme] = Theme.all) throws(UsageError) -> [Theme] {
        var wanted: Set<String> = []
        for name in names {
            if name.lowercased() == "all" {
                known.forEach { wanted.insert($0.name) }
                continue
            }
            do {
                wanted.insert(try Theme(named: name, in: known).name)
            } catch {
                throw UsageError("\(error.description), or all")
            }
        }
        return known.filter { wanted.contains($0.name) }
    }

    /// Light before dark.
    static func colorSchemes(_ names: [String]) throws(UsageError) -> [ColorScheme] {
        try choices(names, from: ColorScheme.allCases.map { ($0.rawValue, $0) }, kind: "color scheme", plural: "color schemes")
    }

    /// Built-in canvases in the order phone, tablet, desktop, then custom sizes narrowest first.
    static func canvases(_ names: [String]) throws(UsageError) -> [RenderCanvas] {
        var wanted: [RenderCanvas] = []
        for name in names {
            if name.lowercased() == "all" {
                wanted += RenderCanvas.builtIn
                continue
            }
            do {
                wanted.append(try RenderCanvas(parsing: name))
            } catch {
                throw UsageError(error.description)
            }
        }
        return RenderCanvas.ordered(wanted)
    }

    /// Smallest first. Names are SwiftUI's cases (`xSmall`, `accessibility3`) in any case, or the
    /// HIG's `AX1`…`AX5`.
    static func dynamicTypeSizes(_ names: [String]) throws(UsageError) -> [DynamicTypeSize] {
        let known = DynamicTypeSize.allCases.map(\.rawValue)
        var wanted: Set<DynamicTypeSize> = []
        for name in names {
            let lowered = name.lowercased()
            if lowered == "all" {
                wanted.formUnion(DynamicTypeSize.allCases)
            } else if let size = DynamicTypeSize.allCases.first(where: {
                $0.rawValue.lowercased() == lowered || ($0.isAccessibilitySize && "ax" + $0.rawValue.dropFirst("accessibility".count) == lowered)
            }) {
                wanted.insert(size)
            } else {
                throw UsageError(
                    "unknown Dynamic Type size '\(name)'" + DidYouMean.clause(for: name, among: known)
                        + "; sizes: " + known.joined(separator: ", ") + ", or all")
            }
        }
        return DynamicTypeSize.allCases.filter(wanted.contains)
    }

    /// The values `names` pick from `known` (any case, `all` for every one), in `known`'s order;
    /// an unknown name is an error listing the known ones.
    static func choices<Value>(
        _ names: [String], from known: [(name: String, value: Value)], kind: String, plural: String
    ) throws(UsageError) -> [Value] {
        var picked = Array(repeating: false, count: known.count)
        for name in names {
            let lowered = name.lowercased()
            if lowered == "all" {
                picked = picked.map { _ in true }
            } else if let index = known.firstIndex(where: { $0.name == lowered }) {
                picked[index] = true
            } else {
                throw UsageError("unknown \(kind) '\(name)'; \(plural): \(known.map(\.name).joined(separator: ", ")), or all")
            }
        }
        return known.indices.filter { picked[$0] }.map { known[$0].value }
    }
}
