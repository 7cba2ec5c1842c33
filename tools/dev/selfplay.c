/* Self-play: pits computer players against each other and prints win rates, scores and speeds. */
#define _POSIX_C_SOURCE 200809L
#include <math.h>
#include <pthread.h>
#include <signal.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "ai.h"
#include "engine.h"
#include "ladder_stats.h"
#include "optarg.h"
#include "selfplay_args.h"
#include "selfplay_bidder.h"

#define MAX_AGENTS CIT_MAX_PLAYERS
#define MAX_JOBS SELFPLAY_MAX_JOBS

typedef selfplay_agent agent;

/* What one game produced, per agent (not per seat). */
typedef struct {
    double win[MAX_AGENTS];     /* 1 for a sole win, 1/k for a k-way shared first place */
    double score[MAX_AGENTS];   /* the mean over the agent's seats (one seat unless --ladder) */
    double think[MAX_AGENTS];   /* seconds spent choosing */
    double slowest[MAX_AGENTS]; /* the longest single choice */
    long iters[MAX_AGENTS];
    long pmoves[MAX_AGENTS];
    long tmoves[MAX_AGENTS];    /* moves made in the search trees (cit_ai_stats.tree_moves) */
    int moves[MAX_AGENTS];
    int other[MAX_AGENTS];      /* decisions other than tile placement (rules modules) */
    double h2h[MAX_AGENTS];     /* other agents this one outscored (a tie counts 1/2) */
    double category[MAX_AGENTS][CIT_CAT_COUNT]; /* points by category, the mean over the
                                                   agent's seats: where its points come from */
    int seat_score[CIT_MAX_PLAYERS], seat_agent[CIT_MAX_PLAYERS];
    int ok;
    int started;                /* 0: not played (stopped by a signal) */
} game_result;

static int nagents, nseats, ngames, njobs = 1, verbose, ladder;
static uint64_t base_seed;
static cit_options rules; /* the rule options every game is played with */
static int mode;          /* cit_mode of every game */
static agent agents[MAX_AGENTS];
static game_result *results;
static atomic_int next_game;
static volatile sig_atomic_t stop_requested;
/* Every job's players, so a signal can cancel searches already running (one move of a
   big budget takes minutes); the main thread does the cancelling, not the handler. */
static pthread_mutex_t ais_lock = PTHREAD_MUTEX_INITIALIZER;
static cit_ai *job_ais[MAX_JOBS][MAX_AGENTS];
static atomic_int jobs_running;

/* SIGINT / SIGTERM: cancel the searches, finish no game that was interrupted, start no
   new one; the summary covers the games finished. */
static void on_signal(int sig) {
    stop_requested = sig;
}

