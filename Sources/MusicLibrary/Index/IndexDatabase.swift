import CCodecs

/// An open SQLite database, through the codecs plugin's table (so the clock alone never maps SQLite).
/// Used from one thread at a time.
final class IndexDatabase {
    private let codecs: UnsafePointer<tc_codecs>
    private let handle: OpaquePointer

    init(path: String) throws(IndexError) {
        guard case .success(let table) = MusicCodecs.table() else {
            if case .failure(let error) = MusicCodecs.table() { throw .unavailable(error.description) }
            throw .unavailable("music support is not available")
        }
        codecs = table.functions
        var opened: OpaquePointer?
        let status = codecs.pointee.db_open(path, &opened)
        guard status == TC_DB_OK, let opened else { throw .database(code: status, message: "cannot open \(path)") }
        handle = opened
    }

    deinit { codecs.pointee.db_close(handle) }

    /// Runs one or more statements that return no rows.
    func execute(_ sql: String) throws(IndexError) {
        try check(codecs.pointee.db_exec(handle, sql))
    }

    func prepare(_ sql: String) throws(IndexError) -> IndexStatement {
        var statement: OpaquePointer?
        try check(codecs.pointee.db_prepare(handle, sql, &statement))
        guard let statement else { throw .database(code: -1, message: "empty statement: \(sql)") }
        return IndexStatement(codecs: codecs, handle: statement, database: self)
    }

    func check(_ status: Int32) throws(IndexError) {
        guard status != TC_DB_OK else { return }
        throw .database(code: status, message: codecs.pointee.db_error(handle).map { String(cString: $0) } ?? "unknown")
    }
}
