#include "Codecs.h"
#include "CoverDecoder.h"
#include "CoverTiles.h"
#include "TagLibBridge.h"

static const tc_codecs table = {
    .abi_version = TC_CODECS_ABI_VERSION,
    .read_tags = tlb_read_tags,
    .tags_free = tlb_tags_free,
    .copy_picture = tlb_copy_picture,
    .bytes_free = tlb_bytes_free,
    .write_tags = tlb_write_tags,
    .decode = cover_decode,
    .pixels_free = cover_pixels_free,
    .render_tile = cover_render_tile,
};

__attribute__((visibility("default"))) const tc_codecs *tc_codecs_table(void) { return &table; }
