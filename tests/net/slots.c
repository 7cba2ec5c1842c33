/* Every slot can be won back (issue 85, 3): strangers from many networks (each /24 of
   127.x.y.z its own, the strongest stranger of a given size) hold the server's connection
   slots, its seats and its tables, while a player of a game in progress leaves and comes
   back by token, and newcomers open tables, every quarter second. At least 90 % of the
   rejoins and half the newcomers must get in:
   - idle: connections that greet and then say nothing, re-opened as soon as they are
     closed (64 networks x 16, then 400 networks x 2);
   - seats: tables of six opened and filled from 64 networks and held (pings answered).
     net_slots SERVER_BINARY */
#define _POSIX_C_SOURCE 200809L
#include <poll.h>

#include "strangers.h"
#include "deadline.h"

#define MEASURE_MS 6000
#define EVERY_MS 250

/* A connection from `from` without waiting for anything (-1 if it cannot connect). */
static int dial_fd(const server *s, const char *from) {
    struct sockaddr_in src = {0}, dst = {0};
    src.sin_family = dst.sin_family = AF_INET;
    inet_pton(AF_INET, from, &src.sin_addr);
    inet_pton(AF_INET, "127.0.0.1", &dst.sin_addr);
    dst.sin_port = htons((uint16_t)s->port);
    int fd = socket(AF_INET, SOCK_STREAM, 0);
    if (fd < 0) return -1;
    if (bind(fd, (struct sockaddr *)&src, sizeof src) != 0 || connect(fd, (struct sockaddr *)&dst, sizeof dst) != 0) {
        close(fd);
        return -1;
    }
    fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK);
    return fd;
}

/* ---- the strangers (a child process each) ------------------------------------------------- */

/* Greeted connections that then say nothing, `per` from each of `nets` networks, each
   dialled again as soon as the server closes it (at most once per 50 ms a slot). */
static void hold_idle(const server *s, int nets, int per) {
    int n = nets * per;
    int *fd = calloc((size_t)n, sizeof *fd);
    int64_t *next = calloc((size_t)n, sizeof *next);
    struct pollfd *pf = calloc((size_t)n, sizeof *pf);
    char from[32], junk[4096];
    for (int i = 0; i < n; i++) fd[i] = -1;
    for (;;) { /* until the parent kills it */
        int64_t now = net_now_ms();
        for (int i = 0; i < n; i++) {
            if (fd[i] >= 0 || now < next[i]) continue;
            snprintf(from, sizeof from, "127.%d.%d.1", 64 + (i % nets) / 200, (i % nets) % 200);
            fd[i] = dial_fd(s, from);
            next[i] = now + 50;
            if (fd[i] >= 0 && send(fd[i], HELLO, strlen(HELLO), MSG_NOSIGNAL) < 0) close(fd[i]), fd[i] = -1;
        }
        for (int i = 0; i < n; i++) pf[i] = (struct pollfd){fd[i], POLLIN, 0};
        poll(pf, (nfds_t)n, 20);
        for (int i = 0; i < n; i++)
            if (fd[i] >= 0 && (pf[i].revents & (POLLIN | POLLHUP | POLLERR))) {
                ssize_t k;
                while ((k = recv(fd[i], junk, sizeof junk, 0)) > 0) {
                }
                if (k == 0 || (errno != EAGAIN && errno != EWOULDBLOCK)) close(fd[i]), fd[i] = -1;
            }
    }
}

/* Tables of six opened and filled from `nets` networks (four addresses each), as many as
   the server seats, then held: every seated connection pings every 2 s. Writes how many
   seats it still holds, and at how many of its tables its creator still sits, to `ready`
   once it holds them. */
static void hold_seats(const server *s, int nets, int ready) {
    enum { MAX = 4096 };
    static peer *held[MAX];
    int n = 0, tables = 0;
    for (int round = 0; round < 16 && n < MAX - 6; round++) {
        int got = 0;
        for (int k = 0; k < nets && n < MAX - 6; k++) {
            char from[32], code[16];
            snprintf(from, sizeof from, "127.%d.%d.%d", 64 + k / 200, k % 200, 1 + round % 4);
            peer *c = create_n(s, from, "M", code, 6);
            if (!code[0]) {
                hang_up(c);
                continue;
            }
            held[n++] = c, got++, tables++;
            for (int j = 0; j < 5; j++) {
                char name[16];
                snprintf(name, sizeof name, "M%d", j);
                peer *p = join(s, from, code, name);
                if (wait_for(p, "welcome ", 2000)) held[n++] = p, got++;
                else hang_up(p);
            }
        }
        if (!got) break;
    }
    nap_ms(500); /* what the server closed meanwhile (seats given up to newcomers) is seen */
    int live = 0, live_tables = 0;
    for (int i = 0; i < n; i++) {
        pump(held[i]);
        int in = !held[i]->closed && !strstr(held[i]->in, "bye ");
        live += in;
        live_tables += in && strstr(held[i]->in, "\ntable ") != NULL; /* a creator still at its table */
    }
    (void)tables;
    int said[2] = {live, live_tables};
    if (write(ready, said, sizeof said) != (ssize_t)sizeof said) _exit(1);
    for (;;) {
        for (int i = 0; i < n; i++) {
            held[i]->n = 0;
            pump(held[i]);
            says(held[i], "ping 1\n");
        }
        nap_ms(2000);
    }
}

