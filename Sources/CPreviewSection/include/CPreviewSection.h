#ifndef VIGNETTE_PREVIEW_SECTION_H
#define VIGNETTE_PREVIEW_SECTION_H

/// Calls every registration function recorded in the executable's `vignette_previews` section
/// (one per `#Preview`), in link order. Does nothing where the section cannot be found.
void vignette_run_preview_registrations(void);

/// How many registration functions the section holds.
long vignette_preview_registration_count(void);

/// Writes into `out` (up to `capacity`) the metadata of the executable's non-generic types that
/// conform to `module`'s `protocol` (e.g. "SwiftUI", "PreviewProvider"), read from the Swift
/// conformance records; returns how many. Nothing where the records cannot be found.
long vignette_conforming_types(const char *module, const char *protocol, const void **out, long capacity);

#endif
