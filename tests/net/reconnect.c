/* A seat comes back by itself: three clients play a base game at a host over loopback, the
   second ("Pia") through a small TCP relay in this process that the test cuts. Each cut
   comes while the table waits for Pia's move, which she makes (and sends into the cut):
     5 s     the relay black-holes her connection for 5 s (no byte passes, new connections
             are held silent), then breaks it, as a phone coming out of a tunnel on another
             network: her keep-alive or the break finds it, the host's keep-alive too;
     60 s    the relay breaks her connection at once and turns every new one away for 60 s;
     10 min  the same for 10 minutes;
     online  a 60 s cut, then the network is back and the page says so (`online`): she
             retries at once, without waiting out the backoff.
   And a host older than `resume`, played by hand: its `error parse` is no error kept.
   With no tap she rejoins by her token, gets her view, her move goes again where the host
   never got it, the others see her seat `reconnecting` (never `away`) meanwhile, and the
   game ends with the same final hash as the game without a cut.

   Time: Pia's backoff runs on a clock of the test's (net_client_set_clock), which jumps
   250 ms a round during a cut, so ten minutes take a few seconds. What the 10-minute case
   exercises is real all the same: the host keeps her seat (a table has no clock on a seat
   that waits), her token still seats her after it, and her backoff stays capped: she
   keeps trying all along (at least one try per NET_RETRY_CAP_MS, no more than one per half
   of it) and is back within NET_RETRY_CAP_MS of the network's return. The keep-alive keeps
   the system's clock (the 5 s black hole takes 5 s). Waits end on events; a wait that
   does not end fails with "timed out waiting for ...".
     net_reconnect */
#include <errno.h>
#include <poll.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <unistd.h>

#include "client.h"
#include "conn.h"
#include "failcheck.h"
#include "host.h"
#include "net_modes.h"
#include "retry.h"

static int failures, checks;

#define STR_(x) #x
#define STR(x) STR_(x)
#define SEATS 3
#define PIA 1
#define WAIT_MS 120000 /* any wait for what must happen: generous on a loaded machine */

/* ---- the relay ------------------------------------------------------------------------- */

typedef enum { PASS, HOLD, DOWN } relay_mode;
typedef struct {
    int lfd, port, host_port;
    int a[8], b[8], n; /* pairs: the client's side, the host's side (-1: held, not connected on) */
    relay_mode mode;
    long accepted, turned_away;
} relay;

static void relay_close(relay *r, int i) {
    close(r->a[i]);
    if (r->b[i] >= 0) close(r->b[i]);
    r->a[i] = r->a[--r->n];
    r->b[i] = r->b[r->n];
}

/* The network changes: from a black hole, the held connections break (the phone is on
   another network now); going down breaks every connection. */
static void relay_set(relay *r, relay_mode m) {
    if (r->mode == HOLD || m == DOWN)
        while (r->n) relay_close(r, 0);
    r->mode = m;
}

static int relay_open(relay *r, int host_port) {
    memset(r, 0, sizeof *r);
    int fds[2];
    if (net_listen("127.0.0.1", 0, fds, &r->port, NULL) != 1) return 0;
    r->lfd = fds[0];
    r->host_port = host_port;
    return 1;
}

/* Copies what one side has to the other (small lines on loopback: sent whole). 0 if either
   side closed. */
static int relay_copy(int from, int to) {
    char buf[16384];
    long k = recv(from, buf, sizeof buf, MSG_DONTWAIT);
    if (k == 0 || (k < 0 && errno != EAGAIN && errno != EWOULDBLOCK)) return 0;
    if (k < 0 || to < 0) return 1;
    for (long at = 0; at < k;) {
        struct pollfd pf = {to, POLLOUT, 0};
        poll(&pf, 1, 1000);
        long w = send(to, buf + at, (size_t)(k - at), MSG_NOSIGNAL | MSG_DONTWAIT);
        if (w <= 0) return 0;
        at += w;
    }
    return 1;
}

