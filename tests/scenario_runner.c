/* Runs rule scenario files (tests/scenarios/NAME.scn): moves in, expected state out. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine.h"
#include "rules.h" /* white-box statements: `give`, hands (`hold`, `play-held`): what a
                      module such as Halflings or The City will do */
#include "scenario.h"
#include "turn.h"

/*
 * Format (docs/testing.md): one statement per line, '#' comments.
 *   players N                     number of players (default 2)
 *   followers N                   each player starts with N followers (0..7, default 7;
 *                                 white-box: the supply before the first move)
 *   option NAME VALUE             any rule option of the engine's table (count 1, ...)
 *   mode classic|city             the game's mode (default classic)
 *   start classic|count           the start tile, or the City of Carcassonne (= option count 1)
 *   start ID                      tile ID (one of the box's copies) is the start tile at 0,0
 *   start none                    no start tile: the first tile listed is drawn, not laid
 *                                 (for a mode that builds its start; classic mode cannot
 *                                 yet start so, and the runner says so)
 *   extra ID N                    the box holds N more copies of tile ID for this game
 *   tiles ID ID ...               drawn in this order after the start tile; the rest of
 *                                 the box follows in catalogue order
 *   stack ID ID ...               the whole (short) stack after the start tile
 *   hold P|- ID                   one copy of ID leaves the stack for P's hand (-: face down)
 *   play-held ID                  the player to move plays ID from their hand, not the draw
 *   hand P ID ...                 P's hand becomes exactly these tiles (taken from those
 *                                 face down out of the game or the stack; P's old hand
 *                                 goes face down out of the game)
 *   VERB ...                      a move in its text form (cit_move_parse: "place ...", or
 *                                 any verb a registered module reads); must be legal
 *   reject STATUS MOVE...         the move must fail with that status (cit_status name
 *                                 without CIT_ERR_, lower case: edge_mismatch ...)
 *   undo                          the game as it was before the last move applied (and the
 *                                 events it reported); white-box statements are no moves
 *   expect answers A | B | ...    the pending decision's answers in their text form are
 *                                 exactly these, in any order (`-`: none)
 *   expect score P N              player P has N points
 *   expect supply P N             player P has N followers in supply
 *   expect category P KIND N      points of player P in road|city|cloister|field|other|street|...
 *                                 (cit_score_category_name)
 *   expect final P N              P would have N points if the game ended now
 *   expect feature X,Y fS KEY V   KEY: complete 0|1, cells N, value N, followers P:N[,P:N]
 *   expect turn P                 player P is to decide
 *   expect hand ID                the tile in hand
 *   expect over                   the game is over
 *   expect discards N             tiles discarded so far
 *   expect stack N                tiles left to draw (the tile in hand not counted)
 *   expect placed N               tiles on the board, the start tile included
 *   expect spots X,Y rR LIST      follower spots for the tile in hand there ("-" = none)
 *   expect legal X,Y MASK         legal rotation mask (0-15) of the tile in hand there
 *   expect legal-bridge X,Y MASK  the rotations of those legal only with a bridge
 *   expect fillable X,Y           some tile, in hand or to come, can fill the empty cell
 *   expect unfillable X,Y         no tile can (cit_game_cell_fillable; what the GUI marks)
 *   expect events NAME P|- N      the moves applied so far reported N events of type NAME
 *                                 (cit_event_name: score, inns_unfinished, ...) whose
 *                                 player is P (-: anyone's)
 *   expect events-sum             every player's score equals the sum of SCORE events
 *                                 plus the points modules move between players (a
 *                                 bazaar's payment, a ransom: payer -, payee +)
 *   expect decision KIND P        the pending decision (place_tile, count_deploy,
 *                                 count_quarter, count_move, none) and who decides
 *   expect about X,Y fS           the pending decision is about the feature with that part
 *   expect conserved              every player's followers: supply + board + quarters = 7
 *                                 (N after `followers N`), plus the figures of each follower
 *                                 kind the game declares that those hold (cit_game_follower_counted)
 *   expect P holds ID...|none     the tiles in P's hand, in the order taken (cit_game_hand)
 *   expect unseen ID N            N copies of ID are unseen by somebody (stack, hands,
 *                                 face down: cit_game_remaining_counts)
 *   expect setup-rejected         (before any move) the set-up so far is refused with
 *                                 bad_setup, e.g. `players 7`; the file may end there
 * Triangles (half tiles). A part is "X,Y fS" (a square's, or the first triangle's of its
 * cell) or "X,Y fS'" (the second triangle's); every statement that names a part takes
 * either.
 *   give ID                       the player to move holds ID instead of the drawn tile,
 *                                 which goes back on top of the stack (white-box: how a
 *                                 module hands a triangle over); ID must fit somewhere
 *   expect parts X,Y N            cell x,y holds N pieces (0, 1, or 2 triangles)
 *   expect follower X,Y fS P      a follower of player P stands on that part (- = none)
 * A module's statements and expectations are in its tests/scenario_NAME.c (scenario.h).
 */




void scenario_fail(scenario *s, const char *what, const char *detail) {
    fprintf(stderr, "%s:%d: %s%s%s\n", s->file, s->line, what, detail ? ": " : "", detail ? detail : "");
    s->failed = 1;
}


