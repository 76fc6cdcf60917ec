#include "Codecs.h"

#include "PluginLoader.h"

const tc_codecs *tc_codecs_load(const char *path, char *error, size_t error_size) {
    return tc_plugin_load(path, "tc_codecs_table", "a tui-clock codecs plugin", TC_CODECS_ABI_VERSION, error, error_size);
}