static void relay_pump(relay *r) {
    struct pollfd pf = {r->lfd, POLLIN, 0};
    while (poll(&pf, 1, 0) == 1 && (pf.revents & POLLIN)) {
        int fd = accept(r->lfd, NULL, NULL);
        if (fd < 0) break;
        r->accepted++;
        if (r->mode == DOWN || r->n == 8) { /* nowhere to go: the connection breaks at once */
            r->turned_away++;
            close(fd);
            continue;
        }
        r->a[r->n] = fd;
        r->b[r->n] = r->mode == PASS ? net_connect("127.0.0.1", r->host_port, 2000, NULL) : -1;
        r->n++;
    }
    for (int i = r->n - 1; i >= 0; i--) {
        if (r->mode == HOLD) { /* bytes go nowhere */
            relay_copy(r->a[i], -1);
            if (r->b[i] >= 0) relay_copy(r->b[i], -1);
            continue;
        }
        if (!relay_copy(r->a[i], r->b[i]) || (r->b[i] >= 0 && !relay_copy(r->b[i], r->a[i]))) relay_close(r, i);
    }
}

static void relay_free(relay *r) {
    while (r->n) relay_close(r, 0);
    close(r->lfd);
}

/* ---- the table ------------------------------------------------------------------------- */

static int64_t skipped; /* ms the test's clock is ahead of the system's */
static int64_t test_clock(void *ctx) {
    (void)ctx;
    return net_now_ms() + skipped;
}

typedef enum { NO_CUT, CUT_5S, CUT_60S, CUT_10MIN, CUT_ONLINE } cut_kind;
static const char *const CUT_NAMES[] = {"no cut", "5 s", "60 s", "10 min", "online"};

typedef struct {
    net_client *c[SEATS];
    int decided_at[SEATS]; /* the view length at which the seat last chose a move */
    uint64_t rng[SEATS];
} table_players;

/* Each seat whose decision is pending chooses once, from its own view, whatever its
   connection's state: Pia plays into the cut as a player would. */
static void decide(table_players *p) {
    for (int i = 0; i < SEATS; i++) {
        const net_seatview *v = net_client_view(p->c[i]);
        const cit_game *g = v ? net_seatview_game(v) : NULL;
        if (!g || cit_game_over(g) || cit_game_pending(g).player != net_client_seat(p->c[i])) continue;
        if (p->decided_at[i] == net_seatview_length(v)) continue;
        cit_move m;
        if (cit_game_playout_move(g, &p->rng[i], &m) != CIT_OK) continue;
        net_client_move(p->c[i], &m);
        p->decided_at[i] = net_seatview_length(v);
    }
}

static void pump(net_hub *h, relay *r, table_players *p) {
    relay_pump(r);
    net_hub_poll(h, 1);
    for (int i = 0; i < SEATS; i++)
        if (p->c[i]) net_client_poll(p->c[i], 0);
}

static int table_done(const net_table *t, table_players *p) {
    if (!net_table_over(t)) return 0;
    for (int i = 0; i < SEATS; i++) {
        size_t fl = 0;
        if (!net_client_view(p->c[i]) || !net_seatview_final(net_client_view(p->c[i]), &fl)) return 0;
    }
    return 1;
}

/* 1 when, past the opening moves, the table waits for Pia and her screen shows it; 2 when
   she has also sent her move. */
static int pia_to_move(const net_table *t, const table_players *p) {
    const net_seatview *v = net_client_view(p->c[PIA]);
    int len = cit_session_length(net_table_session(t));
    if (len < 6 || cit_game_pending(net_table_game(t)).player != PIA || !v || net_seatview_length(v) != len) return 0;
    return p->decided_at[PIA] == len ? 2 : 1;
}

/* What one cut showed. */
typedef struct {
    int saw_reconnecting, saw_away, tries_in_cut;
    int64_t wait_before_online, wait_after_online; /* the backoff's wait around the page's `online` */
    int64_t back_after_ms; /* the test's clock from the network's return to Pia seated again */
} cut_report;

/* The cut itself, once the table waits for Pia: the network goes, comes back, and the table
   is pumped until Pia is seated again. 0 when a wait timed out. */
