import Foundation

/// A plain-text table: a header row, a rule, then rows, each column padded to its widest cell.
struct ReportTable {
    let columns: [String]
    /// Columns (by index) whose cells are aligned right, such as numbers.
    let rightAligned: Set<Int>
    private(set) var rows: [[String]] = []

    init(_ columns: [String], rightAligned: Set<Int> = []) {
        self.columns = columns
        self.rightAligned = rightAligned
    }

    mutating func add(_ cells: String...) { rows.append(cells) }

    var text: String {
        let all = [columns] + rows
        let widths = columns.indices.map { i in all.map { i < $0.count ? $0[i].count : 0 }.max() ?? 0 }
        func line(_ cells: [String]) -> String {
            let padded = columns.indices.map { i -> String in
                let cell = i < cells.count ? cells[i] : ""
                let pad = String(repeating: " ", count: widths[i] - cell.count)
                return rightAligned.contains(i) ? pad + cell : cell + pad
            }
            var joined = "  " + padded.joined(separator: "  ")
            while joined.last == " " { joined.removeLast() }
            return joined
        }
        let rule = "  " + widths.map { String(repeating: "-", count: $0) }.joined(separator: "  ")
        return ([line(columns), rule] + rows.map(line)).joined(separator: "\n")
    }
}

/// A goal a figure is held to, printed beside it with whether the figure meets it.
struct Target {
    let limit: Double
    let text: String

    func verdict(_ value: Double) -> String {
        value <= limit ? "ok" : "MISSED: \(Format.number(value / limit, digits: 2))x the target"
    }
}

/// Fixed-point numbers for the table (`String(format:)` without a locale: always a dot).
enum Format {
    static func number(_ value: Double, digits: Int) -> String {
        String(format: "%.\(digits)f", value)
    }
}
