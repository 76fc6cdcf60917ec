#include "PictureEncoder.h"

#include <chafa.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Sixel draws bands of this many pixel rows. */
enum { SIXEL_BAND = 6 };

/* The sequences chafa wraps its picture data in (Codecs.h describes the whole output). Our own, not the terminal
   database's: the kitty picture must not move the cursor, and nothing may ask the terminal for an answer. */
static ChafaTermInfo *picture_term_info(void) {
    ChafaTermInfo *info = chafa_term_info_new();
    chafa_term_info_set_seq(info, CHAFA_TERM_SEQ_BEGIN_SIXELS, "\033P%1;%2;%3q", NULL);
    chafa_term_info_set_seq(info, CHAFA_TERM_SEQ_END_SIXELS, "\033\\", NULL);
    chafa_term_info_set_seq(info, CHAFA_TERM_SEQ_BEGIN_KITTY_IMMEDIATE_IMAGE_V1,
                            "\033_Ga=T,q=2,C=1,f=%1,s=%2,v=%3,c=%4,r=%5,m=1\033\\", NULL);
    chafa_term_info_set_seq(info, CHAFA_TERM_SEQ_BEGIN_KITTY_IMAGE_CHUNK, "\033_Gq=2,m=1;", NULL);
    chafa_term_info_set_seq(info, CHAFA_TERM_SEQ_END_KITTY_IMAGE_CHUNK, "\033\\", NULL);
    chafa_term_info_set_seq(info, CHAFA_TERM_SEQ_END_KITTY_IMAGE, "\033_Gq=2,m=0\033\\", NULL);
    chafa_term_info_set_seq(info, CHAFA_TERM_SEQ_BEGIN_ITERM2_IMAGE,
                            "\033]1337;File=inline=1;width=%1;height=%2;preserveAspectRatio=0;doNotMoveCursor=1:",
                            NULL);
    chafa_term_info_set_seq(info, CHAFA_TERM_SEQ_END_ITERM2_IMAGE, "\a", NULL);
    return info;
}

static ChafaPixelMode pixel_mode(picture_protocol protocol) {
    switch (protocol) {
    case PICTURE_KITTY: return CHAFA_PIXEL_MODE_KITTY;
    case PICTURE_ITERM2: return CHAFA_PIXEL_MODE_ITERM2;
    case PICTURE_SIXEL: default: return CHAFA_PIXEL_MODE_SIXELS;
    }
}

/* chafa rounds a sixel picture's height down to whole bands, which would leave up to 5 pixel rows of the cells
   uncovered. Instead the picture is drawn into whole bands: its rows are first scaled here to exactly `target_height`
   (an average of the rows each one covers; a row repeated where the picture has fewer), and transparent rows (left
   unset) fill the last band below them, so chafa scales only across and its visible part ends exactly at the cells'
   last pixel row, whatever the picture's height (transparent source rows scaled with it drew a 1-pixel-high
   picture over half of its cells). Returns the banded copy (malloc'd) and its height. */
static unsigned char *pad_to_bands(const unsigned char *rgba, int width, int height, int target_height,
                                   int *padded_height) {
    int banded = (target_height + SIXEL_BAND - 1) / SIXEL_BAND * SIXEL_BAND;
    size_t row = (size_t)width * 4;
    unsigned char *padded = calloc((size_t)banded, row);
    unsigned long *sum = calloc(row, sizeof *sum);
    if (padded == NULL || sum == NULL) {
        free(padded);
        free(sum);
        return NULL;
    }
    for (int y = 0; y < target_height; y++) {
        int first = (int)((long)y * height / target_height), end = (int)((long)(y + 1) * height / target_height);
        if (end <= first) end = first + 1;
        memset(sum, 0, row * sizeof *sum);
        for (int source = first; source < end; source++) {
            const unsigned char *pixels = rgba + (size_t)source * row;
            for (size_t i = 0; i < row; i++) sum[i] += pixels[i];
        }
        unsigned char *out = padded + (size_t)y * row;
        for (size_t i = 0; i < row; i++) out[i] = (unsigned char)(sum[i] / (unsigned long)(end - first));
    }
    free(sum);
    *padded_height = banded;
    return padded;
}