static int run_cut(cut_kind cut, net_hub *h, relay *r, table_players *p, cut_report *rep) {
    net_client *pia = p->c[PIA], *ann = p->c[0];
    int64_t until = net_now_ms() + WAIT_MS, cut_ms = cut == CUT_5S ? 5000 : cut == CUT_10MIN ? 600000 : 60000;
    int64_t start = cut == CUT_5S ? net_now_ms() : test_clock(NULL);
    relay_set(r, cut == CUT_5S ? HOLD : DOWN);
    for (;;) { /* the cut lasts cut_ms: of the system's clock for the black hole, else of the test's */
        pump(h, r, p);
        decide(p);
        int st = net_client_seat_state(ann, PIA);
        rep->saw_reconnecting |= st == NET_SEAT_RECONNECTING;
        rep->saw_away |= st == NET_SEAT_AWAY;
        if (net_client_state(pia) == NET_CLIENT_RECONNECTING && net_client_retries(pia) > rep->tries_in_cut)
            rep->tries_in_cut = net_client_retries(pia);
        if (cut == CUT_5S ? net_now_ms() - start >= cut_ms : test_clock(NULL) - start >= cut_ms) break;
        if (cut != CUT_5S) skipped += 250;
        if (net_now_ms() > until) {
            fprintf(stderr, "timed out waiting for the %s cut to pass\n", CUT_NAMES[cut]);
            return 0;
        }
    }
    /* The others were told she is coming back, not that she left (the host learns of the cut
       from the break, or from its keep-alive in the black hole). */
    for (; !rep->saw_reconnecting && net_now_ms() < until;) {
        pump(h, r, p);
        rep->saw_reconnecting |= net_client_seat_state(ann, PIA) == NET_SEAT_RECONNECTING;
    }
    /* `online` is checked against a wait: while a dial is on its way her wait is 0 already
       (a loaded machine met that moment and the check failed), so it comes when she waits. */
    for (; cut == CUT_ONLINE && net_client_retry_in(pia) <= 0 && net_now_ms() < until;)
        pump(h, r, p);
    relay_set(r, PASS);
    int64_t back = test_clock(NULL);
    if (cut == CUT_ONLINE) { /* the page's `online` */
        rep->wait_before_online = net_client_retry_in(pia);
        net_client_retry_now(pia);
        rep->wait_after_online = net_client_retry_in(pia);
    }
    while (!(net_client_state(pia) == NET_CLIENT_SEATED && net_client_seat_state(ann, PIA) == NET_SEAT_HERE)) {
        if (net_now_ms() > until || net_client_state(pia) == NET_CLIENT_CLOSED) {
            fprintf(stderr, "timed out waiting for Pia to come back after the %s cut (state %d, reason '%s')\n",
                    CUT_NAMES[cut], net_client_state(pia), net_client_reason(pia));
            return 0;
        }
        pump(h, r, p);
        decide(p);
        rep->saw_away |= net_client_seat_state(ann, PIA) == NET_SEAT_AWAY;
        if (cut != CUT_ONLINE) skipped += 50; /* after `online` her try comes at once: no time passes */
    }
    rep->back_after_ms = test_clock(NULL) - back;
    return 1;
}

