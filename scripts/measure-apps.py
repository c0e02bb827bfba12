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
import contextlib
import json
import os
import re
import shutil
import sys
import tempfile

from app_common import DIAGNOSTIC, NO_SUCH_MODULE, ROOT, SKIPPED_FOLDER, compiles, framework_targets, read, run
from app_report import print_categories, ranking, summarize, update_docs
from app_screens import print_render_summary, render_app


# Modules of Apple's SDKs (and the toolchain's). An import of anything else that isn't one of
# the app's own modules is a third-party package.
APPLE_MODULES = set("""
Accessibility ActivityKit AdSupport AppIntents AppKit AppTrackingTransparency ARKit AudioToolbox
AuthenticationServices AVFoundation AVKit BackgroundTasks Charts ClockKit CloudKit Cocoa Combine Contacts
ContactsUI CoreAudio CoreBluetooth CoreData CoreGraphics CoreHaptics CoreImage CoreLocation CoreServices
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


# The tools of the build-tool plugins that generate what Xcode generates for an app's resources.
GENERATOR_TOOLS = ["TrellisAssetSymbolsTool", "TrellisDataModelClassesTool"]


def build(targets):
    targets = targets + [tool for tool in GENERATOR_TOOLS if os.path.isdir(os.path.join(ROOT, "Sources", tool))]
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
        generated_files = generated(app_dir, module, build_dir, work_dir) + resource_accessor(app_dir, module, work_dir)
        paths = [p for p, _ in compiled] + generated_files
        by_path = {os.path.realpath(p): e for p, e in compiled}
        own_flags = ["-module-name", module["name"], "-Xfrontend", "-import-module", "-Xfrontend", "Trellis"]
        module_flags = flags + ["-I", work_dir] + own_flags
        built.append({"name": module["name"], "sources": module["sources"], "flags": flags + own_flags, "compiled": compiled, "generated": generated_files,
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


def catalogs(app_dir, module, suffix=".xcassets"):
    """The folders named `*suffix` (asset catalogs, Core Data models) in the module's folders, in path order."""
    found = []
    for folder in module["sources"]:
        for parent, dirs, _ in os.walk(os.path.join(app_dir, folder)):
            found += [os.path.join(parent, d) for d in sorted(dirs) if d.endswith(suffix)]
            dirs[:] = sorted(d for d in dirs if not d.endswith(suffix))
    return found


def generated(app_dir, module, build_dir, work_dir):
    """The files the build-tool plugins generate from the module's resources, where this build
    has their tools (none otherwise, as a build without the plugins): the asset symbols of its
    catalogs (`Image(.logo)`) and the entity classes of its Core Data models (`ExpenseLog`)."""
    files = []
    for tool, suffix, output in [("TrellisAssetSymbolsTool", ".xcassets", "GeneratedAssetSymbols.swift"),
                                 ("TrellisDataModelClassesTool", ".xcdatamodeld", "GeneratedDataModelClasses.swift")]:
        path = os.path.join(build_dir, tool)
        found = catalogs(app_dir, module, suffix)
        if not found or not os.path.exists(path):
            continue
        file = os.path.join(work_dir, module["name"] + "-" + output)
        result = run([path, file] + found)
        if result.returncode != 0:
            sys.exit(f"measure-apps: {tool} failed on {module['name']}: {result.stderr.strip()}")
        files.append(file)
    return files


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
