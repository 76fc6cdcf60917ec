import Foundation

/// The `import` lines of the program's Swift sources, read from the source tree next to the tests.
struct SourceImport {
    var module: String
    var file: String
    var line: String
    /// The module imported.
    var name: String

    /// Every import in `modules` (folders under Sources/), and how many files were read.
    static func all(in modules: [String]) throws -> (imports: [SourceImport], files: Int) {
        var imports: [SourceImport] = []
        var files = 0
        for module in modules {
            let folder = sourcesFolder.appendingPathComponent(module)
            let names = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? []
            for file in names where file.hasSuffix(".swift") {
                let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
                files += 1
                for line in text.split(separator: "\n") {
                    for name in importedModules(in: line) {
                        imports.append(SourceImport(module: module, file: file, line: String(line), name: name))
                    }
                }
            }
        }
        return (imports, files)
    }

    /// The folder of the program's sources, next to the tests.
    static var sourcesFolder: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources")
    }

    /// Declaration kinds of a scoped import (`import struct Module.Type`).
    private static let importKinds: Set<Substring> = ["struct", "class", "enum", "protocol", "typealias", "func", "var",
                                                      "let"]
    /// Access levels an import may carry (SE-0409).
    private static let accessLevels: Set<Substring> = ["public", "package", "internal", "fileprivate", "private", "open"]

    /// The modules a line of Swift imports (none when it is no import): `import X`, with any attributes
    /// (`@testable`, `@_exported`, `@preconcurrency` …) and access level before it, a declaration kind after it
    /// (`import struct X.Y`), a submodule or symbol path (`X.Y` imports X), a trailing comment, several on a line
    /// separated by `;`.
    static func importedModules(in line: Substring) -> [String] {
        let code = line.split(separator: "//", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
        return code.split(separator: ";").compactMap(importedModule(inStatement:))
    }

    private static func importedModule(inStatement statement: Substring) -> String? {
        var words = statement.split(whereSeparator: { $0 == " " || $0 == "\t" })[...]
        while let first = words.first, first.hasPrefix("@") || accessLevels.contains(first) { words.removeFirst() }
        guard words.first == "import" else { return nil }
        words.removeFirst()
        if let kind = words.first, importKinds.contains(kind) { words.removeFirst() }
        guard words.count == 1, let path = words.first, let module = path.split(separator: ".").first,
              module.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" }) else { return nil }
        return String(module)
    }
}
