#include "CPreviewSection.h"
#include <stdint.h>
#include <string.h>

// Lists the types of the executable that conform to a protocol, from the records the Swift compiler
// writes into the `swift5_protocol_conformances` section (one 32-bit relative pointer to a
// conformance descriptor each). The layouts are the Swift 5 ABI's (swift/ABI/Metadata.h):
// conformance descriptor {protocol, type reference, witness table, flags}, context descriptors
// {flags, parent, name, …}, a type descriptor's fourth field its metadata accessor.

#if defined(__ELF__)
extern const int32_t __start_swift5_protocol_conformances[] __attribute__((weak));
extern const int32_t __stop_swift5_protocol_conformances[] __attribute__((weak));

static const void *relative(const int32_t *field) {
    return (const char *)field + *field;
}

// A pointer that may point at the pointer to its target (its low bit set).
static const void *indirectable(const int32_t *field) {
    int32_t offset = *field;
    const char *target = (const char *)field + (offset & ~1);
    return (offset & 1) ? *(const void *const *)target : target;
}

static const char *context_name(const int32_t *descriptor) {
    return (const char *)relative(descriptor + 2);
}

typedef struct { const void *metadata; uintptr_t state; } metadata_response;
typedef metadata_response (*metadata_accessor)(uintptr_t request) __attribute__((swiftcall));

long vignette_conforming_types(const char *module, const char *protocol, const void **out, long capacity) {
    if (!__start_swift5_protocol_conformances || !__stop_swift5_protocol_conformances) return 0;
    long found = 0;
    for (const int32_t *record = __start_swift5_protocol_conformances;
         record < __stop_swift5_protocol_conformances && found < capacity; ++record) {
        const int32_t *conformance = relative(record);
        const int32_t *proto = indirectable(conformance);
        if (!proto || strcmp(context_name(proto), protocol) != 0) continue;
        const int32_t *parent = indirectable(proto + 1);
        if (!parent || strcmp(context_name(parent), module) != 0) continue;
        uint32_t flags = (uint32_t)conformance[3];
        uint32_t kind = (flags >> 3) & 7;
        const int32_t *type;
        if (kind == 0) type = relative(conformance + 1);           // a direct type descriptor
        else if (kind == 1) type = *(const int32_t *const *)relative(conformance + 1);
        else continue;                                             // Objective-C classes: none here
        uint32_t typeFlags = (uint32_t)type[0];
        if (typeFlags & 0x80) continue;                            // generic: needs arguments
        uint32_t typeKind = typeFlags & 0x1F;
        if (typeKind < 16 || typeKind > 18) continue;              // class, struct or enum only
        metadata_accessor accessor = (metadata_accessor)relative(type + 3);
        out[found++] = accessor(0).metadata;
    }
    return found;
}
#else
long vignette_conforming_types(const char *module, const char *protocol, const void **out, long capacity) {
    (void)module; (void)protocol; (void)out; (void)capacity;
    return 0;
}
#endif
