import Glibc

/// The process environment as a dictionary, read from libc's `environ`. `ProcessInfo` would do the same but
/// keep FoundationEssentials' process-information code resident in the idle clock.
public enum ProcessEnvironment {
    /// `NAME=value` entries; a name given twice keeps its first value, as `getenv` does.
    public static func current() -> [String: String] {
        var variables: [String: String] = [:]
        var entry = environ
        while let pointer = entry.pointee {
            let text = String(cString: pointer)
            if let equals = text.firstIndex(of: "=") {
                let name = String(text[..<equals])
                if variables[name] == nil { variables[name] = String(text[text.index(after: equals)...]) }
            }
            entry += 1
        }
        return variables
    }
}
