/*
 * A measurement, not a test (docs/history/ai-experiments.md, row 21):
 * how often an incomplete road, city or cloister that holds a follower is completed
 * before the game ends, by its open ends (for a cloister: its empty neighbour cells) and
 * the tiles still to draw; and the K of a closing chance T / (T + K) per open end (T
 * tiles left) that fits those rates best (a position value for cut playouts, tried).
 *
 *   build/closure_rates [--games G] [--players P] [--iterations I] [--seed S]
 *
 * Plays G base games (default 150) of P players (default 4), every seat hard with I
 * iterations on one thread (default 300), engine seed S + i for game i (default 777000).
 * Before each tile placement every held feature is noted once, found again by a
 * follower's spot at the end. Deterministic for its arguments.
 */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "ai.h"
#include "args.h"
#include "engine.h"

#define KINDS 3      /* road, city, cloister (fields never complete) */
#define MAX_OPEN 8   /* 8 and more in the last row */
#define BUCKETS 10   /* tiles left 0-7, 8-15, ... 72 and more */
#define BUCKET_TILES 8
#define MAX_NOTES 4096 /* held features noted in one game */

typedef struct {
    int8_t x, y, spot, half;
    uint8_t kind, open, bucket;
} note;

static long seen[KINDS][MAX_OPEN + 1][BUCKETS], closed[KINDS][MAX_OPEN + 1][BUCKETS];
static note notes[MAX_NOTES];

static int kind_row(int kind) {
    return kind == CIT_FEAT_ROAD ? 0 : kind == CIT_FEAT_CITY ? 1 : kind == CIT_FEAT_CLOISTER ? 2 : -1;
}

/* Notes each held road, city or cloister of g once (by feature id); returns the new count. */
static int note_held(const cit_game *g, int n) {
    cit_follower fl[64];
    int nf = cit_game_followers(g, fl, 64), ids[64], nid = 0;
    if (nf > 64) nf = 64;
    int bucket = cit_game_stack_left(g) / BUCKET_TILES;
    if (bucket >= BUCKETS) bucket = BUCKETS - 1;
    for (int i = 0; i < nf && n < MAX_NOTES; i++) {
        cit_feature_info in;
        if (fl[i].where != CIT_AT_PART ||
            !cit_game_feature(g, fl[i].x, fl[i].y, fl[i].spot, fl[i].half, &in, NULL, 0, NULL))
            continue;
        int row = kind_row(in.kind), dup = 0;
        if (row < 0 || in.complete) continue;
        for (int k = 0; k < nid; k++) dup |= ids[k] == in.id;
        if (dup) continue;
        ids[nid++] = in.id;
        notes[n++] = (note){fl[i].x, fl[i].y, fl[i].spot, (int8_t)fl[i].half, (uint8_t)row,
                            (uint8_t)(in.open > MAX_OPEN ? MAX_OPEN : in.open), (uint8_t)bucket};
    }
    return n;
}

static int play_game(int players, long iterations, uint64_t seed) {
    cit_setup su;
    cit_setup_default(&su, players, seed);
    cit_status st;
    cit_game *g = cit_game_new(&su, NULL, 0, &st);
    if (!g) return 0;
    cit_ai *ai[CIT_MAX_PLAYERS] = {0};
    cit_ai_config cfg;
    cit_ai_config_default(&cfg, CIT_AI_HARD);
    cfg.iterations = (int32_t)iterations;
    cfg.threads = 1;
    int ok = 1, n = 0;
    for (int p = 0; p < players; p++) ok &= (ai[p] = cit_ai_new_config(&cfg, seed * 7 + (uint64_t)p)) != NULL;
    while (ok && !cit_game_over(g)) {
        cit_pending pd = cit_game_pending(g);
        if (pd.decision == CIT_DECIDE_PLACE_TILE) n = note_held(g, n);
        cit_move m;
        ok = cit_ai_choose(ai[pd.player], g, &m) == CIT_OK && cit_game_apply(g, &m, NULL) == CIT_OK;
    }
    for (int i = 0; ok && i < n; i++) {
        cit_feature_info in;
        const note *t = &notes[i];
        if (!cit_game_feature(g, t->x, t->y, t->spot, t->half, &in, NULL, 0, NULL)) continue;
        seen[t->kind][t->open][t->bucket]++;
        closed[t->kind][t->open][t->bucket] += in.complete != 0;
    }
    for (int p = 0; p < players; p++) cit_ai_free(ai[p]);
    cit_game_free(g);
    return ok;
}

