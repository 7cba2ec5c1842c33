/*
 * The moves every level plays, pinned: at fixed positions of fixed games in every mode,
 * the move each level (and the pre-issue-22 baselines, tree reuse with pondering, and a
 * review's numbers) chooses with a small deterministic budget is compared with the
 * record in tests/ai/pins.txt. A change to ai/ that should not change play (a cleanup,
 * a knob removed, a speed-up) must leave every line as it was; a change that means to
 * play differently re-records the file and says why in its commit.
 *
 *   build/test_ai_pins tests/ai/pins.txt   the test
 *   build/test_ai_pins --record            prints the record (> tests/ai/pins.txt)
 *
 * Budgets are small and fixed, and there is no time cap, so the moves depend only on the
 * code: the same on every machine (docs/ai.md, "Determinism").
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ai.h"
#include "engine.h"
#include "modules/bazaar/bazaar.h"
#include "modules/bridges/bridges.h"
#include "modules/castles/castles.h"
#include "modules/count/count.h"
#include "modules/halflings/halflings.h"
#include "review.h"

#define OUT_CAP (1 << 20)
#define PLACEMENTS 5  /* tile placements asked per mode, */
#define EVERY 9       /* one every EVERY placements, */
#define OTHERS 6      /* and the first OTHERS other decisions */
#define REVIEW_MOVES 6

static char out[OUT_CAP];
static size_t used;

