#ifndef VIGNETTE_CPOPPLER_SHIM_H
#define VIGNETTE_CPOPPLER_SHIM_H
// poppler's GLib interface, for PDF pictures (asset catalogues' vector images): it opens a PDF from
// memory and renders a page onto a Cairo context. A target of its own: one pkg-config package per
// system library, as CRsvg.
#include <poppler.h>
#endif
