#!/usr/bin/env bash
# Checks the user documentation: README.md, CONTRIBUTING.md, docs/ and the DocC articles.
#   - It cites no tracker number ("issue 11", "#23"), no branch or helper name, no development
#     session, no commit a figure was measured against, and no path of a particular machine
#     (/work/…, /root, /home/…, /Users/…, /tmp/…): a reader has none of them.
#   - Every relative link (`[text](path)`, `![alt](path)`) names a file or folder that exists.
# Prints each finding as FILE:LINE: what, and exits 1 if there is any.
#
# usage: scripts/check-docs.sh [--self-test]
#   --self-test  runs the checks over a folder of known-bad documents and fails unless every one
#                is found (so the check itself cannot silently pass everything).
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"

# One extended regular expression per finding, matched case-insensitively.
patterns=(
    'an issue number|\bissues? #?[0-9]+\b'
    'an issue number|(^|[[:space:](])#[0-9]{1,5}\b'
    'a branch name|\bbranch(es)? [`'"'"'"][^`'"'"'"]+[`'"'"'"]'
    'a helper branch|\bh[0-9]{2,3}\b'
    'a development session|\b(session|wave|round|sweep) [0-9]+\b'
    'a commit a figure was measured against|\b(commit|against|at|since|before) [0-9a-f]{7,40}\b'
    'a machine path|(^|[^[:alnum:]_.~-])/(work|root|home|Users|tmp)(/|\b)'
)

# check FILE...: prints findings, returns 1 if any.
check() {
    local found=0 file entry what regex line
    for file in "$@"; do
        for entry in "${patterns[@]}"; do
            what="${entry%%|*}"
            regex="${entry#*|}"
            while IFS= read -r line; do
                echo "${file#"$root"/}:${line%%:*}: cites $what: ${line#*:}"
                found=1
            done < <(grep -nEi -- "$regex" "$file" || true)
        done
        # Relative links: [text](target) and ![alt](target), without a scheme or a leading #.
        while IFS= read -r line; do
            local number="${line%%:*}" target
            target="$(sed -E 's/^[^(]*\(([^) ]+).*$/\1/' <<<"${line#*:}")"
            target="${target%%#*}"
            [[ -z "$target" ]] && continue
            if [[ ! -e "$(dirname "$file")/$target" ]]; then
                echo "${file#"$root"/}:$number: links to $target, which does not exist"
                found=1
            fi
        done < <(grep -noE '\]\([^)#: ]*[./][^)#: ]*(#[^) ]*)?\)' "$file" | grep -vE '\]\((https?|mailto|file|doc):' || true)
    done
    return $found
}

documents() {
    local folder="$1"
    for file in "$folder/README.md" "$folder/CONTRIBUTING.md"; do [[ -f "$file" ]] && echo "$file"; done
    [[ -d "$folder/docs" ]] && find "$folder/docs" -name '*.md' | sort
    [[ -d "$folder/Sources" ]] && find "$folder/Sources" -path '*.docc/*' -name '*.md' | sort
    return 0
}

if [[ "${1:-}" == "--self-test" ]]; then
    scratch="$(mktemp -d)"
    trap 'rm -rf "$scratch"' EXIT
    mkdir -p "$scratch/docs"
    bad=(
        'Fixed in issue 11.'
        'See #23 for the plan.'
        "It landed on branch 'docs' first."
        'The h34 screens are kept.'
        'Added in session 7.'
        'Measured against 95b47e4.'
        'Recorded in /work/main/output.'
        'Copy it to /tmp/site.'
        'Logs are in /root/logs.'
        'See [the guide](docs/missing.md).'
    )
    printf '%s\n' "${bad[@]}" > "$scratch/README.md"
    printf '%s\n' 'Colors such as #FF3B30, #000000 and '"'"'#12'"'"', the `/usr/share/fonts` folder, <h1> and <h2>,' \
        'a [link](fine.md), [an anchor](#top) and [a site](https://example.com) are fine.' > "$scratch/docs/fine.md"
    output="$(root="$scratch" check "$scratch/README.md" "$scratch/docs/fine.md" || true)"
    missed=0
    for number in $(seq 1 ${#bad[@]}); do
        grep -q "^README.md:$number:" <<<"$output" || { echo "self-test: line $number was not found: ${bad[number - 1]}"; missed=1; }
    done
    if grep -q '^docs/fine.md' <<<"$output"; then echo "self-test: a good line was flagged:"; grep '^docs/fine.md' <<<"$output"; missed=1; fi
    [[ $missed -eq 0 ]] && echo "check-docs: self-test passed (${#bad[@]} bad lines found, none of the good ones)"
    exit $missed
fi

mapfile -t files < <(documents "$root")
if check "${files[@]}"; then
    echo "check-docs: ${#files[@]} documents, nothing to report"
else
    echo "check-docs: fix the lines above (the README and docs are for users; history goes to CHANGELOG.md)" >&2
    exit 1
fi
