/// Documents shaped like the emitters' output, for the tests to start from.
enum Samples {
    static let svg = """
        <?xml version="1.0" encoding="UTF-8"?>
        <svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" version="1.1" \
        width="390" height="844" viewBox="0 0 390 844">
          <title>Home</title>
          <defs>
            <clipPath id="clip-0-1"><rect x="16" y="16" width="358" height="44" rx="10" ry="10"/></clipPath>
          </defs>
          <rect x="0" y="0" width="390" height="844" fill="#FFFFFF"/>
          <g clip-path="url(#clip-0-1)" transform="translate(16 16)">
            <path d="M0 0H358V44H0Z" fill="#007AFF" fill-opacity="0.5"/>
            <text x="12" y="27" font-family="DejaVu Sans" font-size="17" fill="#000000">Hello, <tspan font-weight="bold">world</tspan>!</text>
            <circle cx="5" cy="5" r="3"/><ellipse cx="5" cy="5" rx="3" ry="2"/>
            <line x1="0" y1="0" x2="10" y2="10" stroke="#8E8E93" stroke-width="0.5"/>
            <polyline points="0,0 1,1 2,0"/><polygon points="0,0 1,1 2,0"/>
            <use xlink:href="#clip-0-1" x="1" y="1"/>
          </g>
        </svg>

        """

    static let html = """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8"/>
        <meta name="viewport" content="width=device-width, initial-scale=1"/>
        <title>Home · Marigold</title>
        <link rel="stylesheet" href="assets/trellis.css" type="text/css"/>
        <style>.c0 { display: flex; } .c0 > .c1 { flex: 1 1 0; }</style>
        </head>
        <body class="theme-marigold" data-theme="marigold">
        <header><nav aria-label="Navigation"><h1>Plants</h1></nav></header>
        <main id="n0">
        <section class="c0"><div class="c1"><span>Hello</span><p>Read <a href="style.html"><span>more</span></a></p></div>
        <a href="detail.html"><div class="row"><span>Row</span></div></a>
        <ul role="list"><li><button type="button"><span>Tap</span></button></li></ul>
        <label for="theme-1"><input type="radio" name="theme" id="theme-1" value="marigold" checked="checked"/>Marigold</label>
        <svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" viewBox="0 0 10 10" aria-hidden="true" focusable="false"><title>Icon</title><defs><clipPath id="c"><rect width="1" height="1"/></clipPath></defs><g clip-path="url(#c)"><path d="M0 0L1 1"/><text x="1" y="1">a<tspan>b</tspan></text></g></svg>
        <div hidden="hidden"></div>
        </section>
        </main>
        <footer><p>Made with Trellis</p></footer>
        <script>document.body.dataset.theme = 'marigold';</script>
        </body>
        </html>

        """
}
