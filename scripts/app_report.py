"""The app measurement's tables: per app, the kinds of errors, what stops files across apps, and
the table of docs/real-apps.md (scripts/measure-apps.py)."""

import collections
import os
import re

from app_common import NO_SUCH_MODULE, ROOT, compiles, read


def summarize(app, results):
    counted = [e for e in results if e["view"] and not e["third_party"]]
    plain = [e for e in counted if not e["charts"]]
    charts = [e for e in counted if e["charts"]]
    return {
        "views": len(plain), "compiling": sum(map(compiles, plain)),
        "charts": len(charts), "charts_compiling": sum(map(compiles, charts)),
        "third_party": [e["path"] for e in results if e["third_party"]],
        "files": len([e for e in results if not e["third_party"]]),
        "files_compiling": sum(compiles(e) for e in results if not e["third_party"]),
    }


def print_categories(app, results, limit):
    kinds = collections.OrderedDict()
    for entry in results:
        for kind, line in entry["errors"]:
            record = kinds.setdefault(kind, {"count": 0, "files": set(), "first": f"{entry['path']}:{line}"})
            record["count"] += 1
            record["files"].add(entry["path"])
    blocked = sorted({m for e in results for m in e.get("blocked_by", [])})
    if blocked:
        modules = sorted({e["module"] for e in results if e.get("blocked_by")})
        print(f"  stopped by {'; '.join(blocked)}: module(s) {', '.join(modules)} not checked")
    ranked = sorted(kinds.items(), key=lambda item: (-len(item[1]["files"]), -item[1]["count"], item[0]))
    for kind, record in ranked[:limit]:
        print(f"  {record['count']:4} in {len(record['files']):3} files  {kind}   (first: {record['first']})")
    if len(ranked) > limit:
        print(f"  … {len(ranked) - limit} more kinds")


def ranking(all_results):
    """Across apps: what stops view files, by missing module, then by missing symbol."""
    modules = collections.Counter()
    symbols = collections.defaultdict(set)
    for app, results in all_results:
        for entry in results:
            if entry["third_party"] or not entry["view"]:
                continue
            for name in entry.get("blocked_by", []) + [f"no such module '{m}'" for m in entry.get("stubbed", [])]:
                modules[name] += 1
            for kind, _ in entry["errors"]:
                if NO_SUCH_MODULE.match(kind):
                    continue
                match = re.match(r"(cannot find (?:type )?'[^']+' in scope|.* has no member '[^']+'|no such module '[^']+')", kind)
                key = match.group(1) if match else kind
                key = re.sub(r"^(?:type|value of type) '[^']+' has no member", "has no member", key)
                symbols[key].add((app["name"], entry["path"]))
    return modules, symbols


def update_docs(column, summaries):
    path = os.path.join(ROOT, "docs", "real-apps.md")
    text = read(path)
    begin, end = "<!-- measure-apps table -->", "<!-- end of measure-apps table -->"
    head, rest = text.split(begin, 1)
    table, tail = rest.split(end, 1)
    previous = {}
    for line in table.strip().splitlines()[2:]:
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) >= 6:
            previous[cells[1].strip("`") or cells[0]] = cells
    rows = ["| app | repository | commit | view files | compiling before | compiling after |", "|---|---|---|---|---|---|"]

    def row(key, first, repository, commit, views, figure):
        cells = previous.get(key, [""] * 6)
        before = figure if column == "before" else cells[4]
        after = figure if column == "after" else cells[5]
        return f"| {first} | {repository} | {commit} | {views} | {before} | {after} |"

    for app, summary in summaries:
        figure = f"{summary['compiling']} of {summary['views']}"
        if summary["charts"]:
            figure += f" (Charts: {summary['charts_compiling']} of {summary['charts']})"
        rows.append(row(app["repository"], app["name"], f"`{app['repository']}`", f"`{app['commit'][:10]}`", summary["views"], figure))
    total = sum(s["views"] for _, s in summaries)
    compiling = sum(s["compiling"] for _, s in summaries)
    rows.append(row("**all**", "**all**", "", "", total, f"{compiling} of {total} ({100 * compiling // max(total, 1)}%)"))
    with open(path, "w") as f:
        f.write(head + begin + "\n" + "\n".join(rows) + "\n" + end + tail)
