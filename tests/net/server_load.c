/* citadela-server under load: the real binary, TABLES tables of 4 seats (every
   mode in turn), each opened by its first client and joined by code; whole games played
   by the clients; halfway the server gets SIGTERM, must save every table and exit, is
   started again on the same state directory and reopens them, and every client rejoins
   by token. Every game must end with all four clients holding the same final save, which
   replays to an ended game whose view for each seat is that seat's view; once everyone
   has left, the finished tables are closed and their files removed.
     net_server_load SERVER_BINARY [TABLES]   (default 50 tables: 200 clients) */
#define _POSIX_C_SOURCE 200809L
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "client.h"
#include "conn.h"
#include "net_modes.h"
#include "server_proc.h"
#include "failcheck.h"
#include "stored.h"

#define SEATS 4
static int failures;

typedef struct {
    net_client *c;
    char token[NET_TOKEN_LEN + 1], name[CIT_NAME_LEN];
    int sent_at;
    uint64_t rng;
} player;

typedef struct {
    player p[SEATS];
    char code[NET_CODE_LEN + 1];
    int started;
} table;

static pid_t server_pid;

static void nap_us(long us) {
    struct timespec ts = {0, us * 1000};
    nanosleep(&ts, NULL);
}

/* Tables one address may have open: every creator dials from ::1, so as many as the tables
   (a finished game's no longer counts: one more table opens at the end). */
static char tables_cap[16] = "1000";

static int start_server(const char *bin, const char *dir, int port) {
    char ps[16];
    snprintf(ps, sizeof ps, "%d", port);
    /* --sync normal: this test is the load; net_store_restart holds what a full sync keeps */
    const char *argv[] = {bin, "--port", ps, "--dir", dir, "--quiet", "--sync", "normal", "--max-clients", "1000",
                          "--keep-finished", "1", "--clients-per-address", "1000", "--tables-per-address", tables_cap,
                          "--seats-per-address", "1000", "--connects-per-address", "100000", NULL}; /* all from 127.0.0.1 */
    return server_proc_start(argv, NULL, 0, &server_pid);
}

static int stop_server(void) {
    int status = 0;
    kill(server_pid, SIGTERM);
    waitpid(server_pid, &status, 0);
    return WIFEXITED(status) && WEXITSTATUS(status) == 0;
}

static void poll_all(table *t, int n) {
    for (int i = 0; i < n; i++)
        for (int s = 0; s < SEATS; s++)
            if (t[i].p[s].c) net_client_poll(t[i].p[s].c, 0);
}

static void decide(table *t, int n) {
    for (int i = 0; i < n; i++)
        for (int s = 0; s < SEATS; s++) {
            player *p = &t[i].p[s];
            if (!p->c || net_client_state(p->c) != NET_CLIENT_SEATED) continue;
            const net_seatview *v = net_client_view(p->c);
            const cit_game *g = v ? net_seatview_game(v) : NULL;
            if (!g || cit_game_over(g) || cit_game_pending(g).player != net_client_seat(p->c)) continue;
            if (p->sent_at == net_seatview_length(v)) continue;
            cit_move m;
            if (cit_game_playout_move(g, &p->rng, &m) != CIT_OK) continue;
            net_client_move(p->c, &m);
            p->sent_at = net_seatview_length(v);
        }
}

static int all_final(table *t, int n) {
    for (int i = 0; i < n; i++)
        for (int s = 0; s < SEATS; s++) {
            const net_seatview *v = t[i].p[s].c ? net_client_view(t[i].p[s].c) : NULL;
            if (!v || !net_seatview_final(v, NULL)) return 0;
        }
    return 1;
}

static long total_moves(table *t, int n) {
    long m = 0;
    for (int i = 0; i < n; i++) {
        const net_seatview *v = t[i].p[0].c ? net_client_view(t[i].p[0].c) : NULL;
        m += v ? net_seatview_length(v) : 0;
    }
    return m;
}

