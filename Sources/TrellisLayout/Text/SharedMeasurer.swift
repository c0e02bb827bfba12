extension TextMeasurer {
    /// The measurer over the DejaVu faces in `$TRELLIS_FONT_DIR` or the system's font folder,
    /// loaded once per process and shared by every layout (it caches and is thread-safe).
    ///
    /// Without the fonts no text can be laid out, so a missing face stops the program with the
    /// message that names the file and the package. `trellis render` checks the fonts first and
    /// exits with that message instead.
    public static let shared: TextMeasurer = {
        do {
            return try TextMeasurer()
        } catch {
            fatalError("Trellis cannot measure text: \(error)")
        }
    }()
}