static const char *status_name(cit_status st) {
    const char *k = cit_status_key(st);
    return k ? k : "?";
}

/* ---- set-up statements: start tile, extra copies ------------------------------------- */

/* `start classic|count|none|ID`: count is the option of that name (the engine's table). */
static void set_start(scenario *s, const char *what) {
    int count = cit_option_find("count", 5);
    s->start_tile = -1;
    s->no_start = 0;
    if (!strcmp(what, "count") || !strcmp(what, "classic")) {
        if (count < 0 || !cit_option_set(&s->setup.opt, count, !strcmp(what, "count")))
            scenario_fail(s, "no option count for", what);
    } else if (!strcmp(what, "none")) s->no_start = 1;
    else {
        int t = cit_tileset_find(cit_tileset_builtin(), what);
        if (t < 0) scenario_fail(s, "unknown start (classic, count, none or a tile id)", what);
        else s->start_tile = t;
    }
}

/* `extra ID N`. */
static void set_extra(scenario *s, const char *id, const char *n) {
    int t = cit_tileset_find(cit_tileset_builtin(), id), k = atoi(n);
    if (t < 0) scenario_fail(s, "unknown tile", id);
    else if (k < 1 || k > CIT_MAX_STACK) scenario_fail(s, "bad number of extra copies", n);
    else {
        s->extra[t] += k;
        s->any_extra = 1;
    }
}

/* What the set-up asks of cit_game_new_test (0: plain cit_game_new). */
static unsigned relaxations(const scenario *s) {
    return (s->start_tile >= 0 ? CIT_NEW_ANY_START : 0u) | (s->no_start ? CIT_NEW_NO_START : 0u) |
           (s->any_extra ? CIT_NEW_EXTRA_COPIES : 0u);
}

/* The order: the start tile, then the listed tiles, then (unless `stack`) the rest of
   the box; *n its length. 0 (after a failure) if the box cannot supply it. */
static int make_order(scenario *s, cit_tile_id *order, int *nout) {
    cit_game *probe = cit_game_new(&s->setup, NULL, 0, NULL);
    if (!probe) return scenario_fail(s, "bad set-up", NULL), 0;
    cit_tile_id box[CIT_MAX_STACK];
    int nbox = cit_game_tile_order(probe, box, CIT_MAX_STACK);
    const cit_tileset *ts = cit_game_tileset(probe);
    int counts[CIT_MAX_TILE_TYPES] = {0};
    for (int i = 0; i < nbox; i++) counts[box[i]]++;
    for (int t = 0; t < ts->ntiles; t++) counts[t] += s->extra[t];
    int n = 0;
    /* the start tile leads the order (a chosen one even where a start board is laid:
       the engine refuses that) */
    if ((cit_game_setup_tiles(probe) || s->start_tile >= 0) && !s->no_start) {
        int start = s->start_tile >= 0 ? s->start_tile : box[0];
        if (counts[start]-- <= 0) {
            scenario_fail(s, "the box has no copy left for the start tile (extra ID N adds some)", ts->tiles[start].id);
            cit_game_free(probe);
            return 0;
        }
        order[n++] = (cit_tile_id)start;
    }
    for (int i = 0; i < s->norder; i++) {
        if (counts[s->order[i]]-- <= 0) {
            scenario_fail(s, "the box has no more copies (extra ID N adds some) of", ts->tiles[s->order[i]].id);
            cit_game_free(probe);
            return 0;
        }
        order[n++] = s->order[i];
    }
    if (!s->explicit_stack)
        for (int t = 0; t < ts->ntiles; t++)
            while (counts[t]-- > 0 && n < CIT_MAX_STACK) order[n++] = (cit_tile_id)t;
    cit_game_free(probe);
    *nout = n;
    return 1;
}

/* The game of the set-up statements (cit_game_new_test when they ask for more than
   cit_game_new grants); *st why not. */
static cit_game *new_game(scenario *s, cit_status *st) {
    cit_tile_id order[CIT_MAX_STACK];
    int n;
    *st = CIT_ERR_BAD_TILE_ORDER;
    if (!make_order(s, order, &n)) return NULL;
    unsigned relax = relaxations(s);
    return relax ? cit_game_new_test(&s->setup, order, n, relax, st) : cit_game_new(&s->setup, order, n, st);
}

/* `followers N`: each player starts with N followers instead of CIT_FOLLOWERS (white-box:
   the supply before the first move; the big follower and the modules' figures apart). */
static void set_followers(scenario *s) {
    for (int p = 0; p < s->setup.nplayers; p++)
        s->g->supply[p] = (uint8_t)(s->g->supply[p] - CIT_FOLLOWERS + s->followers);
}

static int build_game(scenario *s) {
    cit_status st;
    s->g = new_game(s, &st);
    if (s->g && s->followers != CIT_FOLLOWERS) set_followers(s);
    for (int m = 0; s->g && m < scenario_nmodules; m++)
        if (scenario_modules[m]->built) scenario_modules[m]->built(s);
    if (s->g) return 1;
    if (s->failed) return 0;
    if (s->no_start && st == CIT_ERR_BAD_SETUP)
        scenario_fail(s, "start none", "classic mode cannot yet start without a start tile (a mode that builds its "
                                       "start from the stack, such as The City, will)");
    else scenario_fail(s, "cannot create the game", cit_status_str(st));
    return 0;
}

