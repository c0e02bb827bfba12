#!/usr/bin/env python3
"""How many view files of public SwiftUI apps compile against Trellis, unchanged.

Each app of scripts/real-apps.json is type-checked as a user's Linux build would compile it:
its files as they are (imports unchanged), in the Swift 5 language mode, against the modules this
checkout builds (Trellis and the products named like Apple's frameworks, Sources/Frameworks/*),
with the implicit `-import-module Trellis` the Compatibility article gives for files that import
only Foundation. One `swiftc -typecheck` per module of an app; a local package's module is also
emitted (errors allowed) so the app that imports it sees its declarations.

A view file (one that says `some View`) compiles when no error is reported in it. An import
that can't be found stops the compiler for that whole module, as it stops a user's build, so
every file of that module counts as not compiling. Files that import a third-party package are
left out of the compilation and of the totals, and listed; files that import Charts are counted
in a column of their own.

The apps are expected in a folder outside the repository (`--apps DIR`, default
$TRELLIS_APPS or ../trellis-apps beside the checkout), one folder per app named
`owner+name`, holding the app at the listed commit; `--fetch` clones the missing ones with git.
Nothing is written into the repository unless `--update-docs` is given.

    scripts/measure-apps.py --apps ~/trellis-apps --fetch
    scripts/measure-apps.py --stub-missing          # what stops files once every import resolves
    scripts/measure-apps.py --update-docs after     # fills that column of docs/real-apps.md
    scripts/measure-apps.py --render                # also renders the previews of the files that compile

With `--render`, the files that compile are built and every preview they declare is rendered by
`trellis render`, HTML and SVG validated; the output ends with screens rendered and failed, each
failure with its reason (docs/real-apps.md, "Screens rendered").
"""

import argparse
import collections
import contextlib
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# Modules of Apple's SDKs (and the toolchain's). An import of anything else that isn't one of
# the app's own modules is a third-party package.
APPLE_MODULES = set("""
Accessibility ActivityKit AdSupport AppIntents AppKit AppTrackingTransparency ARKit AudioToolbox
AuthenticationServices AVFoundation AVKit BackgroundTasks Charts ClockKit CloudKit Combine Contacts
ContactsUI CoreAudio CoreBluetooth CoreData CoreGraphics CoreHaptics CoreImage CoreLocation
CoreLocationUI CoreML CoreMedia CoreMotion CoreSpotlight CoreText CoreTransferable CoreVideo
CryptoKit Darwin DeveloperToolsSupport Dispatch EventKit EventKitUI FamilyControls Foundation
FoundationModels GameController GameKit GameplayKit Glibc HealthKit ImageIO Intents IntentsUI
LinkPresentation LocalAuthentication MapKit MediaPlayer MessageUI Metal MetalKit MetricKit MusicKit
NaturalLanguage Network Observation os OSLog PassKit PDFKit PencilKit Photos PhotosUI QuartzCore
QuickLook RealityKit RegexBuilder SafariServices SceneKit Security Social Speech SpriteKit StoreKit
SwiftData SwiftUI Synchronization SystemConfiguration Testing TipKit Translation UIKit
UniformTypeIdentifiers UserNotifications Vision VisionKit WatchConnectivity WatchKit WeatherKit
WebKit WidgetKit XCTest
""".split())

IMPORT = re.compile(r"^\s*(?:@[\w()]+\s+)*import\s+(?:(?:typealias|struct|class|enum|protocol|let|var|func)\s+)?([A-Za-z_]\w*)", re.M)
DIAGNOSTIC = re.compile(r"^(.*?\.swift):(\d+):(\d+): (error|warning|note): (.*)$")
NO_SUCH_MODULE = re.compile(r"no such module '([^']+)'")
SKIPPED_FOLDER = re.compile(r"(^|/)[^/]*Tests?(/|$)", re.I)


def run(command, **kwargs):
    return subprocess.run(command, capture_output=True, text=True, **kwargs)


