#ifndef TUI_CLOCK_MPD_BRIDGE_H
#define TUI_CLOCK_MPD_BRIDGE_H

/* The plugin exports only its table (MPDClient.h); this header exists because a SwiftPM C target needs one. */
#include "MPDClient.h"

#endif
