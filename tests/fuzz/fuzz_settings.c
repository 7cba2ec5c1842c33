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
    /* A trusted certificate: a port, 64 lower-case hex digits, a host of printable ASCII. */
    if (s.ntrust < 0 || s.ntrust > 8) abort();
    for (int i = 0; i < s.ntrust; i++)
        if (s.trust[i].port < 1 || s.trust[i].port > 65535 || strlen(s.trust[i].fp) != 64 ||
            strspn(s.trust[i].fp, "0123456789abcdef") != 64 || !s.trust[i].host[0] ||
            strcspn(s.trust[i].host, " \t\r\n") != strlen(s.trust[i].host))
            abort();
    return 0;
}
