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
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources")
        var imports: [SourceImport] = []
        var files = 0
        for module in modules {
            let folder = sources.appendingPathComponent(module)
            let names = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? []
            for file in names where file.hasSuffix(".swift") {
                let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
                files += 1
                for line in text.split(separator: "\n") {
                    let words = line.split(separator: " ")
                    let isImport = words.first == "import"
                        || (words.first.map { $0.hasPrefix("@") } == true && words.dropFirst().first == "import")
                    if isImport, let name = words.last {
                        imports.append(SourceImport(module: module, file: file, line: String(line), name: String(name)))
                    }
                }
            }
        }
        return (imports, files)
    }
}
