"""Rendering the screens of the public apps' files that compile (scripts/measure-apps.py --render)."""

import collections
import json
import os
import re
import shutil
import subprocess

from app_common import DIAGNOSTIC, ROOT, SKIPPED_FOLDER, compiles, framework_targets, read, run


# --- Rendering the screens of the files that compile -------------------------------------------
#
# A screen is a preview the app's own code declares: a `#Preview`, or a `PreviewProvider` type at
# the top level of a file (not private, so code beside it can name it). Previews are what an app
# sets up to be drawn, with the sample data and environment objects its views need; a view that
# merely has an `init()` with no arguments often reads an environment object nobody set, so those
# are not rendered. Each screen is rendered as a user's `trellis render` renders a preview: its HTML
# and SVG, on the phone canvas, light, under Marigold, with what the app's build bundles (its asset
# catalogs as `--assets`, its fonts as `--fonts`, its data files where Bundle.main finds them),
# every document validated with libxml2 before anything is written. One process per screen, so a
# crash (a missing environment object stops the program, as in SwiftUI) is that screen's reason.
#
# A module is built from its files that compile, less those that stop compiling without the others
# (a file that names a type declared in a file with errors): a user's build of the whole module
# would stop at the first error, so this is already more than a user's build renders.

# The library targets the driver links: Trellis, the site and command, and every framework module.
RENDER_TARGETS = ["Trellis", "TrellisCore", "CTrellisStack", "CTrellisPreviews", "TrellisPublishers", "TrellisLayout",
                  "TrellisSymbols", "TrellisRender", "TrellisSite", "TrellisValidation", "TrellisGolden", "TrellisRaster",
                  "TrellisCLI"]
PROVIDER = re.compile(r"^(?:(?:public|internal|@MainActor)\s+)*struct\s+(\w+)\s*:[^{]*\bPreviewProvider\b", re.M)
RENDER_SECONDS = 120


def buildable_files(module, render_dir):
    """The module's files that compile without errors, and go on compiling without the ones that
    don't: files whose own check failed are dropped, and those that then fail are dropped in turn."""
    files = [p for p, e in module["compiled"] if compiles(e)]
    while files:
        result = run(["swiftc", "-typecheck", "-I", render_dir] + module["flags"] + files + module["generated"])
        if result.returncode == 0:
            return files
        failing = {os.path.realpath(m.group(1)) for m in map(DIAGNOSTIC.match, (result.stdout + result.stderr).splitlines())
                   if m and m.group(4) == "error"}
        kept = [p for p in files if os.path.realpath(p) not in failing]
        if len(kept) == len(files):
            return []  # an error in no file of ours (a generated file, the driver): nothing builds
        files = kept
    return files


def screens_source(module, files):
    """A file compiled into the module that lists its preview providers, so the driver reaches
    internal types without naming the module (a type may share the module's name)."""
    entries = []
    for path in files:
        for name in PROVIDER.findall(read(path)):
            entries.append(f'        ({json.dumps(os.path.basename(path))}, {json.dumps(name)}, {{ AnyView({name}.previews) }}),')
    return "\n".join([
        "import Trellis", "",
        f"public enum TrellisScreens_{module['name']} {{",
        "    @MainActor public static let providers: [(file: String, name: String, view: @MainActor @Sendable () -> AnyView)] = [",
        *entries, "    ]", "}", ""])


DRIVER = """import Foundation
import Trellis
import TrellisCLI
import TrellisSite
{imports}

// The screens: every #Preview of the app's modules, then every preview provider.
@MainActor func screens() -> [(file: String, title: String, view: @MainActor @Sendable () -> AnyView)] {{
    let modules: Set<String> = [{modules}]
    var found: [(file: String, title: String, view: @MainActor @Sendable () -> AnyView)] = []
    for preview in Preview.all where modules.contains(String(preview.fileID.split(separator: "/").first ?? "")) {{
        found.append((preview.fileID, preview.name ?? "#Preview at line \\(preview.line)", {{ preview.makeView() }}))
    }}
    for (module, providers) in [{providers}] {{
        for provider in providers {{ found.append((module + "/" + provider.file, provider.name, provider.view)) }}
    }}
    return found
}}

let arguments = CommandLine.arguments
let all = screens()
if arguments.count == 2, arguments[1] == "list" {{
    for (index, screen) in all.enumerated() {{ print("\\(index)\\t\\(screen.file)\\t\\(screen.title)") }}
    exit(0)
}}
guard arguments.count >= 3, let index = Int(arguments[1]), all.indices.contains(index) else {{
    FileHandle.standardError.write(Data("usage: driver list | driver INDEX OUT [render options]\\n".utf8))
    exit(2)
}}
let screen = all[index]
let page = SitePage(id: "screen", title: screen.title, makeView: screen.view)
exit(await TrellisTool.run(
    pages: [page], themes: [.marigold],
    arguments: ["render", "--out", arguments[2], "--format", "html,svg", "--color-scheme", "light", "--canvas", "phone"]
        + arguments.dropFirst(3)))
"""


