/*
 * ladder-tally: one ladder summary over several `selfplay --ladder --verbose` logs.
 *
 * A measure of hundreds of games at 1 s a move takes longer than one sitting; with fixed
 * iterations every game depends only on its seed, so a ladder can be played in parts
 * (other --seed ranges, other days) and summed here with the same statistics selfplay
 * prints. The logs must be of the same two agents, mode and rules; a deal played twice
 * is refused rather than counted twice.
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

static struct {
    logged_game *games;
    int n, cap;
    char name[2][NAME_MAX_LEN]; /* agents A and B, from the first game read */
    char setting[160];          /* "mode ..., rules ..." of the first log that printed it */
    int nseats;
} tally;

static char **files;

static void fail(int file, long line, const char *why) {
    if (line > 0) fprintf(stderr, "ladder-tally: %s:%ld: %s\n", files[file], line, why);
    else fprintf(stderr, "ladder-tally: %s: %s\n", files[file], why);
    exit(2);
}

/* "game 12 seed 100006: A=81 B=59 | ..." -> *out; 0 if the line is not a game line. */
static int parse_game_line(char *line, int file, long lineno, logged_game *out) {
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
        if (!tally.name[agent][0]) snprintf(tally.name[agent], NAME_MAX_LEN, "%s", tok);
        else if (strcmp(tally.name[agent], tok) != 0)
            fail(file, lineno, "another pair of agents than the first game's: not one ladder");
    }
    if (out->game.nseats < 2) fail(file, lineno, "a game line without two seats");
    if (!tally.nseats) tally.nseats = out->game.nseats;
    else if (tally.nseats != out->game.nseats) fail(file, lineno, "another number of seats than the first game's");
    return 1;
}

/* "34 games, 2 players, seeds ..., mode classic, rules defaults, ..." -> the setting. */
static void check_setting(const char *line, int file, long lineno) {
    const char *mode = strstr(line, ", mode ");
    if (!mode || !strstr(line, " games, ")) return;
    const char *wall = strstr(mode, " s wall");
    if (!wall) return;
    const char *cut = wall; /* up to the comma before the wall time */
    while (cut > mode && *cut != ',') cut--;
    char setting[sizeof tally.setting];
    snprintf(setting, sizeof setting, "%.*s", (int)(cut - mode - 2), mode + 2);
    if (!tally.setting[0]) memcpy(tally.setting, setting, sizeof setting);
    else if (strcmp(tally.setting, setting) != 0) fail(file, lineno, "another mode or rules than the first log's");
}

static void read_log(int file) {
    FILE *f = fopen(files[file], "r");
    if (!f) fail(file, 0, "cannot be read");
    char *line = NULL;
    size_t len = 0;
    long lineno = 0;
    while (getline(&line, &len, f) >= 0) {
        lineno++;
        if (strncmp(line, "game ", 5) != 0) {
            check_setting(line, file, lineno);
            continue;
        }
        if (tally.n == tally.cap) {
            tally.cap = tally.cap ? 2 * tally.cap : 256;
            tally.games = realloc(tally.games, (size_t)tally.cap * sizeof *tally.games);
            if (!tally.games) fail(file, lineno, "out of memory");
        }
        if (parse_game_line(line, file, lineno, &tally.games[tally.n])) tally.n++;
    }
    free(line);
    fclose(f);
}

static int by_seed_then_seat(const void *a, const void *b) {
    const logged_game *x = a, *y = b;
    if (x->seed != y->seed) return x->seed < y->seed ? -1 : 1;
    return x->odd - y->odd;
}

int main(int argc, char **argv) {
    if (argc < 2 || argv[1][0] == '-') {
        fprintf(stderr, "usage: ladder-tally LOG...\n"
                        "  sums logs of selfplay --ladder --verbose (same agents, mode and rules;\n"
                        "  each deal once) into one ladder summary\n");
        return 2;
    }
    files = argv + 1;
    for (int f = 0; f < argc - 1; f++) read_log(f);
    if (!tally.n) {
        fprintf(stderr, "ladder-tally: no game lines (was the ladder run with --verbose?)\n");
        return 2;
    }
    qsort(tally.games, (size_t)tally.n, sizeof *tally.games, by_seed_then_seat);
    /* a slot pair per deal: [2j] A first, [2j+1] B first; a missing game is not played */
    ladder_game *games = calloc((size_t)tally.n * 2, sizeof *games);
    int *played = calloc((size_t)tally.n * 2, sizeof *played);
    if (!games || !played) {
        fprintf(stderr, "ladder-tally: out of memory\n");
        return 2;
    }
    int slots = 0, deals = 0;
    for (int i = 0; i < tally.n; i++) {
        const logged_game *lg = &tally.games[i];
        if (i > 0 && lg->seed == tally.games[i - 1].seed) {
            if (lg->odd == tally.games[i - 1].odd) {
                fprintf(stderr, "ladder-tally: seed %llu is in %s and %s: a deal counted twice\n", lg->seed,
                        files[tally.games[i - 1].file], files[lg->file]);
                free(games);
                free(played);
                free(tally.games);
                return 2;
            }
        } else {
            slots += 2;
            deals++;
        }
        int slot = slots - 2 + lg->odd;
        games[slot] = lg->game;
        played[slot] = 1;
    }
    printf("ladder-tally: %d log(s), %d games on %d deals (seeds %llu..%llu)%s%s\n", argc - 1, tally.n, deals,
           tally.games[0].seed, tally.games[tally.n - 1].seed, tally.setting[0] ? ", " : "", tally.setting);
    ladder_result r;
    ladder_tally(games, played, slots, &r);
    ladder_print(tally.name[0][0] ? tally.name[0] : "?", tally.name[1][0] ? tally.name[1] : "?", tally.nseats, &r);
    free(games);
    free(played);
    free(tally.games);
    return 0;
}
