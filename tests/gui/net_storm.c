/* Measures a friend's chat round trip through a hosting window while another friend
   toggles the lobby's ready mark as fast as it can (issue 63, item 2). Not a test: it prints
   figures. Loopback only, bounded in time (--seconds, at most 60) and in count (--rate, at
   most 2000 toggles a second). The window runs its real main loop (gui_app_loop_once) and
   keeps its files in --dir (default: a fresh directory under /var/tmp, on disk, where an
   fsync costs what it costs a player), so the table file is written as in play.

   build/net_storm_gui [--rate N] [--seconds S] [--dir DIR] */
#define _DEFAULT_SOURCE /* mkdtemp, setenv */
#include "app/app.h"
#include "app/net_seam.h"
#include "client.h"
#include "harness.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#define MAX_SAMPLES 20000

typedef struct {
    int port, rate, seconds;
    char code[NET_CODE_LEN + 1];
    double rtt[MAX_SAMPLES]; /* ms */
    int nrtt, lost, toggles, dropped;
    SDL_atomic_t done;
} storm;

static double now_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec * 1000.0 + (double)ts.tv_nsec / 1e6;
}

/* Polls both friends until each is seated or `ms` passed; 1 if both are. */
static int seat_both(net_client *a, net_client *b, int ms)
{
    for (double end = now_ms() + ms; now_ms() < end; SDL_Delay(1)) {
        net_client_poll(a, 0);
        net_client_poll(b, 0);
        if (net_client_seat(a) >= 0 && net_client_seat(b) >= 0)
            return 1;
    }
    return 0;
}

/* The friends' thread: Anna storms, Bedřich chats and times each line's way back. */
static int friends(void *arg)
{
    storm *s = arg;
    const char *why = NULL;
    net_client *storm_c = net_client_connect("127.0.0.1", s->port, s->code, "Anna", NULL, NULL, 0, &why);
    net_client *chat_c = net_client_connect("127.0.0.1", s->port, s->code, "Bedřich", NULL, NULL, 0, &why);
    if (!storm_c || !chat_c || !seat_both(storm_c, chat_c, 5000)) {
        fprintf(stderr, "net_storm: the friends could not sit down (%s)\n", why ? why : "timeout");
        s->dropped = 1;
        goto out;
    }
    double start = now_ms(), end = start + s->seconds * 1000.0, sent_at = 0;
    int seq = 0, waiting = 0, on = 0;
    char line[64], want[64];
    while (now_ms() < end && s->nrtt < MAX_SAMPLES) {
        /* the toggles due by now: rate a second, evenly */
        int due = (int)((now_ms() - start) * s->rate / 1000.0);
        for (; s->toggles < due; s->toggles++)
            net_client_set_ready(storm_c, on ^= 1);
        net_client_poll(storm_c, 0);
        net_client_poll(chat_c, 0);
        if (net_client_state(storm_c) == NET_CLIENT_CLOSED || net_client_state(chat_c) == NET_CLIENT_CLOSED) {
            s->dropped = 1;
            break;
        }
        for (int seat; (seat = net_client_take_chat(chat_c, line, sizeof line)) >= 0;)
            if (waiting && !strcmp(line, want)) {
                s->rtt[s->nrtt++] = now_ms() - sent_at;
                waiting = 0;
            }
        if (waiting && now_ms() - sent_at > 3000) { /* a line lost (or later than 3 s) */
            s->lost++;
            waiting = 0;
        }
        if (!waiting && now_ms() - sent_at >= 20) {
            snprintf(want, sizeof want, "ping %d", seq++);
            sent_at = now_ms();
            net_client_chat(chat_c, want);
            waiting = 1;
        }
        SDL_Delay(1);
    }
out:
    net_client_free(storm_c);
    net_client_free(chat_c);
    SDL_AtomicSet(&s->done, 1);
    return 0;
}

static int by_value(const void *x, const void *y)
{
    double a = *(const double *)x, b = *(const double *)y;
    return a < b ? -1 : a > b;
}

static int arg_int(int argc, char **argv, const char *name, int def, int lo, int hi)
{
    for (int i = 1; i + 1 < argc; i++)
        if (!strcmp(argv[i], name)) {
            int v = atoi(argv[i + 1]);
            return v < lo ? lo : v > hi ? hi : v;
        }
    return def;
}

int main(int argc, char **argv)
{
    static storm s;
    s.rate = arg_int(argc, argv, "--rate", 200, 1, 2000);
    s.seconds = arg_int(argc, argv, "--seconds", 5, 1, 60);
    char dir[sizeof tmpdir] = "/var/tmp/citadela-storm-XXXXXX";
    int own_dir = 1;
    for (int i = 1; i + 1 < argc; i++)
        if (!strcmp(argv[i], "--dir")) {
            snprintf(dir, sizeof dir, "%s", argv[i + 1]);
            own_dir = 0;
        }
    if (harness_start("storm", "net_storm") != 0)
        return 1;
    if (own_dir ? !mkdtemp(dir) : mkdir(dir, 0700) != 0 && access(dir, W_OK) != 0) {
        perror(dir);
        return 1;
    }
    setenv("XDG_DATA_HOME", dir, 1); /* before the window asks where its files go */
    setenv("XDG_STATE_HOME", dir, 1);
    gui_app *a = harness_app(1024, 700, GUI_LANG_EN);
    cit_setup su = two_players(5);
    su.nplayers = 3;
    snprintf(su.players[2].name, CIT_NAME_LEN, "Cyril");
    su.players[2].colour = 2;
    uint8_t friend_seat[CIT_MAX_PLAYERS] = {0, 1, 1};
    char err[200];
    if (gui_net_host(a, &su, friend_seat, 0, 0, err, sizeof err) != 0) {
        fprintf(stderr, "net_storm: cannot host: %s\n", err);
        return 1;
    }
    s.port = gui_net_port(a);
    SDL_strlcpy(s.code, gui_net_code(a), sizeof s.code);
    SDL_Thread *t = SDL_CreateThread(friends, "storm-friends", &s);
    uint32_t last = SDL_GetTicks(), give_up = last + (uint32_t)(s.seconds + 15) * 1000u;
    while (!SDL_AtomicGet(&s.done) && SDL_GetTicks() < give_up)
        gui_app_loop_once(a, &last);
    SDL_AtomicSet(&s.done, 1);
    SDL_WaitThread(t, NULL);
    gui_app_free(a);
    qsort(s.rtt, (size_t)s.nrtt, sizeof s.rtt[0], by_value);
    double p50 = s.nrtt ? s.rtt[s.nrtt / 2] : 0, p99 = s.nrtt ? s.rtt[s.nrtt * 99 / 100] : 0;
    printf("net_storm: %d toggles in %d s (%d/s asked); chat round trip over %d lines: median %.1f ms, 99th %.1f ms, "
           "worst %.1f ms; %d lost; friends %s\n",
           s.toggles, s.seconds, s.rate, s.nrtt, p50, p99, s.nrtt ? s.rtt[s.nrtt - 1] : 0, s.lost,
           s.dropped ? "DROPPED" : "stayed");
    harness_finish();
    if (own_dir) { /* the directory made here goes as the scratch home does */
        SDL_strlcpy(tmpdir, dir, sizeof tmpdir);
        harness_finish();
    }
    return s.dropped;
}
