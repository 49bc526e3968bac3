// SwiftPM builds a C target from at least one source file; the module is its headers alone.
#include "os.h"
