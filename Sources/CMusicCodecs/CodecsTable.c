#include "Codecs.h"
#include "CoverDecoder.h"
#include "CoverTiles.h"
#include "IndexDatabase.h"
#include "PictureEncoder.h"
#include "TagLibBridge.h"

static const tc_codecs table = {
    .abi_version = TC_CODECS_ABI_VERSION,
    .read_tags = tlb_read_tags,
    .read_tags_with_taglib = tlb_read_tags_with_taglib,
    .tags_free = tlb_tags_free,
    .copy_picture = tlb_copy_picture,
    .bytes_free = tlb_bytes_free,
    .write_tags = tlb_write_tags,
    .decode = cover_decode,
    .pixels_free = cover_pixels_free,
    .render_tile = cover_render_tile,
    .encode_picture = picture_encode,
    .db_open = index_db_open,
    .db_close = index_db_close,
    .db_exec = index_db_exec,
    .db_error = index_db_error,
    .db_prepare = index_db_prepare,
    .db_finalize = index_db_finalize,
    .db_reset = index_db_reset,
    .db_bind_int64 = index_db_bind_int64,
    .db_bind_double = index_db_bind_double,
    .db_bind_text = index_db_bind_text,
    .db_bind_blob = index_db_bind_blob,
    .db_step = index_db_step,
    .db_column_type = index_db_column_type,
    .db_column_int64 = index_db_column_int64,
    .db_column_double = index_db_column_double,
    .db_column_bytes = index_db_column_bytes,
};

__attribute__((visibility("default"))) const tc_codecs *tc_codecs_table(void) { return &table; }
