import Trellis

/// The text `trellis --help` and `trellis help COMMAND` print.
enum CommandHelp {
    static func text(topic: String?) -> String {
        switch topic {
        case "render": render
        case "validate": validate
        case "check": check
        case "tokens": tokens
        default: overview
        }
    }

    static let overview = """
        trellis: render SwiftUI-style views to static, themed, validated HTML.

        Usage: trellis COMMAND [OPTIONS]

        Commands:
          render      Render every gallery page under every theme into a folder (default: output/)
          validate    Check existing HTML or SVG files with libxml2
          check       Compare renderings with golden files: trellis check --golden DIR [--record]
          tokens      Write a theme as design tokens: trellis tokens export --theme NAME [--out FILE]
          help        Show help for a command: trellis help render

        Options: --help (this text), --version (the version).

        Errors read '<tool> [command]: error: <what>' on standard error.
        Exit status: 0 success, 1 render or validation error, 2 usage error.

        """

    static let render = """
        Usage: trellis render [--out DIR] [--theme NAME]... [--color-scheme NAME]... [--canvas NAME]...
                              [--format html,svg,png,layout] [--scale 1,2] [--node-ids] [--templates DIR]
                              [--symbols DIR] [--missing-symbols error|placeholder]
                              [--assets DIR] [--missing-assets error|placeholder]
                              [--states none|controls|all] [--state-depth N] [--state-pages N]
                              [--tokens FILE]... [--fonts DIR] [--dynamic-type SIZE]...
                              [--strings DIR] [--locale NAME]... [--quiet]

        Renders every gallery page under each theme, color scheme and canvas to DIR/<theme>/, one page
        per screen a NavigationLink leads to, DIR/index.html (a gallery that switches themes, and
        schemes and canvases when there are several, in the browser) and DIR/assets/ (the DejaVu fonts
        the pages use). Every document is validated before anything is written; a failed run leaves
        DIR as it was.

        Pages are named DIR/<theme>/<page>[.<language>][.dark][.<size>][.<canvas>].html: the
        development language, light, at the large text size on the phone canvas, the default, adds
        nothing (system/plant-app.html); others add the language, scheme, size and canvas that differ
        (system/plant-app.de.html, system/plant-app.dark.html, marigold/plant-app.accessibility3.html,
        marigold/plant-app.dark.1024x768.html). Links in a page lead to the same variant.

        DIR holds plain files (and .trellis-manifest, the list of Trellis's own), so cp -r, rsync, zip
        and upload actions publish it as it is. A run builds the new site beside DIR and swaps the two
        folders in one step, so DIR never shows a mix of two runs, even if a run is killed. A file of
        yours where the run would write stops it with an error naming the file; your other files in
        DIR are kept.

        Options:
          --out DIR            Output folder (default: output).
          --theme NAME         System (iOS's own look, the theme of views that choose none),
                               Marigold, Sunflower, Brinjal, or all (default: all).
          --color-scheme NAME  light, dark, or all (default: light).
          --canvas NAME        \(RenderCanvas.builtInSizes), all, or a size
                               WIDTHxHEIGHT in pixels such as 1024x768 (default: phone).
          --format NAME        html: the pages; svg: each screen as a standalone SVG 1.1,
                               <page>.svg beside its page (default: html and svg); layout: each
                               page's frames as <page>.layout.json beside it (the pages then
                               carry node ids).
                               png: each screen's SVG drawn by librsvg as <page>.png
                               (and <page>@2x.png at --scale 2).
          --scale N            The scales png is written at: 1, 2 or all (default: 1).
          --node-ids           Give every node's element an id, n0.1.2 (its path from the root),
                               the id the layout JSON uses.
          --templates DIR      A folder with page.html and index.html to use instead of the built-in ones.
          --symbols DIR        A folder of SVG files, one symbol per file named after it
                               (DIR/wifi.slash.svg draws Image(systemName: "wifi.slash")): a viewBox
                               and <path> elements with fill, stroke, stroke-width and fill-rule.
                               They join the built-in symbols (and replace one of the same name).
                               A file that cannot be drawn is an error naming it and the problem.
          --missing-symbols error|placeholder
                               error (default): a run whose screens use unknown symbol names stops
                               before anything is written, listing every unknown name, where each
                               is used and the known names close to it. placeholder: draw a dashed
                               square with a question mark for each instead.
          --assets DIR         An .xcassets folder, or a folder of them: Image("name") draws its
                               imagesets (PNG or SVG, sized by pixels over scale, copied to
                               DIR/assets/images/) and Color("name") its colorsets (light and dark).
          --missing-assets error|placeholder
                               error (default): unknown image or color names stop the run, listing
                               each, where it is used and the close names. placeholder: the
                               placeholder symbol for an image, a clear color for a color.
          --states MODE        How far controls lead to the pages of the states they reach.
                               controls (default): each option of a picker, the other value of a
                               toggle, each tab, a disclosure group's other state and a stepper's
                               step up and down link to a page rendered in that state
                               (<page>__<control>-<option>.html). all: buttons too, by running
                               their actions; writes through @State and @Published are undone
                               after, and a button that wrote other state is named. none: no links.
          --state-depth N      How many controls deep variants are followed (default: 2).
          --state-pages N      The most pages per screen, its variants included (default: 64).
          --tokens FILE        A theme as design tokens (DTCG format 2025.10): a tokens file, whose
                               colors serve light and dark, or a .resolver.json whose light and dark
                               contexts give each scheme its colors. Repeat for more themes. Without
                               --theme, the run renders the token themes only; --theme picks from
                               them and the built-in ones. A token that cannot be read (unknown
                               type, a color that doesn't parse, a missing or circular alias, a
                               token the theme needs that is absent) stops the run, naming the
                               file and the token's path.
          --fonts DIR          Brand fonts: a folder of .ttf/.otf files that Font.custom("Name") and
                               fontFamily/typography tokens name (a family or PostScript name, as the
                               files' own name tables give them). Measured by the engine, copied to
                               DIR/assets/fonts/ and declared in @font-face. An unknown family stops
                               the run, naming it, where it is used and the families found.
          --dynamic-type SIZE  The Dynamic Type sizes text is rendered at, by Apple's table for each
                               text style: xSmall, small, medium, large, xLarge, xxLarge, xxxLarge,
                               accessibility1 … accessibility5 (or AX1 … AX5), or all
                               (default: large).
          --strings DIR        The app's strings: String Catalogs (.xcstrings) and <language>.lproj
                               folders of .strings and .stringsdict files, anywhere under DIR
                               (default: beside --assets). Text("key") and every localized title
                               show the key's value in each --locale's language. A file that
                               cannot be read stops the run, naming it and the line or key.
          --locale NAME        The languages to render: locale identifiers (de, ar, ja, pt-BR), all
                               (every language the strings have), or a pseudo-language:
                               pseudo-double, pseudo-accented, pseudo-bounded, pseudo-rtl
                               (default: the development language alone). Dates and numbers
                               follow the locale. Keys a language lacks show the development
                               language's value, else the key, and are listed once.
          --quiet, -q          No progress lines on standard error.
          --help, -h           This text.
          --theme, --color-scheme, --canvas, --dynamic-type, --locale, --format and --scale take a
          comma-separated list and repeat
          (--theme marigold,brinjal); every combination is rendered. Options that take a value take
          it as the next argument or after '='.

        Environment: TRELLIS_FONT_DIR, the folder with the DejaVu .ttf files
        (default: /usr/share/fonts/truetype/dejavu, from Debian's fonts-dejavu-core).

        """

