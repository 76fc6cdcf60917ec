// sd-bus, systemd's D-Bus library: the session bus for MPRIS and desktop notifications. Its vtables and variadic
// calls are C macros and C varargs, so the code that uses it is C in the modules that depend on this one.
#include <systemd/sd-bus.h>
