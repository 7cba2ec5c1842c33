/* Who may connect, sit and open a table (host_internal.h): budgets per address and per
   network, the caps that apply on a crowded host, and what gives way to make room, so that
   strangers cannot lock players out while friends behind one address sit together
   (docs/protocol.md, "Hostile peers"). */
#include <stdlib.h>
#include <string.h>

#include "host_internal.h"

/* Whether a budget has an event left, without taking it. */
static int budget_left(net_bucket b, int64_t now, int burst, int every_ms) { return net_bucket_take(&b, now, burst, every_ms); }

/* Whether a seat of client o may give way to a newcomer c on a full host: at another
   network's lobby (or, for an address without a network record, another address's) that
   has waited lobby_wait_ms without its game starting. */
static int gives_way(const client *o, const client *c, int64_t now) {
    if (!o->ts || o == c || net_conn_closed(o->c) || net_table_started(o->ts->t)) return 0;
    if (c->net ? o->net == c->net : o->peer == c->peer) return 0;
    return now - o->ts->opened_at >= hub_limit(o->hub->cfg.lobby_wait_ms, LOBBY_GIVES_WAY_MS);
}

/* A seat given way: `bye full`, detached from its table (its player may come back with the
   token when there is room), closed; the connection goes at the end of the round. */
static void give_way(net_hub *h, client *o, const char *why) {
    hub_warn(h, o, "closed a seat at a lobby that waited", why);
    o->parted = 1;
    net_msg bye = net_msg_make(NET_M_BYE, 0, 0, "full", NULL);
    net_conn_send(o->c, &bye);
    net_conn_flush(o->c);
    if (o->seat >= 0) {
        net_table_detach(o->ts->t, o->seat);
        hub_table_note(h, o, o->ts->t, ": a player left (made room for a new seat)");
        hub_changed(h, o->ts);
    }
    hub_unseat(o);
    net_conn_close(o->c, "made room for a new seat");
    hub_settle(h, o);
}

/* A host full of seats makes room for the new seat of c: the oldest seat that gives way. */
static int free_a_seat(net_hub *h, const client *c) {
    int64_t now = net_now_ms();
    client *oldest = NULL;
    for (int i = 0; i < h->ncl; i++)
        if (gives_way(h->cl[i], c, now) && (!oldest || h->cl[i]->since < oldest->since)) oldest = h->cl[i];
    if (!oldest) return 0;
    give_way(h, oldest, "the host is full of seats: a newcomer's seat took its place");
    return 1;
}

/* A host full of tables makes room for the table of the client being handled: the oldest
   lobby of another network that waited lobby_wait_ms without starting closes, its
   players told `bye full`. */
static int close_waiting_lobby(net_hub *h) {
    const client *c = h->acting;
    int64_t now = net_now_ms();
    int best = -1;
    for (int i = 0; c && i < h->ntab; i++) {
        table_slot *ts = h->tab[i];
        if (net_table_started(ts->t) || now - ts->opened_at < hub_limit(h->cfg.lobby_wait_ms, LOBBY_GIVES_WAY_MS) ||
            (c->net ? ts->net == c->net : ts->peer == c->peer))
            continue;
        if (best < 0 || ts->opened_at < h->tab[best]->opened_at) best = i;
    }
    if (best < 0) return 0;
    table_slot *ts = h->tab[best];
    for (int i = 0; i < h->ncl; i++)
        if (h->cl[i]->ts == ts) give_way(h, h->cl[i], "the host is full of tables: a newcomer's table took its lobby's place");
    if (h->cfg.on_close) h->cfg.on_close(h->cfg.ctx, ts->t, 0);
    hub_table_note(h, NULL, ts->t, " closed to make room: a lobby that waited");
    hub_close_slot(h, best);
    return 1;
}

/* The server sheds load (a full table store, a churning address): said in the log at most
   once a minute. */
static void shedding(net_hub *h, const char *what) {
    if (!h->cfg.log || !net_bucket_take(&h->shed_said, net_now_ms(), 1, SHED_EVERY_MS)) return;
    hub_log(h, "shedding: ", what, NULL);
}

