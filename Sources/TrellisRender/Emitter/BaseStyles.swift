/// Rules every rendered screen needs before its classes: the user agent's defaults for the
/// elements Trellis uses, removed inside the canvas. `:where` keeps their specificity at zero, so
/// every generated class wins over them.
enum BaseStyles {
    static let rules = """
        :where(.trellis-screen) *{box-sizing:border-box;margin:0;padding:0;border:0 solid transparent}
        :where(.trellis-screen) button{appearance:none;background:none;font:inherit;color:inherit;text-align:inherit;cursor:pointer}
        :where(.trellis-screen) a{color:inherit;text-decoration:none}
        :where(.trellis-screen) ul{list-style:none}
        :where(.trellis-screen) h2{font:inherit}
        :where(.trellis-screen) svg{display:block;overflow:visible}

        """
}
