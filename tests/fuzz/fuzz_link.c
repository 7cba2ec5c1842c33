/* libFuzzer target: the join link (net/link.c, http:// and https://), read from the bytes as
   given (no NUL).
   A link that reads gives a table that could exist (a host, a port 1-65535, a join code),
   and writing that table's link and reading it back gives the same table; a refused link
   leaves nothing behind. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "link.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    net_link l, back;
    net_link_status st = net_link_parse((const char *)data, size, &l);
    if (st != NET_LINK_OK) {
        if (l.host[0] || l.port || l.code[0] || l.secure || !net_link_status_str(st)[0]) abort();
        return 0;
    }
    if (!l.host[0] || strchr(l.host, '[') || strchr(l.host, '@') || strchr(l.host, '/') || l.port < 1 ||
        l.port > 65535 || !net_code_ok(l.code, strlen(l.code)))
        abort();
    char link[NET_LINK_MAX + 1];
    size_t n = net_link_format(l.host, l.port, l.code, l.secure, link, sizeof link);
    if (!n || net_link_parse(link, n, &back) != NET_LINK_OK || strcmp(back.host, l.host) || back.port != l.port ||
        strcmp(back.code, l.code) || back.secure != l.secure)
        abort();
    return 0;
}