/* A game put away costs its opener's churn budgets (address and network). */
static void charge_churn(table_slot *ts, int64_t now) {
    if (ts->peer) net_bucket_take(&ts->peer->churn, now, CHURN_BURST, CHURN_EVERY_MS);
    if (ts->net) net_bucket_take(&ts->net->churn, now, CHURN_BURST * NET_SCALE, CHURN_EVERY_MS / NET_SCALE);
}

/* A full host makes room for a new table: the one nobody has been at for longest gives
   way (a table with nobody connected is a file's worth of state; the tables of people
   playing never go). A started game not over is kept by the owner (on_close) for its
   players, who bring it back with their code; when the owner's store of such games is
   full, a game is never dropped: the next candidate gives way, or none does (shedding). */
int hub_make_room(net_hub *h) {
    if (!h->cfg.allow_create) return 0; /* a window's own table never gives way */
    int64_t now = net_now_ms();
    uint8_t *refused = calloc((size_t)h->ntab + 1, 1);
    if (!refused) return 0;
    int done = 0, store_full = 0; /* the owner refused to keep one: it keeps none now */
    for (;;) {
        int best = -1;
        int64_t best_since = 0;
        for (int i = 0; i < h->ntab; i++) {
            table_slot *ts = h->tab[i];
            if (refused[i] || hub_occupied(h, ts)) continue;
            if (store_full && net_table_started(ts->t) && !net_table_over(ts->t)) continue;
            int64_t since = ts->empty_since ? ts->empty_since : now;
            if (best < 0 || since < best_since) best = i, best_since = since;
        }
        if (best < 0) break;
        table_slot *ts = h->tab[best];
        int keep = net_table_started(ts->t) && !net_table_over(ts->t);
        if (keep && !(h->cfg.on_close && h->cfg.on_close(h->cfg.ctx, ts->t, h->restoring ? 2 : 1))) {
            refused[best] = 1; /* no room to keep it: it stays */
            store_full = 1;
            continue;
        }
        if (!keep && h->cfg.on_close) h->cfg.on_close(h->cfg.ctx, ts->t, 0);
        hub_table_note(h, NULL, ts->t, keep ? " put away to make room: its players bring it back with its code"
                                        : " closed to make room: nobody was at it");
        if (keep) charge_churn(ts, now);
        hub_close_slot(h, best);
        done = 1;
        break;
    }
    free(refused);
    if (!done) done = close_waiting_lobby(h);
    if (!done) shedding(h, "every table is in use or a game kept for its players, and the store of put-away games is full: new tables are refused");
    return done;
}

/* The budget of wrong codes (tokens 0) or wrong tokens (1) of a record: an address's, or
   its network's (NET_SCALE times the burst and the rate). */
static net_bucket *budget_of(net_peer *p, int tokens) { return tokens ? &p->tokens : &p->fails; }
static int fails_burst(const net_hub *h, int wide) { return hub_limit(h->cfg.fails_per_addr, 10) * (wide ? NET_SCALE : 1); }
static int fails_every(int wide) { return wide ? FAILS_ADDR_EVERY_MS / NET_SCALE : FAILS_ADDR_EVERY_MS; }

/* Whether the client's address and network have guesses left in the budget of wrong codes
   (tokens 0) or tokens and player keys (1), without taking one. */
int hub_guesses_left(client *c, int tokens) {
    int64_t now = net_now_ms();
    for (int wide = 0; wide < 2; wide++) {
        net_peer *p = wide ? c->net : c->peer;
        if (p && !budget_left(*budget_of(p, tokens), now, fails_burst(c->hub, wide), fails_every(wide))) return 0;
    }
    return 1;
}

/* Whether this client may try a join code (tokens 0), a token (1) or a set-up (0) now:
   refusals are budgeted per address and per network, so codes cannot be guessed at any
   useful rate while strangers elsewhere cannot run anyone else's budget dry. */
int hub_may_try(client *c, int tokens) {
    net_hub *h = c->hub;
    int64_t now = net_now_ms();
    for (int wide = 0; wide < 2; wide++) {
        net_peer *p = wide ? c->net : c->peer;
        if (!p || budget_left(*budget_of(p, tokens), now, fails_burst(h, wide), fails_every(wide))) continue;
        hub_warn(h, c, "refused a join", wide ? "too many refusals from this network" : "too many refusals from this address");
        hub_refuse(c, "wait", "too many wrong join codes from your address: try again in a few minutes");
        return 0;
    }
    return 1;
}