/* One game at a fresh host; returns the final game's hash (0: it did not end). */
static uint64_t play(cut_kind cut, cut_report *rep) {
    memset(rep, 0, sizeof *rep);
    cit_setup su;
    if (!net_test_setup_mode(&su, &NET_TEST_MODES[0], SEATS, 20261129)) return 0;
    net_hub_config cfg = {0};
    cfg.keepalive = 1;
    cfg.addr = "127.0.0.1";
    const char *why = NULL;
    net_hub *h = net_hub_new(&cfg, &why);
    uint8_t kinds[CIT_MAX_PLAYERS] = {0};
    net_table *t = h ? net_hub_open(h, &su, kinds, &why) : NULL;
    relay r;
    if (!t || !relay_open(&r, net_hub_port(h))) {
        CHECK(0, "no host or relay: %s", why ? why : "?");
        net_hub_free(h);
        return 0;
    }
    table_players p;
    memset(&p, 0, sizeof p);
    static const char *const names[SEATS] = {"Ann", "Pia", "Ugo"};
    int64_t until = net_now_ms() + WAIT_MS;
    for (int i = 0; i < SEATS; i++) { /* one after another: Pia takes seat 1 */
        p.c[i] = net_client_connect("127.0.0.1", i == PIA ? r.port : net_hub_port(h), net_table_code(t), names[i], NULL,
                                    NULL, 0, &why);
        CHECK(p.c[i] != NULL, "connect: %s", why ? why : "?");
        if (!p.c[i]) return 0;
        net_client_set_reconnect(p.c[i], 1);
        p.decided_at[i] = -1;
        p.rng[i] = 77 + (uint64_t)i;
        if (i == PIA) net_client_set_clock(p.c[i], test_clock, NULL);
        while (net_client_state(p.c[i]) != NET_CLIENT_SEATED && net_now_ms() < until) pump(h, &r, &p);
    }
    while (!net_table_started(t) && net_now_ms() < until) {
        net_client_start(p.c[0]);
        for (int k = 0; k < 20; k++) pump(h, &r, &p);
    }
    CHECK(net_table_started(t), "timed out waiting for the table to start");
    int cut_done = cut == NO_CUT, ok = 1;
    while (ok && !table_done(t, &p)) {
        if (net_now_ms() > until) {
            CHECK(0, "%s: timed out waiting for the game's end (%d moves)", CUT_NAMES[cut],
                  cit_session_length(net_table_session(t)));
            ok = 0;
            break;
        }
        pump(h, &r, &p);
        /* The network goes while the table waits for Pia: in the 5 s and 10 min cuts just as
           her move left (it is lost with the connection), in the others once her screen
           shows her turn (she moves while cut off). Either way her move must go again. */
        int in_flight = cut == CUT_5S || cut == CUT_10MIN;
        if (!cut_done && !in_flight && pia_to_move(t, &p)) cut_done = 1, ok = run_cut(cut, h, &r, &p, rep);
        decide(&p);
        if (!cut_done && in_flight && pia_to_move(t, &p) == 2) cut_done = 1, ok = run_cut(cut, h, &r, &p, rep);
        CHECK(ok, "%s: Pia did not come back", CUT_NAMES[cut]);
    }
    uint64_t hash = 0;
    if (ok) {
        hash = cit_game_hash(net_table_game(t));
        size_t need = cit_session_save(net_table_session(t), NULL, 0), fl = 0;
        char *save = malloc(need + 1);
        cit_session_save(net_table_session(t), save, need + 1);
        for (int i = 0; i < SEATS; i++) {
            const char *final = net_seatview_final(net_client_view(p.c[i]), &fl);
            EXPECT(final && fl == need && !memcmp(final, save, need), "%s: seat %d ends with the host's save",
                   CUT_NAMES[cut], i);
        }
        free(save);
    }
    for (int i = 0; i < SEATS; i++) net_client_free(p.c[i]);
    relay_free(&r);
    net_hub_free(h);
    return hash;
}

/* The backoff alone: its waits double from NET_RETRY_FIRST_MS to NET_RETRY_CAP_MS and stay
   there, each between half its ceiling and the ceiling. */
static void backoff(void) {
    net_retry r = {0, 12345};
    int in_bounds = 1;
    for (int i = 0; i < 200; i++) {
        int64_t ceiling = net_retry_ceiling(r.tries), w = net_retry_next(&r);
        in_bounds &= w >= ceiling / 2 && w <= ceiling && ceiling <= NET_RETRY_CAP_MS;
    }
    EXPECT(in_bounds, "every wait lies between half its ceiling and the ceiling, at most the cap");
    EXPECT(net_retry_ceiling(0) == NET_RETRY_FIRST_MS && net_retry_ceiling(1) == 2 * NET_RETRY_FIRST_MS &&
               net_retry_ceiling(1000000) == NET_RETRY_CAP_MS,
           "the ceilings double from the first and stop at the cap");
    net_retry a = {0, 1}, b = {0, 2};
    int apart = 0;
    for (int i = 0; i < 8; i++) apart += net_retry_next(&a) != net_retry_next(&b);
    EXPECT(apart >= 6, "two seats do not wait in step (jitter): %d of 8 waits differ", apart);
}

/* A host older than `resume` answers it `error parse`: the client stays seated and keeps no
   error from it (a window would take one for its next move refused), while a real error
   after it is kept. The host here is this test speaking the protocol by hand. */