static double now(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static uint64_t mix(uint64_t z) {
    z += 0x9e3779b97f4a7c15ULL;
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

/* Wilson score interval for `w` wins in n games: honest even at 0% or 100%. */
static void wilson(double w, int n, double *lo, double *hi) {
    *lo = *hi = 0;
    if (n <= 0) return;
    double z = 1.96, p = w / n, d = 1 + z * z / n;
    double c = (p + z * z / (2.0 * n)) / d;
    double h = z * sqrt(p * (1 - p) / n + z * z / (4.0 * n * n)) / d;
    *lo = c - h < 0 ? 0 : c - h;
    *hi = c + h > 1 ? 1 : c + h;
}

/* The engine seed of game i: base+i, or with --ladder base+i/2 (a pair shares the deal). */
static uint64_t game_seed(int i) {
    return base_seed + (uint64_t)(ladder ? i / 2 : i);
}

/* Game i: seat s is played by agent (s + i) mod nagents; with --ladder (two agents,
   nseats seats) that alternates A B A B / B A B A between the two games of a pair. */
static void play_game(cit_ai **ais, int i, game_result *res) {
    memset(res, 0, sizeof *res);
    res->started = 1;
    cit_setup su;
    cit_setup_default(&su, nseats, game_seed(i));
    su.mode = (uint8_t)mode;
    su.opt = rules;
    cit_status st;
    cit_game *g = cit_game_new(&su, NULL, 0, &st);
    if (!g) {
        fprintf(stderr, "selfplay: game %d: %s\n", i, cit_status_str(st));
        return;
    }
    int *seat_agent = res->seat_agent;
    for (int s = 0; s < nseats; s++) seat_agent[s] = (s + i) % nagents;
    while (!cit_game_over(g)) {
        cit_pending pd = cit_game_pending(g);
        int seat = pd.player, a = seat_agent[seat];
        res->other[a] += pd.decision != CIT_DECIDE_PLACE_TILE;
        cit_move m;
        double t0 = now();
        int fixed = agents[a].fixed_bid && fixedbid_answer(g, &m);
        if (fixed) {
            st = CIT_OK;
        } else {
            st = cit_ai_choose(ais[a], g, &m);
            if (agents[a].fixed_bid) fixedbid_adjust(g, &m);
        }
        if (stop_requested) { /* the move may come from a cancelled search: drop the game */
            res->started = 0;
            cit_game_free(g);
            return;
        }
        double dt = now() - t0;
        res->think[a] += dt;
        if (dt > res->slowest[a]) res->slowest[a] = dt;
        cit_ai_stats stats = {0};
        if (!fixed) cit_ai_last_stats(ais[a], &stats);
        res->iters[a] += stats.iterations;
        res->pmoves[a] += stats.playout_moves;
        res->tmoves[a] += stats.tree_moves;
        res->moves[a]++;
        if (st == CIT_OK) st = cit_game_apply(g, &m, NULL);
        if (st != CIT_OK) {
            fprintf(stderr, "selfplay: game %d: agent %s: %s\n", i, agents[a].name,
                    cit_status_str(st));
            cit_game_free(g);
            return;
        }
    }
    int best = -1000000, nbest = 0;
    for (int s = 0; s < nseats; s++) {
        int sc = cit_game_score(g, s);
        res->seat_score[s] = sc;
        res->score[seat_agent[s]] += sc;
        for (int c = 0; c < CIT_CAT_COUNT; c++)
            res->category[seat_agent[s]][c] += cit_game_score_in(g, s, (cit_score_category)c);
        if (sc > best) {
            best = sc;
            nbest = 1;
        } else if (sc == best) {
            nbest++;
        }
    }
    for (int s = 0; s < nseats; s++)
        if (cit_game_score(g, s) == best) res->win[seat_agent[s]] += 1.0 / nbest;
    /* h2h: over the pairs of this agent's seats and other agents' seats, scaled to
       (other agents) so that one seat per agent gives the count of agents outscored */
    int nseat[MAX_AGENTS] = {0};
    for (int s = 0; s < nseats; s++) nseat[seat_agent[s]]++;
    for (int a = 0; a < nagents; a++) {
        if (nseat[a]) {
            res->score[a] /= nseat[a];
            for (int c = 0; c < CIT_CAT_COUNT; c++) res->category[a][c] /= nseat[a];
        }
        double cmp = 0;
        for (int s = 0; s < nseats; s++)
            for (int t = 0; t < nseats; t++)
                if (seat_agent[s] == a && seat_agent[t] != a)
                    cmp += res->seat_score[s] > res->seat_score[t]    ? 1.0
                           : res->seat_score[s] == res->seat_score[t] ? 0.5
                                                                      : 0.0;
        int pairs = nseat[a] * (nseats - nseat[a]);
        res->h2h[a] = pairs ? cmp / pairs * (nagents - 1) : 0;
    }
    res->ok = 1;
    if (verbose) {
        printf("game %d seed %llu:", i, (unsigned long long)game_seed(i));
        if (ladder)
            for (int s = 0; s < nseats; s++) printf(" %s=%d", agents[seat_agent[s]].name, res->seat_score[s]);
        else
            for (int a = 0; a < nagents; a++) printf(" %s=%.0f", agents[a].name, res->score[a]);
        printf(" |");
        for (int a = 0; a < nagents; a++)
            printf(" %s %.2fs %ldit %dmv", agents[a].name, res->think[a], res->iters[a],
                   res->moves[a]);
        for (int a = 0; a < nagents; a++)
            if (res->other[a]) printf(" [%s: %d other decisions]", agents[a].name, res->other[a]);
        printf("\n");
        fflush(stdout);
    }
    cit_game_free(g);
}

static void *job_main(void *arg) {
    int job = (int)(intptr_t)arg;
    cit_ai **ais = job_ais[job];
    pthread_mutex_lock(&ais_lock);
    for (int a = 0; a < nagents; a++) {
        /* The seed depends on the agent only: a move depends on seed and position, so
           results do not depend on which job plays which game. */
        ais[a] = cit_ai_new_config(&agents[a].cfg, mix(base_seed * 31u + (uint64_t)a));
        if (!ais[a]) {
            fprintf(stderr, "selfplay: cannot create agent %s\n", agents[a].name);
            exit(2);
        }
    }
    pthread_mutex_unlock(&ais_lock);
    for (;;) {
        if (stop_requested) break;
        int i = atomic_fetch_add(&next_game, 1);
        if (i >= ngames) break;
        play_game(ais, i, &results[i]);
    }
    pthread_mutex_lock(&ais_lock);
    for (int a = 0; a < nagents; a++) {
        cit_ai_free(ais[a]);
        ais[a] = NULL;
    }
    pthread_mutex_unlock(&ais_lock);
    atomic_fetch_sub(&jobs_running, 1);
    return NULL;
}

/* Waits for the jobs; on a signal, cancels every running search (again each tick, as
   a job may be between moves when the signal comes). */
static void supervise(void) {
    struct timespec tick = {0, 20 * 1000 * 1000};
    while (atomic_load(&jobs_running) > 0) {
        nanosleep(&tick, NULL);
        if (!stop_requested) continue;
        pthread_mutex_lock(&ais_lock);
        for (int j = 0; j < MAX_JOBS; j++)
            for (int a = 0; a < MAX_AGENTS; a++)
                if (job_ais[j][a]) cit_ai_cancel(job_ais[j][a]);
        pthread_mutex_unlock(&ais_lock);
    }
}

/* The ladder's summary over the finished games (tools/dev/ladder_stats.c). */
static void ladder_summary(void) {
    ladder_game *games = calloc((size_t)ngames, sizeof *games);
    int *played = calloc((size_t)ngames, sizeof *played);
    if (!games || !played) {
        free(games);
        free(played);
        fprintf(stderr, "selfplay: out of memory for the ladder's summary\n");
        return;
    }
    for (int i = 0; i < ngames; i++) {
        played[i] = results[i].started && results[i].ok;
        games[i].nseats = nseats;
        memcpy(games[i].seat_agent, results[i].seat_agent, sizeof games[i].seat_agent);
        memcpy(games[i].seat_score, results[i].seat_score, sizeof games[i].seat_score);
    }
    ladder_result r;
    ladder_tally(games, played, ngames, &r);
    ladder_print(agents[0].name, agents[1].name, nseats, &r);
    free(games);
    free(played);
}

/* Each agent's points a seat and game by category (the categories someone scored in), to
   see where one player's lead over another comes from: fields, cities, ... */
static void print_categories(int played) {
    if (!played) return;
    double sum[MAX_AGENTS][CIT_CAT_COUNT] = {{0}};
    int scored[CIT_CAT_COUNT] = {0};
    for (int i = 0; i < ngames; i++) {
        if (!results[i].started || !results[i].ok) continue;
        for (int a = 0; a < nagents; a++)
            for (int c = 0; c < CIT_CAT_COUNT; c++) {
                sum[a][c] += results[i].category[a][c];
                scored[c] |= results[i].category[a][c] != 0;
            }
    }
    printf("points a seat by category:");
    for (int c = 0; c < CIT_CAT_COUNT; c++)
        if (scored[c]) printf(" %8s", cit_score_category_name(c));
    printf("\n");
    for (int a = 0; a < nagents; a++) {
        printf("  %-23s", agents[a].name);
        for (int c = 0; c < CIT_CAT_COUNT; c++)
            if (scored[c]) printf(" %8.2f", sum[a][c] / played);
        printf("\n");
    }
}

static void usage(const char *why) {
    if (why && why[0]) fprintf(stderr, "selfplay: %s\n", why);
    fprintf(stderr,
            "usage: selfplay [--games N] [--seed S] [--jobs J] [--verbose] [--mode classic|city]\n"
            "                [--option NAME=VALUE]... [--count] [--time SECONDS] [--ladder [--players P]]\n"
            "                AGENT_A AGENT_B [AGENT...]\n"
            "  AGENT: random | greedy | easy | medium | hard (easy0 | medium0 | hard0: the\n"
            "         baseline, plain UCT), optionally +VARIANT... (+reuse: tree reuse, +fixedbid:\n"
            "         bazaar bids by a fixed 'value minus margin' rule, +sh, +lcN, +lcdN, +lf, +lp,\n"
            "         +cN, +mwN, +msN, +ts: docs/ai.md \"Measuring\"),\n"
            "         :ITERATIONS[:THREADS] and @SECONDS of thinking per move (hard@1.0s);\n"
            "         --time gives that to every searching agent\n"
            "  plays N games (seeds S, S+1, ...) with the seats rotated; J games at a time\n"
            "  --ladder: A against B in pairs of games sharing a deal (seed S+i/2), P seats\n"
            "    alternating A B A B / B A B A; prints score rate, Elo and margin with 95%% intervals\n"
            "  --option NAME=VALUE sets a rule option (cit-cli's names, e.g. count=1);\n"
            "  --count is --option count=1 (the Count of Carcassonne)\n"
            "  --mode city plays The City (2-4 agents; the classic game's options do not apply)\n");
    exit(2);
}

int main(int argc, char **argv) {
    selfplay_opts o;
    char err[160];
    if (selfplay_parse_args(argc, argv, &o, err, sizeof err)) usage(err);
    ngames = o.ngames;
    njobs = o.njobs;
    verbose = o.verbose;
    base_seed = o.seed;
    nagents = o.nagents;
    nseats = o.nplayers;
    ladder = o.ladder;
    memcpy(agents, o.agents, sizeof agents);
    rules = o.rules;
    mode = o.mode;
    results = calloc((size_t)ngames, sizeof *results);
    if (!results) return 2;

    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = on_signal;
    sigaction(SIGINT, &sa, NULL);
    sigaction(SIGTERM, &sa, NULL);

    double t0 = now();
    pthread_t th[MAX_JOBS];
    atomic_store(&jobs_running, njobs);
    for (int j = 0; j < njobs; j++)
        if (pthread_create(&th[j], NULL, job_main, (void *)(intptr_t)j)) {
            fprintf(stderr, "selfplay: cannot start job %d\n", j);
            return 2;
        }
    supervise();
    for (int j = 0; j < njobs; j++) pthread_join(th[j], NULL);
    double wall = now() - t0;

    int played = 0, failed = 0;
    double win[MAX_AGENTS] = {0}, h2h[MAX_AGENTS] = {0}, think[MAX_AGENTS] = {0}, slowest[MAX_AGENTS] = {0};
    double score[MAX_AGENTS] = {0};
    long iters[MAX_AGENTS] = {0}, pmoves[MAX_AGENTS] = {0}, tmoves[MAX_AGENTS] = {0};
    long moves[MAX_AGENTS] = {0}, other[MAX_AGENTS] = {0};
    for (int i = 0; i < ngames; i++) {
        if (!results[i].started) continue;
        if (!results[i].ok) {
            failed++;
            continue;
        }
        played++;
        for (int a = 0; a < nagents; a++) {
            win[a] += results[i].win[a];
            h2h[a] += results[i].h2h[a];
            score[a] += results[i].score[a];
            think[a] += results[i].think[a];
            if (results[i].slowest[a] > slowest[a]) slowest[a] = results[i].slowest[a];
            iters[a] += results[i].iters[a];
            pmoves[a] += results[i].pmoves[a];
            tmoves[a] += results[i].tmoves[a];
            moves[a] += results[i].moves[a];
            other[a] += results[i].other[a];
        }
    }
    if (stop_requested) printf("stopped by a signal after %d finished games\n", played);
    char rtext[200];
    tools_options_text(&rules, rtext, sizeof rtext);
    const cit_mode_def *md = cit_mode_def_at(mode);
    printf("%d games, %d players, seeds %llu..%llu, mode %s, rules %s, %.1f s wall, %d job(s)\n", played,
           nseats, (unsigned long long)base_seed, (unsigned long long)game_seed(ngames - 1),
           md ? md->name : "?", rtext, wall, njobs);
    for (int a = 0; a < nagents; a++)
        if (agents[a].seconds > 0)
            printf("%s thinks %.2f s per move (at most %ld iterations x %d threads)\n", agents[a].name,
                   agents[a].seconds, (long)agents[a].cfg.iterations, agents[a].cfg.threads);
    printf("%-16s %7s %6s %13s %7s %10s %9s %9s %11s %11s\n", "agent", "win", "ci95", "wilson95",
           "h2h", "mean_score", "s/move", "max_s", "iters/move", "playouts/s");
    double rate_a = 0, ci_a = 0;
    for (int a = 0; a < nagents; a++) {
        double p = played ? win[a] / played : 0;
        double ci = played ? 1.96 * sqrt(p * (1 - p) / played) : 0;
        if (a == 0) {
            rate_a = p;
            ci_a = ci;
        }
        double lo, hi;
        wilson(win[a], played, &lo, &hi);
        double pairs = (double)played * (nagents - 1);
        printf("%-16s %7.3f %6.3f %6.3f-%6.3f %7.3f %10.1f %9.4f %9.4f %11.0f %11.0f\n",
               agents[a].name, p, ci, lo, hi, pairs > 0 ? h2h[a] / pairs : 0,
               played ? score[a] / played : 0,
               moves[a] ? think[a] / (double)moves[a] : 0, slowest[a],
               moves[a] ? (double)iters[a] / (double)moves[a] : 0,
               think[a] > 0 ? (double)iters[a] / think[a] : 0);
    }
    /* how deep each search looked: the moves of an iteration in the tree (the root's
       move included) and in its playout */
    long searched = 0;
    double searching = 0;
    for (int a = 0; a < nagents; a++) {
        searched += iters[a];
        if (iters[a] > 0) searching += think[a];
    }
    if (searched) {
        printf("moves a search iteration, in the tree / in the playout:");
        for (int a = 0; a < nagents; a++)
            if (iters[a] > 0)
                printf(" %s %.2f / %.1f", agents[a].name, (double)tmoves[a] / (double)iters[a],
                       (double)pmoves[a] / (double)iters[a]);
        printf("\n");
        /* every searching agent together: the figure the page's bench reads
           (tests/web/search-bench.sh), one line to parse whatever the agents */
        printf("search: %ld iterations in %.3f s of choosing, %.0f iterations/s\n", searched, searching,
               searching > 0 ? (double)searched / searching : 0);
    }
    long others = 0;
    for (int a = 0; a < nagents; a++) others += other[a];
    if (others) {
        printf("decisions other than tile placement (rules modules), per game:");
        for (int a = 0; a < nagents; a++)
            printf(" %s %.2f", agents[a].name, played ? (double)other[a] / played : 0);
        printf("\n");
    }
    print_categories(played);
    if (failed) printf("%d game(s) failed\n", failed);
    if (ladder) ladder_summary();
    printf("selfplay: games=%d win_rate_a=%.2f ci95=%.2f\n", played, rate_a, ci_a);
    free(results);
    if (stop_requested) return 128 + stop_requested; /* the shell's convention for a signal */
    return failed ? 1 : 0;
}
