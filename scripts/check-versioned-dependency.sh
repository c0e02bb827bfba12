#!/usr/bin/env bash
# Proves that a package can depend on Trellis the ordinary way, `.package(url:, from:)`, as a user's
# package does. The repository's current commit is copied into a bare repository with one tag (the
# version `trellis --version` prints), and the consumer is the example package Examples/Recipes as
# that tag holds it, exactly as a user who copied it would have it, but for the URL, which points at
# the bare copy: a feature library whose views keep `import SwiftUI` (the SwiftUI and Combine
# products, on Linux), its goldens in Swift Testing (TrellisTesting), committed beside its tests, and
# an executable that renders its previews as a site. The README's "A first render" is added to it
# as one more executable, so Trellis is built once for both.
#
# Steps, each of which must succeed (or, where said, fail):
#   1. `swift build`                           resolves the tag and builds Trellis as a versioned dependency
#   2. the README's first render and the previews site each write their pages
#   3. `swift test`                            passes against the example's committed goldens
#   4. `swift test` with no goldens            records them, fails as a first recording must, and
#                                              records exactly the committed files
#   5. `swift build` again                     a second plain build works too
#   6. `swift test` after changing a word      fails, naming the golden: the test can fail
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

consumer="$scratch/Recipes"
# A reused scratch folder keeps build products, never a resolved or fetched copy of an older tag.
rm -rf "$consumer/Package.swift" "$consumer/Package.resolved" "$consumer/Sources" "$consumer/Tests" \
    "$consumer/.build/repositories" "$consumer/.build/checkouts" "$consumer/.build/workspace-state.json"
mkdir -p "$consumer"
git -C "$bare" archive "$version" Examples/Recipes | tar -x -C "$consumer" --strip-components=2
# The one line a user changes: where Trellis comes from. The version requirement stays as written.
example_url="https://github.com/OWNER/trellis.git"
grep -qF ".package(url: \"$example_url\", from: " "$consumer/Package.swift" \
    || fail "Examples/Recipes/Package.swift does not depend on $example_url with from:"
sed -i "s|$example_url|file://$bare|" "$consumer/Package.swift"
mkdir -p "$consumer/Sources/FirstRender"
cat >> "$consumer/Package.swift" <<'EOF'

// Added by scripts/check-versioned-dependency.sh: the README's first render, in the same graph.
package.targets.append(.executableTarget(name: "FirstRender", dependencies: [
    .product(name: "Trellis", package: "trellis"),
    .product(name: "TrellisSite", package: "trellis"),
    .product(name: "TrellisCLI", package: "trellis"),
]))
EOF
# The README's first render as the README shows it: the first swift block under its heading.
awk '/^## A first render/ { section = 1 }
     section && /^```swift$/ { inside = 1; next }
     inside && /^```$/ { exit }
     inside { print }' "$root/README.md" > "$consumer/Sources/FirstRender/main.swift"
grep -q "TrellisTool.run" "$consumer/Sources/FirstRender/main.swift" \
    || fail "README.md shows no first render (a swift block under '## A first render')"
goldens="$consumer/Tests/RecipesFeatureTests/__Goldens__"

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
run swift run RecipesPreviews render --out "$scratch/previews-site" --quiet || { cat "$log" >&2; fail "the previews site"; }
for page in recipe-card recipes recipe-detail; do
    [[ -f "$scratch/previews-site/marigold/$page.html" ]] || fail "the previews site has no marigold/$page.html"
done
grep -q ">Tomato soup<" "$scratch/previews-site/marigold/recipe-card.html" \
    || fail "the previews site's recipe card does not show its recipe"
say "3. swift test against the committed goldens"
[[ -n "$(find "$goldens" -type f ! -name .gitkeep)" ]] || fail "Examples/Recipes has no committed goldens"
run swift test || { cat "$log" >&2; fail "swift test against the example's committed goldens"; }
say "4. swift test with no goldens, recording them"
rm -rf "$scratch/committed-goldens"
mv "$goldens" "$scratch/committed-goldens"
mkdir "$goldens"
if run swift test; then cat "$log" >&2; fail "the first swift test recorded goldens but passed"; fi
diff -r -x .gitkeep "$scratch/committed-goldens" "$goldens" >&2 || fail "the goldens recorded here differ from the committed ones"
say "5. swift build again"
run swift build || { cat "$log" >&2; fail "the second swift build"; }
noWarnings "the second swift build"
say "6. swift test after a one-word change"
sed -i 's/"Tomato soup"/"Tomato broth"/' "$consumer/Sources/RecipesFeature/Recipe.swift"
if run swift test; then cat "$log" >&2; fail "swift test passed though the view changed"; fi
grep -q "recipeCard.*marigold.light" "$log" || { cat "$log" >&2; fail "the failure does not name the golden"; }
sed -i 's/"Tomato broth"/"Tomato soup"/' "$consumer/Sources/RecipesFeature/Recipe.swift"
say "passed in $((SECONDS - started)) s"
