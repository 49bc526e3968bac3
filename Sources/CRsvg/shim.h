#ifndef VIGNETTE_CRSVG_SHIM_H
#define VIGNETTE_CRSVG_SHIM_H
// librsvg, for SVG pictures. A target of its own because a system-library target reads
// one pkg-config package, and librsvg's headers need gdk-pixbuf's include path, which
// pangocairo's does not give CCairo.
#include <librsvg/rsvg.h>
#endif
