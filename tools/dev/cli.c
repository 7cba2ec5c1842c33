/* Debugging CLI: plays a seeded random game or replays a save, printing the log and scores. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli_args.h"
#include "engine.h"
#include "modules/bazaar/bazaar.h"
#include "modules/traders/traders.h"
#include "modules/bridges/bridges.h"
#include "modules/castles/castles.h"
#include "modules/city/city.h"
#include "modules/count/count.h"
#include "modules/halflings/halflings.h"
#include "optarg.h"
#include "readfile.h"
#include "ai.h"
#include "review.h"

_Static_assert(CLI_REVIEW_BUDGET == CIT_REVIEW_BUDGET_MEDIUM, "cit-cli review's default is the medium budget");
_Static_assert(CLI_REVIEW_BUDGET_MAX == CIT_AI_MAX_ITERATIONS, "cit-cli review's budget limit");

static void usage(const char *why) {
    if (why && why[0]) fprintf(stderr, "cit-cli: %s\n", why);
    fputs("usage: cit-cli play [--seed S] [--players N] [--mode classic|city]\n"
          "                    [--option NAME=VALUE]... [--count] [--save FILE]\n"
          "                                 a random game; --count is --option count=1;\n"
          "                                 --mode city: The City (2-4 players, no classic options)\n"
          "       cit-cli replay FILE       print the log and scores of a save\n"
          "       cit-cli moves FILE        list the legal moves where a save ends\n"
          "       cit-cli review FILE [--budget N] [--seed S] [--from K]\n"
          "                                 judge every decision of a save (from the K-th on):\n"
          "                                 the mover's win chance before and after it, the best\n"
          "                                 move found and its expected gain (N iterations a search)\n",
          stderr);
}

static const char *kind_name(int k) { return cit_feature_kind_name(k); }

static const char *const side_names[4] = {"north", "east", "south", "west"};

/* Why points were scored, as words. */
static const char *score_reason(int reason) {
    switch (reason) {
    case CIT_SCORE_FINAL: return "at game end";
    case CIT_SCORE_CASTLE: return "castle, paid by the feature completed next to it";
    default: return "completed";
    }
}

static const char *goods_name(int goods) {
    return goods == CIT_GOODS_WINE ? "wine" : goods == CIT_GOODS_GRAIN ? "grain" : goods == CIT_GOODS_CLOTH ? "cloth" : "?";
}

/* A SCORE event: a feature's, or a City tower's or watchman's (no feature kind). */
static void print_score(const cit_event *e, const char *who) {
    if (e->reason == CIT_SCORE_CITY_TOWER) {
        printf("    %s scores %d for a tower on the wall (corner %d,%d)\n", who, e->points, e->x, e->y);
    } else if (e->reason == CIT_SCORE_CITY_WATCHMAN) {
        printf("    %s scores %d for a watchman on the %s wall of %d,%d\n", who, e->points,
               side_names[e->spot & 3], e->x, e->y);
    } else if (e->reason == CIT_SCORE_TRADERS_GOODS) {
        printf("    %s scores %d for the most %s\n", who, e->points, goods_name(e->quarter));
    } else {
        printf("    %s scores %d for a %s %s (at %d,%d)\n", who, e->points, kind_name(e->feature_kind),
               score_reason(e->reason), e->x, e->y);
    }
}

