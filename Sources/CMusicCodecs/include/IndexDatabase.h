#ifndef TUI_CLOCK_INDEX_DATABASE_H
#define TUI_CLOCK_INDEX_DATABASE_H

#include "Codecs.h"

/* SQLite behind the codecs table's db_* entries: the library index. */
int index_db_open(const char *path, tc_database **out);
void index_db_close(tc_database *db);
int index_db_exec(tc_database *db, const char *sql);
const char *index_db_error(tc_database *db);
int index_db_prepare(tc_database *db, const char *sql, tc_statement **out);
void index_db_finalize(tc_statement *statement);
int index_db_reset(tc_statement *statement);
int index_db_bind_int64(tc_statement *statement, int index, int64_t value);
int index_db_bind_double(tc_statement *statement, int index, double value);
int index_db_bind_text(tc_statement *statement, int index, const char *text, int length);
int index_db_bind_blob(tc_statement *statement, int index, const void *bytes, int length);
int index_db_step(tc_statement *statement);
int index_db_column_type(tc_statement *statement, int column);
int64_t index_db_column_int64(tc_statement *statement, int column);
double index_db_column_double(tc_statement *statement, int column);
const void *index_db_column_bytes(tc_statement *statement, int column, int *length);

#endif