static int ensure_game(scenario *s) { return s->g || build_game(s); }

cit_game *scenario_game(scenario *s) { return ensure_game(s) ? s->g : NULL; }

void *scenario_module_state(scenario *s, const scenario_module *m, size_t size) {
    for (int i = 0; i < scenario_nmodules && i < SCENARIO_MAX_MODULES; i++) {
        if (scenario_modules[i] != m) continue;
        if (!s->module_state[i] && !(s->module_state[i] = calloc(1, size))) scenario_fail(s, "module state", "out of memory");
        return s->module_state[i];
    }
    scenario_fail(s, "module state", "the module is not in the registry");
    return NULL;
}

void scenario_points_moved(scenario *s, const cit_event *e) {
    s->t.event_sum[e->player] -= e->points;
    if (e->other < CIT_MAX_PLAYERS) s->t.event_sum[e->other] += e->points;
}

/* Keeps one event in the log (`undo` cuts it back to its tally's length). */
static void log_event(scenario *s, const cit_event *e) {
    if (s->t.nlog == s->log_cap) {
        int cap = s->log_cap ? 2 * s->log_cap : 256;
        scenario_logged *grown = realloc(s->log, sizeof *grown * (size_t)cap);
        if (!grown) {
            scenario_fail(s, "event log", "out of memory");
            return;
        }
        s->log = grown;
        s->log_cap = cap;
    }
    s->log[s->t.nlog++] = (scenario_logged){s->moves, *e};
}

static void account(scenario *s, const cit_outcome *o) {
    for (int i = 0; i < o->n; i++) {
        const cit_event *e = &o->ev[i];
        s->t.events_of[e->type][e->player < CIT_MAX_PLAYERS ? e->player : CIT_MAX_PLAYERS]++;
        if (e->type == CIT_EV_DISCARD) s->t.discards++;
        if (e->type == CIT_EV_SCORE) s->t.event_sum[e->player] += e->points;
        log_event(s, e);
        for (int m = 0; m < scenario_nmodules; m++)
            if (scenario_modules[m]->account) scenario_modules[m]->account(s, e);
    }
    s->moves++;
}

int scenario_parse_xy(const char *w, int *x, int *y) { return sscanf(w, "%d,%d", x, y) == 2; }

int scenario_side_of(const char *w) {
    static const char names[] = "nesw";
    return w[0] && !w[1] && strchr(names, w[0]) ? (int)(strchr(names, w[0]) - names) : -1;
}

int scenario_parse_spot(const char *w, int *spot, int *half) {
    int used = 0;
    if (sscanf(w, "f%d%n", spot, &used) != 1) return 0;
    *half = w[used] == '\'';
    return w[used + *half] == '\0';
}

void scenario_expect_int(scenario *s, const char *what, long got, long want) {
    if (got == want) return;
    char buf[96];
    snprintf(buf, sizeof buf, "got %ld, expected %ld", got, want);
    scenario_fail(s, what, buf);
}

static void check_feature(scenario *s, char **w, int nw) {
    int x, y, f, half;
    if (nw < 5 || !scenario_parse_xy(w[2], &x, &y) || !scenario_parse_spot(w[3], &f, &half)) { scenario_fail(s, "bad expect feature", NULL); return; }
    cit_feature_info info;
    if (!cit_game_feature(s->g, x, y, f, half, &info, NULL, 0, NULL)) { scenario_fail(s, "no such feature", w[2]); return; }
    for (int i = 4; i + 1 < nw; i += 2) {
        if (!strcmp(w[i], "complete")) scenario_expect_int(s, "feature complete", info.complete, atoi(w[i + 1]));
        else if (!strcmp(w[i], "cells")) scenario_expect_int(s, "feature cells", info.cells, atoi(w[i + 1]));
        else if (!strcmp(w[i], "value")) scenario_expect_int(s, "feature value", info.value, atoi(w[i + 1]));
        else if (!strcmp(w[i], "followers")) {
            int want[CIT_MAX_PLAYERS] = {0}, p, k;
            const char *c = w[i + 1];
            while (*c && sscanf(c, "%d:%d", &p, &k) == 2) {
                if (p >= 0 && p < CIT_MAX_PLAYERS) want[p] = k;
                c = strchr(c, ',');
                if (!c) break;
                c++;
            }
            for (p = 0; p < CIT_MAX_PLAYERS; p++) scenario_expect_int(s, "feature followers", info.followers[p], want[p]);
        } else scenario_fail(s, "unknown feature key", w[i]);
    }
}

static void check_spots(scenario *s, char **w, int nw) {
    int x, y, r;
    if (nw < 5 || !scenario_parse_xy(w[2], &x, &y) || sscanf(w[3], "r%d", &r) != 1) { scenario_fail(s, "bad expect spots", NULL); return; }
    int8_t spots[16];
    int n = cit_game_follower_spots(s->g, x, y, r, spots, 16);
    char got[64] = "", want[64] = "";
    for (int i = 0; i < n; i++) snprintf(got + strlen(got), sizeof got - strlen(got), "%s%d", i ? "," : "", spots[i]);
    if (!n) strcpy(got, "-");
    snprintf(want, sizeof want, "%s", w[4]);
    if (strcmp(got, want)) {
        char buf[160];
        snprintf(buf, sizeof buf, "got %s, expected %s", got, want);
        scenario_fail(s, "follower spots", buf);
    }
}

