/// Which folders a library walk reads from disk; the others come from the library index.
enum FolderReading: Equatable, Sendable {
    /// Every folder from disk: a first scan, or the check of an indexed library (files unchanged in size and
    /// modification time keep their indexed tags).
    case disk
    /// Every folder from the index, nothing from disk: the wall at once on a start.
    case index
    /// These folders (relative to the root) from disk, and any the index does not know yet; the rest from the
    /// index: what the folder watch reported.
    case changed(Set<String>)

    var touchesDisk: Bool { self != .index }

    func readsFromDisk(_ relative: String, known: Bool) -> Bool {
        switch self {
        case .disk: true
        case .index: false
        case .changed(let folders): !known || folders.contains(relative)
        }
    }
}