/* A refusal counted against the client's address and network. */
void hub_count_refusal(client *c, int tokens) {
    int64_t now = net_now_ms();
    for (int wide = 0; wide < 2; wide++) {
        net_peer *p = wide ? c->net : c->peer;
        if (p) net_bucket_take(budget_of(p, tokens), now, fails_burst(c->hub, wide), fails_every(wide));
    }
}

/* A wrong code, token, player key (reason `key`) or device code (`device`): counted against
   the budgets (a key's with the tokens', a device code's with the join codes'), logged
   (a key never: tried NULL), and answered late (the config's fail_delay_ms) so that one
   connection cannot try again at once. */
void hub_failed_join(client *c, const char *reason, const char *tried) {
    net_hub *h = c->hub;
    int secret = !strcmp(reason, "token") || !strcmp(reason, "key");
    hub_count_refusal(c, secret);
    char code[LOG_CODE_CHARS + 4];
    const char *what = !strcmp(reason, "code")     ? "a wrong join code"
                       : !strcmp(reason, "key")    ? "a wrong player key"
                       : !strcmp(reason, "device") ? "a wrong or used device code"
                                                   : "a wrong rejoin token";
    hub_warn(h, c, what, tried ? hub_code_for_log(tried, code) : NULL);
    if (h->cfg.fail_delay_ms <= 0) {
        hub_refuse(c, reason, NULL);
        return;
    }
    c->verdict_at = net_now_ms() + h->cfg.fail_delay_ms;
    net_copy(c->verdict, sizeof c->verdict, reason);
}

/* Whether a table is in play: a game started, not over, with a move in the last PLAY_MS. */
static int in_play(const table_slot *ts, int64_t now) {
    return net_table_started(ts->t) && !net_table_over(ts->t) && ts->moved_at && now - ts->moved_at < PLAY_MS;
}

/* Seats held without play (at tables not in play): the host's, and those of one network at
   tables other networks opened. A network's seats at its own tables are a household or a
   school sitting together, bounded by its tables (may_hold_table) times their seats. */
static void held_seats(const net_hub *h, const net_peer *net, int *all, int *mine) {
    int64_t now = net_now_ms();
    *all = *mine = 0;
    for (int i = 0; i < h->ncl; i++) {
        const client *o = h->cl[i];
        if (o->ts && !in_play(o->ts, now)) ++*all, *mine += o->net == net && o->ts->net != net;
    }
}

/* Tables held without play with someone at them: the host's, and those a network opened. */
static void held_tables(const net_hub *h, const net_peer *net, int *all, int *mine) {
    int64_t now = net_now_ms();
    *all = *mine = 0;
    for (int i = 0; i < h->ntab; i++)
        if (!in_play(h->tab[i], now) && hub_occupied(h, h->tab[i])) ++*all, *mine += h->tab[i]->net == net;
}

/* A network's share of what is held without play once the host is crowded (a quarter of
   it held so, and at least `least`): so that 64 networks hold at most a quarter beyond
   the crowd, half the host in all. */
static int held_share(int max, int least) { return max / 256 > least ? max / 256 : least; }
static int crowded(int held, int max, int least) { return held >= max / 4 && held >= least; }

/* Whether the client may take a seat: seated connections are capped per address and per
   network, and a new seat (join, create) leaves an eighth of the host's connections for
   players coming back with their token, after another network's lobby seat that waited
   gave way (free_a_seat); on a crowded host a network's seats held without play at other
   networks' tables are capped (held_share), never those at its own (friends behind one
   address or one /24 sit together). A rejoin to a table where the address already sits may
   replace its own connection. */