static void check_legal(scenario *s, char **w, int nw) {
    int x, y;
    if (nw < 4 || !scenario_parse_xy(w[2], &x, &y)) { scenario_fail(s, "bad expect legal", NULL); return; }
    cit_placement pl[512];
    int n = cit_game_legal_placements(s->g, pl, 512), mask = 0;
    int only_bridge = !strcmp(w[1], "legal-bridge");
    for (int i = 0; i < n; i++)
        if (pl[i].x == x && pl[i].y == y) mask = only_bridge ? pl[i].extramask : pl[i].rotmask;
    scenario_expect_int(s, only_bridge ? "rotations legal only with a bridge" : "legal rotation mask", mask, atoi(w[3]));
}

/* `expect fillable|unfillable X,Y`. */
static void check_fillable(scenario *s, char **w, int nw) {
    int x, y;
    if (nw != 3 || !scenario_parse_xy(w[2], &x, &y)) { scenario_fail(s, "bad expect fillable", NULL); return; }
    int want = !strcmp(w[1], "fillable"), got = cit_game_cell_fillable(s->g, x, y) != 0;
    if (got != want) scenario_fail(s, want ? "the cell is reported unfillable" : "the cell is reported fillable", w[2]);
}


/* `expect follower X,Y fS['] P|-`: who stands on that very part (tile parts only). */
static void check_follower(scenario *s, char **w) {
    int x, y, f, half;
    if (!scenario_parse_xy(w[2], &x, &y) || !scenario_parse_spot(w[3], &f, &half)) { scenario_fail(s, "bad expect follower", NULL); return; }
    cit_follower fl[128];
    int n = cit_game_followers(s->g, fl, 128), who = -1;
    for (int i = 0; i < n && i < 128; i++)
        if (fl[i].where == CIT_AT_PART && fl[i].x == x && fl[i].y == y && fl[i].spot == f && fl[i].half == half)
            who = fl[i].player;
    scenario_expect_int(s, "follower on the part (-1: none)", who, strcmp(w[4], "-") ? atoi(w[4]) : -1);
}

/* `give ID`: the hand-over a module makes (a triangle from a player's hand), white-box. */
static void give_tile(scenario *s, const char *id) {
    cit_game *g = s->g;
    int t = cit_tileset_find(cit_game_tileset(g), id);
    if (t < 0) { scenario_fail(s, "unknown tile", id); return; }
    if (g->decision != CIT_DECIDE_PLACE_TILE || g->nqueue) { scenario_fail(s, "no tile to place is pending", id); return; }
    int old = g->hand;
    g->hand = (cit_tile_id)t;
    cit_placement pl[1];
    if (cit_game_legal_placements(g, pl, 1) == 0) {
        g->hand = (cit_tile_id)old;
        scenario_fail(s, "the tile fits nowhere", id);
        return;
    }
    if (g->next_draw > g->setup_tiles && g->order[g->next_draw - 1] == old) g->next_draw--;
}

/* ---- hands and walls: what a module does, white-box (docs/testing.md) ---------------- */


/* `hold P ID` / `hold - ID`: one copy of ID leaves the stack for player P's hand (or face
   down for everyone); the tiles before it keep their order (game_hold_tile). */
static void hold_tile(scenario *s, const char *who, const char *id) {
    cit_game *g = s->g;
    int t = cit_tileset_find(cit_game_tileset(g), id), k = g->next_draw;
    int owner = strcmp(who, "-") ? atoi(who) : CIT_NOBODY;
    if (t < 0) { scenario_fail(s, "unknown tile", id); return; }
    if (owner != CIT_NOBODY && (owner < 0 || owner >= s->setup.nplayers)) { scenario_fail(s, "no such player", who); return; }
    while (k < g->norder && g->order[k] != t) k++;
    if (k == g->norder) { scenario_fail(s, "tile not in the stack", id); return; }
    memmove(g->order + g->next_draw + 1, g->order + g->next_draw, sizeof g->order[0] * (size_t)(k - g->next_draw));
    g->order[g->next_draw] = (cit_tile_id)t;
    if (game_hold_tile(g, owner) != t) scenario_fail(s, "the tile could not be held", id);
}

/* `hand P ID...`: player P's hand becomes exactly these tiles, in this order (white-box,
   after set-up): what P held goes face down out of the game, and each named tile comes
   from there, from P's own hand or from the stack (never from another player's hand). With Halflings,
   the triangles a short `stack` lists, or the whole box's, are dealt at set-up; this
   picks the hand a rule needs. */
