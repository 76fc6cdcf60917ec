#include "MPDClient.h"

#include <dlfcn.h>
#include <stdio.h>

const tc_mpd_table *tc_mpd_load(const char *path, char *error, size_t error_size) {
    /* RTLD_LOCAL: libmpdclient's symbols stay out of the program's namespace. */
    void *plugin = dlopen(path, RTLD_NOW | RTLD_LOCAL);
    if (plugin == NULL) {
        snprintf(error, error_size, "%s", dlerror());
        return NULL;
    }
    const tc_mpd_table *(*table)(void) = (const tc_mpd_table *(*)(void))dlsym(plugin, "tc_mpd_client_table");
    if (table == NULL) {
        snprintf(error, error_size, "%s is not tui-clock's MPD plugin", path);
        dlclose(plugin);
        return NULL;
    }
    const tc_mpd_table *mpd = table();
    if (mpd == NULL || mpd->abi_version != TC_MPD_ABI_VERSION) {
        snprintf(error, error_size, "%s was built for another tui-clock version (plugin interface %d, expected %d)",
                 path, mpd ? mpd->abi_version : -1, TC_MPD_ABI_VERSION);
        dlclose(plugin);
        return NULL;
    }
    return mpd;
}
