// libjpeg reports fatal errors through error_exit, which must not return: setjmp/longjmp,
// which Swift cannot do, so the decoding loop lives here.
#include "CJPEG.h"
#include <setjmp.h>
#include <stdio.h>
#include <string.h>
#include <jpeglib.h>
#include <jerror.h>

struct failure {
    struct jpeg_error_mgr manager;
    jmp_buf jump;
    char message[JMSG_LENGTH_MAX];
    int warned;
};

static void fail(j_common_ptr info) {
    struct failure *failure = (struct failure *)info->err;
    (*info->err->format_message)(info, failure->message);
    longjmp(failure->jump, 1);
}

// Warnings mean the data is corrupt (a bad Huffman code, a premature end, which libjpeg
// fills with grey): the first is kept and fails the decode. Stray bytes between segments
// (JWRN_EXTRANEOUS_DATA) lose nothing, so they pass, as do trace messages (level >= 0).
static void note(j_common_ptr info, int level) {
    struct failure *failure = (struct failure *)info->err;
    if (level >= 0 || failure->warned || info->err->msg_code == JWRN_EXTRANEOUS_DATA) return;
    (*info->err->format_message)(info, failure->message);
    failure->warned = 1;
}

static uint8_t product(unsigned a, unsigned b) { return (uint8_t)((a * b + 127) / 255); }

// One scanline to ARGB32. CMYK from Adobe applications is stored inverted (the common case);
// other CMYK is not. Either way ink is removed from white by multiplication, without a profile.
static void pack(const JSAMPLE *row, J_COLOR_SPACE space, int inverted, int width, uint32_t *out) {
    for (int x = 0; x < width; x++) {
        unsigned r, g, b;
        if (space == JCS_CMYK) {
            const JSAMPLE *p = row + 4 * x;
            unsigned c = p[0], m = p[1], y = p[2], k = p[3];
            if (!inverted) { c = 255 - c; m = 255 - m; y = 255 - y; k = 255 - k; }
            r = product(c, k); g = product(m, k); b = product(y, k);
        } else {
            const JSAMPLE *p = row + 3 * x;
            r = p[0]; g = p[1]; b = p[2];
        }
        out[x] = 0xFF000000u | (r << 16) | (g << 8) | b;
    }
}

int vignette_jpeg_decode(const uint8_t *bytes, size_t length, uint8_t *pixels, int stride,
                         int *width, int *height, char *message, size_t capacity) {
    struct jpeg_decompress_struct info;
    struct failure failure;
    JSAMPARRAY row = NULL;
    memset(&failure, 0, sizeof failure);
    info.err = jpeg_std_error(&failure.manager);
    failure.manager.error_exit = fail;
    failure.manager.emit_message = note;
    if (setjmp(failure.jump)) {
        jpeg_destroy_decompress(&info);
        snprintf(message, capacity, "%s", failure.message);
        return 1;
    }
    jpeg_create_decompress(&info);
    jpeg_mem_src(&info, bytes, (unsigned long)length);
    jpeg_read_header(&info, TRUE);
    *width = (int)info.image_width;
    *height = (int)info.image_height;
    if (pixels == NULL) {
        jpeg_destroy_decompress(&info);
        return 0;
    }
    // The exact integer transform and smooth chroma upsampling: the same pixels on every machine.
    info.dct_method = JDCT_ISLOW;
    info.do_fancy_upsampling = TRUE;
    int cmyk = info.jpeg_color_space == JCS_CMYK || info.jpeg_color_space == JCS_YCCK;
    info.out_color_space = cmyk ? JCS_CMYK : JCS_RGB;
    jpeg_start_decompress(&info);
    row = (*info.mem->alloc_sarray)((j_common_ptr)&info, JPOOL_IMAGE,
                                    info.output_width * info.output_components, 1);
    while (info.output_scanline < info.output_height) {
        uint32_t *out = (uint32_t *)(pixels + (size_t)stride * info.output_scanline);
        jpeg_read_scanlines(&info, row, 1);
        pack(row[0], info.out_color_space, info.saw_Adobe_marker, (int)info.output_width, out);
    }
    jpeg_finish_decompress(&info);
    jpeg_destroy_decompress(&info);
    if (failure.warned) {
        snprintf(message, capacity, "%s", failure.message);
        return 1;
    }
    return 0;
}