static void emit(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
static void emit(const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    int k = vsnprintf(out + used, OUT_CAP - used, fmt, ap);
    va_end(ap);
    if (k > 0) used += (size_t)k < OUT_CAP - used ? (size_t)k : OUT_CAP - used - 1;
}

typedef struct {
    const char *name;
    int players, mode, opts[3];
} mode_case;

static const mode_case modes[] = {
    {"base", 2, CIT_MODE_CLASSIC, {0, 0, 0}},
    {"bbb", 3, CIT_MODE_CLASSIC, {CIT_OPT_BRIDGES, CIT_OPT_CASTLES, CIT_OPT_BAZAAR}},
    {"count", 3, CIT_MODE_CLASSIC, {CIT_OPT_COUNT, 0, 0}},
    {"halflings", 2, CIT_MODE_CLASSIC, {CIT_OPT_HALFLINGS, 0, 0}},
    {"city", 2, CIT_MODE_CITY, {0, 0, 0}},
};

/* The players pinned: a level with a budget small enough for a test (threads as the
   level has them: hard's two trees and their merge are pinned too). */
typedef struct {
    const char *name;
    int level, baseline, iterations;
} pinned_player;

static const pinned_player players[] = {
    {"random", CIT_AI_RANDOM, 0, 0},   {"greedy", CIT_AI_GREEDY, 0, 0},
    {"easy", CIT_AI_EASY, 0, 0},       {"medium", CIT_AI_MEDIUM, 0, 200},
    {"hard", CIT_AI_HARD, 0, 150},     {"medium0", CIT_AI_MEDIUM, 1, 200},
    {"hard0", CIT_AI_HARD, 1, 150},
};
#define NPLAYERS (int)(sizeof players / sizeof players[0])

static cit_game *new_game(const mode_case *mc, uint64_t seed) {
    cit_setup su;
    cit_setup_default(&su, mc->players, seed);
    su.mode = (uint8_t)mc->mode;
    for (int i = 0; i < 3; i++)
        if (mc->opts[i] && !cit_option_set(&su.opt, mc->opts[i], 1)) return NULL;
    return cit_game_new(&su, NULL, 0, NULL);
}

static void move_text(const cit_game *g, const cit_move *m, char *buf, size_t cap) {
    if (cit_move_format(g, m, buf, cap) != CIT_OK) snprintf(buf, cap, "?");
}

static cit_ai *new_player(const pinned_player *p, uint64_t seed) {
    cit_ai_config cfg;
    if (p->baseline)
        cit_ai_config_baseline(&cfg, (cit_ai_level)p->level);
    else
        cit_ai_config_default(&cfg, (cit_ai_level)p->level);
    if (p->iterations) cfg.iterations = p->iterations;
    return cit_ai_new_config(&cfg, seed);
}

/*
 * One mode: a game driven by the random player (it closes features for others, which
 * brings out the modules' decisions); at the first OTHERS decisions that are
 * not a tile placement and at every EVERY-th placement (PLACEMENTS of them), each pinned
 * player's choice is written. The driver's own move goes on, so every player meets the same
 * positions.
 */
static void pin_mode(const mode_case *mc) {
    cit_game *g = new_game(mc, 1000 + (uint64_t)(mc - modes));
    cit_ai *drive = cit_ai_new(CIT_AI_RANDOM, 17), *ai[NPLAYERS];
    for (int i = 0; i < NPLAYERS; i++) ai[i] = new_player(&players[i], 29 + (uint64_t)i);
    if (!g || !drive) {
        emit("%s: cannot start\n", mc->name);
        goto done;
    }
    for (int i = 0; i < NPLAYERS; i++)
        if (!ai[i]) {
            emit("%s: no player %s\n", mc->name, players[i].name);
            goto done;
        }
    int placed = 0, others = 0, decision = 0;
    while (!cit_game_over(g) && (placed < PLACEMENTS || others < OTHERS)) {
        cit_pending pd = cit_game_pending(g);
        int place = pd.decision == CIT_DECIDE_PLACE_TILE;
        int ask = place ? placed < PLACEMENTS && decision % EVERY == 0 : others < OTHERS;
        decision += place;
        placed += place && ask;
        others += !place && ask;
        char buf[128];
        if (ask) {
            emit("%s #%d decision %d player %d:", mc->name, decision, pd.decision, pd.player);
            for (int i = 0; i < NPLAYERS; i++) {
                cit_move m;
                if (cit_ai_choose(ai[i], g, &m) != CIT_OK) {
                    emit(" %s=error", players[i].name);
                    continue;
                }
                move_text(g, &m, buf, sizeof buf);
                emit(" %s=[%s]", players[i].name, buf);
            }
            emit("\n");
        }
        cit_move m;
        if (cit_ai_choose(drive, g, &m) != CIT_OK || cit_game_apply(g, &m, NULL) != CIT_OK) {
            emit("%s: the driver's move failed\n", mc->name);
            break;
        }
    }
done:
    for (int i = 0; i < NPLAYERS; i++) cit_ai_free(ai[i]);
    cit_ai_free(drive);
    cit_game_free(g);
}

/*
 * Tree reuse and pondering as the game window runs them: every seat a hard player with
 * reuse_tree, each pondering the position before its turn (while the other decides)
 * and then choosing from the kept tree. Its moves and what the reuse kept are written.
 */
static void pin_reuse(const mode_case *mc) {
    cit_game *g = new_game(mc, 2000);
    cit_ai_config cfg;
    cit_ai_config_default(&cfg, CIT_AI_HARD);
    cfg.iterations = 150;
    cfg.reuse_tree = 1;
    cit_ai *ai[2] = {cit_ai_new_config(&cfg, 41), cit_ai_new_config(&cfg, 43)};
    for (int d = 0; g && ai[0] && ai[1] && d < 10 && !cit_game_over(g); d++) {
        int p = cit_game_pending(g).player, other = 1 - p;
        cit_ai_stats st;
        cit_move m;
        char buf[128];
        if (cit_ai_ponder(ai[other], g, other) != CIT_OK) emit("ponder failed\n");
        if (cit_ai_choose(ai[p], g, &m) != CIT_OK) break;
        cit_ai_last_stats(ai[p], &st);
        move_text(g, &m, buf, sizeof buf);
        emit("%s reuse #%d player %d: [%s] reused %d nodes %ld visits\n", mc->name, d, p, buf, st.reused_nodes,
             st.reused_visits);
        if (cit_game_apply(g, &m, NULL) != CIT_OK) break;
    }
    cit_ai_free(ai[0]);
    cit_ai_free(ai[1]);
    cit_game_free(g);
}

/* A review of a game's first REVIEW_MOVES moves (the greedy driver's) and its numbers. */
static void pin_review(const mode_case *mc) {
    cit_game *g = new_game(mc, 3000 + (uint64_t)(mc - modes)), *start = g ? cit_game_clone(g) : NULL;
    cit_ai *drive = cit_ai_new(CIT_AI_GREEDY, 19);
    cit_review *r = cit_review_new(150, 5);
    cit_move moves[REVIEW_MOVES];
    int n = 0;
    while (g && start && drive && r && n < REVIEW_MOVES && !cit_game_over(g)) {
        if (cit_ai_choose(drive, g, &moves[n]) != CIT_OK || cit_game_apply(g, &moves[n], NULL) != CIT_OK) break;
        n++;
    }
    cit_review_step steps[REVIEW_MOVES];
    int k = r && start ? cit_review_game(r, start, moves, n, steps) : -1;
    if (k != n) emit("%s review: %d of %d steps\n", mc->name, k, n);
    for (int i = 0; i < k; i++) {
        const cit_review_step *s = &steps[i];
        char buf[128];
        move_text(start, &s->best, buf, sizeof buf); /* the text needs only the tileset */
        emit("%s review #%d player %d best=[%s] played_best=%d before %.4f %.3f %.3f after %.4f %.3f %.3f "
             "gain %.4f %.3f\n",
             mc->name, s->move, s->player, buf, s->played_best, s->before.win, s->before.margin, s->before.score,
             s->after.win, s->after.margin, s->after.score, s->gain_win, s->gain_points);
    }
    cit_review_free(r);
    cit_ai_free(drive);
    cit_game_free(start);
    cit_game_free(g);
}

static char *read_all(const char *path) {
    FILE *f = fopen(path, "rb");
    if (!f) return NULL;
    char *buf = malloc(OUT_CAP);
    size_t n = buf ? fread(buf, 1, OUT_CAP - 1, f) : 0;
    fclose(f);
    if (buf) buf[n] = 0;
    return buf;
}

/* Prints the first lines where got and want differ; returns how many differ, and in
   *same how many are as recorded. */
static int compare(const char *got, const char *want, int *same) {
    int line = 1, bad = 0;
    *same = 0;
    while (*got || *want) {
        size_t lg = strcspn(got, "\n"), lw = strcspn(want, "\n");
        if (lg != lw || memcmp(got, want, lg)) {
            if (bad++ < 5)
                printf("FAIL line %d\n  want: %.*s\n  got:  %.*s\n", line, (int)lw, want, (int)lg, got);
        } else {
            ++*same;
        }
        got += lg + (got[lg] == '\n');
        want += lw + (want[lw] == '\n');
        line++;
    }
    return bad;
}

int main(int argc, char **argv) {
    int record = argc > 1 && !strcmp(argv[1], "--record");
    if (argc != 2) {
        fprintf(stderr, "usage: test_ai_pins PINS.txt | --record\n");
        return 2;
    }
    emit("# test_ai_pins --record (tests/ai/pins.c): the moves every level plays, pinned\n");
    for (size_t i = 0; i < sizeof modes / sizeof modes[0]; i++) pin_mode(&modes[i]);
    pin_reuse(&modes[0]);
    for (size_t i = 0; i < sizeof modes / sizeof modes[0]; i++) pin_review(&modes[i]);
    if (record) {
        fputs(out, stdout);
        return 0;
    }
    char *want = read_all(argv[1]);
    if (!want) {
        fprintf(stderr, "test_ai_pins: cannot read %s\n", argv[1]);
        return 2;
    }
    int same, bad = compare(out, want, &same);
    free(want);
    printf("ai-pins: %d passed, %d failed (lines as recorded in %s)\n", same, bad, argv[1]);
    return bad ? 1 : 0;
}
