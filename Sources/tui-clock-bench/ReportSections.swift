import Glibc

/// The report's sections, each printed (and flushed) as soon as it is measured: a long run that fails or is stopped
/// part-way keeps what it measured — a million-track run beside cmus takes over an hour, and a launch that did not
/// come to rest once lost all of it.
struct ReportSections {
    private var printed = 0

    /// Prints the section, after a blank line if one came before.
    mutating func append(_ section: String) {
        print((printed > 0 ? "\n" : "") + section)
        fflush(nil)  // every stream: stdout is a C global Swift 6 will not touch from here
        printed += 1
    }
}
