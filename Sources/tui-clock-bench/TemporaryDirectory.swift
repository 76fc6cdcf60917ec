import Foundation
import Glibc

/// A fresh directory under $TMPDIR, removed with everything in it when this value is released.
final class TemporaryDirectory {
    let path: String

    init() throws {
        var template = Array((NSTemporaryDirectory() + "tui-clock-bench-state-XXXXXX").utf8CString)
        guard let made = mkdtemp(&template) else { throw BenchError.system("cannot create a temporary directory") }
        path = String(cString: made)
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }
}
