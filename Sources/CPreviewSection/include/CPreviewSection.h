#ifndef VIGNETTE_PREVIEW_SECTION_H
#define VIGNETTE_PREVIEW_SECTION_H

/// Calls every registration function recorded in the executable's `vignette_previews` section
/// (one per `#Preview`), in link order. Does nothing where the section cannot be found.
void vignette_run_preview_registrations(void);

/// How many registration functions the section holds.
long vignette_preview_registration_count(void);

#endif