def framework_targets():
    folder = os.path.join(ROOT, "Sources", "Frameworks")
    return sorted(name for name in os.listdir(folder) if os.path.isdir(os.path.join(folder, name))) if os.path.isdir(folder) else []


def build(targets):
    if os.path.isdir(os.path.join(ROOT, "Sources", "TrellisAssetSymbolsTool")):
        targets = targets + ["TrellisAssetSymbolsTool"]
    for target in ["Trellis"] + targets:
        result = run(["swift", "build", "--target", target], cwd=ROOT)
        if result.returncode != 0:
            sys.exit(f"measure-apps: `swift build --target {target}` failed:\n{result.stdout[-4000:]}{result.stderr[-4000:]}")


def compiler_flags(build_dir):
    modules = os.path.join(build_dir, "Modules")
    if not os.path.exists(os.path.join(modules, "Trellis.swiftmodule")):
        sys.exit(f"measure-apps: no Trellis module in {modules}; build first (drop --no-build)")
    # One whole-module job, so every file is checked even when another has errors (the driver
    # stops scheduling per-file jobs at the first failure) and the module is loaded once.
    # DEBUG is defined as a user's debug build defines it (SwiftPM's and Xcode's), where previews
    # are built; apps wrap previews and sample data in `#if DEBUG`.
    flags = ["-swift-version", "5", "-I", modules, "-diagnostic-style", "llvm", "-wmo", "-D", "DEBUG"]
    for entry in sorted(os.listdir(build_dir)):
        modulemap = os.path.join(build_dir, entry, "module.modulemap")
        if entry.endswith(".build") and os.path.exists(modulemap):
            flags += ["-Xcc", "-fmodule-map-file=" + modulemap]
    for folder in sorted(os.listdir(os.path.join(ROOT, "Sources"))):
        include = os.path.join(ROOT, "Sources", folder, "include")
        if os.path.isdir(include):
            flags += ["-Xcc", "-I" + include]
    plugin = os.path.join(build_dir, "TrellisMacros-tool")
    if os.path.exists(plugin):
        flags += ["-load-plugin-executable", plugin + "#TrellisMacros"]
    return flags


def swift_files(app_dir, folders, exclude=()):
    files = []
    for folder in folders:
        for parent, dirs, names in os.walk(os.path.join(app_dir, folder)):
            dirs.sort()
            relative = os.path.relpath(parent, app_dir)
            if SKIPPED_FOLDER.search(relative) or ".build" in relative.split(os.sep):
                continue
            files += [os.path.join(parent, n) for n in sorted(names) if n.endswith(".swift") and n != "Package.swift"
                      and os.path.relpath(os.path.join(parent, n), app_dir) not in exclude]
    return files


def read(path):
    with open(path, encoding="utf-8", errors="replace") as f:
        return f.read()


def ensure_app(app, apps_dir, fetch):
    folder = os.path.join(apps_dir, app["repository"].replace("/", "+"))
    if os.path.isdir(folder):
        return folder
    if not fetch:
        sys.exit(f"measure-apps: {folder} is missing; pass --fetch to clone {app['repository']} there")
    url = "https://github.com/" + app["repository"] + ".git"
    for command in (["git", "clone", "--quiet", url, folder], ["git", "-C", folder, "checkout", "--quiet", app["commit"]]):
        result = run(command)
        if result.returncode != 0:
            sys.exit(f"measure-apps: {' '.join(command)} failed: {result.stderr.strip()}")
    return folder


def stub_module(name, stubs_dir, flags):
    """An empty module of that name, so the compiler goes on to say which symbols are missing."""
    source = os.path.join(stubs_dir, name + "Stub.swift")
    with open(source, "w") as f:
        f.write("import Foundation\n")
    run(["swiftc", "-emit-module", "-module-name", name, "-emit-module-path", os.path.join(stubs_dir, name + ".swiftmodule"), source, "-swift-version", "5"])


