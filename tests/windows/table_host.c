/* A Linux table on 127.0.0.1 for network seats (the Windows seat, tests/windows/net_seat.c
   under Wine, and with `friends` a Linux one beside it). Four seats: the host's own person
   (random legal moves, as a test drives a window), two computer players (the game's AI at
   the easy level, run by the host as the window's host runs its computers) and one open
   seat. `friends` is issue 67's table of six: two persons at the host's one screen, two
   computer players and two open seats. The game starts once every open seat is taken and
   is played to its end; the host then prints the final save's line
   (tests/windows/seat_final.h), which every seat's must equal.
     net_table_host MODE SEED [friends] [SAVE_AT FILE]
   MODE names a table of tests/net/net_modes.h (bigbox: the whole Big Box). Prints
   "port N", "code CODE", then "final ...". With SAVE_AT and FILE it writes the game's save
   to FILE once it has SAVE_AT moves and an open seat decides (a table for a window to
   load and show). Bounded: it gives up after 240 s, or as soon as an open seat leaves
   before the end; exit 0 only for a game played to its end. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ai.h"
#include "conn.h"
#include "host.h"
#include "seat_final.h"
#include "sock.h"
#include "table_mode.h"

#define GIVE_UP_MS 240000

/* A table's seats: who sits where (the window's kinds, gui/app/net_seam.c). */
typedef struct {
    const char *name;
    uint8_t kind; /* NET_SEAT_LOCAL, NET_SEAT_AI (easy), NET_SEAT_OPEN */
} seat_plan;
static const seat_plan FOUR[] = {
    {"Host", NET_SEAT_LOCAL}, {"Computer 1", NET_SEAT_AI}, {"Computer 2", NET_SEAT_AI}, {"Friend", NET_SEAT_OPEN}};
static const seat_plan FRIENDS[] = {{"Host", NET_SEAT_LOCAL},       {"Couch", NET_SEAT_LOCAL},
                                    {"Computer 1", NET_SEAT_AI},    {"Computer 2", NET_SEAT_AI},
                                    {"Friend 1", NET_SEAT_OPEN},    {"Friend 2", NET_SEAT_OPEN}};
static const seat_plan *plan;
static int nseats;

static int is_open(int seat) { return plan[seat].kind == NET_SEAT_OPEN; }

/* How many open seats are taken. */
static int seats_here(const net_table *t) {
    int n = 0;
    for (int i = 0; i < nseats; i++) n += is_open(i) && net_table_seat_state(t, i) == NET_SEAT_HERE;
    return n;
}

static int open_seats(void) {
    int n = 0;
    for (int i = 0; i < nseats; i++) n += is_open(i);
    return n;
}

/* The session's save text (malloc'd), its length in *len. */
static char *save_text(const net_table *t, size_t *len) {
    *len = cit_session_save(net_table_session(t), NULL, 0);
    char *text = malloc(*len + 1);
    if (text) cit_session_save(net_table_session(t), text, *len + 1);
    return text;
}

static int write_file(const char *path, const char *text, size_t len) {
    FILE *f = fopen(path, "wb");
    int ok = f && fwrite(text, 1, len, f) == len;
    return (f && fclose(f) == 0) && ok;
}

/* Writes the table's save to `path` the first time an open seat decides with at least
   *save_at moves played (then *save_at = -1); 0 if it cannot. */
static int save_if_due(const net_table *t, int *save_at, const char *path) {
    if (*save_at < 0 || cit_session_length(net_table_session(t)) < *save_at ||
        !is_open(cit_game_pending(net_table_game(t)).player))
        return 1;
    *save_at = -1;
    size_t len;
    char *text = save_text(t, &len);
    int ok = text && write_file(path, text, len);
    free(text);
    return ok;
}

/* One move for the seat the host plays (the person: random; a computer: the AI). The AI
   runs here, not on a thread as in the window, so the table is not polled meanwhile: fine
   while an easy move takes far less than NET_DEAD_MS (5 s; tens of ms here, but under
   valgrind a Big Box move can take longer and the seat then leaves, "the peer is silent"). */
static int host_move(net_table *t, cit_ai *const *ai, uint64_t *rng, const char **why) {
    const cit_game *g = net_table_game(t);
    int p = cit_game_pending(g).player;
    cit_move m;
    cit_status st = ai[p] ? cit_ai_choose(ai[p], g, &m) : cit_game_playout_move(g, rng, &m);
    if (st != CIT_OK) return *why = cit_status_str(st), 0;
    return net_table_apply(t, &m, why);
}

