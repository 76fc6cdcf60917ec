#include "MPDClient.h"

#include "PluginLoader.h"

const tc_mpd_table *tc_mpd_load(const char *path, char *error, size_t error_size) {
    return tc_plugin_load(path, "tc_mpd_client_table", "tui-clock's MPD plugin", TC_MPD_ABI_VERSION, error, error_size);
}