    static let tokens = """
        Usage: trellis tokens export --theme NAME [--tokens FILE]... [--out FILE]

        Writes the theme NAME as one design-tokens resolver file (DTCG format 2025.10): a base set
        with its colors, spacing and fonts, and a mode modifier whose dark context holds the colors
        that differ in dark. trellis render --tokens FILE reads it back as the same theme.
        Token paths are the Theme's own: colors.background, spacing.small, fonts.body, …

        Options:
          --theme NAME   The theme to write (required): a built-in one, or one read with --tokens.
          --tokens FILE  Read a tokens or resolver file first, so its theme can be written.
          --out FILE     Write to FILE (atomically) instead of standard output.
          --help, -h     This text.

        """

    static let validate = """
        Usage: trellis validate FILE...

        Checks each HTML (.html, .htm, .xhtml) or SVG (.svg) file with libxml2 and prints a report
        with the line, column and message of every problem. Exit status: 0 all valid, 1 a file is
        invalid or unreadable, 2 usage error.

        """

    static let check = """
        Usage: trellis check --golden DIR [--record] [--format NAME]... [--contrast[=enforce]]
                             [--theme NAME]... [--tokens FILE]... [--color-scheme NAME]... [--canvas NAME]...
                             [--dynamic-type SIZE]... [--strings DIR] [--locale NAME]...
               trellis check --contrast[=enforce] [--theme NAME]... [--tokens FILE]...
                             [--color-scheme NAME]... [--canvas NAME]... [--dynamic-type SIZE]...
                             [--fonts DIR] [--assets DIR] [--missing-assets error|placeholder]
                             [--symbols DIR] [--missing-symbols error|placeholder]

        Renders every gallery page under every variant and compares each rendering with its golden
        file in DIR, named <page>.<theme>.<scheme>[.<size>][.<language>][.<canvas>].<format> (the size
        only when it is not large, the language only when it is not the development language; the
        dump does not depend on the canvas, so its name has none). Mismatches print
        a unified diff; the actual output, a copy of the golden and the diff are written to
        $TRELLIS_ARTIFACTS/check (default: a trellis-artifacts folder in the temporary directory). Nothing in DIR is written unless
        --record is given.

        Options:
          --golden DIR          The folder of golden files (required unless --contrast is given).
          --record              Write missing and changed goldens and remove goldens no page renders
                                any more. Refused when CI=true: goldens are never written on CI.
          --format NAME         dump, layout, html or svg. Default: all four.
          --theme NAME          System, Marigold, Sunflower, Brinjal or all (default: all).
          --tokens FILE         A theme from a design-tokens or resolver file, as in trellis render
                                (without --theme, only the files' themes are checked).
          --color-scheme NAME   light, dark or all (default: all).
          --canvas NAME         \(RenderCanvas.builtInSizes), all, or a size
                                WIDTHxHEIGHT such as 1024x768 (default: phone).
          --dynamic-type SIZE   Dynamic Type sizes, as in trellis render (default: large).
          --strings DIR, --locale NAME   As in trellis render: the languages to check, each with
                                goldens of its own.
          --contrast[=enforce]  Also (or only) check the WCAG 2.2 contrast of every text against
                                what the layout draws behind it (4.5, 3 for text of 24 px, or
                                18.67 px bold): each failure with its page, node id and path, the
                                two colors and the ratio, then the figures per theme and scheme.
                                Reports only; =enforce makes any failure exit 1.
          --states MODE         none (default), controls or all: also check the pages the controls
                                lead to (all runs buttons' actions), as trellis render writes them,
                                named <page>[--<screen>]__<control>-<option>.<theme>.<scheme>….
          --state-depth N, --state-pages N   As in trellis render.
          --fonts DIR, --assets DIR, --missing-assets, --symbols DIR, --missing-symbols
                                As in trellis render, for --contrast (golden files render in
                                DejaVu, with the built-in symbols and no asset catalog).
          --help, -h            This text.
          --format, --theme, --color-scheme, --canvas, --dynamic-type and --locale take a
          comma-separated list and repeat.
          Options that take a value take it as the next argument or after '=', as in trellis render.

        Exit status: 0 every golden matches (or --record wrote what differed) and, with
        --contrast=enforce, every text meets its contrast; 1 a golden differs, is missing or cannot
        be rendered, or a text falls short under =enforce; 2 usage error or --record on CI.

        """
}