int main(int argc, char **argv) {
    if (argc < 2) return 2;
    int ntables = argc > 2 ? atoi(argv[2]) : 50;
    char dir[] = "/tmp/citadela-server-test-XXXXXX";
    if (!mkdtemp(dir)) return 2;
    signal(SIGPIPE, SIG_IGN);
    snprintf(tables_cap, sizeof tables_cap, "%d", ntables > 0 ? ntables : 1);
    int port = start_server(argv[1], dir, 0);
    CHECK(port > 0, "the server starts");
    if (port <= 0) return 1;
    table *t = calloc((size_t)ntables, sizeof *t);
    int64_t t0 = net_now_ms();
    for (int i = 0; i < ntables; i++) { /* the creators */
        int k = i % NET_TEST_NMODES;
        cit_setup su;
        net_test_setup(&su, k, SEATS, (uint64_t)i + 1);
        cit_session *s = cit_session_new(&su, NULL);
        size_t need = cit_session_save(s, NULL, 0);
        char *save = malloc(need + 1);
        cit_session_save(s, save, need + 1);
        player *p = &t[i].p[0];
        snprintf(p->name, sizeof p->name, "Host %d", i);
        p->c = net_client_connect("::1", port, NULL, p->name, NULL, save, need, NULL);
        CHECK(p->c != NULL, "creator %d connects", i);
        p->sent_at = -1;
        p->rng = (uint64_t)i * 977;
        free(save);
        cit_session_free(s);
    }
    for (int r = 0; r < 2000; r++) { /* the others join by the codes the creators got */
        poll_all(t, ntables);
        int joined = 0;
        for (int i = 0; i < ntables; i++) {
            player *h = &t[i].p[0];
            if (!t[i].code[0] && h->c && net_client_state(h->c) == NET_CLIENT_SEATED) {
                net_copy(t[i].code, sizeof t[i].code, net_client_code(h->c));
                for (int s = 1; s < SEATS; s++) {
                    player *p = &t[i].p[s];
                    snprintf(p->name, sizeof p->name, "Guest %d.%d", i, s);
                    p->c = net_client_connect(s % 2 ? "127.0.0.1" : "::1", port, t[i].code, p->name, NULL, NULL, 0, NULL);
                    p->sent_at = -1;
                    p->rng = (uint64_t)i * 977 + (uint64_t)s;
                }
            }
            int seatedn = 0;
            for (int s = 0; s < SEATS; s++) seatedn += t[i].p[s].c && net_client_state(t[i].p[s].c) == NET_CLIENT_SEATED;
            if (seatedn == SEATS && !t[i].started) net_client_start(h->c), t[i].started = 1;
            joined += seatedn == SEATS;
        }
        if (joined == ntables) break;
        nap_us(1000);
    }
    int64_t t_join = net_now_ms();
    long half = 0;
    int restarted = 0;
    long redials = 0;
    for (int r = 0; r < 200000 && !all_final(t, ntables); r++) {
        poll_all(t, ntables);
        decide(t, ntables);
        if (r % 500 == 499) /* a client that lost its connection (a loaded machine) dials again, as a window would */
            for (int i = 0; i < ntables; i++)
                for (int s = 0; s < SEATS; s++) {
                    player *p = &t[i].p[s];
                    if (p->c && net_client_state(p->c) != NET_CLIENT_CLOSED) continue;
                    if (p->c && net_client_view(p->c) && net_seatview_final(net_client_view(p->c), NULL)) continue;
                    if (p->c && !p->token[0]) net_copy(p->token, sizeof p->token, net_client_token(p->c));
                    net_client_free(p->c);
                    p->c = net_client_connect("::1", port, t[i].code, p->name, p->token[0] ? p->token : NULL, NULL, 0, NULL);
                    p->sent_at = -1;
                    redials++;
                }
        nap_us(200);
        long m = total_moves(t, ntables);
        if (!half && m > 0) half = 40L * ntables; /* about half of the games' moves */
        if (!restarted && m > half && half) { /* SIGTERM: every table saved; restart; rejoin */
            restarted = 1;
            for (int i = 0; i < ntables; i++)
                for (int s = 0; s < SEATS; s++) net_copy(t[i].p[s].token, sizeof t[i].p[s].token, net_client_token(t[i].p[s].c));
            CHECK(stop_server(), "the server stops cleanly on SIGTERM");
            int stored = stored_tables(dir);
            CHECK(stored == ntables, "%d tables saved of %d", stored, ntables);
            port = start_server(argv[1], dir, 0);
            CHECK(port > 0, "the server restarts");
            for (int i = 0; i < ntables; i++)
                for (int s = 0; s < SEATS; s++) {
                    player *p = &t[i].p[s];
                    net_client_free(p->c);
                    p->c = net_client_connect(s % 2 ? "127.0.0.1" : "::1", port, t[i].code, p->name, p->token, NULL, 0, NULL);
                    p->sent_at = -1;
                }
        }
    }
    CHECK(restarted, "the server was restarted mid-game");
    CHECK(all_final(t, ntables), "every game ended with a final save at every seat");
    long moves = 0;
    cit_game *scratch = NULL;
    for (int i = 0; i < ntables && all_final(t, ntables); i++) {
        size_t l0 = 0;
        const char *f0 = net_seatview_final(net_client_view(t[i].p[0].c), &l0);
        cit_setup su;
        cit_setup_default(&su, 2, 1);
        cit_session *s = cit_session_new(&su, NULL);
        CHECK(cit_session_load(s, f0, l0, NULL) == CIT_OK && cit_game_over(cit_session_game(s)), "table %d's save replays to its end", i);
        moves += cit_session_length(s);
        if (!scratch) scratch = malloc(cit_game_size());
        for (int k = 0; k < SEATS; k++) {
            size_t l = 0;
            const char *f = net_seatview_final(net_client_view(t[i].p[k].c), &l);
            CHECK(l == l0 && !memcmp(f, f0, l), "table %d seat %d: the same final save", i, k);
            cit_game_copy(scratch, cit_session_game(s));
            cit_game_view_canon(scratch, net_client_seat(t[i].p[k].c)); /* guests sit in the order they came */
            const net_seatview *v = net_client_view(t[i].p[k].c);
            CHECK(cit_game_hash(net_seatview_game(v)) == cit_game_hash(scratch),
                  "table %d seat %d: the view ends as the game (view length %d of %d, client state %d '%s', pending %d/%d)", i, k,
                  net_seatview_length(v), cit_session_length(s), net_client_state(t[i].p[k].c), net_client_why(t[i].p[k].c),
                  cit_game_pending(net_seatview_game(v)).decision, cit_game_pending(scratch).decision);
        }
        cit_session_free(s);
    }
    free(scratch);
    /* every table is finished and its players still there: the address that opened them all
       has none open that counts, and opens one more */
    cit_setup su;
    net_test_setup(&su, 0, SEATS, 99);
    cit_session *lses = cit_session_new(&su, NULL);
    size_t lneed = cit_session_save(lses, NULL, 0);
    char *lsave = malloc(lneed + 1);
    cit_session_save(lses, lsave, lneed + 1);
    net_client *late = net_client_connect("::1", port, NULL, "Late", NULL, lsave, lneed, NULL);
    for (int r = 0; r < 2000 && late && net_client_state(late) != NET_CLIENT_SEATED && net_client_state(late) != NET_CLIENT_CLOSED; r++)
        net_client_poll(late, 5);
    CHECK(late && net_client_state(late) == NET_CLIENT_SEATED, "finished games do not count against their opener: %s",
          late ? net_client_why(late) : "no connection");
    net_client_free(late);
    free(lsave);
    cit_session_free(lses);
    for (int i = 0; i < ntables; i++)
        for (int s = 0; s < SEATS; s++) net_client_free(t[i].p[s].c);
    /* everyone left finished games: a second later the server closes them and removes their files */
    int left = -1;
    for (int tries = 0; tries < 40 && left != 1; tries++) { /* the late lobby stays (--lobby-idle) */
        nap_us(100000);
        left = stored_tables(dir);
    }
    CHECK(left == 1, "finished tables closed after their players left (%d stored but the late lobby)", left - 1);
    stop_server();
    char cmd[256];
    snprintf(cmd, sizeof cmd, "rm -rf %s", dir);
    if (system(cmd) != 0) fprintf(stderr, "could not remove %s\n", dir);
    printf("net-server: %d tables, %d clients, %ld moves, joined in %.1f s, whole run %.1f s, one SIGTERM restart, %ld redials\n",
           ntables, ntables * SEATS, moves, (double)(t_join - t0) / 1000.0, (double)(net_now_ms() - t0) / 1000.0, redials);
    printf("net-server: %d passed, %d failed\n", failures ? 0 : 1, failures ? 1 : 0);
    free(t);
    return failures != 0;
}
