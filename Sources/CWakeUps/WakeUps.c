// Headers only (see include/WakeUps.h); a C target needs one source file.
#include "WakeUps.h"