def category(message):
    """A diagnostic's kind, with its own names kept (`cannot find 'UIColor' in scope`) but
    types spelled with their generic arguments folded, so one missing API is one kind."""
    message = re.sub(r"\s*\[#\w+\]$", "", message)
    return re.sub(r"<[^<>']*>", "<…>", message)


def measure_app(app, app_dir, flags, build_dir, stubs_dir, stub_missing, work_dir, built):
    """Type-checks each module of `app`; appends to `built` what rendering needs of each module
    (its name, flags, files with their entries, and the generated files beside them)."""
    own_modules = {m["name"] for m in app["modules"]}
    results = []  # one per file: dict
    for module in app["modules"]:
        files = swift_files(app_dir, module["sources"], module.get("exclude", ()))
        compiled, excluded = [], []
        for path in files:
            text = read(path)
            imports = set(IMPORT.findall(text))
            third_party = sorted(i for i in imports if i not in APPLE_MODULES and i not in own_modules)
            entry = {
                "path": os.path.relpath(path, app_dir), "module": module["name"],
                "view": "some View" in text, "charts": "Charts" in imports,
                "third_party": third_party, "errors": [],
            }
            results.append(entry)
            (excluded if third_party else compiled).append((path, entry))
        if not compiled:
            continue
        generated = asset_symbols(app_dir, module, build_dir, work_dir) + resource_accessor(app_dir, module, work_dir)
        paths = [p for p, _ in compiled] + generated
        by_path = {os.path.realpath(p): e for p, e in compiled}
        own_flags = ["-module-name", module["name"], "-Xfrontend", "-import-module", "-Xfrontend", "Trellis"]
        module_flags = flags + ["-I", work_dir] + own_flags
        built.append({"name": module["name"], "sources": module["sources"], "flags": flags + own_flags, "compiled": compiled, "generated": generated,
                      "catalogs": catalogs(app_dir, module)})
        if stub_missing:
            module_flags = ["-I", stubs_dir] + module_flags
        while True:
            result = run(["swiftc", "-typecheck"] + module_flags + paths)
            output = result.stdout + result.stderr
            missing = [m for m in sorted(set(NO_SUCH_MODULE.findall(output))) if m not in own_modules]
            if not (stub_missing and missing):
                break
            for name in missing:
                stub_module(name, stubs_dir, flags)
        # Stubs persist across modules and apps: every import this module resolved to one counts.
        imported = set().union(*(set(IMPORT.findall(read(p))) for p in paths))
        stubs = {n[:-len(".swiftmodule")] for n in os.listdir(stubs_dir) if n.endswith(".swiftmodule")}
        for _, entry in compiled:
            entry["stubbed"] = sorted(imported & stubs)
        fatal = [f"no such module '{name}'" for name in sorted(set(NO_SUCH_MODULE.findall(output)))]
        attributed = False
        for line in output.splitlines():
            match = DIAGNOSTIC.match(line)
            if match and match.group(4) == "error":
                entry = by_path.get(os.path.realpath(match.group(1)))
                if entry is not None:
                    entry["errors"].append((category(match.group(5)), int(match.group(2))))
                    attributed = True
        if result.returncode != 0 and not attributed and not fatal:
            # An error that names no file of the module (a driver error): nothing was checked.
            fatal = [next((l for l in output.splitlines() if "error" in l), "the compiler failed").strip()]
        if fatal:
            # The compiler stopped at the import: no file of this module was checked.
            for _, entry in compiled:
                entry["blocked_by"] = fatal
        if module is not app["modules"][-1]:
            run(["swiftc", "-emit-module", "-emit-module-path", os.path.join(work_dir, module["name"] + ".swiftmodule"),
                 "-Xfrontend", "-experimental-allow-module-with-compiler-errors"] + module_flags + paths)
    return results


def catalogs(app_dir, module):
    """The asset catalogs in the module's folders, in path order."""
    found = []
    for folder in module["sources"]:
        for parent, dirs, _ in os.walk(os.path.join(app_dir, folder)):
            found += [os.path.join(parent, d) for d in sorted(dirs) if d.endswith(".xcassets")]
            dirs[:] = sorted(d for d in dirs if not d.endswith(".xcassets"))
    return found