int main(int argc, char **argv) {
    int friends = argc >= 4 && !strcmp(argv[3], "friends"), rest = argc - 3 - friends;
    const net_test_mode *mode = rest == 0 || rest == 2 ? table_mode_named(argv[1]) : NULL;
    if (!mode) return fprintf(stderr, "usage: net_table_host MODE SEED [friends] [SAVE_AT FILE]\n"), 2;
    plan = friends ? FRIENDS : FOUR;
    nseats = friends ? (int)(sizeof FRIENDS / sizeof FRIENDS[0]) : (int)(sizeof FOUR / sizeof FOUR[0]);
    uint64_t rng = strtoull(argv[2], NULL, 10);
    int save_at = rest == 2 ? atoi(argv[3 + friends]) : -1;
    const char *save_path = rest == 2 ? argv[4 + friends] : NULL;
    cit_setup su;
    if (plat_sock_init() != 0 || !net_test_setup_mode(&su, mode, nseats, rng)) return fprintf(stderr, "no set-up\n"), 1;
    /* As the window's host makes its table (gui/app/net_seam.c): a computer's seat is AI,
       a person's at the host LOCAL, a friend's OPEN; a computer plays at its seat's level. */
    uint8_t kinds[CIT_MAX_PLAYERS] = {0};
    cit_ai *ai[CIT_MAX_PLAYERS] = {NULL};
    for (int i = 0; i < nseats; i++) {
        snprintf(su.players[i].name, sizeof su.players[i].name, "%s", plan[i].name);
        su.players[i].kind = plan[i].kind == NET_SEAT_AI ? CIT_SEAT_AI_EASY : CIT_SEAT_HUMAN;
        kinds[i] = plan[i].kind;
    }
    net_hub_config cfg = {.addr = "127.0.0.1"};
    const char *why = NULL;
    net_hub *h = net_hub_new(&cfg, &why);
    net_table *t = h ? net_hub_open(h, &su, kinds, &why) : NULL;
    if (!t) return fprintf(stderr, "net_table_host: %s\n", why ? why : "?"), net_hub_free(h), 1;
    for (int i = 0; i < nseats; i++)
        if (kinds[i] == NET_SEAT_AI) ai[i] = cit_ai_new(cit_ai_level_for_seat(su.players[i].kind), rng + (uint64_t)i);
    printf("port %d\ncode %s\n", net_hub_port(h), net_table_code(t));
    fflush(stdout);
    int64_t until = net_now_ms() + GIVE_UP_MS;
    int ok = 1;
    while (ok && net_now_ms() < until) {
        net_hub_poll(h, 5);
        int taken = seats_here(t), here = taken == open_seats();
        if (!net_table_started(t)) {
            if (here && !net_table_start(t, &why)) ok = 0;
            continue;
        }
        if (net_table_over(t)) { /* served the final save until every seat took it and said bye */
            if (!taken) break;
            continue;
        }
        if (!here) {
            ok = 0, why = "an open seat left before the end";
            break;
        }
        /* Every position is looked at before the seat hears of it: a host move is saved
           before it is sent, and a poll takes at most one move of the seat's (it waits for
           each to come back), so the save's position does not depend on timing. */
        ok = save_if_due(t, &save_at, save_path);
        if (ok && !is_open(cit_game_pending(net_table_game(t)).player)) {
            ok = host_move(t, ai, &rng, &why) && save_if_due(t, &save_at, save_path);
            net_hub_flush(h);
        }
        if (!ok && !why) why = "cannot write the save";
    }
    if (!ok) fprintf(stderr, "net_table_host: %s\n", why ? why : "?");
    int over = net_table_over(t), moves = cit_session_length(net_table_session(t));
    if (over) {
        size_t len;
        char *text = save_text(t, &len);
        if (text) seat_final_print(stdout, text, len, moves);
        free(text);
    } else fprintf(stderr, "net_table_host: the game did not end (%d moves)\n", moves);
    for (int i = 0; i < nseats; i++) cit_ai_free(ai[i]);
    net_hub_free(h);
    return ok && over ? 0 : 1;
}