def system_library_flags():
    """What a module that imports TrellisLayout, TrellisValidation or TrellisRaster needs to load
    their system-library modules: the module maps and the C libraries' headers."""
    flags = []
    for folder in sorted(os.listdir(os.path.join(ROOT, "Sources"))):
        modulemap = os.path.join(ROOT, "Sources", folder, "module.modulemap")
        if os.path.exists(modulemap):
            flags += ["-Xcc", "-fmodule-map-file=" + modulemap]
    result = run(["pkg-config", "--cflags-only-I", "libxml-2.0", "harfbuzz", "cairo", "librsvg-2.0"])
    flags += [f for include in result.stdout.split() for f in ("-Xcc", include)]
    return flags


FONT_SUFFIXES = (".ttf", ".otf")
DATA_SUFFIXES = (".json", ".geojson", ".csv", ".txt", ".xml")


def bundle_files(app_dir, folders, suffixes):
    """The module's files with those suffixes, outside asset catalogs and test folders."""
    found = []
    for folder in folders:
        for parent, dirs, names in os.walk(os.path.join(app_dir, folder)):
            dirs[:] = sorted(d for d in dirs if not d.endswith(".xcassets") and not SKIPPED_FOLDER.search(d) and d != ".build")
            found += [os.path.join(parent, n) for n in sorted(names) if n.lower().endswith(suffixes) and n != "Package.resolved"]
    return found


def link_objects(build_dir):
    """The object files of the targets the driver links, as the last build wrote them: a Swift
    target's are those of its sources, those its build-tool plugins generated and its embedded
    resources (the folder may still hold objects of files since removed); a C target's all."""
    plugin_outputs = os.path.join(os.path.dirname(os.path.realpath(build_dir)), "..", "plugins", "outputs")
    objects = []
    for target in RENDER_TARGETS + framework_targets():
        folder = os.path.join(build_dir, target + ".build")
        present = set(os.listdir(folder))
        if any(n.endswith(".c.o") for n in present):
            objects += sorted(os.path.join(folder, n) for n in present if n.endswith(".c.o"))
            continue
        source_dirs = [os.path.join(ROOT, "Sources", target), os.path.join(ROOT, "Sources", "Frameworks", target)]
        source_dirs += [os.path.join(plugin_outputs, package, target) for package in sorted(os.listdir(plugin_outputs))] \
            if os.path.isdir(plugin_outputs) else []
        names = {"embedded_resources.swift"}
        for source_dir in source_dirs:
            for _, _, files in os.walk(source_dir):
                names.update(n for n in files if n.endswith(".swift"))
        objects += sorted(os.path.join(folder, n + ".o") for n in names if n + ".o" in present)
    return objects


def render_app(app, app_dir, built, flags, build_dir, scratch):
    """Builds the files of each module that compile (with what they need) and a driver that
    renders their previews; renders each screen in a process of its own. Returns the screens,
    each with its file, title and either None (rendered, every document valid) or the reason."""
    render_dir = os.path.join(scratch, "render", app["repository"].replace("/", "+"))
    os.makedirs(render_dir)
    modules, objects, catalog_links, fonts_dir = [], [], os.path.join(render_dir, "assets"), os.path.join(render_dir, "fonts")
    os.makedirs(catalog_links)
    os.makedirs(fonts_dir)
    buildable = {}
    for module in built:
        files = buildable_files(module, render_dir)
        if not files:
            continue
        for path in files:
            buildable[os.path.realpath(path)] = True
        screens_file = os.path.join(render_dir, module["name"] + "-TrellisScreens.swift")
        with open(screens_file, "w") as f:
            f.write(screens_source(module, files))
        name = module["name"]
        result = run(["swiftc", "-c", "-parse-as-library", "-I", render_dir] + module["flags"] + [
            "-emit-module", "-emit-module-path", os.path.join(render_dir, name + ".swiftmodule"),
            "-Xfrontend", "-entry-point-function-name", "-Xfrontend", name + "_main",
            "-o", os.path.join(render_dir, name + ".o")] + files + module["generated"] + [screens_file])
        if result.returncode != 0:
            return buildable, [], f"{name} did not build: " + first_error(result)
        modules.append(name)
        objects.append(os.path.join(render_dir, name + ".o"))
        # What the app's build puts in its bundle: the asset catalogs (read by `--assets`), the
        # fonts it ships (`--fonts`) and its data files, which Bundle.main finds beside the
        # executable on Linux. Copies, since a folder of catalogs is read without following links.
        for index, catalog in enumerate(module["catalogs"]):
            shutil.copytree(catalog, os.path.join(catalog_links, f"{name}-{index}-{os.path.basename(catalog)}"))
        for path in bundle_files(app_dir, module["sources"], FONT_SUFFIXES):
            shutil.copy(path, fonts_dir)
        for path in bundle_files(app_dir, module["sources"], DATA_SUFFIXES):
            shutil.copy(path, render_dir)
    if not modules:
        return buildable, [], None
    driver = os.path.join(render_dir, "main.swift")
    with open(driver, "w") as f:
        f.write(DRIVER.format(
            imports="\n".join(f"import {m}" for m in modules),
            modules=", ".join(json.dumps(m) for m in modules),
            providers=", ".join(f"({json.dumps(m)}, TrellisScreens_{m}.providers)" for m in modules)))
    executable = os.path.join(render_dir, "screens")
    result = run(["swiftc", "-swift-version", "5", "-emit-executable", "-o", executable, "-I", render_dir] + flags
                 + system_library_flags() + [driver] + objects + link_objects(build_dir))
    if result.returncode != 0:
        return buildable, [], "the driver did not link: " + first_error(result)
    listed = run([executable, "list"], timeout=RENDER_SECONDS)
    if listed.returncode != 0:
        return buildable, [], "listing the screens failed: " + (listed.stderr.strip().splitlines() or ["no message"])[-1]
    assets = (["--assets", catalog_links] if os.listdir(catalog_links) else []) + (["--fonts", fonts_dir] if os.listdir(fonts_dir) else [])
    screens = []
    for line in listed.stdout.splitlines():
        index, file, title = line.split("\t", 2)
        out = os.path.join(render_dir, "site-" + index)
        try:
            rendered = run([executable, index, out] + assets, timeout=RENDER_SECONDS)
            reason = None if rendered.returncode == 0 else render_failure(rendered)
        except subprocess.TimeoutExpired:
            reason = f"took over {RENDER_SECONDS} s"
        screens.append({"file": file, "title": title, "reason": reason})
    return buildable, screens, None


