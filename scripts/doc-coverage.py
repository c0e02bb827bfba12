#!/usr/bin/env python3
"""Counts public symbols with and without a doc comment, per module, from the symbol graphs
that `swift package dump-symbol-graph` writes (.build/<triple>/symbolgraph by default).

A symbol counts when it is written in this package's Sources/: members synthesized from
protocol extensions (the `::SYNTHESIZED::` copies) are the protocol's, and an associated type
the compiler inferred (`Body` of a view, with no `typealias` line to comment) has nowhere to put
a comment, so neither is counted. A member whose comment is inherited from a standard-library
protocol (`description`, `rawValue`) counts as documented, as DocC shows that comment.

usage: scripts/doc-coverage.py [SYMBOLGRAPH_DIR] [--list MODULE[/FOLDER]]
"""
import glob, json, os, sys, collections

args = [a for a in sys.argv[1:]]
listing = None
if '--list' in args:
    i = args.index('--list'); listing = args[i + 1]; del args[i:i + 2]
root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
folder = args[0] if args else None
if folder is None:
    found = sorted(glob.glob(os.path.join(root, '.build', '*', 'symbolgraph')))
    if not found:
        sys.exit('doc-coverage: no symbol graphs; run `swift package dump-symbol-graph` first')
    folder = found[0]

sources = os.path.join(root, 'Sources') + os.sep
lines_of = {}
def source_line(path, line):
    if path not in lines_of:
        with open(path, encoding='utf-8') as f: lines_of[path] = f.read().split('\n')
    text = lines_of[path]
    return text[line] if line < len(text) else ''

totals = collections.OrderedDict()
missing = []
for graph in sorted(glob.glob(os.path.join(folder, '*.symbols.json'))):
    with open(graph, encoding='utf-8') as f: data = json.load(f)
    for s in data['symbols']:
        if '::SYNTHESIZED::' in s['identifier']['precise'] or 'location' not in s: continue
        path = s['location']['uri'].removeprefix('file://')
        if not path.startswith(sources): continue
        module = path[len(sources):].split(os.sep)[0]
        kind = s['kind']['identifier']
        line = source_line(path, s['location']['position']['line'])
        if kind in ('swift.typealias', 'swift.associatedtype') and 'typealias' not in line and 'associatedtype' not in line:
            continue
        documented = bool(s.get('docComment'))
        count = totals.setdefault(module, [0, 0])
        count[0] += 1
        count[1] += documented
        if not documented:
            missing.append((path[len(sources):], s['location']['position']['line'] + 1, '.'.join(s['pathComponents'])))

print(f"{'module':<20} {'public':>7} {'documented':>11} {'missing':>8}")
for module, (n, d) in totals.items():
    print(f"{module:<20} {n:>7} {d:>11} {n - d:>8}")
n = sum(v[0] for v in totals.values()); d = sum(v[1] for v in totals.values())
print(f"{'all':<20} {n:>7} {d:>11} {n - d:>8}")
if listing:
    for path, line, name in sorted(set(missing)):
        if path.startswith(listing): print(f"{path}:{line}: {name}")