static void older_host(void) {
    int lfd[2], port, fd = -1;
    int nl = net_listen("127.0.0.1", 0, lfd, &port, NULL);
    net_client *c = nl ? net_client_connect("127.0.0.1", port, "ABCDEFGHJK", "Pia", NULL, NULL, 0, NULL) : NULL;
    if (c) net_client_set_reconnect(c, 1), fd = accept(lfd[0], NULL, NULL);
    static const char hello[] = "citadela-net " STR(NET_VERSION) "\nwelcome 0 0123456789abcdef0123456789abcdef\n"
                                "seat 0 here Pia\n";
    EXPECT(fd >= 0 && send(fd, hello, sizeof hello - 1, MSG_NOSIGNAL) == (long)sizeof hello - 1, "an older host greets");
    char heard[4096] = "";
    size_t n = 0;
    int64_t until = net_now_ms() + WAIT_MS;
    while (fd >= 0 && !strstr(heard, "\nresume\n") && net_now_ms() < until && n < sizeof heard - 1) {
        net_client_poll(c, 5);
        long k = recv(fd, heard + n, sizeof heard - 1 - n, MSG_DONTWAIT);
        if (k > 0) n += (size_t)k, heard[n] = 0;
    }
    EXPECT(strstr(heard, "\nresume\n") != NULL, "the seated client says resume (timed out waiting for it: %s)", heard);
    static const char older[] = "error parse an unknown verb\n";
    EXPECT(fd >= 0 && send(fd, older, sizeof older - 1, MSG_NOSIGNAL) > 0, "the older host refuses `resume`");
    for (int i = 0; i < 50 && c; i++) net_client_poll(c, 2);
    EXPECT(c && net_client_state(c) == NET_CLIENT_SEATED && !net_client_last_error(c)[0],
           "the older host's `error parse` to resume is not kept (state %d, error '%s')", c ? net_client_state(c) : -1,
           c ? net_client_last_error(c) : "?");
    static const char stale[] = "error stale an old position\n";
    EXPECT(fd >= 0 && send(fd, stale, sizeof stale - 1, MSG_NOSIGNAL) > 0, "the older host refuses a move");
    for (int i = 0; i < 200 && c && !net_client_last_error(c)[0]; i++) net_client_poll(c, 2);
    EXPECT(c && !strncmp(net_client_last_error(c), "stale", 5), "a later error is kept: '%s'",
           c ? net_client_last_error(c) : "?");
    net_client_free(c);
    if (fd >= 0) close(fd);
    for (int i = 0; i < nl; i++) close(lfd[i]);
}

int main(void) {
    backoff();
    older_host();
    cut_report rep;
    uint64_t plain = play(NO_CUT, &rep);
    EXPECT(plain != 0, "the game without a cut ends");
    for (int cut = CUT_5S; cut <= CUT_ONLINE; cut++) {
        uint64_t hash = play((cut_kind)cut, &rep);
        printf("  %-7s cut: %d tries during it, back %lld ms (test clock) after the network\n", CUT_NAMES[cut],
               rep.tries_in_cut, (long long)rep.back_after_ms);
        EXPECT(hash != 0 && hash == plain, "%s cut: the game ends with the same final hash (%016llx, without: %016llx)",
               CUT_NAMES[cut], (unsigned long long)hash, (unsigned long long)plain);
        EXPECT(rep.saw_reconnecting && !rep.saw_away, "%s cut: the others saw Pia reconnecting (%d), never away (%d)",
               CUT_NAMES[cut], rep.saw_reconnecting, rep.saw_away);
        if (cut == CUT_5S) continue;
        /* the slack is the test clock's real part on a loaded machine; an uncapped backoff would
           be minutes away after ten of them */
        EXPECT(rep.back_after_ms <= NET_RETRY_CAP_MS + 5000, "%s cut: back within the backoff's cap (%lld ms)",
               CUT_NAMES[cut], (long long)rep.back_after_ms);
        if (cut == CUT_ONLINE)
            EXPECT(rep.wait_before_online > 0 && rep.wait_after_online == 0,
                   "online: the try comes at once (the wait was %lld ms, is %lld ms)", (long long)rep.wait_before_online,
                   (long long)rep.wait_after_online);
        if (cut == CUT_10MIN) /* capped, and trying all along */
            EXPECT(rep.tries_in_cut >= 600000 / NET_RETRY_CAP_MS && rep.tries_in_cut <= 2 * 600000 / NET_RETRY_CAP_MS + 10,
                   "10 min cut: %d tries, between one per cap and two per cap", rep.tries_in_cut);
    }
    printf("net_reconnect: %d passed, %d failed\n", checks - failures, failures);
    return failures != 0;
}
