/*
 * ladder-tally: one ladder summary over several `selfplay --ladder --verbose` logs.
 *
 * A measure of hundreds of games at 1 s a move takes longer than one sitting; with fixed
 * iterations every game depends only on its seed, so a ladder can be played in parts
 * (other --seed ranges, other days) and summed here with the same statistics selfplay
 * prints. The logs must be of the same two agents, mode and rules; a deal played twice
 * is refused rather than counted twice.
 *
 * With --beside, the logs after it are another ladder on some of the same deals (say,
 * another agent A against the same B), and the two are compared deal by deal: a deal's
 * luck is shared, so the difference of A's score rates over the shared deals has a
 * narrower interval than the two ladders' rates side by side.
 */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ladder_stats.h"

#define NAME_MAX_LEN 96

/* One game line of a log. */
typedef struct {
    unsigned long long seed;
    int odd;  /* the second game of its pair: B sits first */
    int file; /* which log, for messages */
    ladder_game game;
} logged_game;

/* One ladder's logs. */
typedef struct {
    logged_game *games;
    int n, cap;
    char name[2][NAME_MAX_LEN]; /* agents A and B, from the first game read */
    char setting[160];          /* "mode ..., rules ..." of the first log that printed it */
    int nseats;
    /* after read_ladder: a slot pair per deal, [2j] A first, [2j+1] B first; a missing
       game is not played */
    ladder_game *slot;
    int *played, slots;
    unsigned long long *deal_seed;
} ladder_logs;

static char **files;

static void fail(int file, long line, const char *why) {
    if (line > 0) fprintf(stderr, "ladder-tally: %s:%ld: %s\n", files[file], line, why);
    else fprintf(stderr, "ladder-tally: %s: %s\n", files[file], why);
    exit(2);
}

/* "game 12 seed 100006: A=81 B=59 | ..." -> *out; 0 if the line is not a game line. */
static int parse_game_line(ladder_logs *tally, char *line, int file, long lineno, logged_game *out) {
    int index;
    unsigned long long seed;
    int used = 0;
    if (sscanf(line, "game %d seed %llu:%n", &index, &seed, &used) != 2 || used == 0) return 0;
    memset(out, 0, sizeof *out);
    out->seed = seed;
    out->odd = index & 1;
    out->file = file;
    char *save = NULL;
    for (char *tok = strtok_r(line + used, " \n", &save); tok && strcmp(tok, "|") != 0;
         tok = strtok_r(NULL, " \n", &save)) {
        char *eq = strrchr(tok, '='), *end;
        if (!eq || eq == tok) fail(file, lineno, "a seat is not NAME=SCORE");
        long score = strtol(eq + 1, &end, 10);
        if (*end || end == eq + 1) fail(file, lineno, "a seat's score is not a number");
        if (out->game.nseats >= CIT_MAX_PLAYERS) fail(file, lineno, "more seats than a game has");
        *eq = 0;
        if (strlen(tok) >= NAME_MAX_LEN) fail(file, lineno, "an agent's name is too long");
        /* selfplay --ladder seats A where seat + game index is even */
        int s = out->game.nseats++, agent = (s + index) & 1;
        out->game.seat_agent[s] = agent;
        out->game.seat_score[s] = (int)score;
        if (!tally->name[agent][0]) snprintf(tally->name[agent], NAME_MAX_LEN, "%s", tok);
        else if (strcmp(tally->name[agent], tok) != 0)
            fail(file, lineno, "another pair of agents than the first game's: not one ladder");
    }
    if (out->game.nseats < 2) fail(file, lineno, "a game line without two seats");
    if (!tally->nseats) tally->nseats = out->game.nseats;
    else if (tally->nseats != out->game.nseats) fail(file, lineno, "another number of seats than the first game's");
    return 1;
}

/* "34 games, 2 players, seeds ..., mode classic, rules defaults, ..." -> the setting. */
static void check_setting(ladder_logs *tally, const char *line, int file, long lineno) {
    const char *mode = strstr(line, ", mode ");
    if (!mode || !strstr(line, " games, ")) return;
    const char *wall = strstr(mode, " s wall");
    if (!wall) return;
    const char *cut = wall; /* up to the comma before the wall time */
    while (cut > mode && *cut != ',') cut--;
    char setting[sizeof tally->setting];
    snprintf(setting, sizeof setting, "%.*s", (int)(cut - mode - 2), mode + 2);
    if (!tally->setting[0]) memcpy(tally->setting, setting, sizeof setting);
    else if (strcmp(tally->setting, setting) != 0) fail(file, lineno, "another mode or rules than the first log's");
}

static void read_log(ladder_logs *tally, int file) {
    FILE *f = fopen(files[file], "r");
    if (!f) fail(file, 0, "cannot be read");
    char *line = NULL;
    size_t len = 0;
    long lineno = 0;
    while (getline(&line, &len, f) >= 0) {
        lineno++;
        if (strncmp(line, "game ", 5) != 0) {
            check_setting(tally, line, file, lineno);
            continue;
        }
        if (tally->n == tally->cap) {
            tally->cap = tally->cap ? 2 * tally->cap : 256;
            tally->games = realloc(tally->games, (size_t)tally->cap * sizeof *tally->games);
            if (!tally->games) fail(file, lineno, "out of memory");
        }
        if (parse_game_line(tally, line, file, lineno, &tally->games[tally->n])) tally->n++;
    }
    free(line);
    fclose(f);
}

static int by_seed_then_seat(const void *a, const void *b) {
    const logged_game *x = a, *y = b;
    if (x->seed != y->seed) return x->seed < y->seed ? -1 : 1;
    return x->odd - y->odd;
}