/* ---- the players ------------------------------------------------------------------------ */

/* While the strangers hold on: a player of a game in progress leaves and comes back by
   token, and a newcomer from an address of its own opens a table, every EVERY_MS. */
static void measure(const server *s, const char *what, peer *anna, const char *code, const char *tok, int *back_in,
                    int *back_n, int *new_in, int *new_n) {
    static int newcomer;
    *back_in = *back_n = *new_in = *new_n = 0;
    int64_t end = net_now_ms() + MEASURE_MS;
    while (net_now_ms() < end) {
        int64_t round = net_now_ms() + EVERY_MS;
        anna->n = 0;
        says(anna, "ping 3\n"); /* she is at her table: not silent */
        peer *b = rejoin(s, "127.60.0.2", code, tok);
        char from[32], nc[16];
        snprintf(from, sizeof from, "127.61.%d.%d", newcomer / 200, 1 + newcomer % 200);
        newcomer++;
        peer *n = create(s, from, "Newcomer", nc);
        *back_in += wait_for(b, "welcome 1 ", WAIT_MS); /* let in, however slowly */
        ++*back_n;
        *new_in += nc[0] && strstr(n->in, "welcome 0 ");
        ++*new_n;
        hang_up(b), hang_up(n);
        while (net_now_ms() < round) nap_ms(5);
    }
    printf("  %s: %d of %d rejoins and %d of %d newcomers got in\n", what, *back_in, *back_n, *new_in, *new_n);
}

static void attack(const char *what, int seats, int nets, int per) {
    server s = {0};
    if (!start(&s, 0, NULL)) return;
    char code[16], tok[NET_TOKEN_LEN + 1];
    peer *anna = create(&s, "127.60.0.1", "Anna", code);
    peer *ben = join(&s, "127.60.0.2", code, "Ben");
    EXPECT(wait_for(ben, "welcome 1 ", WAIT_MS), "Ben sits down");
    token_of(ben, tok);
    says(anna, "start\n");
    EXPECT(wait_for(ben, "view ", WAIT_MS), "the game starts");
    hang_up(ben);
    int ready[2];
    if (pipe(ready) != 0) return;
    pid_t pid = fork();
    if (pid == 0) {
        if (seats) hold_seats(&s, nets, ready[1]);
        else hold_idle(&s, nets, per);
        _exit(0);
    }
    close(ready[1]);
    if (seats) { /* until the strangers sit as many as they may (Anna pings meanwhile) */
        struct pollfd pf = {ready[0], POLLIN, 0};
        for (int64_t t0 = net_now_ms(); poll(&pf, 1, 1000) == 0 && waiting_for(t0, 300000, &failures, "the strangers to sit");)
            says(anna, "ping 2\n");
        int held[2] = {-1, -1};
        if (read(ready[0], held, sizeof held) != (ssize_t)sizeof held) held[0] = held[1] = -1;
        printf("  strangers from %d networks hold %d seats at %d tables\n", nets, held[0], held[1]);
        /* the caps' design at 64 networks: half the tables, and a network's seats at its own
           tables uncounted (households sit together, net_households), so a table of six each */
        EXPECT(nets > 64 || (held[0] >= 0 && held[0] <= nets * 6 && held[1] <= 256 / 2),
               "%d networks hold at most a table of six each (%d seats of 512) and half the tables (%d of 256)", nets,
               held[0], held[1]);
    } else {
        nap_ms(3000); /* the idle ones fill the host */
    }
    close(ready[0]);
    int back_in, back_n, new_in, new_n;
    measure(&s, what, anna, code, tok, &back_in, &back_n, &new_in, &new_n);
    says(anna, "ping 7\n");
    EXPECT(wait_for(anna, "pong 7", WAIT_MS), "Anna, at her table all along, is still seated");
    kill(pid, SIGKILL);
    waitpid(pid, NULL, 0);
    EXPECT(back_in * 10 >= back_n * 9, "%s: at least 90 %% of the rejoins get in (%d of %d)", what, back_in, back_n);
    EXPECT(new_in * 2 >= new_n, "%s: at least half the newcomers get in (%d of %d)", what, new_in, new_n);
    hang_up(anna);
    finish(&s);
}

int main(int argc, char **argv) {
    if (argc < 2) return 2;
    server_bin = argv[1];
    signal(SIGPIPE, SIG_IGN);
    const char *only = getenv("NET_SLOTS_ONLY");
    if (!only || !strcmp(only, "idle64")) attack("idle connections from 64 networks x 16", 0, 64, 16);
    if (!only || !strcmp(only, "idle400")) attack("idle connections from 400 networks x 2", 0, 400, 2);
    if (!only || !strcmp(only, "seats64")) attack("seats held from 64 networks", 1, 64, 0);
    /* not in the suite (a minute): strangers beyond the caps' design, the figure for the docs */
    if (only && !strcmp(only, "seats400")) attack("seats held from 400 networks", 1, 400, 0);
    printf("net-slots: %d passed, %d failed\n", checks - failures, failures);
    return failures != 0;
}
