import ClockCore
import CCodecs

/// A prepared statement: bind by 1-based index, step, read columns by 0-based index.
final class IndexStatement {
    private let codecs: UnsafePointer<tc_codecs>
    private let handle: OpaquePointer
    /// Kept so the database outlives its statements.
    private let database: IndexDatabase

    /// Made by `IndexDatabase.prepare`.
    init(codecs: UnsafePointer<tc_codecs>, handle: OpaquePointer, database: IndexDatabase) {
        self.codecs = codecs
        self.handle = handle
        self.database = database
    }

    deinit { codecs.pointee.db_finalize(handle) }

    /// Binds the values in order (Int, Int64, Double, String as text, [UInt8] as a blob, nil as NULL), after a reset.
    func bind(_ values: [IndexValue]) throws(IndexError) {
        _ = codecs.pointee.db_reset(handle)
        for (offset, value) in values.enumerated() {
            let index = Int32(offset + 1)
            let status: Int32
            switch value {
            case .integer(let n): status = codecs.pointee.db_bind_int64(handle, index, n)
            case .real(let x): status = codecs.pointee.db_bind_double(handle, index, x)
            case .text(let s):
                status = s.withCString { codecs.pointee.db_bind_text(handle, index, $0, Int32(s.utf8.count)) }
            case .blob(let bytes):
                // An empty blob still needs a pointer, or SQLite stores NULL.
                status = bytes.withUnsafeBytes {
                    codecs.pointee.db_bind_blob(handle, index, $0.baseAddress ?? UnsafeRawPointer(bitPattern: 1), Int32($0.count))
                }
            case .null: status = codecs.pointee.db_bind_text(handle, index, nil, 0)
            }
            try database.check(status)
        }
    }

    /// Advances to the next row; false when there are no more.
    func step() throws(IndexError) -> Bool {
        let status = codecs.pointee.db_step(handle)
        if status == TC_DB_ROW { return true }
        if status == TC_DB_DONE { return false }
        try database.check(status)
        return false
    }

    /// Runs a statement that returns no rows with these values.
    func run(_ values: [IndexValue]) throws(IndexError) {
        try bind(values)
        _ = try step()
    }

    func isNull(_ column: Int32) -> Bool { codecs.pointee.db_column_type(handle, column) == TC_DB_NULL }

    func integer(_ column: Int32) -> Int64 { codecs.pointee.db_column_int64(handle, column) }

    func optionalInt(_ column: Int32) -> Int? { isNull(column) ? nil : Int(integer(column)) }

    func optionalReal(_ column: Int32) -> Double? { isNull(column) ? nil : codecs.pointee.db_column_double(handle, column) }

    func bytes(_ column: Int32) -> [UInt8] {
        var length: Int32 = 0
        guard let pointer = codecs.pointee.db_column_bytes(handle, column, &length), length > 0 else { return [] }
        return Array(UnsafeRawBufferPointer(start: pointer, count: Int(length)))
    }

    /// A column's bytes in SQLite's own buffer, valid until the next step: read without a copy.
    func withBytes<R>(_ column: Int32, _ body: (UnsafeRawBufferPointer) -> R) -> R {
        var length: Int32 = 0
        let pointer = codecs.pointee.db_column_bytes(handle, column, &length)
        return body(UnsafeRawBufferPointer(start: pointer, count: pointer == nil ? 0 : Int(length)))
    }

    /// Text straight from SQLite's buffer: no intermediate array, whose freed slot would sit between the strings
    /// the albums keep (a walk over 100,000 tracks would leave megabytes of such holes).
    func text(_ column: Int32) -> String {
        var length: Int32 = 0
        guard let pointer = codecs.pointee.db_column_bytes(handle, column, &length), length > 0 else { return "" }
        return String(decoding: UnsafeRawBufferPointer(start: pointer, count: Int(length)), as: UTF8.self)
    }

    /// A path or a name stored as its exact bytes, as the walk holds it (`PathBytes`), straight from the buffer too.
    func path(_ column: Int32) -> String {
        var length: Int32 = 0
        guard let pointer = codecs.pointee.db_column_bytes(handle, column, &length), length > 0 else { return "" }
        return PathBytes.string(from: UnsafeRawBufferPointer(start: pointer, count: Int(length)))
    }

    func optionalText(_ column: Int32) -> String? {
        isNull(column) ? nil : text(column)
    }
}

/// A value bound to a statement.
enum IndexValue {
    case integer(Int64)
    case real(Double)
    case text(String)
    case blob([UInt8])
    case null

    static func int(_ n: Int?) -> IndexValue { n.map { .integer(Int64($0)) } ?? .null }
    static func string(_ s: String?) -> IndexValue { s.map { .text($0) } ?? .null }
}
