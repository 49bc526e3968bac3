// `import os.signpost`: compiles; signposts themselves are not provided (see module.modulemap).
#ifndef VIGNETTE_OS_SIGNPOST_H
#define VIGNETTE_OS_SIGNPOST_H
#include "os.h"
#endif