/* The count-weighted squared error of (T / (T + K))^open against the rates of `kind`
   rows (kind -1: all three), T the middle of a bucket. */
static double fit_error(int kind, double K, long *count) {
    double err = 0;
    *count = 0;
    for (int k = 0; k < KINDS; k++) {
        if (kind >= 0 && k != kind) continue;
        for (int o = 1; o <= MAX_OPEN; o++)
            for (int b = 0; b < BUCKETS; b++) {
                long n = seen[k][o][b];
                if (!n) continue;
                double T = b * BUCKET_TILES + BUCKET_TILES / 2.0, per_end = T / (T + K), p = 1;
                for (int e = 0; e < o; e++) p *= per_end;
                double d = p - (double)closed[k][o][b] / (double)n;
                err += (double)n * d * d;
                *count += n;
            }
    }
    return err;
}

static void print_fit(const char *name, int kind) {
    int best = 1;
    long n = 0;
    double least = fit_error(kind, 1, &n);
    for (int K = 2; K <= 300; K++) {
        double e = fit_error(kind, K, &n);
        if (e < least) {
            least = e;
            best = K;
        }
    }
    printf("best K %s: %d (rate error %.3f over %ld notes)\n", name, best, n ? sqrt(least / (double)n) : 0.0, n);
}

int main(int argc, char **argv) {
    long games = 150, players = 4, iterations = 300;
    uint64_t seed = 777000;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;
        int ok = v != NULL;
        if (!strcmp(a, "--games")) ok = ok && args_long(v, 1, 100000, &games);
        else if (!strcmp(a, "--players")) ok = ok && args_long(v, 2, CIT_MAX_PLAYERS, &players);
        else if (!strcmp(a, "--iterations")) ok = ok && args_long(v, 1, 10000000, &iterations);
        else if (!strcmp(a, "--seed")) ok = ok && args_u64(v, &seed);
        else ok = 0;
        if (!ok) {
            fprintf(stderr, "closure_rates: bad argument '%s' (usage at the top of tools/dev/closure_rates.c)\n", a);
            return 2;
        }
        i++;
    }
    for (long i = 0; i < games; i++)
        if (!play_game((int)players, iterations, seed + (uint64_t)i)) {
            fprintf(stderr, "closure_rates: game %ld failed\n", i);
            return 1;
        }
    static const char *names[KINDS] = {"road", "city", "cloister"};
    printf("closure_rates: %ld games, %ld players, hard at %ld iterations, seeds %llu..\n", games, players,
           iterations, (unsigned long long)seed);
    for (int k = 0; k < KINDS; k++) {
        printf("%s: share completed (notes), rows by open ends, columns by tiles left 0-7, 8-15, ...\n", names[k]);
        for (int o = 1; o <= MAX_OPEN; o++) {
            printf("  %d%s", o, o == MAX_OPEN ? "+" : " ");
            for (int b = 0; b < BUCKETS; b++)
                if (seen[k][o][b] >= 20)
                    printf(" %4.2f(%5ld)", (double)closed[k][o][b] / (double)seen[k][o][b], seen[k][o][b]);
                else
                    printf("      -     ");
            printf("\n");
        }
    }
    for (int k = 0; k < KINDS; k++) print_fit(names[k], k);
    print_fit("all", -1);
    return 0;
}