static void set_hand(scenario *s, char **w, int nw) {
    cit_game *g = s->g;
    int p = atoi(w[1]);
    if (p < 0 || p >= s->setup.nplayers) { scenario_fail(s, "no such player", w[1]); return; }
    for (int i = 0; i < g->nheld; i++)
        if (g->held_by[i] == p) g->held_by[i] = CIT_NOBODY;
    cit_tile_id kept[MAX_HELD];
    int nk = 0;
    for (int a = 2; a < nw; a++) {
        int t = cit_tileset_find(cit_game_tileset(g), w[a]), at = -1;
        if (t < 0) { scenario_fail(s, "unknown tile", w[a]); return; }
        for (int i = 0; i < g->nheld && at < 0; i++)
            if (g->held[i] == t && g->held_by[i] == CIT_NOBODY) at = i;
        for (int k = g->next_draw; k < g->norder && at < 0; k++) /* or out of the stack */
            if (g->order[k] == t && game_hold_stack_tile(g, CIT_NOBODY, k) == t) at = g->nheld - 1;
        if (at < 0) { scenario_fail(s, "the tile is neither face down, in the hand nor in the stack", w[a]); return; }
        /* take it out of the list, to be appended in the order named */
        g->nheld--;
        memmove(g->held + at, g->held + at + 1, sizeof g->held[0] * (size_t)(g->nheld - at));
        memmove(g->held_by + at, g->held_by + at + 1, (size_t)(g->nheld - at));
        kept[nk++] = (cit_tile_id)t;
    }
    for (int i = 0; i < nk; i++) {
        g->held[g->nheld] = kept[i];
        g->held_by[g->nheld++] = (uint8_t)p;
    }
    game_count_hands(g); /* held_by rewritten here, not through the hold calls */
}

/* `play-held ID`: the player to move plays ID from their hand instead of the tile drawn,
   which goes back on top of the stack (turn_give_tile from a hand: never discarded). */
static void play_held(scenario *s, const char *id) {
    cit_game *g = s->g;
    int t = cit_tileset_find(cit_game_tileset(g), id), player = g->player, k = 0;
    if (t < 0) { scenario_fail(s, "unknown tile", id); return; }
    if (g->decision != CIT_DECIDE_PLACE_TILE || g->nqueue) { scenario_fail(s, "no tile to place is pending", id); return; }
    cit_tile_id hand[MAX_HELD];
    int n = cit_game_hand(g, player, hand, MAX_HELD);
    while (k < n && hand[k] != t) k++;
    if (k == n) { scenario_fail(s, "the tile is not in the hand of the player to move", id); return; }
    /* the tile in hand back on top of the stack (into the slot of the last tile taken
       from it: a held tile may have been taken after the draw) */
    if (g->next_draw > g->setup_tiles) g->order[--g->next_draw] = g->hand;
    emitter e = {g, NULL};
    turn_give_tile(g, game_release_tile(g, player, k), 1, &e);
}


/* `expect P holds ID...|none`: the tiles in P's hand, in the order taken. */
static void check_holds(scenario *s, char **w, int nw) {
    cit_tile_id hand[MAX_HELD];
    int n = cit_game_hand(s->g, atoi(w[1]), hand, MAX_HELD), want = !strcmp(w[3], "none") ? 0 : nw - 3;
    scenario_expect_int(s, "tiles in the hand", n, want);
    for (int i = 0; i < want && i < n; i++)
        if (strcmp(cit_game_tileset(s->g)->tiles[hand[i]].id, w[3 + i])) scenario_fail(s, "hand tile is not", w[3 + i]);
}








/* `expect events NAME P|- N`: the moves applied so far reported N events of the type the
   engine names NAME (cit_event_name: the runner names no module) for player P (the event's
   player), or for anyone with -. */
static void check_events(scenario *s, char **w) {
    int type = -1;
    for (int t = 0; t < 256 && type < 0; t++)
        if (!strcmp(cit_event_name(t), w[2])) type = t;
    if (type < 0) { scenario_fail(s, "no event type has that name", w[2]); return; }
    int n = 0;
    if (!strcmp(w[3], "-")) {
        for (int p = 0; p <= CIT_MAX_PLAYERS; p++) n += s->t.events_of[type][p];
    } else {
        int p = atoi(w[3]);
        if (p < 0 || p >= s->setup.nplayers) { scenario_fail(s, "no such player", w[3]); return; }
        n = s->t.events_of[type][p];
    }
    scenario_expect_int(s, "events of that type", n, atoi(w[4]));
}



/* A module's statement (`expects` 0: named by w[0]) or expectation (1: by w[1], after
   `expect`) that takes the line; 0 when none does. */
static int module_verb(scenario *s, char **w, int nw, int expects) {
    for (int m = 0; m < scenario_nmodules && nw > expects; m++) {
        const scenario_module *mod = scenario_modules[m];
        const scenario_verb *v = expects ? mod->expects : mod->statements;
        int n = expects ? mod->nexpects : mod->nstatements;
        for (int i = 0; i < n; i++)
            if (!strcmp(v[i].word, w[expects]) && v[i].run(s, w, nw)) return 1;
    }
    return 0;
}

