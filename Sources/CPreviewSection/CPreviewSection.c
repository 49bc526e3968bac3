#include "CPreviewSection.h"

typedef void (*vignette_preview_registration)(void);

#if defined(__ELF__)
// The linker defines these around a section whose name is a C identifier, in any executable
// that has the section. Weak, so an executable without previews links and sees an empty range.
extern const vignette_preview_registration __start_vignette_previews[] __attribute__((weak));
extern const vignette_preview_registration __stop_vignette_previews[] __attribute__((weak));

void vignette_run_preview_registrations(void) {
    if (!__start_vignette_previews || !__stop_vignette_previews) return;
    for (const vignette_preview_registration *record = __start_vignette_previews;
         record < __stop_vignette_previews; ++record) {
        if (*record) (*record)();
    }
}

long vignette_preview_registration_count(void) {
    if (!__start_vignette_previews || !__stop_vignette_previews) return 0;
    return (long)(__stop_vignette_previews - __start_vignette_previews);
}
#else
void vignette_run_preview_registrations(void) {}
long vignette_preview_registration_count(void) { return 0; }
#endif
