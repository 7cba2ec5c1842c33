/* libFuzzer target: the settings file parser keeps every value in its range. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "draw/textparse.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    gui_settings s = {"", 100, 0, 0, 1};
    gui_settings_parse(&s, (const char *)data, size);
    /* The language is a code of letters and '_' (a folder name under locale/), terminated. */
    if (!memchr(s.lang, 0, sizeof s.lang) || strspn(s.lang, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ_@") != strlen(s.lang))
        abort();
    if (s.scale_pct < 75 || s.scale_pct > 200 || (s.fullscreen & ~1) ||
        (s.palette_cb & ~1) || (s.mark_unfillable & ~1) || (s.purist & ~1))
        abort();
    return 0;
}
