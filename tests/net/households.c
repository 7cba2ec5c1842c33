/* Friends behind one address, or one /24, sit down together however many strangers hold idle
   lobby seats elsewhere: against the real citadela-server (its default caps: 512 connections,
   256 tables), strangers from 16, 64 and 400 networks (one loopback address each, each in a
   /24 of its own) open lobbies and fill them as far as the server lets them; then four
   friends, first from one address and then from four addresses of one /24, open a table and
   join it by its code: 4 of 4 sit down every time. Every wait is bounded (WAIT_MS).
     net_households SERVER_BINARY */
#define _POSIX_C_SOURCE 200809L
#include "strangers.h"

/* The strangers' lobbies give way after a second here (--lobby-wait 1; 2 minutes by
   default): a lower bound only, so a slow machine waits longer, never less. */
#define LOBBY_WAIT "1"

/* Strangers of `networks` networks each try to hold `seats` idle seats at lobbies of their
   own (a table of 6 filled by joins, then one of 2); returns the peers (*n of them) and the
   seats they got (*held). */
static peer **strangers_hold(const server *s, int networks, int seats, int *n, int *held) {
    peer **p = calloc((size_t)networks * (size_t)seats, sizeof *p);
    *n = *held = 0;
    for (int k = 0; p && k < networks; k++) {
        char from[32], code[16] = "";
        snprintf(from, sizeof from, "127.%d.%d.1", 100 + k / 200, k % 200);
        for (int got = 0; got < seats;) {
            int size = seats - got >= 6 ? 6 : 2;
            peer *first = create_n(s, from, "S", code, size);
            p[(*n)++] = first;
            got++;
            for (int j = 1; j < size && got < seats; j++, got++) {
                char name[16];
                snprintf(name, sizeof name, "T%d", j);
                peer *q = join(s, from, code[0] ? code : "ZZZZZZZZZZ", name);
                wait_for(q, "\n", WAIT_MS); /* its greeting, before the next connection */
                p[(*n)++] = q;
            }
        }
    }
    *held = 0;
    for (int i = 0; i < *n; i++) *held += wait_for(p[i], "welcome ", 200);
    return p;
}

/* Four friends from `from[0..3]` (one address four times, or four of one /24): the first
   opens a table of four, the others join by its code; how many sat down. */
static int friends_sit(const server *s, const char *const from[4], peer *f[4]) {
    char code[16];
    f[0] = create_n(s, from[0], "Ana", code, 4);
    int sat = code[0] && strstr(f[0]->in, "welcome 0 ") != NULL;
    for (int i = 1; i < 4; i++) {
        char name[16];
        snprintf(name, sizeof name, "F%d", i);
        f[i] = join(s, from[i], code[0] ? code : "ZZZZZZZZZZ", name);
        sat += wait_for(f[i], "welcome ", WAIT_MS);
    }
    return sat;
}

static void households(int networks, int seats_each) {
    server s = {0};
    if (!start(&s, 0, "--lobby-wait", LOBBY_WAIT, "--join-delay", "0", NULL)) return;
    int n = 0, held = 0;
    peer **strangers = strangers_hold(&s, networks, seats_each, &n, &held);
    nap_ms(1200); /* past --lobby-wait: their lobbies may give way now */
    static const char *const one_address[4] = {"127.250.0.1", "127.250.0.1", "127.250.0.1", "127.250.0.1"};
    static const char *const one_net[4] = {"127.251.0.1", "127.251.0.2", "127.251.0.3", "127.251.0.4"};
    peer *f[4], *g[4];
    int sat = friends_sit(&s, one_address, f);
    EXPECT(sat == 4, "4 friends behind one address sit down beside %d networks holding %d idle seats: %d of 4 (%s)", networks,
           held, sat, log_text(&s) + (strlen(log_text(&s)) > 400 ? strlen(log_text(&s)) - 400 : 0));
    int sat2 = friends_sit(&s, one_net, g);
    EXPECT(sat2 == 4, "4 friends behind one /24 too: %d of 4", sat2);
    printf("net_households: %d networks held %d idle seats; friends sat %d + %d of 4 + 4\n", networks, held, sat, sat2);
    for (int i = 0; i < 4; i++) hang_up(f[i]), hang_up(g[i]);
    for (int i = 0; i < n; i++) hang_up(strangers[i]);
    free(strangers);
    finish(&s);
}

int main(int argc, char **argv) {
    if (argc < 2) return 2;
    server_bin = argv[1];
    signal(SIGPIPE, SIG_IGN);
    struct rlimit rl;
    if (getrlimit(RLIMIT_NOFILE, &rl) == 0 && rl.rlim_cur < 4096 && rl.rlim_max >= 4096) { /* 400 networks' peers */
        rl.rlim_cur = 4096;
        setrlimit(RLIMIT_NOFILE, &rl);
    }
    households(16, 8);  /* 128 idle seats: a quarter of the host, "crowded" */
    households(64, 8);  /* the host's seats full */
    households(400, 1); /* the host's tables full, one lobby a network */
    printf("net_households: %d passed, %d failed\n", checks - failures, failures);
    return failures ? 1 : 0;
}
