/* The host's log (host_internal.h): every line a peer's doing causes passes its address's
   rate limit and everyone's, so the log says what was tried without growing without bound. */
#include <stdio.h>

#include "host_internal.h"

/* A log line of up to three parts. */
void hub_log(net_hub *h, const char *a, const char *b, const char *c) {
    if (!h->cfg.log) return;
    char line[256];
    net_copy(line, sizeof line, a);
    if (b) net_append(line, sizeof line, b);
    if (c) net_append(line, sizeof line, c);
    h->cfg.log(h->cfg.ctx, line);
}

/* Every line a peer's doing causes goes through two rate limits: its address's (so one
   address's noise cannot hide another's) and everyone's (so many addresses cannot fill the
   disk). The next line let through says how many were left out. */
static void note(net_hub *h, const client *c, const char *line) {
    if (!h->cfg.log) return;
    int64_t now = net_now_ms();
    long mine = 0, all = 0;
    if (!c) c = h->acting;
    net_peer *p = c ? c->peer : NULL;
    if (p && !net_loglimit_pass(&p->log, now, LOG_ADDR_BURST, LOG_ADDR_EVERY_MS, &mine)) {
        h->loglim.dropped++;
        return;
    }
    if (!net_loglimit_pass(&h->loglim, now, LOG_ALL_BURST, LOG_ALL_EVERY_MS, &all)) {
        if (p) p->log.dropped = mine; /* kept for the address's next line */
        return;
    }
    if (!mine && !all) {
        h->cfg.log(h->cfg.ctx, line);
        return;
    }
    char out[512];
    snprintf(out, sizeof out, "%s (%ld lines left out before; %ld from this address since its last)", line, all, mine);
    h->cfg.log(h->cfg.ctx, out);
}

/* What a hostile peer tried, with its address, through the log's rate limits. */
void hub_warn(net_hub *h, const client *c, const char *what, const char *detail) {
    if (!h->cfg.log) return;
    char line[384];
    snprintf(line, sizeof line, "%s: %s%s%s", c ? c->addr : "?", what, detail ? ": " : "", detail ? detail : "");
    note(h, c, line);
}

/* A join code as the log shows it: its first characters, enough to follow a table (or a
   guesser) through the log, too few to join it: a log is read by more people than the
   table's players, and a wrong code may be a real one mistyped. */
const char *hub_code_for_log(const char *code, char out[LOG_CODE_CHARS + 4]) {
    snprintf(out, LOG_CODE_CHARS + 4, "%.*s...", LOG_CODE_CHARS, code ? code : "");
    return out;
}

/* A table's line caused by a client (NULL: by the host), through the same limits. */
void hub_table_note(net_hub *h, const client *c, const net_table *t, const char *what) {
    if (!h->cfg.log) return;
    char line[256], code[LOG_CODE_CHARS + 4];
    snprintf(line, sizeof line, "table %s%s", hub_code_for_log(net_table_code(t), code), what);
    note(h, c, line);
}
