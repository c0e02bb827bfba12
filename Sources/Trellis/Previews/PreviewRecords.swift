import CTrellisPreviews

/// What each `#Preview` leaves in the executable's `trellis_previews` section: a tag, a layout
/// version, and a C function that writes the `Preview` into the memory it is given.
///
/// Discovery needs no list and no runtime reflection: the linker gathers every record of every
/// module linked into the executable into one section, and bounds it with `__start_`/`__stop_`
/// symbols (CTrellisPreviews reads them). Records are plain data (`@used @section`), so reading
/// them runs no initializer until a preview is asked for.
public typealias _PreviewRecord = (tag: UInt32, version: UInt32, make: @convention(c) (UnsafeMutableRawPointer) -> Void)

extension Preview {
    /// "TPRV", so that anything else in the section, or padding, is skipped rather than called.
    public static let _recordTag: UInt32 = 0x5452_5056
    public static let _recordVersion: UInt32 = 1

    /// Every `#Preview` linked into this executable, ordered by file, line and column so that the
    /// order is the same whatever order the linker met the modules in.
    ///
    /// Found on ELF platforms (Linux, Android, FreeBSD) when Trellis is linked statically into the
    /// executable, as SwiftPM links it by default; elsewhere it is empty, and pages are made from
    /// `Preview` values instead.
    public static var all: [Preview] {
        var size = 0
        guard let start = trellis_previews_section(&size), size > 0 else { return [] }
        let stride = MemoryLayout<_PreviewRecord>.stride
        let alignment = MemoryLayout<_PreviewRecord>.alignment
        var previews: [Preview] = []
        var offset = 0
        while offset + stride <= size {
            let record = start.load(fromByteOffset: offset, as: _PreviewRecord.self)
            guard record.tag == _recordTag, record.version == _recordVersion else {
                offset += alignment
                continue
            }
            let slot = UnsafeMutablePointer<Preview>.allocate(capacity: 1)
            record.make(UnsafeMutableRawPointer(slot))
            previews.append(slot.move())
            slot.deallocate()
            offset += stride
        }
        return previews.sorted { ($0.fileID, $0.line, $0.column) < ($1.fileID, $1.line, $1.column) }
    }
}
