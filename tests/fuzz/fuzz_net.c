/* libFuzzer target: the network protocol's line parser (net/codec.c), both directions, and
   the local-network beacon parser (net/discover.c).
   A line either is refused or parses to a message that formats to a line which parses
   back to the same message. Every byte a peer sends goes through this parser first. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "discover.h"
#include "net.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    net_found_table found; /* a local-network beacon is outside input too */
    if (net_beacon_parse((const char *)data, size, &found) && (found.port < 1 || found.port > 65535))
        abort();
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
