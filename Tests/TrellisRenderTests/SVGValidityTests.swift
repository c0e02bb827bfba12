import Foundation
import Testing
import Trellis
@testable import TrellisRender
@testable import TrellisSite
import TrellisValidation
@testable import TrellisTestSupport

/// Every gallery page as SVG, under every theme, color scheme and canvas, checked three ways:
/// by Trellis's Validator (the SVG 1.1 DTD and Trellis's SVG schema), by xmllint against Debian's
/// copy of the W3C SVG 1.1 DTD, and by rendering it with rsvg-convert, which must say nothing.
/// The external tools run once over all files (xmllint) or in one shell (rsvg-convert, which
/// renders one file per run). Without a tool its test is skipped, except on CI (CI=true), where
/// `.ci/run` installs them and a skip would protect nothing.
@Suite struct SVGValidityTests {
    /// The SVGs, rendered once for the suite, unchecked: the tests are the checks.
    static let rendered = Task { @MainActor () -> [SiteFile] in
        let plan = SitePlan.make(
            pages: galleryPages, themes: Theme.all, colorSchemes: [.light, .dark], canvases: RenderCanvas.builtIn)
        let output = await SiteRenderer(writesHTML: false, writesSVG: true).render(plan)
        // Thrown, not #require'd: an issue recorded here would count for whichever test came
        // first, and the others would pass on an error already recorded.
        if !output.failures.isEmpty { throw RenderingFailed(message: "\(output.failures)") }
        let svgs = output.files.filter { $0.path.hasSuffix(".svg") }
        // 7 screens under each of 3 themes today, in 2 schemes and 3 canvases.
        guard svgs.count == plan.documents.count, svgs.count >= 7 * 3 * 2 * 3 else {
            throw RenderingFailed(message: "\(svgs.count) SVGs for \(plan.documents.count) pages")
        }
        return svgs
    }

    struct RenderingFailed: Error, CustomStringConvertible {
        var message: String
        var description: String { "the gallery's SVGs did not render: \(message)" }
    }

    /// Writes the SVGs into a fresh folder, returning it and the files' paths.
    static func writtenSVGs() async throws -> (folder: URL, files: [String]) {
        let svgs = try await rendered.value
        let directory = try temporaryDirectory()
        try SiteWriter(directory: directory.path).write(svgs)
        return (directory, svgs.map { directory.appendingPathComponent($0.path).path })
    }

    @Test func everyGallerySVGPassesTheValidator() async throws {
        let validator = Validator()
        var invalid: [String] = []
        for svg in try await Self.rendered.value {
            let report = validator.validate(String(decoding: svg.contents, as: UTF8.self), as: .svg)
            if !report.isValid { invalid.append(report.formatted(documentName: svg.path)) }
        }
        #expect(invalid.isEmpty, "\(invalid.count) invalid:\n\(invalid.prefix(5).joined(separator: "\n"))")
    }

    @Test(.enabled(if: executable("xmllint") != nil || isCI, "needs xmllint (libxml2-utils; required on CI)"))
    func everyGallerySVGIsValidAgainstTheW3CDTDInXmllint() async throws {
        let xmllint = try #require(executable("xmllint"), "xmllint is not on PATH (Debian: libxml2-utils)")
        try #require(FileManager.default.fileExists(atPath: svgDTD), "\(svgDTD) is missing (Debian: w3c-sgml-lib)")
        let (directory, files) = try await Self.writtenSVGs()
        defer { try? FileManager.default.removeItem(at: directory) }
        // --nonet: the DOCTYPE names the W3C's URL; the DTD given is the local copy.
        let result = try runWithStatus(xmllint, ["--noout", "--nonet", "--dtdvalid", svgDTD] + files)
        #expect(result.status == 0 && result.errors.isEmpty, "xmllint exited \(result.status):\n\(result.errors)")
    }

    @Test(.enabled(if: executable("rsvg-convert") != nil || isCI, "needs rsvg-convert (librsvg2-bin; required on CI)"))
    func everyGallerySVGRendersInRsvgWithoutAWarning() async throws {
        try #require(executable("rsvg-convert") != nil, "rsvg-convert is not on PATH (Debian: librsvg2-bin)")
        let (directory, files) = try await Self.writtenSVGs()
        defer { try? FileManager.default.removeItem(at: directory) }
        // One line per file that failed or printed anything, with what it printed.
        let script = #"""
            for f; do
              said=$(rsvg-convert "$f" 2>&1 >/dev/null); status=$?
              if [ $status -ne 0 ] || [ -n "$said" ]; then printf '%s (exit %d): %s\n' "$f" $status "$said"; fi
            done
            """#
        let complaints = try run("/bin/sh", ["-c", script, "sh"] + files)
        #expect(complaints.isEmpty, "rsvg-convert:\n\(complaints.prefix(4000))")
    }
}
