#include "Codecs.h"

#include <dlfcn.h>
#include <stdio.h>

const tc_codecs *tc_codecs_load(const char *path, char *error, size_t error_size) {
    /* RTLD_LOCAL: TagLib's and glib's symbols stay out of the program's namespace. */
    void *plugin = dlopen(path, RTLD_NOW | RTLD_LOCAL);
    if (plugin == NULL) {
        snprintf(error, error_size, "%s", dlerror());
        return NULL;
    }
    const tc_codecs *(*table)(void) = (const tc_codecs *(*)(void))dlsym(plugin, "tc_codecs_table");
    if (table == NULL) {
        snprintf(error, error_size, "%s is not a tui-clock codecs plugin", path);
        dlclose(plugin);
        return NULL;
    }
    const tc_codecs *codecs = table();
    if (codecs == NULL || codecs->abi_version != TC_CODECS_ABI_VERSION) {
        snprintf(error, error_size, "%s was built for another tui-clock version (plugin interface %d, expected %d)",
                 path, codecs ? codecs->abi_version : -1, TC_CODECS_ABI_VERSION);
        dlclose(plugin);
        return NULL;
    }
    return codecs;
}
