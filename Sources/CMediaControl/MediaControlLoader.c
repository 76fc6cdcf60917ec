#include "MediaControl.h"

#include <dlfcn.h>
#include <stdio.h>

const tc_mpris_table *tc_mpris_load(const char *path, char *error, size_t error_size) {
    /* RTLD_LOCAL: libsystemd's symbols stay out of the program's namespace. */
    void *plugin = dlopen(path, RTLD_NOW | RTLD_LOCAL);
    if (plugin == NULL) {
        snprintf(error, error_size, "%s", dlerror());
        return NULL;
    }
    const tc_mpris_table *(*table)(void) = (const tc_mpris_table *(*)(void))dlsym(plugin, "tc_mpris_plugin_table");
    if (table == NULL) {
        snprintf(error, error_size, "%s is not a tui-clock MPRIS plugin", path);
        dlclose(plugin);
        return NULL;
    }
    const tc_mpris_table *mpris = table();
    if (mpris == NULL || mpris->abi_version != TC_MPRIS_ABI_VERSION) {
        snprintf(error, error_size, "%s was built for another tui-clock version (plugin interface %d, expected %d)",
                 path, mpris ? mpris->abi_version : -1, TC_MPRIS_ABI_VERSION);
        dlclose(plugin);
        return NULL;
    }
    return mpris;
}
