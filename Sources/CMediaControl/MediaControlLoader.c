#include "MediaControl.h"

#include "PluginLoader.h"

const tc_mpris_table *tc_mpris_load(const char *path, char *error, size_t error_size) {
    return tc_plugin_load(path, "tc_mpris_plugin_table", "a tui-clock MPRIS plugin", TC_MPRIS_ABI_VERSION, error,
                          error_size);
}