static void print_events(const cit_game *g, const cit_outcome *o) {
    const cit_tileset *ts = cit_game_tileset(g);
    const cit_setup *su = cit_game_setup(g);
    for (int i = 0; i < o->n; i++) {
        const cit_event *e = &o->ev[i];
        const char *who = e->player < su->nplayers ? su->players[e->player].name : "nobody";
        switch (e->type) {
        case CIT_EV_SCORE: print_score(e, who); break;
        case CIT_EV_RETURN: printf("    %d follower(s) return to %s\n", e->count, who); break;
        case CIT_EV_DISCARD: printf("    tile %s fits nowhere: discarded\n", ts->tiles[e->tile].id); break;
        case CIT_EV_FOLLOWER: printf("    %s puts a follower on the %s\n", who, kind_name(e->feature_kind)); break;
        case CIT_EV_GAME_END: printf("    game over\n"); break;
        case CIT_EV_DEPLOY:
            printf("    %s sends %d follower(s) from the %s into the %s (at %d,%d)\n", who, e->count,
                   cit_quarter_name(e->quarter), kind_name(e->feature_kind), e->x, e->y);
            break;
        case CIT_EV_QUARTER: printf("    %s puts a follower into the %s\n", who, cit_quarter_name(e->quarter)); break;
        case CIT_EV_COUNT_MOVE: printf("    %s moves the Count to the %s\n", who, cit_quarter_name(e->quarter)); break;
        case CIT_EV_BRIDGE:
            printf("    %s builds a bridge on %d,%d (%s)\n", who, e->x, e->y, e->rot == CIT_AXIS_NS ? "north-south" : "west-east");
            break;
        case CIT_EV_TRADERS_GOODS: printf("    %s takes %d %s\n", who, e->count, goods_name(e->quarter)); break;
        case CIT_EV_TRADERS_FIGURE:
        case CIT_EV_TRADERS_HOME:
            printf("    %s's %s %s %d,%d\n", who, e->quarter == CIT_TRADERS_PIG ? "pig" : "builder",
                   e->type == CIT_EV_TRADERS_HOME ? "goes home from" : "goes on", e->x, e->y);
            break;
        case CIT_EV_TRADERS_SECOND: printf("    %s plays a second part\n", who); break;
        case CIT_EV_CASTLE: printf("    %s turns the city at %d,%d into a castle\n", who, e->x, e->y); break;
        case CIT_EV_BAZAAR_REVEAL: printf("    bazaar: tile %d is %s\n", e->count, ts->tiles[e->tile].id); break;
        case CIT_EV_BAZAAR_BID: printf("    %s bids %d\n", who, e->points); break;
        case CIT_EV_BAZAAR_PASS: printf("    %s passes\n", who); break;
        case CIT_EV_BAZAAR_PAY:
            printf("    %s pays %d to %s\n", who, e->points, e->other == CIT_NOBODY ? "nobody" : su->players[e->other].name);
            break;
        case CIT_EV_BAZAAR_WIN: printf("    %s gets %s from the bazaar\n", who, ts->tiles[e->tile].id); break;
        case CIT_EV_HALFLINGS_PLAY: printf("    %s plays %s from the hand\n", who, ts->tiles[e->tile].id); break;
        case CIT_EV_HALFLINGS_HILL: printf("    a square tile goes face down under %s's hill\n", who); break;
        case CIT_EV_HALFLINGS_DRAFT: printf("    %s drafts %s into the hand\n", who, ts->tiles[e->tile].id); break;
        case CIT_EV_CITY_WALL:
            if (e->quarter == CIT_WALL_CITY_COMPLETION) {
                printf("    the wall's completion lays a piece on the %s side of %d,%d\n", side_names[e->spot & 3],
                       e->x, e->y);
                break;
            }
            printf("    %s lays %s on the %s side of %d,%d%s\n", who, e->quarter ? "the gate" : "a wall piece",
                   side_names[e->spot & 3], e->x, e->y, e->count ? " with a watchman" : "");
            break;
        default: break;
        }
    }
}

static void print_scores(const cit_game *g) {
    const cit_setup *su = cit_game_setup(g);
    printf("scores:");
    for (int p = 0; p < su->nplayers; p++) printf("  %s %d", su->players[p].name, cit_game_score(g, p));
    printf("\n");
}

static cit_session *load(const char *path) {
    size_t len = 0;
    char *text = tools_read_file(path, &len);
    if (!text) {
        perror(path);
        return NULL;
    }
    cit_setup su;
    cit_setup_default(&su, 2, 1);
    cit_session *s = cit_session_new(&su, NULL);
    cit_load_error err;
    cit_status st = cit_session_load(s, text, len, &err);
    free(text);
    if (st != CIT_OK) {
        fprintf(stderr, "%s:%d: %s\n", path, err.line, err.message);
        cit_session_free(s);
        return NULL;
    }
    return s;
}

/* Replays the session's moves into a fresh game, printing each with its outcome. */
static void print_log(const cit_session *s) {
    const cit_game *end = cit_session_game(s);
    cit_game *g = NULL;
    cit_tile_id order[CIT_MAX_STACK];
    int n = cit_game_tile_order(end, order, CIT_MAX_STACK);
    g = cit_game_new(cit_game_setup(end), order, n, NULL);
    cit_outcome o;
    char text[64];
    for (int i = 0; i < cit_session_length(s); i++) {
        const cit_move *m = cit_session_move(s, i);
        cit_move_format(g, m, text, sizeof text);
        printf("%3d %-12s %s\n", i + 1, cit_game_setup(g)->players[cit_game_pending(g).player].name, text);
        cit_game_apply(g, m, &o);
        print_events(g, &o);
    }
    cit_game_free(g);
}

/* Every step can fail (no directory, a full disk shows only at fclose): say which and
   return 1, so a script never takes a missing save for a written one. */
static int write_save(const cit_session *s, FILE *f, const char *path) {
    size_t need = cit_session_save(s, NULL, 0);
    char *text = malloc(need + 1);
    int ok = text != NULL;
    if (ok) {
        cit_session_save(s, text, need + 1);
        ok = fwrite(text, 1, need, f) == need;
    }
    if (fclose(f) != 0) ok = 0;
    if (!ok) perror(path);
    free(text);
    return ok ? 0 : 1;
}