static void do_expect(scenario *s, char **w, int nw) {
    const char *k = nw > 1 ? w[1] : "";
    int p = nw > 2 ? atoi(w[2]) : 0;
    if (!strcmp(k, "score") && nw == 4) scenario_expect_int(s, "score", cit_game_score(s->g, p), atoi(w[3]));
    else if (!strcmp(k, "supply") && nw == 4) scenario_expect_int(s, "supply", cit_game_supply(s->g, p), atoi(w[3]));
    else if (!strcmp(k, "category") && nw == 5) {
        int c = -1;
        for (int i = 0; i < CIT_CAT_COUNT; i++)
            if (!strcmp(w[3], cit_score_category_name(i))) c = i;
        if (c < 0) { scenario_fail(s, "unknown category", w[3]); return; }
        scenario_expect_int(s, "category score", cit_game_score_in(s->g, p, (cit_score_category)c), atoi(w[4]));
    } else if (!strcmp(k, "final") && nw == 4) {
        int sc[CIT_MAX_PLAYERS];
        cit_game_projected_scores(s->g, sc);
        scenario_expect_int(s, "final score", sc[p], atoi(w[3]));
    } else if (!strcmp(k, "feature")) check_feature(s, w, nw);
    else if (!strcmp(k, "turn") && nw == 3) scenario_expect_int(s, "player to move", cit_game_pending(s->g).player, p);
    else if (!strcmp(k, "hand") && nw == 3) {
        const cit_tileset *ts = cit_game_tileset(s->g);
        cit_pending pd = cit_game_pending(s->g);
        if (cit_game_over(s->g) || strcmp(ts->tiles[pd.tile].id, w[2])) scenario_fail(s, "tile in hand is not", w[2]);
    } else if (!strcmp(k, "over")) {
        if (!cit_game_over(s->g)) scenario_fail(s, "the game is not over", NULL);
    } else if (!strcmp(k, "discards") && nw == 3) scenario_expect_int(s, "discards", s->t.discards, p);
    else if (!strcmp(k, "stack") && nw == 3) scenario_expect_int(s, "tiles left to draw", cit_game_stack_left(s->g), p);
    else if (!strcmp(k, "placed") && nw == 3) scenario_expect_int(s, "tiles placed", cit_game_placed_count(s->g), p);
    else if (!strcmp(k, "spots")) check_spots(s, w, nw);
    else if (!strcmp(k, "legal") || !strcmp(k, "legal-bridge")) check_legal(s, w, nw);
    else if (!strcmp(k, "fillable") || !strcmp(k, "unfillable")) check_fillable(s, w, nw);
    else if (!strcmp(k, "decision") && nw == 4) {
        cit_pending pd = cit_game_pending(s->g);
        if (strcmp(cit_decision_name(pd.decision), w[2])) scenario_fail(s, "pending decision is", cit_decision_name(pd.decision));
        scenario_expect_int(s, "deciding player", pd.player, atoi(w[3]));
    } else if (!strcmp(k, "about") && nw == 4) {
        int x, y, f, half;
        cit_pending pd = cit_game_pending(s->g);
        if (!scenario_parse_xy(w[2], &x, &y) || !scenario_parse_spot(w[3], &f, &half)) { scenario_fail(s, "bad expect about", NULL); return; }
        scenario_expect_int(s, "decision feature x", pd.x, x);
        scenario_expect_int(s, "decision feature y", pd.y, y);
        scenario_expect_int(s, "decision feature spot", pd.spot, f);
        scenario_expect_int(s, "decision feature half", pd.half, half);
    } else if (!strcmp(k, "conserved")) {
        cit_follower fl[128];
        int n = cit_game_followers(s->g, fl, 128);
        for (int i = 0; i < s->setup.nplayers; i++) {
            int total = cit_game_supply(s->g, i), want = s->followers;
            for (int j = 0; j < n && j < 128; j++) total += fl[j].player == i;
            /* each follower kind the game's modules declare, as many as the counts hold */
            for (int f = 1; f <= cit_game_follower_kinds(s->g); f++) want += cit_game_follower_counted(s->g, i, f);
            scenario_expect_int(s, "followers of a player in all places", total, want);
        }
    } else if (!strcmp(k, "parts") && nw == 4) {
        int x, y;
        if (!scenario_parse_xy(w[2], &x, &y)) { scenario_fail(s, "bad expect parts", NULL); return; }
        scenario_expect_int(s, "pieces in the cell", cit_game_parts_at(s->g, x, y, NULL), atoi(w[3]));
    } else if (!strcmp(k, "follower") && nw == 5) {
        check_follower(s, w);
    } else if (nw >= 4 && !strcmp(w[2], "holds")) {
        check_holds(s, w, nw);
    } else if (!strcmp(k, "unseen") && nw == 4) {
        int counts[CIT_MAX_TILE_TYPES] = {0}, t = cit_tileset_find(cit_game_tileset(s->g), w[2]);
        cit_game_remaining_counts(s->g, counts);
        if (t < 0) scenario_fail(s, "unknown tile", w[2]);
        else scenario_expect_int(s, "copies unseen", counts[t], atoi(w[3]));
    } else if (!strcmp(k, "events") && nw == 5) {
        check_events(s, w);
    } else if (!strcmp(k, "events-sum")) {
        for (int i = 0; i < s->setup.nplayers; i++)
            scenario_expect_int(s, "score vs sum of score events", cit_game_score(s->g, i), s->t.event_sum[i]);
    } else if (!module_verb(s, w, nw, 1)) scenario_fail(s, "unknown expect", k);
}

/* The game before a move applied (and what the moves reported so far), for `undo`; past
   SCENARIO_MAX_UNDO the oldest is dropped. Takes `before`. */
