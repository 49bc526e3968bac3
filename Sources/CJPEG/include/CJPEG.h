#ifndef VIGNETTE_CJPEG_H
#define VIGNETTE_CJPEG_H
#include <stddef.h>
#include <stdint.h>

/// Decodes the JPEG in `bytes` with libjpeg-turbo into `pixels`: `height` rows `stride` bytes apart of
/// `width` opaque 32-bit native-endian 0xAARRGGBB pixels (Cairo's ARGB32). Returns 0 when the whole
/// picture decoded; otherwise 1 with libjpeg's reason in `message` (a fatal error, or a warning that
/// the data is corrupt or ends early, which would leave part of the picture grey). Pass `pixels`
/// NULL to read only the size into `width` and `height`.
int vignette_jpeg_decode(const uint8_t *bytes, size_t length, uint8_t *pixels, int stride,
                         int *width, int *height, char *message, size_t capacity);

#endif
