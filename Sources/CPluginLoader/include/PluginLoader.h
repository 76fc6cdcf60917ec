#ifndef TUI_CLOCK_PLUGIN_LOADER_H
#define TUI_CLOCK_PLUGIN_LOADER_H

#include <stddef.h>

/* Loads the plugin at `path` (dlopen, RTLD_LOCAL: its libraries' symbols stay out of the program's namespace) and
   returns the table its function `symbol` gives, when the table's first member, its `int abi_version`, is
   `abi_version`. NULL otherwise, with why in `error`: the loader's reason, not `what` ("a tui-clock codecs
   plugin"), or built for another version. The plugin stays loaded for the rest of the run. */
const void *tc_plugin_load(const char *path, const char *symbol, const char *what, int abi_version, char *error,
                           size_t error_size);

#endif