static int play(uint64_t seed, int players, int mode, const cit_options *opt, const char *save) {
    /* Opened first: an unwritable path fails before a whole game is printed. */
    FILE *f = save ? fopen(save, "w") : NULL;
    if (save && !f) {
        perror(save);
        return 1;
    }
    cit_setup su;
    cit_setup_default(&su, players, seed);
    su.mode = (uint8_t)mode;
    su.opt = *opt;
    cit_status st;
    cit_session *s = cit_session_new(&su, &st);
    if (!s) {
        if (f) fclose(f);
        char why[96];
        fprintf(stderr, "cit-cli: %s%s%s\n", cit_status_str(st),
                cit_options_problem(&su.opt, mode, why, sizeof why) ? ": " : "", why);
        return 1;
    }
    static cit_move moves[CIT_MAX_MOVES];
    uint64_t r = seed * 6364136223846793005ULL + 1442695040888963407ULL;
    while (!cit_game_over(cit_session_game(s))) {
        int n = cit_game_legal_moves(cit_session_game(s), moves, CIT_MAX_MOVES);
        r = r * 6364136223846793005ULL + 1442695040888963407ULL;
        cit_session_apply(s, &moves[(r >> 33) % (uint64_t)n], NULL);
    }
    print_log(s);
    print_scores(cit_session_game(s));
    int rc = f ? write_save(s, f, save) : 0;
    cit_session_free(s);
    return rc;
}

/*
 * One line per decision: move number, player, the move played, the mover's win chance
 * before it (with the best move found) and after it, and the best move with its
 * expected gain in win chance and final margin ("=" when it is the move played).
 */
static int review(const cit_session *s, long budget, uint64_t seed, long from) {
    int n = cit_session_length(s), first = from - 1 < n ? (int)from - 1 : n;
    cit_review *r = cit_review_new(budget, seed);
    cit_review_step *steps = malloc(((size_t)n + 1) * sizeof *steps);
    cit_game *g = cit_review_start(s);
    if (!r || !steps || !g) {
        fprintf(stderr, "cit-cli: out of memory\n");
        cit_review_free(r);
        free(steps);
        cit_game_free(g);
        return 1;
    }
    cit_move *moves = steps ? malloc(((size_t)n + 1) * sizeof *moves) : NULL;
    for (int i = 0; moves && i < n; i++) moves[i] = *cit_session_move(s, i);
    for (int i = 0; moves && i < first; i++) cit_game_apply(g, &moves[i], NULL);
    int k = moves ? cit_review_game(r, g, moves + first, n - first, steps) : -1;
    free(moves);
    const cit_setup *su = cit_game_setup(g);
    if (first < n)
        printf("review: budget %ld, seed %llu, decisions %d-%d of %d\n", budget, (unsigned long long)seed,
               first + 1, n, n);
    else
        printf("review: budget %ld, seed %llu, no decision from %ld on (%d in the save)\n", budget,
               (unsigned long long)seed, from, n);
    char played[64], best[64];
    for (int i = 0; i < k; i++) {
        const cit_review_step *st = &steps[i];
        cit_move_format(g, &st->played, played, sizeof played);
        cit_move_format(g, &st->best, best, sizeof best);
        printf("%3d %-10s %-22s win %5.1f%% -> %5.1f%%  ", first + i + 1, su->players[st->player].name, played,
               100 * st->before.win, 100 * st->after.win);
        if (st->played_best)
            printf("best =\n");
        else
            printf("best %-22s %+6.1f%% %+6.1f pts\n", best, 100 * st->gain_win, st->gain_points);
        cit_game_apply(g, &st->played, NULL);
    }
    int rc = 0;
    if (k < 0) {
        fprintf(stderr, "cit-cli: the save's record has a move that is not legal\n");
        rc = 1;
    }
    cit_review_free(r);
    free(steps);
    cit_game_free(g);
    return rc;
}

int main(int argc, char **argv) {
    cli_args a;
    char err[160];
    if (cli_parse_args(argc, argv, &a, err, sizeof err)) {
        usage(err);
        return 2;
    }
    if (a.cmd == CLI_PLAY) return play(a.seed, a.players, a.mode, &a.rules, a.save);
    cit_session *s = load(a.file);
    if (!s) return 1;
    if (a.cmd == CLI_REVIEW) {
        int rc = review(s, a.budget, a.seed, a.from);
        cit_session_free(s);
        return rc;
    }
    if (a.cmd == CLI_REPLAY) {
        print_log(s);
        print_scores(cit_session_game(s));
    } else {
        static cit_move moves[CIT_MAX_MOVES];
        const cit_game *g = cit_session_game(s);
        int n = cit_game_legal_moves(g, moves, CIT_MAX_MOVES);
        char text[64];
        for (int i = 0; i < n; i++) {
            cit_move_format(g, &moves[i], text, sizeof text);
            puts(text);
        }
    }
    cit_session_free(s);
    return 0;
}