def asset_symbols(app_dir, module, build_dir, work_dir):
    """The file the asset-symbol plugin generates from the module's catalogs (`Image(.logo)`),
    where this build has the plugin's tool; none otherwise, as a build without the plugin."""
    tool = os.path.join(build_dir, "TrellisAssetSymbolsTool")
    found = catalogs(app_dir, module)
    if not found or not os.path.exists(tool):
        return []
    output = os.path.join(work_dir, module["name"] + "-GeneratedAssetSymbols.swift")
    result = run([tool, output] + found)
    if result.returncode != 0:
        sys.exit(f"measure-apps: the asset-symbol tool failed on {module['name']}: {result.stderr.strip()}")
    return [output]


# The resources SwiftPM finds in a target's folder without being told (its known file types).
SWIFTPM_RESOURCE_SUFFIXES = (".xcassets", ".xcstrings", ".lproj", ".xib", ".storyboard", ".xcdatamodeld", ".xcmappingmodel", ".metal")


def resource_accessor(app_dir, module, work_dir):
    """The `Bundle.module` accessor SwiftPM generates (resource_bundle_accessor.swift) for a
    package target that has resources, on Linux as elsewhere: a local package's module whose
    folder holds a file type SwiftPM takes as a resource gets it in the user's build, so it gets
    it here. An Xcode app target has none."""
    first = os.path.join(app_dir, module["sources"][0])
    folder, in_package = first, False
    while os.path.realpath(folder).startswith(os.path.realpath(app_dir)):
        if os.path.exists(os.path.join(folder, "Package.swift")):
            in_package = True
            break
        parent = os.path.dirname(folder)
        if parent == folder:
            break
        folder = parent
    if not in_package:
        return []
    has_resources = False
    for source in module["sources"]:
        for _, dirs, files in os.walk(os.path.join(app_dir, source)):
            if any(name.endswith(SWIFTPM_RESOURCE_SUFFIXES) for name in dirs + files):
                has_resources = True
                break
    if not has_resources:
        return []
    output = os.path.join(work_dir, module["name"] + "-resource_bundle_accessor.swift")
    with open(output, "w") as file:
        file.write("import Foundation\n\nextension Foundation.Bundle {\n    static let module: Bundle = Bundle.main\n}\n")
    return [output]

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


