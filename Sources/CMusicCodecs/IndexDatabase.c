#include "IndexDatabase.h"

#include <fcntl.h>
#include <sqlite3.h>
#include <sys/stat.h>
#include <unistd.h>

/* The opaque types of Codecs.h are SQLite's own handles. */
#define DB(db) ((sqlite3 *)(db))
#define STMT(statement) ((sqlite3_stmt *)(statement))

/* The index lists the user's music: private (0600) whatever the umask. SQLite would make it 0644 and gives its
   -wal and -shm files the database's own mode, so the file is made (or an older one narrowed) before SQLite opens it. */
static void make_private(const char *path) {
    int fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0600);
    if (fd < 0) return;
    struct stat info;
    if (fstat(fd, &info) == 0 && S_ISREG(info.st_mode) && info.st_uid == geteuid() && (info.st_mode & 077) != 0) {
        fchmod(fd, 0600);
    }
    close(fd);
}

int index_db_open(const char *path, tc_database **out) {
    make_private(path);
    sqlite3 *db = NULL;
    int status = sqlite3_open_v2(path, &db, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX, NULL);
    if (status != SQLITE_OK) {
        sqlite3_close(db);
        *out = NULL;
        return status;
    }
    /* Another tui-clock on the same library may be writing: wait for it rather than fail. */
    sqlite3_busy_timeout(db, 2000);
    *out = (tc_database *)db;
    return SQLITE_OK;
}

void index_db_close(tc_database *db) { sqlite3_close_v2(DB(db)); }

int index_db_exec(tc_database *db, const char *sql) { return sqlite3_exec(DB(db), sql, NULL, NULL, NULL); }

const char *index_db_error(tc_database *db) { return sqlite3_errmsg(DB(db)); }

int index_db_prepare(tc_database *db, const char *sql, tc_statement **out) {
    sqlite3_stmt *statement = NULL;
    int status = sqlite3_prepare_v3(DB(db), sql, -1, SQLITE_PREPARE_PERSISTENT, &statement, NULL);
    *out = (tc_statement *)statement;
    return status;
}

void index_db_finalize(tc_statement *statement) { sqlite3_finalize(STMT(statement)); }

int index_db_reset(tc_statement *statement) {
    sqlite3_clear_bindings(STMT(statement));
    return sqlite3_reset(STMT(statement));
}

int index_db_bind_int64(tc_statement *statement, int index, int64_t value) {
    return sqlite3_bind_int64(STMT(statement), index, value);
}

int index_db_bind_double(tc_statement *statement, int index, double value) {
    return sqlite3_bind_double(STMT(statement), index, value);
}

int index_db_bind_text(tc_statement *statement, int index, const char *text, int length) {
    if (text == NULL) return sqlite3_bind_null(STMT(statement), index);
    return sqlite3_bind_text(STMT(statement), index, text, length, SQLITE_TRANSIENT);
}

int index_db_bind_blob(tc_statement *statement, int index, const void *bytes, int length) {
    if (bytes == NULL) return sqlite3_bind_null(STMT(statement), index);
    return sqlite3_bind_blob(STMT(statement), index, bytes, length, SQLITE_TRANSIENT);
}

int index_db_step(tc_statement *statement) { return sqlite3_step(STMT(statement)); }

int index_db_column_type(tc_statement *statement, int column) { return sqlite3_column_type(STMT(statement), column); }

int64_t index_db_column_int64(tc_statement *statement, int column) {
    return sqlite3_column_int64(STMT(statement), column);
}

double index_db_column_double(tc_statement *statement, int column) {
    return sqlite3_column_double(STMT(statement), column);
}

const void *index_db_column_bytes(tc_statement *statement, int column, int *length) {
    /* Blob first, then the length: SQLite's documented order for a stable pointer. */
    const void *bytes = sqlite3_column_blob(STMT(statement), column);
    *length = sqlite3_column_bytes(STMT(statement), column);
    return bytes;
}