/*
 * Reads logs files[from..to-1] into *t and pairs the games by deal; exits with a message
 * if there is no game line or a deal is counted twice.
 */
static void read_ladder(ladder_logs *t, int from, int to) {
    memset(t, 0, sizeof *t);
    for (int f = from; f < to; f++) read_log(t, f);
    if (!t->n) {
        fprintf(stderr, "ladder-tally: no game lines (was the ladder run with --verbose?)\n");
        exit(2);
    }
    qsort(t->games, (size_t)t->n, sizeof *t->games, by_seed_then_seat);
    t->slot = calloc((size_t)t->n * 2, sizeof *t->slot);
    t->played = calloc((size_t)t->n * 2, sizeof *t->played);
    t->deal_seed = calloc((size_t)t->n, sizeof *t->deal_seed);
    if (!t->slot || !t->played || !t->deal_seed) {
        fprintf(stderr, "ladder-tally: out of memory\n");
        exit(2);
    }
    int deals = 0;
    for (int i = 0; i < t->n; i++) {
        const logged_game *lg = &t->games[i];
        if (i > 0 && lg->seed == t->games[i - 1].seed) {
            if (lg->odd == t->games[i - 1].odd) {
                fprintf(stderr, "ladder-tally: seed %llu is in %s and %s: a deal counted twice\n", lg->seed,
                        files[t->games[i - 1].file], files[lg->file]);
                exit(2);
            }
        } else {
            t->deal_seed[deals++] = lg->seed;
        }
        t->slot[2 * deals - 2 + lg->odd] = lg->game;
        t->played[2 * deals - 2 + lg->odd] = 1;
    }
    t->slots = 2 * deals;
}

static void free_ladder(ladder_logs *t) {
    free(t->games);
    free(t->slot);
    free(t->played);
    free(t->deal_seed);
}

static void print_ladder(const ladder_logs *t, int logs) {
    printf("ladder-tally: %d log(s), %d games on %d deals (seeds %llu..%llu)%s%s\n", logs, t->n, t->slots / 2,
           t->games[0].seed, t->games[t->n - 1].seed, t->setting[0] ? ", " : "", t->setting);
    ladder_result r;
    ladder_tally(t->slot, t->played, t->slots, &r);
    ladder_print(t->name[0][0] ? t->name[0] : "?", t->name[1][0] ? t->name[1] : "?", t->nseats, &r);
}

/* The deals both ladders played whole (both games), compared by A's score rate on each. */
static int compare_ladders(const ladder_logs *here, const ladder_logs *beside) {
    double sum_here = 0, sum_beside = 0, sum_sq = 0; /* sum_sq: of the differences */
    int shared = 0;
    for (int j = 0, k = 0; j < here->slots / 2 && k < beside->slots / 2;) {
        if (here->deal_seed[j] < beside->deal_seed[k]) {
            j++;
            continue;
        }
        if (here->deal_seed[j] > beside->deal_seed[k]) {
            k++;
            continue;
        }
        if (here->played[2 * j] && here->played[2 * j + 1] && beside->played[2 * k] && beside->played[2 * k + 1]) {
            double a = ladder_deal_rate(&here->slot[2 * j]), b = ladder_deal_rate(&beside->slot[2 * k]);
            sum_here += a;
            sum_beside += b;
            sum_sq += (a - b) * (a - b);
            shared++;
        }
        j++;
        k++;
    }
    if (shared == 0) {
        fprintf(stderr, "ladder-tally: no deal is played whole in both ladders\n");
        return 2;
    }
    double mean = (sum_here - sum_beside) / shared;
    double half = shared > 1 ? 1.96 * ladder_std_error(sum_here - sum_beside, sum_sq, shared) : 1.0;
    printf("beside: %d deal(s) played whole in both: score rate of A %.3f here, %.3f beside; "
           "difference %+.3f (95%% %+.3f..%+.3f)\n",
           shared, sum_here / shared, sum_beside / shared, mean, mean - half, mean + half);
    return 0;
}

int main(int argc, char **argv) {
    int split = argc; /* argv index of --beside, if any */
    for (int i = 1; i < argc; i++)
        if (!strcmp(argv[i], "--beside")) split = i;
    if (argc < 2 || argv[1][0] == '-' || split == argc - 1 || split == 1) {
        fprintf(stderr, "usage: ladder-tally LOG... [--beside LOG...]\n"
                        "  sums logs of selfplay --ladder --verbose (same agents, mode and rules;\n"
                        "  each deal once) into one ladder summary; with --beside, compares it\n"
                        "  deal by deal with another ladder's logs (the same mode and rules)\n");
        return 2;
    }
    files = argv + 1;
    ladder_logs here, beside;
    read_ladder(&here, 0, split - 1);
    print_ladder(&here, split - 1);
    int rc = 0;
    if (split < argc) {
        read_ladder(&beside, split, argc - 1);
        if (here.setting[0] && beside.setting[0] && strcmp(here.setting, beside.setting) != 0) {
            fprintf(stderr, "ladder-tally: the logs beside are of another mode or rules\n");
            rc = 2;
        } else if (here.nseats != beside.nseats) {
            fprintf(stderr, "ladder-tally: the logs beside have another number of seats\n");
            rc = 2;
        } else {
            printf("beside: %s (A) against %s (B), %d log(s), %d deals\n", beside.name[0], beside.name[1],
                   argc - 1 - split, beside.slots / 2);
            rc = compare_ladders(&here, &beside);
        }
        free_ladder(&beside);
    }
    free_ladder(&here);
    return rc;
}