def compiles(entry):
    return not entry["errors"] and not entry.get("blocked_by")


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


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--apps", default=os.environ.get("TRELLIS_APPS", os.path.join(os.path.dirname(ROOT), "trellis-apps")),
                        help="folder holding the apps, one owner+name folder each")
    parser.add_argument("--list", default=os.path.join(ROOT, "scripts", "real-apps.json"))
    parser.add_argument("--fetch", action="store_true", help="clone apps missing from --apps")
    parser.add_argument("--no-build", action="store_true", help="use the build folder as it is")
    parser.add_argument("--build-dir", help="a debug build folder to measure against, as it is (default: this checkout's .build/debug, built first)")
    parser.add_argument("--stub-missing", action="store_true",
                        help="stand in an empty module for each missing framework, to see the symbols behind it")
    parser.add_argument("--only", action="append", help="measure only apps whose name or repository contains this")
    parser.add_argument("--kinds", type=int, default=12, help="error kinds to print per app")
    parser.add_argument("--files", action="store_true", help="print each view file's status")
    parser.add_argument("--rank", type=int, default=40, help="missing symbols to print in the ranking")
    parser.add_argument("--update-docs", choices=["before", "after"], help="write that column of docs/real-apps.md")
    parser.add_argument("--keep", metavar="DIR", help="work in DIR (new, empty, or kept by an earlier run, which is emptied) and keep it: the builds, drivers and rendered screens")
    parser.add_argument("--render", action="store_true",
                        help="also build the files that compile and render their previews, validating every document")
    args = parser.parse_args()

    with open(args.list) as f:
        apps = json.load(f)["apps"]
    if args.only:
        apps = [a for a in apps if any(o.lower() in (a["name"] + a["repository"]).lower() for o in args.only)]
    if not args.no_build and not args.build_dir:
        build(framework_targets())
    build_dir = os.path.abspath(args.build_dir) if args.build_dir else os.path.join(ROOT, ".build", "debug")
    flags = compiler_flags(build_dir)

    all_results, summaries, renders = [], [], []
    if args.render and not args.no_build and not args.build_dir:
        build(["TrellisCLI"])
    if args.keep:
        # Only a folder this script made (it holds `stubs`) or an empty one is emptied.
        if os.path.isdir(args.keep) and os.listdir(args.keep) and not os.path.isdir(os.path.join(args.keep, "stubs")):
            sys.exit(f"measure-apps: --keep {args.keep} holds files this script didn't write; give an empty or new folder")
        shutil.rmtree(args.keep, ignore_errors=True)
        os.makedirs(args.keep)
    with (contextlib.nullcontext(os.path.abspath(args.keep)) if args.keep else tempfile.TemporaryDirectory(prefix="measure-apps-")) as scratch:
        stubs_dir = os.path.join(scratch, "stubs")
        os.makedirs(stubs_dir)
        for app in apps:
            app_dir = ensure_app(app, args.apps, args.fetch)
            work_dir = os.path.join(scratch, app["repository"].replace("/", "+"))
            os.makedirs(work_dir)
            built = []
            results = measure_app(app, app_dir, flags, build_dir, stubs_dir, args.stub_missing, work_dir, built)
            all_results.append((app, results))
            if args.render:
                renders.append((app, results) + render_app(app, app_dir, built, flags, build_dir, scratch))
            summaries.append((app, summarize(app, results)))

    print(f"{'app':34} {'views':>5} {'compile':>7} {'%':>4}  {'charts':>6}  {'all files':>9}  third-party files")
    for app, s in summaries:
        share = f"{100 * s['compiling'] // s['views']}" if s["views"] else "-"
        charts = f"{s['charts_compiling']}/{s['charts']}" if s["charts"] else ""
        print(f"{app['name'][:34]:34} {s['views']:5} {s['compiling']:7} {share:>4}  {charts:>6}  {s['files_compiling']:4}/{s['files']:<4}  {len(s['third_party'])}")
    views = sum(s["views"] for _, s in summaries)
    compiling = sum(s["compiling"] for _, s in summaries)
    charts = sum(s["charts"] for _, s in summaries)
    charts_compiling = sum(s["charts_compiling"] for _, s in summaries)
    print(f"{'all':34} {views:5} {compiling:7} {100 * compiling // max(views, 1):>4}  {charts_compiling}/{charts}")

    for (app, results), (_, s) in zip(all_results, summaries):
        print(f"\n{app['name']} ({app['repository']} @ {app['commit'][:10]}): {s['compiling']} of {s['views']} view files")
        if s["third_party"]:
            print(f"  left out (third-party imports): {', '.join(s['third_party'])}")
        print_categories(app, results, args.kinds)
        if args.files:
            for entry in results:
                if entry["view"] and not entry["third_party"]:
                    state = "ok" if compiles(entry) else ("blocked" if entry.get("blocked_by") else f"{len(entry['errors'])} errors")
                    print(f"    {state:10} {entry['path']}")

    modules, symbols = ranking(all_results)
    print("\nWhat stops view files, across apps")
    for name, count in modules.most_common():
        print(f"  {count:4} view files  {name} (stops every file of its module)")
    for key, files in sorted(symbols.items(), key=lambda item: (-len(item[1]), item[0]))[:args.rank]:
        print(f"  {len(files):4} view files  {key}")

    if args.render:
        print_render_summary(renders)

    if args.update_docs:
        update_docs(args.update_docs, summaries)


if __name__ == "__main__":
    main()
