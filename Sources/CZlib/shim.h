#ifndef VIGNETTE_CZLIB_SHIM_H
#define VIGNETTE_CZLIB_SHIM_H
// zlib's deflate and crc32 for the PNG encoder (Sources/VignetteCairo/Render/PNGEncoder.swift).
#include <zlib.h>
#endif
