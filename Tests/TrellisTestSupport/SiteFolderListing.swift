import Foundation

/// What a reader of an output folder sees: every file reachable from `root`, following symbolic
/// links as a browser or `cat` does, with its bytes. Trellis's own bookkeeping (the `.trellis…`
/// entries at the top) is left out; a link that leads nowhere shows nothing, as it does to a reader.
func visibleFiles(_ root: String) -> [String: Data] {
    var files: [String: Data] = [:]
    func walk(_ relative: String) {
        let full = relative.isEmpty ? root : root + "/" + relative
        for name in ((try? FileManager.default.contentsOfDirectory(atPath: full)) ?? []).sorted() {
            if relative.isEmpty, name.hasPrefix(".trellis") { continue }
            let path = relative.isEmpty ? name : relative + "/" + name
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: root + "/" + path, isDirectory: &isDirectory) else { continue }
            if isDirectory.boolValue {
                walk(path)
            } else if let data = FileManager.default.contents(atPath: root + "/" + path) {
                files[path] = data
            }
        }
    }
    walk("")
    return files
}