static void keep_for_undo(scenario *s, cit_game *before) {
    scenario_tally *t = malloc(sizeof *t);
    if (!t) {
        cit_game_free(before);
        scenario_fail(s, "undo", "out of memory");
        return;
    }
    *t = s->t;
    if (s->nkept == SCENARIO_MAX_UNDO) {
        cit_game_free(s->kept[0]);
        free(s->kept_tally[0]);
        memmove(s->kept, s->kept + 1, sizeof s->kept[0] * (SCENARIO_MAX_UNDO - 1));
        memmove(s->kept_tally, s->kept_tally + 1, sizeof s->kept_tally[0] * (SCENARIO_MAX_UNDO - 1));
        s->nkept--;
    }
    s->kept[s->nkept] = before;
    s->kept_tally[s->nkept++] = t;
}

/* `undo`: the game as it was before the last move applied (a move statement; white-box
   statements such as `give` or `hand` are no moves), what the moves reported included. */
static void undo(scenario *s) {
    if (!s->nkept) {
        scenario_fail(s, "undo", "no move to take back");
        return;
    }
    cit_game_free(s->g);
    s->g = s->kept[--s->nkept];
    s->t = *s->kept_tally[s->nkept];
    free(s->kept_tally[s->nkept]);
}

/* `expect answers A | B | ...`: the pending decision's answers (cit_game_legal_moves), in
   their text form, are exactly these, in any order (`-`: none, the game over). */
#define MAX_LISTED 4096
static void check_answers(scenario *s, char *list) {
    static cit_move moves[MAX_LISTED];
    static char got[MAX_LISTED][64];
    int n = cit_game_legal_moves(s->g, moves, MAX_LISTED);
    if (n > MAX_LISTED) { scenario_fail(s, "expect answers", "more answers than the runner lists"); return; }
    for (int i = 0; i < n; i++)
        if (cit_move_format(s->g, &moves[i], got[i], sizeof got[i]) != CIT_OK) strcpy(got[i], "?");
    static int matched[MAX_LISTED];
    memset(matched, 0, sizeof matched);
    for (char *item = list; item;) {
        int first = item == list;
        char *bar = strchr(item, '|');
        if (bar) *bar = '\0';
        char words[256] = ""; /* the item's words, one blank between */
        size_t len = 0;
        for (const char *c = item; *c && len + 1 < sizeof words; c++) {
            int blank = *c == ' ' || *c == '\t' || *c == '\r' || *c == '\n';
            if (!blank) words[len++] = *c;
            else if (len && words[len - 1] != ' ') words[len++] = ' ';
        }
        while (len && words[len - 1] == ' ') len--;
        words[len] = '\0';
        item = bar ? bar + 1 : NULL;
        if (!strcmp(words, "-") && !bar && first) break; /* "-" alone: no answer at all */
        int k = 0;
        while (k < n && (matched[k] || strcmp(got[k], words))) k++;
        if (k == n) scenario_fail(s, "expected answer not offered", words);
        else matched[k] = 1;
    }
    int extra = 0;
    for (int k = 0; k < n; k++)
        if (!matched[k] && extra++ < 8) scenario_fail(s, "answer offered but not expected", got[k]);
    if (extra > 8) {
        char more[64];
        snprintf(more, sizeof more, "%d more", extra - 8);
        scenario_fail(s, "answers offered but not expected", more);
    }
}

static void do_move(scenario *s, const char *text, const char *reject) {
    cit_move m;
    if (cit_move_parse(s->g, text, strlen(text), &m) != CIT_OK) { scenario_fail(s, "cannot parse move", text); return; }
    uint64_t before = cit_game_hash(s->g);
    cit_outcome o;
    cit_game *before_move = !reject && s->undo_wanted ? cit_game_clone(s->g) : NULL;
    cit_status st = cit_game_apply(s->g, &m, &o);
    if (before_move) {
        if (st == CIT_OK) keep_for_undo(s, before_move);
        else cit_game_free(before_move);
    }
    if (reject) {
        if (st == CIT_OK) { scenario_fail(s, "move was accepted, expected rejection", text); return; }
        if (strcmp(status_name(st), reject)) scenario_fail(s, "rejected with a different status", status_name(st));
        if (cit_game_hash(s->g) != before) scenario_fail(s, "a rejected move changed the game", text);
        return;
    }
    if (st != CIT_OK) { scenario_fail(s, "move rejected", status_name(st)); return; }
    account(s, &o);
}