def first_error(result):
    lines = (result.stdout + result.stderr).splitlines()
    return next((l.strip() for l in lines if "error" in l), lines[-1].strip() if lines else "no message")


def render_failure(result):
    """A screen's reason: the command's error, or the fatal error that stopped the program."""
    lines = [l.strip() for l in result.stderr.splitlines() if l.strip()]
    fatal = next((l for l in lines if "Fatal error" in l or "fatal error" in l), None)
    if fatal:
        return "stopped: " + re.sub(r"^.*?Fatal error: ", "", fatal)
    if result.returncode < 0:
        return f"crashed (signal {-result.returncode})"
    # The first error line says what failed; one that ends in a colon lists the names on the next.
    first = next((i for i, l in enumerate(lines) if "error:" in l), None)
    if first is None:
        return (lines[-1] if lines else f"exit status {result.returncode}")[:300]
    reason = lines[first] + (" " + lines[first + 1] if lines[first].endswith(":") and first + 1 < len(lines) else "")
    return reason[:300]


def print_render_summary(renders):
    """Per app: the view files that compile, how many of them are built (their module's other
    files that compile don't stop them), how many have a screen, and the screens rendered."""
    print("\nScreens of the view files that compile, rendered (HTML and SVG, each validated)")
    print(f"{'app':34} {'compile':>7} {'built':>5} {'w/ preview':>10} {'screens':>7} {'valid':>5} {'failed':>6}")
    totals = collections.Counter()
    reasons = collections.Counter()
    details = []
    for app, results, buildable, screens, failure in renders:
        views = [e for e in results if e["view"] and not e["third_party"] and compiles(e)]
        by_file = collections.defaultdict(list)
        for screen in screens:
            module, _, name = screen["file"].partition("/")
            by_file[(module, name)].append(screen)
        key = lambda e: (e["module"], os.path.basename(e["path"]))
        built_views = [e for e in views if any(os.path.realpath(p).endswith(os.sep + e["path"]) for p in buildable)]
        with_screens = [e for e in built_views if by_file.get(key(e))]
        view_screens = [s for e in with_screens for s in by_file[key(e)]]
        valid = sum(1 for s in view_screens if s["reason"] is None)
        row = {"compile": len(views), "built": len(built_views), "previewed": len(with_screens),
               "screens": len(view_screens), "valid": valid, "failed": len(view_screens) - valid}
        totals.update(row)
        print(f"{app['name'][:34]:34} {row['compile']:7} {row['built']:5} {row['previewed']:10} {row['screens']:7} {row['valid']:5} {row['failed']:6}")
        for s in view_screens:
            if s["reason"]:
                reasons[re.sub(r"'[^']*'", "'…'", s["reason"])[:160]] += 1
                details.append(f"  {app['name']}: {s['file']} ({s['title']}): {s['reason']}")
        if failure:
            details.append(f"  {app['name']}: nothing rendered: {failure}")
    t = totals
    print(f"{'all':34} {t['compile']:7} {t['built']:5} {t['previewed']:10} {t['screens']:7} {t['valid']:5} {t['failed']:6}")
    if details:
        print("\nScreens that failed, and why")
        print("\n".join(details))
        print("\nReasons, ranked")
        for reason, count in reasons.most_common():
            print(f"  {count:4}  {reason}")
