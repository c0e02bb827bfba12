#!/usr/bin/env bash
# Proves that a package can depend on Trellis the ordinary way, `.package(url:, from:)`, as a user's
# package does. The repository's current commit is copied into a bare repository with one tag (the
# version `trellis --version` prints), and a small consumer package, written here in a scratch
# folder, depends on that tag: a library of views with a `#Preview`, a Swift Testing test keeping a
# golden of one view (TrellisTesting), the README's "A first render" executable copied from the
# README, and an executable that renders the library's previews as a site.
#
# Steps, each of which must succeed (or, where said, fail):
#   1. `swift build`                           resolves the tag and builds Trellis as a versioned dependency
#   2. the README's first render and the previews site each write their pages
#   3. `swift test` with no goldens            records them, and fails as a first recording must
#   4. `swift test`                            passes against the recorded goldens
#   5. `swift build` again                     a second plain build works too
#   6. `swift test` after changing the label   fails, naming the golden: the test can fail
# No build may print a warning (SwiftPM's own included).
#
# usage: scripts/check-versioned-dependency.sh [SCRATCH_DIR]
#   SCRATCH_DIR (default: a new temporary folder, removed at the end) holds the bare copy and the
#   consumer; reusing one keeps the consumer's .build between runs.
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
say() { echo "check-versioned-dependency: $*" >&2; }
fail() { say "FAILED: $*"; exit 1; }
if [[ $# -gt 1 || "${1:-}" == -* ]]; then
    echo "usage: scripts/check-versioned-dependency.sh [SCRATCH_DIR]" >&2
    exit 2
fi
version="$(sed -n 's/.*static let current = "\(.*\)"/\1/p' "$root/Sources/TrellisCLI/CommandMessage.swift")"
[[ -n "$version" ]] || fail "no version in Sources/TrellisCLI/CommandMessage.swift"
if [[ $# -eq 1 ]]; then
    mkdir -p "$1"
    scratch="$(cd "$1" && pwd)"
else
    scratch="$(mktemp -d)"
    trap 'rm -rf "$scratch"' EXIT
fi
started=$SECONDS

# The bare copy holds only the commit under test, tagged: without the repository's other tags,
# `from:` can only resolve to it.
bare="$scratch/trellis.git"
rm -rf "$bare"
git clone --quiet --bare --no-tags "$root" "$bare"
git -C "$bare" fetch --quiet "$root" HEAD
git -C "$bare" tag "$version" FETCH_HEAD
commit="$(git -C "$bare" rev-parse FETCH_HEAD)"
say "tagged $(git -C "$bare" rev-parse --short FETCH_HEAD) as $version in $bare"

consumer="$scratch/Consumer"
# A reused scratch folder keeps build products, never a resolved or fetched copy of an older tag.
rm -rf "$consumer/Package.swift" "$consumer/Package.resolved" "$consumer/Sources" "$consumer/Tests" \
    "$consumer/.build/repositories" "$consumer/.build/checkouts" "$consumer/.build/workspace-state.json"
mkdir -p "$consumer/Sources/Cards" "$consumer/Sources/FirstRender" "$consumer/Sources/CardPreviews" \
    "$consumer/Tests/CardsTests/__Goldens__"
cat > "$consumer/Package.swift" <<EOF
// swift-tools-version:6.2
import PackageDescription

let package = Package(
    name: "Consumer",
    dependencies: [
        .package(url: "file://$bare", from: "$version"),
    ],
    targets: [
        .target(name: "Cards", dependencies: [.product(name: "Trellis", package: "trellis")]),
        .executableTarget(name: "FirstRender", dependencies: [
            .product(name: "Trellis", package: "trellis"),
            .product(name: "TrellisSite", package: "trellis"),
            .product(name: "TrellisCLI", package: "trellis"),
        ]),
        .executableTarget(name: "CardPreviews", dependencies: [
            "Cards",
            .product(name: "TrellisSite", package: "trellis"),
            .product(name: "TrellisCLI", package: "trellis"),
        ]),
        .testTarget(
            name: "CardsTests",
            dependencies: [
                "Cards",
                .product(name: "Trellis", package: "trellis"),
                .product(name: "TrellisTesting", package: "trellis"),
            ],
            exclude: ["__Goldens__"]
        ),
    ]
)
EOF
cat > "$consumer/Sources/Cards/WelcomeCard.swift" <<'EOF'
import Trellis

public struct WelcomeCard: View {
    public init() {}

    public var body: some View {
        VStack(spacing: 8) {
            Text("Welcome").font(.headline)
            Text("Three new messages").foregroundStyle(.secondary)
        }
        .padding()
    }
}

#Preview("Welcome") { WelcomeCard() }
EOF
cat > "$consumer/Sources/CardPreviews/main.swift" <<'EOF'
import Cards
import Foundation
import TrellisCLI
import TrellisSite

exit(await TrellisTool.run(pages: SitePage.previews()))
EOF
# The README's first render as the README shows it: the first swift block under its heading.
awk '/^## A first render/ { section = 1 }
     section && /^```swift$/ { inside = 1; next }
     inside && /^```$/ { exit }
     inside { print }' "$root/README.md" > "$consumer/Sources/FirstRender/main.swift"
grep -q "TrellisTool.run" "$consumer/Sources/FirstRender/main.swift" \
    || fail "README.md shows no first render (a swift block under '## A first render')"
cat > "$consumer/Tests/CardsTests/WelcomeCardTests.swift" <<'EOF'
import Cards
import Testing
import Trellis
import TrellisTesting

@MainActor @Test func welcomeCard() {
    assertGolden(of: WelcomeCard(), as: [.html, .dump], themes: [.marigold], colorSchemes: [.light, .dark])
}
EOF
goldens="$consumer/Tests/CardsTests/__Goldens__"
touch "$goldens/.keep"

log="$scratch/log"
# Goldens are never written under CI=true, and this check records its own.
run() { (cd "$consumer" && env -u CI "$@") >"$log" 2>&1; }
noWarnings() { if grep -n "warning:" "$log" >&2; then fail "$1 printed a warning"; fi; }

say "1. swift build"
# SwiftPM's shared cache could hold an older commit under the same tag and URL (a reused scratch
# folder): the first build resolves without it; every later command is a plain one.
run swift build --disable-dependency-cache || { cat "$log" >&2; fail "swift build"; }
noWarnings "swift build"
grep -q "$commit" "$consumer/Package.resolved" || fail "$version resolved to another commit than $commit"
say "2. the README's first render and the previews as a site"
rm -rf "$scratch/first-site" "$scratch/previews-site"
run swift run FirstRender render --out "$scratch/first-site" --quiet || { cat "$log" >&2; fail "the README's first render"; }
[[ -f "$scratch/first-site/index.html" && -f "$scratch/first-site/marigold/greeting.html" ]] \
    || fail "the README's first render wrote no marigold/greeting.html"
run swift run CardPreviews render --out "$scratch/previews-site" --quiet || { cat "$log" >&2; fail "the previews site"; }
grep -q ">Welcome<" "$scratch/previews-site/marigold/welcome.html" 2>/dev/null \
    || fail "the previews site has no page for the #Preview (marigold/welcome.html)"
say "3. swift test, recording the goldens"
if run swift test; then cat "$log" >&2; fail "the first swift test recorded goldens but passed"; fi
recorded=$(find "$goldens" -type f ! -name .keep | wc -l)
[[ "$recorded" -eq 4 ]] || { cat "$log" >&2; fail "expected 4 goldens recorded, found $recorded"; }
say "4. swift test against them"
run swift test || { cat "$log" >&2; fail "swift test against the recorded goldens"; }
say "5. swift build again"
run swift build || { cat "$log" >&2; fail "the second swift build"; }
noWarnings "the second swift build"
say "6. swift test after a one-word change"
sed -i 's/Text("Welcome")/Text("Hello")/' "$consumer/Sources/Cards/WelcomeCard.swift"
if run swift test; then cat "$log" >&2; fail "swift test passed though the view changed"; fi
grep -q "welcomeCard.*marigold.light" "$log" || { cat "$log" >&2; fail "the failure does not name the golden"; }
sed -i 's/Text("Hello")/Text("Welcome")/' "$consumer/Sources/Cards/WelcomeCard.swift"
say "passed in $((SECONDS - started)) s"
