#include "PluginLoader.h"

#include <dlfcn.h>
#include <stdio.h>

const void *tc_plugin_load(const char *path, const char *symbol, const char *what, int abi_version, char *error,
                           size_t error_size) {
    void *plugin = dlopen(path, RTLD_NOW | RTLD_LOCAL);
    if (plugin == NULL) {
        snprintf(error, error_size, "%s", dlerror());
        return NULL;
    }
    const void *(*table)(void) = (const void *(*)(void))dlsym(plugin, symbol);
    if (table == NULL) {
        snprintf(error, error_size, "%s is not %s", path, what);
        dlclose(plugin);
        return NULL;
    }
    /* Every table starts with its interface's version. */
    const int *version = (const int *)table();
    if (version == NULL || *version != abi_version) {
        snprintf(error, error_size, "%s was built for another tui-clock version (plugin interface %d, expected %d)",
                 path, version ? *version : -1, abi_version);
        dlclose(plugin);
        return NULL;
    }
    return version;
}