int hub_may_sit(client *c, const table_slot *ts, int rejoin) {
    net_hub *h = c->hub;
    int per = hub_limit(h->cfg.seats_per_addr, 8), max = hub_limit(h->cfg.max_clients, 512);
    if (rejoin && ts)
        for (int i = 0; i < h->ncl; i++)
            if (h->cl[i] != c && h->cl[i]->ts == ts && h->cl[i]->peer == c->peer) return 1;
    if ((c->peer && c->peer->seated >= per) || (c->net && c->net->seated >= per * NET_SCALE)) {
        hub_warn(h, c, "refused a seat", "as many seated connections from this address or network as it may have");
        hub_refuse(c, "connections", "your address has as many players seated as it may");
        return 0;
    }
    if (!rejoin && h->seated >= max - max / 8 && !free_a_seat(h, c)) {
        hub_warn(h, c, "refused a seat", "the host is full (the rest is kept for players coming back)");
        hub_refuse(c, "full", "the host is full");
        return 0;
    }
    int all, mine, own = ts ? ts->net == c->net : 1; /* a new table is its creator's own */
    if (!rejoin && c->net && !own &&
        (held_seats(h, c->net, &all, &mine), mine >= held_share(max, 2) && crowded(all, max, 16))) {
        hub_warn(h, c, "refused a seat", "shedding: the host is crowded and this network holds its share of seats without play");
        hub_refuse(c, "full", "the host is busy: your network has as many players waiting as it may");
        return 0;
    }
    return 1;
}

/* Whether the client's network may open one more table: on a crowded host, lobbies and
   stalled games with someone at them are capped per network like seats. */
int hub_may_hold_table(client *c) {
    net_hub *h = c->hub;
    int max = hub_limit(h->cfg.max_tables, 256), all, mine;
    if (!c->net || (held_tables(h, c->net, &all, &mine), mine < held_share(max, 1) || !crowded(all, max, 8))) return 1;
    hub_warn(h, c, "refused a new table", "shedding: the host is crowded and this network holds its share of tables without play");
    hub_refuse(c, "tables", "the host is busy: your network has as many tables waiting as it may");
    return 0;
}

/* Whether the client's address and network may open a table: their games started and
   left that were put away (charge_churn) are within their budgets. */
int hub_may_churn(client *c) {
    net_hub *h = c->hub;
    int64_t now = net_now_ms();
    if ((!c->peer || budget_left(c->peer->churn, now, CHURN_BURST, CHURN_EVERY_MS)) &&
        (!c->net || budget_left(c->net->churn, now, CHURN_BURST * NET_SCALE, CHURN_EVERY_MS / NET_SCALE)))
        return 1;
    hub_warn(h, c, "refused a new table", "shedding: too many games started and left from this address or network");
    hub_refuse(c, "wait", "too many games were started and left from your address: try again later");
    return 0;
}

/* Whether the client's address and network may open one more correspondence table (their
   budgets: STORES_BURST), and the host's owner keeps one more (correspondence_room, asked
   last: a yes counts the table). */
int hub_may_store(client *c) {
    net_hub *h = c->hub;
    int64_t now = net_now_ms();
    if ((c->peer && !budget_left(c->peer->stores, now, STORES_BURST, STORES_EVERY_MS)) ||
        (c->net && !budget_left(c->net->stores, now, STORES_BURST * NET_SCALE, STORES_EVERY_MS / NET_SCALE))) {
        hub_warn(h, c, "refused a new table", "as many correspondence tables from this address or network as it may open today");
        hub_refuse(c, "wait", "your address has opened as many correspondence tables as it may for now: try again in a few hours");
        return 0;
    }
    if (h->cfg.correspondence_room && !h->cfg.correspondence_room(h->cfg.ctx)) {
        shedding(h, "the server holds as many correspondence games as it may (--max-correspondence)");
        hub_refuse(c, "tables", "the server holds as many correspondence games as it may: try a live table");
        return 0;
    }
    return 1;
}

/* A correspondence table opened: charged to its address's and network's budgets. */
void hub_charge_store(client *c) {
    int64_t now = net_now_ms();
    if (c->peer) net_bucket_take(&c->peer->stores, now, STORES_BURST, STORES_EVERY_MS);
    if (c->net) net_bucket_take(&c->net->stores, now, STORES_BURST * NET_SCALE, STORES_EVERY_MS / NET_SCALE);
}

/* Whether a connection from this address and its network may be accepted: connections
   at once and new ones a second are capped per address and per network. NULL: yes, its
   accept charged; else the word of the `bye` it is turned away with. Both budgets are
   asked before either is taken from, so a refusal costs nothing. */