static void run_line(scenario *s, char *line) {
    char *hash = strchr(line, '#');
    if (hash) *hash = '\0';
    char copy[512];
    snprintf(copy, sizeof copy, "%s", line);
    char *w[32];
    int nw = 0;
    for (char *t = strtok(line, " \t\r\n"); t && nw < 32; t = strtok(NULL, " \t\r\n")) w[nw++] = t;
    if (!nw) return;
    if (!strcmp(w[0], "followers") && nw == 2 && !s->g) {
        s->followers = atoi(w[1]);
        if (s->followers < 0 || s->followers > CIT_FOLLOWERS) scenario_fail(s, "followers", "0 to 7");
    } else if (!strcmp(w[0], "undo") && nw == 1) {
        if (ensure_game(s)) undo(s);
    } else if (!strcmp(w[0], "expect") && nw >= 3 && !strcmp(w[1], "answers")) {
        if (ensure_game(s)) check_answers(s, copy + (w[2] - line));
    } else if (!strcmp(w[0], "players") && nw == 2 && !s->g) {
        s->setup.nplayers = (uint8_t)atoi(w[1]);
    } else if (!strcmp(w[0], "option") && nw == 3 && !s->g) {
        int id = cit_option_find(w[1], strlen(w[1]));
        if (id < 0) scenario_fail(s, "unknown option", w[1]);
        else if (!cit_option_set(&s->setup.opt, id, atoi(w[2]))) scenario_fail(s, "option value out of range", w[2]);
    } else if (!strcmp(w[0], "mode") && nw == 2 && !s->g) {
        int mode = cit_mode_find(w[1], strlen(w[1]));
        if (mode < 0) scenario_fail(s, "unknown mode", w[1]);
        else s->setup.mode = (uint8_t)mode;
    } else if (!strcmp(w[0], "start") && nw == 2 && !s->g) {
        set_start(s, w[1]);
    } else if (!strcmp(w[0], "extra") && nw == 3 && !s->g) {
        set_extra(s, w[1], w[2]);
    } else if ((!strcmp(w[0], "tiles") || !strcmp(w[0], "stack")) && !s->g) {
        cit_game *probe = cit_game_new(&s->setup, NULL, 0, NULL);
        const cit_tileset *ts = cit_game_tileset(probe);
        s->explicit_stack = !strcmp(w[0], "stack");
        for (int i = 1; i < nw; i++) {
            int t = cit_tileset_find(ts, w[i]);
            if (t < 0) scenario_fail(s, "unknown tile", w[i]);
            else if (s->norder < CIT_MAX_STACK) s->order[s->norder++] = (cit_tile_id)t;
        }
        cit_game_free(probe);
    } else if (!strcmp(w[0], "give") && nw == 2) {
        if (ensure_game(s)) give_tile(s, w[1]);
    } else if (!strcmp(w[0], "hold") && nw == 3) {
        if (ensure_game(s)) hold_tile(s, w[1], w[2]);
    } else if (!strcmp(w[0], "hand") && nw >= 2) {
        if (ensure_game(s)) set_hand(s, w, nw);
    } else if (!strcmp(w[0], "play-held") && nw == 2) {
        if (ensure_game(s)) play_held(s, w[1]);
    } else if (module_verb(s, w, nw, 0)) {
        /* a module's statement took it */
    } else if (cit_move_verb_known(w[0], strlen(w[0]))) { /* any move the engine reads */
        if (ensure_game(s)) do_move(s, copy + (w[0] - line), NULL);
    } else if (!strcmp(w[0], "reject") && nw > 2) {
        if (ensure_game(s)) do_move(s, copy + (w[2] - line), w[1]);
    } else if (!strcmp(w[0], "expect") && nw == 2 && !strcmp(w[1], "setup-rejected") && !s->g) {
        cit_status st = CIT_OK;
        /* with a start of its own or extra copies, the game those statements build */
        cit_game *g = relaxations(s) ? new_game(s, &st) : cit_game_new(&s->setup, NULL, 0, &st);
        if (g) scenario_fail(s, "set-up was accepted", NULL);
        else if (st != CIT_ERR_BAD_SETUP) scenario_fail(s, "set-up refused with a different status", status_name(st));
        cit_game_free(g);
        s->setup_checked = 1;
    } else if (!strcmp(w[0], "expect")) {
        if (ensure_game(s)) do_expect(s, w, nw);
    } else {
        scenario_fail(s, "unknown statement", w[0]);
    }
}

static int run_file(const char *path) {
    FILE *f = fopen(path, "r");
    if (!f) {
        fprintf(stderr, "%s: cannot open\n", path);
        return 0;
    }
    scenario s;
    memset(&s, 0, sizeof s);
    s.file = path;
    s.start_tile = -1;
    s.followers = CIT_FOLLOWERS;
    cit_setup_default(&s.setup, 2, 1);
    char line[512];
    while (fgets(line, sizeof line, f)) /* games are kept for `undo` only where one comes */
        if (!strncmp(line, "undo", 4) && strchr(" \t\r\n#", line[4] ? line[4] : ' ')) s.undo_wanted = 1;
    rewind(f);
    while (fgets(line, sizeof line, f)) {
        s.line++;
        run_line(&s, line);
    }
    fclose(f);
    if (!s.g && !s.failed && !s.setup_checked) scenario_fail(&s, "scenario has no moves or expectations", NULL);
    cit_game_free(s.g);
    while (s.nkept--) {
        cit_game_free(s.kept[s.nkept]);
        free(s.kept_tally[s.nkept]);
    }
    free(s.log);
    for (int m = 0; m < SCENARIO_MAX_MODULES; m++) free(s.module_state[m]);
    return !s.failed;
}

int main(int argc, char **argv) {
    int passed = 0, failed = 0;
    for (int i = 1; i < argc; i++) {
        if (run_file(argv[i])) passed++;
        else {
            failed++;
            fprintf(stderr, "FAIL %s\n", argv[i]);
        }
    }
    printf("scenarios: %d passed, %d failed\n", passed, failed);
    return failed ? 1 : 0;
}
