import Foundation

/// A line on stderr, so the table on stdout stays clean.
func progress(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
}
