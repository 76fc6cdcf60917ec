#include "CoverDecoder.h"

#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <jpeglib.h>
#include <png.h>

/* Larger covers exist only as attacks or mistakes; refusing them keeps memory bounded. The area cap
   (6000 x 6000, 144 MB of RGBA) is checked from the header, before any pixel is allocated or decoded. */
#define COVER_MAX_SIDE 16384
#define COVER_MAX_PIXELS (6000L * 6000L)

static int too_large(unsigned long width, unsigned long height) {
    return width == 0 || height == 0 || width > COVER_MAX_SIDE || height > COVER_MAX_SIDE ||
           width * height > (unsigned long)COVER_MAX_PIXELS;
}

/* Area-average downscale so each side fits in max_size, keeping the aspect ratio. */
static cover_status fit(cover_pixels *img, int max_size) {
    if (max_size <= 0 || (img->width <= max_size && img->height <= max_size)) return COVER_OK;
    int w = img->width, h = img->height;
    int nw, nh;
    if (w >= h) { nw = max_size; nh = (int)((long)h * max_size / w); }
    else { nh = max_size; nw = (int)((long)w * max_size / h); }
    if (nw < 1) nw = 1;
    if (nh < 1) nh = 1;
    unsigned char *dst = malloc((size_t)nw * nh * 4);
    if (!dst) return COVER_TOO_LARGE;
    for (int y = 0; y < nh; y++) {
        int y0 = (int)((long)y * h / nh), y1 = (int)((long)(y + 1) * h / nh);
        if (y1 <= y0) y1 = y0 + 1;
        for (int x = 0; x < nw; x++) {
            int x0 = (int)((long)x * w / nw), x1 = (int)((long)(x + 1) * w / nw);
            if (x1 <= x0) x1 = x0 + 1;
            unsigned long sum[4] = {0, 0, 0, 0};
            for (int sy = y0; sy < y1; sy++) {
                const unsigned char *row = img->rgba + ((size_t)sy * w + x0) * 4;
                for (int sx = x0; sx < x1; sx++, row += 4)
                    for (int c = 0; c < 4; c++) sum[c] += row[c];
            }
            unsigned long n = (unsigned long)(y1 - y0) * (x1 - x0);
            unsigned char *p = dst + ((size_t)y * nw + x) * 4;
            for (int c = 0; c < 4; c++) p[c] = (unsigned char)(sum[c] / n);
        }
    }
    free(img->rgba);
    img->rgba = dst;
    img->width = nw;
    img->height = nh;
    return COVER_OK;
}

static cover_status decode_png(const unsigned char *bytes, size_t length, cover_pixels *out) {
    png_image image;
    memset(&image, 0, sizeof image);
    image.version = PNG_IMAGE_VERSION;
    if (!png_image_begin_read_from_memory(&image, bytes, length)) return COVER_CORRUPT;
    if (too_large(image.width, image.height)) {
        png_image_free(&image);
        return COVER_TOO_LARGE;
    }
    image.format = PNG_FORMAT_RGBA;
    unsigned char *buffer = malloc(PNG_IMAGE_SIZE(image));
    if (!buffer) {
        png_image_free(&image);
        return COVER_TOO_LARGE;
    }
    if (!png_image_finish_read(&image, NULL, buffer, 0, NULL)) {
        free(buffer);
        png_image_free(&image);
        return COVER_CORRUPT;
    }
    out->rgba = buffer;
    out->width = (int)image.width;
    out->height = (int)image.height;
    return COVER_OK;
}

struct jpeg_failure {
    struct jpeg_error_mgr manager;
    jmp_buf jump;
};

static void jpeg_fail(j_common_ptr info) {
    struct jpeg_failure *failure = (struct jpeg_failure *)info->err;
    longjmp(failure->jump, 1);
}

static void jpeg_quiet(j_common_ptr info, int level) { (void)info; (void)level; }

static cover_status decode_jpeg(const unsigned char *bytes, size_t length, int max_size, cover_pixels *out) {
    struct jpeg_decompress_struct info;
    struct jpeg_failure failure;
    /* volatile: these change between setjmp and a possible longjmp. */
    unsigned char *volatile buffer = NULL;

    info.err = jpeg_std_error(&failure.manager);
    failure.manager.error_exit = jpeg_fail;
    failure.manager.emit_message = jpeg_quiet;
    if (setjmp(failure.jump)) {
        free(buffer);
        jpeg_destroy_decompress(&info);
        return COVER_CORRUPT;
    }
    jpeg_create_decompress(&info);
    jpeg_mem_src(&info, bytes, (unsigned long)length);
    jpeg_read_header(&info, TRUE);
    if (too_large(info.image_width, info.image_height)) {
        jpeg_destroy_decompress(&info);
        return COVER_TOO_LARGE;
    }
    /* The largest reduction that still leaves the short side at least max_size. */
    unsigned int denom = 1;
    unsigned int shortSide = info.image_width < info.image_height ? info.image_width : info.image_height;
    while (max_size > 0 && denom < 8 && shortSide / (denom * 2) >= (unsigned int)max_size) denom *= 2;
    info.scale_num = 1;
    info.scale_denom = denom;
    int cmyk = info.jpeg_color_space == JCS_CMYK || info.jpeg_color_space == JCS_YCCK;
    info.out_color_space = cmyk ? JCS_CMYK : JCS_EXT_RGBA;
    jpeg_start_decompress(&info);
    int w = (int)info.output_width, h = (int)info.output_height;
    buffer = malloc((size_t)w * h * 4);
    if (!buffer) longjmp(failure.jump, 1);
    while (info.output_scanline < info.output_height) {
        JSAMPROW row = buffer + (size_t)info.output_scanline * w * 4;
        jpeg_read_scanlines(&info, &row, 1);
    }
    if (cmyk) {
        /* Adobe writes CMYK JPEGs inverted; multiplying by K gives usable RGB. */
        for (size_t i = 0; i < (size_t)w * h; i++) {
            unsigned char *p = buffer + i * 4;
            unsigned int k = p[3];
            p[0] = (unsigned char)(p[0] * k / 255);
            p[1] = (unsigned char)(p[1] * k / 255);
            p[2] = (unsigned char)(p[2] * k / 255);
            p[3] = 255;
        }
    }
    jpeg_finish_decompress(&info);
    jpeg_destroy_decompress(&info);
    out->rgba = buffer;
    out->width = w;
    out->height = h;
    return COVER_OK;
}

cover_status cover_decode(const unsigned char *bytes, size_t length, int max_size, cover_pixels *out) {
    memset(out, 0, sizeof *out);
    cover_status status;
    static const unsigned char pngSignature[8] = {0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n'};
    if (length >= 8 && memcmp(bytes, pngSignature, 8) == 0) status = decode_png(bytes, length, out);
    else if (length >= 3 && bytes[0] == 0xFF && bytes[1] == 0xD8 && bytes[2] == 0xFF)
        status = decode_jpeg(bytes, length, max_size, out);
    else return COVER_UNKNOWN_FORMAT;
    if (status != COVER_OK) return status;
    status = fit(out, max_size);
    if (status != COVER_OK) cover_pixels_free(out);
    return status;
}

void cover_pixels_free(cover_pixels *pixels) {
    free(pixels->rgba);
    pixels->rgba = NULL;
    pixels->width = pixels->height = 0;
}