const char *hub_may_accept(net_hub *h, const client *probe, net_peer *peer, net_peer *net) {
    int per = hub_limit(h->cfg.clients_per_addr, 16), burst = hub_limit(h->cfg.accepts_per_addr, 30);
    int64_t now = net_now_ms();
    if ((peer && peer->conns >= per) || (net && net->conns >= per * NET_SCALE)) {
        hub_warn(h, probe, "refused a connection", "too many from this address or its network");
        return "connections";
    }
    if ((peer && !budget_left(peer->accepts, now, burst, ACCEPT_EVERY_MS)) ||
        (net && !budget_left(net->accepts, now, burst * NET_SCALE, ACCEPT_EVERY_MS / NET_SCALE))) {
        hub_warn(h, probe, "refused a connection", "connections too fast from this address or its network");
        return "connections";
    }
    if (peer) net_bucket_take(&peer->accepts, now, burst, ACCEPT_EVERY_MS);
    if (net) net_bucket_take(&net->accepts, now, burst * NET_SCALE, ACCEPT_EVERY_MS / NET_SCALE);
    return NULL;
}

/* A connection that turned out to be a page request: its accept is given back and its
   address's and network's pages budgets are charged instead; beyond them it is closed. */
void hub_paged(net_hub *h, client *c) {
    if (c->paged || !net_conn_page(c->c)) return;
    c->paged = 1;
    int64_t now = net_now_ms();
    if (c->peer) net_bucket_give(&c->peer->accepts, ACCEPT_EVERY_MS);
    if (c->net) net_bucket_give(&c->net->accepts, ACCEPT_EVERY_MS / NET_SCALE);
    if ((c->peer && !net_bucket_take(&c->peer->pages, now, PAGES_BURST, PAGES_EVERY_MS)) ||
        (c->net && !net_bucket_take(&c->net->pages, now, PAGES_BURST * NET_SCALE, PAGES_EVERY_MS / NET_SCALE))) {
        hub_warn(h, c, "closed a connection", "page requests too fast from this address or its network");
        net_conn_close(c->c, "page requests too fast");
    }
}

/* Makes room for a new connection on a full host: the oldest connection that is not
   seated goes (`bye full`), greeted or not, so that connections that never sit down cannot
   hold every slot (new seats stop at 7/8 of the host, so an eighth is unseated unless
   rejoins took it: a player coming back with a token finds room). A
   candidate's waiting bytes are read first (under a storm of connections a player's
   connection went before its first line was read), so one that sits down with them is
   spared; after a few such the newcomer is turned away instead. A page being sent is not
   a candidate (its time is bounded by itself, web.h). Only when every connection is
   seated (rejoins may fill the eighth kept for them) does a seat go, the oldest at a
   table whose game is not in progress (a lobby, a finished game): never a player's of a
   game in progress. */
int hub_evict_unseated(net_hub *h) {
    for (int tries = 0; tries < 4; tries++) {
        int oldest = -1, seat = -1, unseated = 0;
        for (int i = 0; i < h->ncl; i++) {
            const client *c = h->cl[i];
            unseated += !c->ts;
            if (c->verdict_at || net_conn_closed(c->c) || net_conn_serving(c->c)) continue;
            if (!c->ts && (oldest < 0 || c->since < h->cl[oldest]->since)) oldest = i;
            if (c->ts && (!net_table_started(c->ts->t) || net_table_over(c->ts->t)) &&
                (seat < 0 || c->since < h->cl[seat]->since))
                seat = i;
        }
        if (!unseated && seat >= 0) {
            client *c = h->cl[seat];
            hub_warn(h, c, "closed a seated connection of a table not playing", "the host is full of seats");
            net_msg bye = net_msg_make(NET_M_BYE, 0, 0, "full", NULL);
            net_conn_send(c->c, &bye);
            net_conn_flush(c->c);
            hub_drop_client(h, c); /* its seat is away: it comes back with its token */
            return 1;
        }
        if (oldest < 0) return 0;
        client *c = h->cl[oldest];
        net_conn_read(c->c, hub_on_msg, c);
        hub_flush_pending(h);
        if (net_conn_closed(c->c)) { /* it went (or was refused) on its own */
            hub_drop_client(h, c);
            return 1;
        }
        if (c->ts || c->verdict_at) continue;
        hub_warn(h, c, c->greeted ? "closed a connection that had not sat down" : "closed a connection that had not greeted",
             "the host is full");
        net_msg bye = net_msg_make(NET_M_BYE, 0, 0, "full", NULL);
        net_conn_send(c->c, &bye);
        net_conn_flush(c->c);
        hub_drop_client(h, c);
        return 1;
    }
    return 0;
}