/* The raster attributes ("Pan;Pad;Ph;Pv) chafa writes give the banded height; they are set to the picture's. */
static void set_sixel_height(GString *out, int height) {
    char *raster = strchr(out->str, '"');
    if (raster == NULL) return;
    int aspect_numerator, aspect_denominator, width, banded, consumed = 0;
    if (sscanf(raster, "\"%d;%d;%d;%d%n", &aspect_numerator, &aspect_denominator, &width, &banded, &consumed) != 4)
        return;
    char exact[64];
    int written = snprintf(exact, sizeof exact, "\"%d;%d;%d;%d", aspect_numerator, aspect_denominator, width, height);
    g_string_erase(out, raster - out->str, consumed);
    g_string_insert_len(out, raster - out->str, exact, written);
}

picture_status picture_encode(const unsigned char *rgba, int width, int height, picture_protocol protocol,
                              int columns, int rows, int cell_width, int cell_height,
                              unsigned char **bytes, size_t *length) {
    if (rgba == NULL || bytes == NULL || length == NULL || width <= 0 || height <= 0 || columns <= 0 || rows <= 0
        || cell_width <= 0 || cell_height <= 0)
        return PICTURE_BAD_INPUT;
    long pixel_width = (long)columns * cell_width, pixel_height = (long)rows * cell_height;
    if (pixel_width > PICTURE_MAX_SIDE || pixel_height > PICTURE_MAX_SIDE || width > PICTURE_MAX_SIDE * 4
        || height > PICTURE_MAX_SIDE * 4)
        return PICTURE_TOO_LARGE;

    const unsigned char *source = rgba;
    unsigned char *padded = NULL;
    int source_height = height;
    ChafaCanvasConfig *config = chafa_canvas_config_new();
    chafa_canvas_config_set_pixel_mode(config, pixel_mode(protocol));
    chafa_canvas_config_set_canvas_mode(config, CHAFA_CANVAS_MODE_TRUECOLOR);
    if (protocol == PICTURE_SIXEL && pixel_height % SIXEL_BAND != 0) {
        padded = pad_to_bands(rgba, width, height, (int)pixel_height, &source_height);
        if (padded == NULL) {
            chafa_canvas_config_unref(config);
            return PICTURE_FAILED;
        }
        source = padded;
        /* One cell as tall as the banded picture: sixel output does not depend on the cell grid. */
        chafa_canvas_config_set_geometry(config, columns, 1);
        chafa_canvas_config_set_cell_geometry(config, cell_width,
                                              (int)((pixel_height + SIXEL_BAND - 1) / SIXEL_BAND * SIXEL_BAND));
    } else {
        chafa_canvas_config_set_geometry(config, columns, rows);
        chafa_canvas_config_set_cell_geometry(config, cell_width, cell_height);
    }
    /* No dithering: flat cover art stays flat in sixel's 256 colours (ordered dithering speckles it, seen in xterm),
       and the same picture always gives the same bytes. kitty and iTerm2 carry every pixel as it is. */
    chafa_canvas_config_set_dither_mode(config, CHAFA_DITHER_MODE_NONE);

    ChafaCanvas *canvas = chafa_canvas_new(config);
    chafa_canvas_config_unref(config);
    if (canvas == NULL) {
        free(padded);
        return PICTURE_FAILED;
    }
    chafa_canvas_draw_all_pixels(canvas, CHAFA_PIXEL_RGBA8_UNASSOCIATED, source, width, source_height, width * 4);
    free(padded);
    ChafaTermInfo *info = picture_term_info();
    GString *out = chafa_canvas_print(canvas, info);
    chafa_term_info_unref(info);
    chafa_canvas_unref(canvas);
    if (out == NULL || out->len == 0) {
        if (out != NULL) g_string_free(out, TRUE);
        return PICTURE_FAILED;
    }
    if (protocol == PICTURE_SIXEL) set_sixel_height(out, (int)pixel_height);

    unsigned char *copy = malloc(out->len);
    if (copy == NULL) {
        g_string_free(out, TRUE);
        return PICTURE_FAILED;
    }
    memcpy(copy, out->str, out->len);
    *bytes = copy;
    *length = out->len;
    g_string_free(out, TRUE);
    return PICTURE_OK;
}
