#ifndef VIGNETTE_CCAIRO_SHIM_H
#define VIGNETTE_CCAIRO_SHIM_H
#include <cairo.h>
#include <cairo-svg.h>
#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>
#include <fontconfig/fontconfig.h>
#include <fontconfig/fcfreetype.h>
/* Exported by libpangocairo but left out of its headers; OpenFaces patches the class it names. */
GType pango_cairo_fc_font_get_type(void);
#endif
