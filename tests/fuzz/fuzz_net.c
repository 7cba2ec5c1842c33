/* libFuzzer target: the network protocol's line parser (net/codec.c), both directions, the
   local-network beacon parser (net/discover.c), the server's record of its limits that
   a restart reads back (net_hub_load_state, net/host.c), and the skeleton of a name
   (net/namefold.c: a name is alike itself, and its skeleton's skeleton is itself).
   A line either is refused or parses to a message that formats to a line which parses
   back to the same message. Every byte a peer sends goes through this parser first. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "discover.h"
#include "host.h"
#include "namefold.h"
#include "net.h"

/* The server's record of its limits read into a hub of its own (on loopback), written
   back, and read again. */
static void hub_state(const uint8_t *data, size_t size) {
    net_hub_config cfg = {0};
    cfg.addr = "127.0.0.1";
    net_hub *h = net_hub_new(&cfg, NULL);
    if (!h) return;
    net_hub_load_state(h, (const char *)data, size);
    char back[4096];
    size_t n = net_hub_state(h, back, sizeof back);
    if (n < sizeof back) net_hub_load_state(h, back, n);
    net_hub_free(h);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    net_found_table found; /* a local-network beacon is outside input too */
    if (net_beacon_parse((const char *)data, size, &found) && (found.port < 1 || found.port > 65535))
        abort();
    hub_state(data, size);
    char name[256];
    size_t nn = size < sizeof name - 1 ? size : sizeof name - 1;
    memcpy(name, data, nn);
    name[nn] = 0;
    (void)net_name_mixed(name);
    if (!net_names_alike(name, name)) abort();
    for (int from_host = 0; from_host < 2; from_host++) {
        net_msg m, back;
        const char *why = NULL;
        if (!net_parse_line((const char *)data, size, from_host, &m, &why)) {
            if (!why) abort();
            continue;
        }
        char line[NET_LINE_MAX + 1];
        size_t n = net_format(&m, from_host, line, sizeof line);
        if (n == 0 || line[n - 1] != '\n' || n > NET_LINE_MAX) abort();
        if (!net_parse_line(line, n - 1, from_host, &back, NULL)) abort();
        if (memcmp(&m, &back, sizeof m) != 0) abort();
    }
    return 0;
}
