/* Runs rule scenario files (tests/scenarios/NAME.scn): moves in, expected state out. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine.h"
#include "modules/abbey/abbey.h"
#include "modules/bazaar/bazaar.h"
#include "modules/bridges/bridges.h"
#include "modules/castles/castles.h"
#include "modules/city/city.h"
#include "modules/city/mod_city.h" /* white-box: `stacks` sets the three stacks' sizes */
#include "modules/count/count.h"
#include "modules/dragon/dragon.h"
#include "modules/halflings/halflings.h"
#include "modules/inns/inns.h"
#include "modules/traders/traders.h"
#include "modules/tower/tower.h"
#include "rules.h" /* white-box statements: `give`, hands (`hold`, `play-held`), `wall`:
                      what a module such as Halflings or The City will do */
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
 *   stacks ID... | ID... | ID...  The City: the whole stack as its three stacks, in draw
 *                                 order (white-box: city_set_stacks)
 *   hold P|- ID                   one copy of ID leaves the stack for P's hand (-: face down)
 *   play-held ID                  the player to move plays ID from their hand, not the draw
 *   hand P ID ...                 P's hand becomes exactly these tiles (taken from those
 *                                 face down out of the game or the stack; P's old hand
 *                                 goes face down out of the game)
 *   wall X,Y n|e|s|w piece|gate   a wall piece on that side of cell X,Y (the inside)
 *   wall-supply N                 The City: N wall pieces left (white-box: city_set_wall_supply)
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
 *                                 plus the bazaar's PAY events (payer -, payee +)
 *   expect decision KIND P        the pending decision (place_tile, count_deploy,
 *                                 count_quarter, count_move, none) and who decides
 *   expect about X,Y fS           the pending decision is about the feature with that part
 *   expect bridges P N            player P has N bridges left
 *   expect bridge X,Y AXIS        a bridge stands on x,y along AXIS (ns|we|none)
 *   expect quarter Q P N          player P has N followers in quarter Q (castle, ...)
 *   expect count Q                the Count stands on quarter Q
 *   expect conserved              every player's followers: supply + board + quarters = 7
 *                                 (N after `followers N`), plus the figures of each follower
 *                                 kind the game declares that those hold (cit_game_follower_counted)
 *   expect big P supply|X,Y fS|quarter Q   where player P's big follower is (Inns & Cathedrals)
 *   expect goods P W G C          player P holds W wine, G grain, C cloth tokens (Traders)
 *   expect builder|pig P supply|X,Y fS  where player P's builder / pig is
 *   expect barn P supply|X,Y CORNER   where player P's barn is (corner ne|se|sw|nw; Abbey & Mayor)
 *   expect second-part 0|1        the turn being played is a builder's second part
 *   expect second-owed P|-        player P will play a second part after this turn / round
 *   expect castles P N            player P has N castle tokens left
 *   expect castles-built N        castles on the board
 *   expect castle I paid P        castle I (in build order, from 0) was paid P points
 *   expect castle I unpaid        castle I has not been paid (its follower stands on it)
 *   expect castle I owner P       castle I belongs to player P
 *   expect castle I at X,Y fS     castle I holds its follower on that city part
 *   expect bazaar none|round|auction  no bazaar runs / its tiles are being played / auctioned
 *   expect bazaar-tile P ID|-     in the running bazaar player P got tile ID (- = none yet)
 *   expect bazaar-bid B P         the top bid on the lot is B, made by player P
 *   expect P holds ID...|none     the tiles in P's hand, in the order taken (cit_game_hand)
 *   expect unseen ID N            N copies of ID are unseen by somebody (stack, hands,
 *                                 face down: cit_game_remaining_counts)
 *   expect stacks N1 N2 N3        The City: tiles left in each stack (hand not counted)
 *   expect wall-supply N          The City: wall pieces left in the supply
 *   expect towers-left P N        The City: towers left in player P's supply
 *   expect completion N           The City, after the game: pieces the wall's completion took
 *   expect completion-path X,Y SIDE ...  The City, after the game: the completion's pieces
 *                                 in the order laid (query and events; the events all
 *                                 before the scorings they cause)
 *   expect round-step I N         The City: the pending gate or piece is the I-th of N in the round
 *   expect hand-stack K           The City: the tile in hand came from stack K (1-3)
 *   expect placed-stack K         The City: the last placed tile came from stack K (0: none)
 *   expect walls N                wall pieces the players laid (the gate included; not the
 *                                 completion's, see completion-path)
 *   expect wall X,Y SIDE KIND [watchman P|-]  the wall on that edge (from either cell):
 *                                 piece|gate|completion|none, and who has a watchman on it
 *   expect beyond X,Y / inside X,Y  whether a wall keeps every tile off the cell
 *   expect tower X,Y H|none [top P|-]  The Tower: the tower's height (none: no foundation)
 *                                 and who has a follower on its top
 *   expect pieces P N             The Tower: player P has N tower pieces left
 *   expect prisoners C O N [big]  The Tower: C holds N followers of O (the big one among them)
 *   expect fairy X,Y|none         where the fairy stands
 *   expect dragon X,Y|none        where the dragon stands
 *   expect dragon-steps N         steps still to come in the dragon's movement (0: none under way)
 *   expect set-aside N            dragon tiles set aside (drawn before the first volcano)
 *   expect setup-rejected         (before any move) the set-up so far is refused with
 *                                 bad_setup, e.g. `players 7`; the file may end there
 * Triangles (half tiles). A part is "X,Y fS" (a square's, or the first triangle's of its
 * cell) or "X,Y fS'" (the second triangle's); `expect feature`, `expect about` and
 * `expect castle I at` take either.
 *   give ID                       the player to move holds ID instead of the drawn tile,
 *                                 which goes back on top of the stack (white-box: how a
 *                                 module hands a triangle over); ID must fit somewhere
 *   expect parts X,Y N            cell x,y holds N pieces (0, 1, or 2 triangles)
 *   expect follower X,Y fS P      a follower of player P stands on that part (- = none)
 */

/* What the applied moves reported (an `undo` takes back the last move's share). */
typedef struct {
    int discards;
    int event_sum[CIT_MAX_PLAYERS];
    /* every event the applied moves reported, by type and player (CIT_MAX_PLAYERS: nobody) */
    int events_of[256][CIT_MAX_PLAYERS + 1];
    /* The City: the completion's CIT_EV_CITY_WALL events (cell, side) as they came, and
       whether one came after a SCORE event that followed an earlier one */
    int ncompletion_ev, completion_ev_late;
    int completion_ev[CIT_MAX_EVENTS][3];
} tally;

/* Moves an `undo` can take back, the latest (older ones are dropped past it). */
#define MAX_UNDO 64

typedef struct {
    const char *file;
    int line;
    int failed;
    cit_setup setup;
    cit_tile_id order[CIT_MAX_STACK];
    int norder, explicit_stack;
    int start_tile;            /* `start ID`: the tile; -1: the mode's own start */
    int stack_sizes[2];        /* `stacks`: the sizes of stacks 1 and 2; -1: not given */
    int stack_at;              /* `stacks`: the stack the next line goes on (a long pile
                                  takes several lines) */
    int no_start;              /* `start none` */
    int extra[CIT_MAX_TILE_TYPES]; /* `extra ID N`: copies added to the box */
    int any_extra;
    int setup_checked;
    cit_game *g;
    tally t;
    int followers;             /* `followers N`: each player's followers (CIT_FOLLOWERS) */
    int undo_wanted;           /* the file has an `undo`: every applied move is kept */
    int nkept;                 /* games (and tallies) before the moves, for `undo` */
    cit_game *kept[MAX_UNDO];
    tally *kept_tally[MAX_UNDO];
} scenario;

static void fail(scenario *s, const char *what, const char *detail) {
    fprintf(stderr, "%s:%d: %s%s%s\n", s->file, s->line, what, detail ? ": " : "", detail ? detail : "");
    s->failed = 1;
}

/* `expect bridge X,Y ns|we|none`: what the tile at x,y carries. */
static void expect_bridge(scenario *s, const char *cell, const char *axis) {
    int x, y;
    if (sscanf(cell, "%d,%d", &x, &y) != 2) { fail(s, "bad cell", cell); return; }
    cit_placed_tile t[2];
    if (!cit_game_parts_at(s->g, x, y, t)) { fail(s, "no tile there", cell); return; }
    const char *names[3] = {"none", "ns", "we"};
    int b = t[0].overlay < 3 ? t[0].overlay : 0;
    if (strcmp(names[b], axis)) fail(s, "bridge differs", names[b]);
}

static const char *status_name(cit_status st) {
    const char *k = cit_status_key(st);
    return k ? k : "?";
}

/* ---- set-up statements: start tile, extra copies ------------------------------------- */

/* `start classic|count|none|ID`. */
static void set_start(scenario *s, const char *what) {
    s->start_tile = -1;
    s->no_start = 0;
    if (!strcmp(what, "count")) s->setup.opt.v[CIT_OPT_COUNT] = 1;
    else if (!strcmp(what, "classic")) s->setup.opt.v[CIT_OPT_COUNT] = 0;
    else if (!strcmp(what, "none")) s->no_start = 1;
    else {
        int t = cit_tileset_find(cit_tileset_builtin(), what);
        if (t < 0) fail(s, "unknown start (classic, count, none or a tile id)", what);
        else s->start_tile = t;
    }
}

/* `extra ID N`. */
static void set_extra(scenario *s, const char *id, const char *n) {
    int t = cit_tileset_find(cit_tileset_builtin(), id), k = atoi(n);
    if (t < 0) fail(s, "unknown tile", id);
    else if (k < 1 || k > CIT_MAX_STACK) fail(s, "bad number of extra copies", n);
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
    if (!probe) return fail(s, "bad set-up", NULL), 0;
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
            fail(s, "the box has no copy left for the start tile (extra ID N adds some)", ts->tiles[start].id);
            cit_game_free(probe);
            return 0;
        }
        order[n++] = (cit_tile_id)start;
    }
    for (int i = 0; i < s->norder; i++) {
        if (counts[s->order[i]]-- <= 0) {
            fail(s, "the box has no more copies (extra ID N adds some) of", ts->tiles[s->order[i]].id);
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
    if (s->g && s->stack_sizes[0] >= 0 && !city_set_stacks(s->g, s->stack_sizes[0], s->stack_sizes[1]))
        fail(s, "stacks", "not a City game, or the stacks do not fit the order");
    if (s->g) return 1;
    if (s->failed) return 0;
    if (s->no_start && st == CIT_ERR_BAD_SETUP)
        fail(s, "start none", "classic mode cannot yet start without a start tile (a mode that builds its "
                              "start from the stack, such as The City, will)");
    else fail(s, "cannot create the game", cit_status_str(st));
    return 0;
}

static int ensure_game(scenario *s) { return s->g || build_game(s); }

static void account(scenario *s, const cit_outcome *o) {
    int scored_after = 0; /* a SCORE event since the first completion piece */
    for (int i = 0; i < o->n; i++) {
        s->t.events_of[o->ev[i].type][o->ev[i].player < CIT_MAX_PLAYERS ? o->ev[i].player : CIT_MAX_PLAYERS]++;
        if (o->ev[i].type == CIT_EV_CITY_WALL && o->ev[i].quarter == CIT_WALL_CITY_COMPLETION) {
            if (s->t.ncompletion_ev && scored_after) s->t.completion_ev_late = 1;
            if (s->t.ncompletion_ev < CIT_MAX_EVENTS) {
                int *c = s->t.completion_ev[s->t.ncompletion_ev++];
                c[0] = o->ev[i].x, c[1] = o->ev[i].y, c[2] = o->ev[i].spot;
            }
        }
        if (o->ev[i].type == CIT_EV_SCORE && s->t.ncompletion_ev) scored_after = 1;
        if (o->ev[i].type == CIT_EV_DISCARD) s->t.discards++;
        if (o->ev[i].type == CIT_EV_SCORE) s->t.event_sum[o->ev[i].player] += o->ev[i].points;
        if (o->ev[i].type == CIT_EV_BAZAAR_PAY || o->ev[i].type == CIT_EV_TOWER_RANSOM) { /* points change hands */
            s->t.event_sum[o->ev[i].player] -= o->ev[i].points;
            if (o->ev[i].other < CIT_MAX_PLAYERS) s->t.event_sum[o->ev[i].other] += o->ev[i].points;
        }
    }
}

static int parse_xy(const char *w, int *x, int *y) { return sscanf(w, "%d,%d", x, y) == 2; }

/* "fS" (half 0) or "fS'" (half 1): a part's feature and half. */
static int parse_spot(const char *w, int *spot, int *half) {
    int used = 0;
    if (sscanf(w, "f%d%n", spot, &used) != 1) return 0;
    *half = w[used] == '\'';
    return w[used + *half] == '\0';
}

static void expect_int(scenario *s, const char *what, long got, long want) {
    if (got == want) return;
    char buf[96];
    snprintf(buf, sizeof buf, "got %ld, expected %ld", got, want);
    fail(s, what, buf);
}

static void check_feature(scenario *s, char **w, int nw) {
    int x, y, f, half;
    if (nw < 5 || !parse_xy(w[2], &x, &y) || !parse_spot(w[3], &f, &half)) { fail(s, "bad expect feature", NULL); return; }
    cit_feature_info info;
    if (!cit_game_feature(s->g, x, y, f, half, &info, NULL, 0, NULL)) { fail(s, "no such feature", w[2]); return; }
    for (int i = 4; i + 1 < nw; i += 2) {
        if (!strcmp(w[i], "complete")) expect_int(s, "feature complete", info.complete, atoi(w[i + 1]));
        else if (!strcmp(w[i], "cells")) expect_int(s, "feature cells", info.cells, atoi(w[i + 1]));
        else if (!strcmp(w[i], "value")) expect_int(s, "feature value", info.value, atoi(w[i + 1]));
        else if (!strcmp(w[i], "followers")) {
            int want[CIT_MAX_PLAYERS] = {0}, p, k;
            const char *c = w[i + 1];
            while (*c && sscanf(c, "%d:%d", &p, &k) == 2) {
                if (p >= 0 && p < CIT_MAX_PLAYERS) want[p] = k;
                c = strchr(c, ',');
                if (!c) break;
                c++;
            }
            for (p = 0; p < CIT_MAX_PLAYERS; p++) expect_int(s, "feature followers", info.followers[p], want[p]);
        } else fail(s, "unknown feature key", w[i]);
    }
}

static void check_spots(scenario *s, char **w, int nw) {
    int x, y, r;
    if (nw < 5 || !parse_xy(w[2], &x, &y) || sscanf(w[3], "r%d", &r) != 1) { fail(s, "bad expect spots", NULL); return; }
    int8_t spots[16];
    int n = cit_game_follower_spots(s->g, x, y, r, spots, 16);
    char got[64] = "", want[64] = "";
    for (int i = 0; i < n; i++) snprintf(got + strlen(got), sizeof got - strlen(got), "%s%d", i ? "," : "", spots[i]);
    if (!n) strcpy(got, "-");
    snprintf(want, sizeof want, "%s", w[4]);
    if (strcmp(got, want)) {
        char buf[160];
        snprintf(buf, sizeof buf, "got %s, expected %s", got, want);
        fail(s, "follower spots", buf);
    }
}

static void check_legal(scenario *s, char **w, int nw) {
    int x, y;
    if (nw < 4 || !parse_xy(w[2], &x, &y)) { fail(s, "bad expect legal", NULL); return; }
    cit_placement pl[512];
    int n = cit_game_legal_placements(s->g, pl, 512), mask = 0;
    int only_bridge = !strcmp(w[1], "legal-bridge");
    for (int i = 0; i < n; i++)
        if (pl[i].x == x && pl[i].y == y) mask = only_bridge ? pl[i].extramask : pl[i].rotmask;
    expect_int(s, only_bridge ? "rotations legal only with a bridge" : "legal rotation mask", mask, atoi(w[3]));
}

/* `expect fillable|unfillable X,Y`. */
static void check_fillable(scenario *s, char **w, int nw) {
    int x, y;
    if (nw != 3 || !parse_xy(w[2], &x, &y)) { fail(s, "bad expect fillable", NULL); return; }
    int want = !strcmp(w[1], "fillable"), got = cit_game_cell_fillable(s->g, x, y) != 0;
    if (got != want) fail(s, want ? "the cell is reported unfillable" : "the cell is reported fillable", w[2]);
}

static void check_castle(scenario *s, char **w, int nw) {
    cit_castle cs[16];
    int n = cit_game_castles(s->g, cs, 16), i = atoi(w[2]);
    if (i < 0 || i >= n || i >= 16) { fail(s, "no such castle", w[2]); return; }
    const cit_castle *c = &cs[i];
    if (!strcmp(w[3], "unpaid")) expect_int(s, "castle paid", c->paid, 0);
    else if (!strcmp(w[3], "paid") && nw == 5) {
        expect_int(s, "castle paid", c->paid, 1);
        expect_int(s, "castle points", c->points, atoi(w[4]));
    } else if (!strcmp(w[3], "owner") && nw == 5) expect_int(s, "castle owner", c->owner, atoi(w[4]));
    else if (!strcmp(w[3], "at") && nw == 6) {
        int x, y, f, half;
        if (!parse_xy(w[4], &x, &y) || !parse_spot(w[5], &f, &half)) { fail(s, "bad expect castle at", NULL); return; }
        expect_int(s, "castle x", c->x, x);
        expect_int(s, "castle y", c->y, y);
        expect_int(s, "castle spot", c->spot, f);
        expect_int(s, "castle half", c->half, half);
    } else fail(s, "bad expect castle", w[3]);
}

/* `expect follower X,Y fS['] P|-`: who stands on that very part (tile parts only). */
static void check_follower(scenario *s, char **w) {
    int x, y, f, half;
    if (!parse_xy(w[2], &x, &y) || !parse_spot(w[3], &f, &half)) { fail(s, "bad expect follower", NULL); return; }
    cit_follower fl[128];
    int n = cit_game_followers(s->g, fl, 128), who = -1;
    for (int i = 0; i < n && i < 128; i++)
        if (fl[i].where == CIT_AT_PART && fl[i].x == x && fl[i].y == y && fl[i].spot == f && fl[i].half == half)
            who = fl[i].player;
    expect_int(s, "follower on the part (-1: none)", who, strcmp(w[4], "-") ? atoi(w[4]) : -1);
}

/* `give ID`: the hand-over a module makes (a triangle from a player's hand), white-box. */
static void give_tile(scenario *s, const char *id) {
    cit_game *g = s->g;
    int t = cit_tileset_find(cit_game_tileset(g), id);
    if (t < 0) { fail(s, "unknown tile", id); return; }
    if (g->decision != CIT_DECIDE_PLACE_TILE || g->nqueue) { fail(s, "no tile to place is pending", id); return; }
    int old = g->hand;
    g->hand = (cit_tile_id)t;
    cit_placement pl[1];
    if (cit_game_legal_placements(g, pl, 1) == 0) {
        g->hand = (cit_tile_id)old;
        fail(s, "the tile fits nowhere", id);
        return;
    }
    if (g->next_draw > g->setup_tiles && g->order[g->next_draw - 1] == old) g->next_draw--;
}

/* ---- hands and walls: what a module does, white-box (docs/testing.md) ---------------- */

/* "n"|"e"|"s"|"w" -> 0..3 (N E S W, as dir_dx), else -1. */
static int side_of(const char *w) {
    static const char names[] = "nesw";
    return w[0] && !w[1] && strchr(names, w[0]) ? (int)(strchr(names, w[0]) - names) : -1;
}

/* `hold P ID` / `hold - ID`: one copy of ID leaves the stack for player P's hand (or face
   down for everyone); the tiles before it keep their order (game_hold_tile). */
static void hold_tile(scenario *s, const char *who, const char *id) {
    cit_game *g = s->g;
    int t = cit_tileset_find(cit_game_tileset(g), id), k = g->next_draw;
    int owner = strcmp(who, "-") ? atoi(who) : CIT_NOBODY;
    if (t < 0) { fail(s, "unknown tile", id); return; }
    if (owner != CIT_NOBODY && (owner < 0 || owner >= s->setup.nplayers)) { fail(s, "no such player", who); return; }
    while (k < g->norder && g->order[k] != t) k++;
    if (k == g->norder) { fail(s, "tile not in the stack", id); return; }
    memmove(g->order + g->next_draw + 1, g->order + g->next_draw, sizeof g->order[0] * (size_t)(k - g->next_draw));
    g->order[g->next_draw] = (cit_tile_id)t;
    if (game_hold_tile(g, owner) != t) fail(s, "the tile could not be held", id);
}

/* `hand P ID...`: player P's hand becomes exactly these tiles, in this order (white-box,
   after set-up): what P held goes face down out of the game, and each named tile comes
   from there, from P's own hand or from the stack (never from another player's hand). With Halflings,
   the triangles a short `stack` lists, or the whole box's, are dealt at set-up; this
   picks the hand a rule needs. */
static void set_hand(scenario *s, char **w, int nw) {
    cit_game *g = s->g;
    int p = atoi(w[1]);
    if (p < 0 || p >= s->setup.nplayers) { fail(s, "no such player", w[1]); return; }
    for (int i = 0; i < g->nheld; i++)
        if (g->held_by[i] == p) g->held_by[i] = CIT_NOBODY;
    cit_tile_id kept[MAX_HELD];
    int nk = 0;
    for (int a = 2; a < nw; a++) {
        int t = cit_tileset_find(cit_game_tileset(g), w[a]), at = -1;
        if (t < 0) { fail(s, "unknown tile", w[a]); return; }
        for (int i = 0; i < g->nheld && at < 0; i++)
            if (g->held[i] == t && g->held_by[i] == CIT_NOBODY) at = i;
        for (int k = g->next_draw; k < g->norder && at < 0; k++) /* or out of the stack */
            if (g->order[k] == t && game_hold_stack_tile(g, CIT_NOBODY, k) == t) at = g->nheld - 1;
        if (at < 0) { fail(s, "the tile is neither face down, in the hand nor in the stack", w[a]); return; }
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
    if (t < 0) { fail(s, "unknown tile", id); return; }
    if (g->decision != CIT_DECIDE_PLACE_TILE || g->nqueue) { fail(s, "no tile to place is pending", id); return; }
    cit_tile_id hand[MAX_HELD];
    int n = cit_game_hand(g, player, hand, MAX_HELD);
    while (k < n && hand[k] != t) k++;
    if (k == n) { fail(s, "the tile is not in the hand of the player to move", id); return; }
    /* the tile in hand back on top of the stack (into the slot of the last tile taken
       from it: a held tile may have been taken after the draw) */
    if (g->next_draw > g->setup_tiles) g->order[--g->next_draw] = g->hand;
    emitter e = {g, NULL};
    turn_give_tile(g, game_release_tile(g, player, k), 1, &e);
}

/* `wall X,Y SIDE piece|gate`: a wall piece on that side of cell X,Y (the inside). */
static void add_wall(scenario *s, char **w) {
    int x, y, side = side_of(w[2]), kind = !strcmp(w[3], "gate") ? CIT_WALL_GATE : CIT_WALL_PIECE;
    if (!parse_xy(w[1], &x, &y) || side < 0 || (strcmp(w[3], "gate") && strcmp(w[3], "piece"))) {
        fail(s, "bad wall", NULL);
        return;
    }
    if (!board_add_wall(s->g, x, y, side, kind)) fail(s, "the wall could not be built", w[1]);
}

/* `expect P holds ID...|none`: the tiles in P's hand, in the order taken. */
static void check_holds(scenario *s, char **w, int nw) {
    cit_tile_id hand[MAX_HELD];
    int n = cit_game_hand(s->g, atoi(w[1]), hand, MAX_HELD), want = !strcmp(w[3], "none") ? 0 : nw - 3;
    expect_int(s, "tiles in the hand", n, want);
    for (int i = 0; i < want && i < n; i++)
        if (strcmp(cit_game_tileset(s->g)->tiles[hand[i]].id, w[3 + i])) fail(s, "hand tile is not", w[3 + i]);
}

/* `expect completion-path X,Y SIDE ...`: the completion's pieces in the order laid, as
   cit_game_city_completion_walls lists them and as their events came, all of those
   before any SCORE event that followed the first. */
static void check_completion_path(scenario *s, char **w, int nw) {
    cit_wall ws[256];
    int n = cit_game_city_completion_walls(s->g, ws, 256), want = (nw - 2) / 2;
    if ((nw - 2) % 2) { fail(s, "bad expect completion-path", NULL); return; }
    expect_int(s, "completion pieces", n, want);
    expect_int(s, "completion pieces' events", s->t.ncompletion_ev, want);
    if (s->t.completion_ev_late) fail(s, "a completion piece's event came after a scoring", NULL);
    for (int k = 0; k < want && k < n && k < 256; k++) {
        int x, y, side = side_of(w[3 + 2 * k]);
        char at[32];
        snprintf(at, sizeof at, "piece %d", k + 1);
        if (!parse_xy(w[2 + 2 * k], &x, &y) || side < 0) { fail(s, "bad expect completion-path", NULL); return; }
        if (ws[k].x != x || ws[k].y != y || ws[k].side != side || ws[k].kind != CIT_WALL_CITY_COMPLETION)
            fail(s, "completion path differs at", at);
        if (k < s->t.ncompletion_ev &&
            (s->t.completion_ev[k][0] != x || s->t.completion_ev[k][1] != y || s->t.completion_ev[k][2] != side))
            fail(s, "completion events differ at", at);
    }
}

/* `expect wall X,Y SIDE piece|gate|completion|none [watchman P|-]`. */
static void check_wall(scenario *s, char **w, int nw) {
    int x, y, side = side_of(w[3]);
    if (!parse_xy(w[2], &x, &y) || side < 0 || (nw != 5 && nw != 7)) { fail(s, "bad expect wall", NULL); return; }
    cit_wall ws[320];
    int n = cit_game_walls(s->g, ws, 64), at = -1;
    if (n > 64) n = 64;
    int nc = cit_game_city_completion_walls(s->g, ws + n, 256); /* after the game */
    n += nc < 256 ? nc : 256;
    for (int i = 0; i < n; i++) {
        int d = ws[i].side;
        if ((ws[i].x == x && ws[i].y == y && d == side) ||
            (ws[i].x + dir_dx[d] == x && ws[i].y + dir_dy[d] == y && (d + 2) % 4 == side))
            at = i;
    }
    const char *kind = at < 0                                       ? "none"
                       : ws[at].kind == CIT_WALL_GATE             ? "gate"
                       : ws[at].kind == CIT_WALL_CITY_COMPLETION ? "completion"
                                                                   : "piece";
    if (strcmp(kind, w[4])) fail(s, "the wall there is", kind);
    if (nw == 7 && at >= 0)
        expect_int(s, "watchman on the wall (-1: none)", ws[at].watchman - 1, strcmp(w[6], "-") ? atoi(w[6]) : -1);
}

static int quarter_of(const char *name) {
    for (int q = 0; q < CIT_QUARTERS; q++)
        if (!strcmp(name, cit_quarter_name(q))) return q;
    return -1;
}

/* "expect figure mayor|wagon P board|supply|kept|quarter Q": where player P's Abbey & Mayor
   figure is, and nowhere else (kept: another module holds it, a tower's prisoner; quarter:
   the Count keeps it in quarter Q). */
static void expect_figure(scenario *s, char **w, int nw) {
    int p = atoi(w[3]), mayor = !strcmp(w[2], "mayor");
    int where[3] = {mayor ? cit_game_mayor(s->g, p, NULL) : cit_game_wagon(s->g, p, NULL),
                    mayor ? cit_game_mayor_in_supply(s->g, p) : cit_game_wagon_in_supply(s->g, p),
                    mayor ? cit_game_mayor_kept(s->g, p) : cit_game_wagon_kept(s->g, p)};
    static const char *const names[3] = {"figure on the board", "figure in its own supply", "figure kept"};
    int quarter = !strcmp(w[4], "quarter") && nw == 6, want = quarter ? 2 : -1;
    static const char *const words[3] = {"board", "supply", "kept"};
    for (int i = 0; i < 3; i++)
        if (!strcmp(w[4], words[i])) want = i;
    if (want < 0) {
        fail(s, "bad expect figure", w[4]);
        return;
    }
    for (int i = 0; i < 3; i++) expect_int(s, names[i], where[i], i == want);
    if (quarter)
        expect_int(s, "figure's quarter",
                   cit_game_quarter_figure(s->g, p, cit_game_follower_named(s->g, mayor ? "mayor" : "wagon")),
                   quarter_of(w[5]));
}

static void check_bazaar(scenario *s, char **w, int nw) {
    cit_bazaar b;
    int on = cit_game_bazaar(s->g, &b);
    if (!strcmp(w[1], "bazaar") && nw == 3) {
        const char *state = !on ? "none" : b.auction ? "auction" : "round";
        if (strcmp(state, w[2])) fail(s, "the bazaar is", state);
    } else if (!strcmp(w[1], "bazaar-tile") && nw == 4) {
        const cit_tileset *ts = cit_game_tileset(s->g);
        const char *got = "-";
        for (int i = 0; on && i < b.ntiles; i++)
            if (b.owner[i] == atoi(w[2])) got = ts->tiles[b.tile[i]].id;
        if (strcmp(got, w[3])) fail(s, "bazaar tile of the player is", got);
    } else if (!strcmp(w[1], "bazaar-bid") && nw == 4) {
        expect_int(s, "top bid", on ? b.bid : -1, atoi(w[2]));
        expect_int(s, "top bidder", on ? b.bidder : -1, atoi(w[3]));
    } else fail(s, "bad expect", w[1]);
}

/* Traders & Builders: goods tokens, the builder and the pig, the second part. */
static void check_traders(scenario *s, char **w, int nw) {
    const char *k = w[1];
    int p = nw > 2 ? atoi(w[2]) : 0;
    if (!strcmp(k, "goods") && nw == 6) {
        expect_int(s, "wine tokens", cit_game_traders_goods(s->g, p, CIT_GOODS_WINE), atoi(w[3]));
        expect_int(s, "grain tokens", cit_game_traders_goods(s->g, p, CIT_GOODS_GRAIN), atoi(w[4]));
        expect_int(s, "cloth tokens", cit_game_traders_goods(s->g, p, CIT_GOODS_CLOTH), atoi(w[5]));
    } else if ((!strcmp(k, "builder") || !strcmp(k, "pig")) && nw >= 4) {
        int fig = !strcmp(k, "pig") ? CIT_TRADERS_PIG : CIT_TRADERS_BUILDER;
        cit_feature_part at;
        int on = cit_game_traders_figure(s->g, p, fig, &at);
        if (!strcmp(w[3], "supply")) {
            expect_int(s, "figure on the board", on, 0);
            expect_int(s, "figure in supply", cit_game_traders_figure_in_supply(s->g, p, fig), 1);
            return;
        }
        int x, y, f, half;
        if (nw != 5 || !parse_xy(w[3], &x, &y) || !parse_spot(w[4], &f, &half)) { fail(s, "bad expect", k); return; }
        expect_int(s, "figure on the board", on, 1);
        expect_int(s, "figure x", at.x, x);
        expect_int(s, "figure y", at.y, y);
        expect_int(s, "figure spot", at.spot, f);
        expect_int(s, "figure half", at.half, half);
    } else if (!strcmp(k, "second-part") && nw == 3) {
        expect_int(s, "second part", cit_game_traders_second_part(s->g), p);
    } else if (!strcmp(k, "second-owed") && nw == 3) {
        expect_int(s, "second part owed to", cit_game_traders_second_part_owed(s->g), strcmp(w[2], "-") ? p : -1);
    } else fail(s, "bad expect", k);
}

/* `expect barn P supply|X,Y ne|se|sw|nw`: where player P's barn is (Abbey & Mayor). */
static void check_barn(scenario *s, char **w, int nw) {
    static const char *const corners[4] = {"ne", "se", "sw", "nw"};
    int p = atoi(w[2]), x = 0, y = 0, corner = -1, ex, ey;
    int on = cit_game_barn(s->g, p, &x, &y, &corner);
    if (!strcmp(w[3], "supply")) {
        expect_int(s, "barn on the board", on, 0);
        expect_int(s, "barn in supply", cit_game_barn_in_supply(s->g, p), 1);
        return;
    }
    if (nw != 5 || !parse_xy(w[3], &ex, &ey)) { fail(s, "bad expect barn", NULL); return; }
    expect_int(s, "barn on the board", on, 1);
    expect_int(s, "barn x", x, ex);
    expect_int(s, "barn y", y, ey);
    if (!on || corner < 0 || corner > 3 || strcmp(corners[corner], w[4])) fail(s, "the barn's corner is not", w[4]);
}

/* `expect events NAME P|- N`: the moves applied so far reported N events of the type the
   engine names NAME (cit_event_name: the runner names no module) for player P (the event's
   player), or for anyone with -. */
static void check_events(scenario *s, char **w) {
    int type = -1;
    for (int t = 0; t < 256 && type < 0; t++)
        if (!strcmp(cit_event_name(t), w[2])) type = t;
    if (type < 0) { fail(s, "no event type has that name", w[2]); return; }
    int n = 0;
    if (!strcmp(w[3], "-")) {
        for (int p = 0; p <= CIT_MAX_PLAYERS; p++) n += s->t.events_of[type][p];
    } else {
        int p = atoi(w[3]);
        if (p < 0 || p >= s->setup.nplayers) { fail(s, "no such player", w[3]); return; }
        n = s->t.events_of[type][p];
    }
    expect_int(s, "events of that type", n, atoi(w[4]));
}

/* The Tower: `expect tower X,Y H|none [top P|-]`, `expect pieces P N`,
   `expect prisoners C O N [big] [mayor] [wagon]` (the kinds named are held, the others not). */
static void check_tower(scenario *s, char **w, int nw) {
    const char *k = w[1];
    int x, y;
    if (!strcmp(k, "tower") && (nw == 4 || nw == 6) && parse_xy(w[2], &x, &y)) {
        expect_int(s, "tower height", cit_game_tower_height(s->g, x, y), strcmp(w[3], "none") ? atoi(w[3]) : -1);
        cit_tower t[32];
        int n = cit_game_towers(s->g, t, 32), top = -1;
        for (int i = 0; i < n && i < 32; i++)
            if (t[i].x == x && t[i].y == y) top = t[i].top - 1;
        if (nw == 6) expect_int(s, "follower on the tower's top", top, strcmp(w[5], "-") ? atoi(w[5]) : -1);
    } else if (!strcmp(k, "pieces") && nw == 4) {
        expect_int(s, "tower pieces", cit_game_tower_pieces(s->g, atoi(w[2])), atoi(w[3]));
    } else if (!strcmp(k, "prisoners") && nw >= 5 && nw <= 8) {
        expect_int(s, "prisoners", cit_game_tower_prisoners(s->g, atoi(w[2]), atoi(w[3]), NULL), atoi(w[4]));
        for (int i = 5; i < nw; i++)
            if (!cit_game_follower_named(s->g, w[i])) fail(s, "no such follower kind in the game", w[i]);
        for (int kind = 1; kind <= cit_game_follower_kinds(s->g); kind++) { /* by the kinds' words */
            const char *word = cit_game_follower_word(s->g, kind);
            int named = 0;
            for (int i = 5; i < nw; i++) named |= !strcmp(w[i], word);
            expect_int(s, word, cit_game_tower_held(s->g, atoi(w[2]), atoi(w[3]), kind), named);
        }
    } else fail(s, "bad expect", k);
}

/* `expect dragon|fairy X,Y|none`: where the figure stands. */
static void check_dragon(scenario *s, const char *who, const char *cell) {
    int x, y, on = !strcmp(who, "fairy") ? cit_game_fairy(s->g, &x, &y, NULL) : cit_game_dragon_cell(s->g, &x, &y);
    if (!strcmp(cell, "none")) {
        if (on) fail(s, "it is on the board", who);
        return;
    }
    int wx, wy;
    if (!parse_xy(cell, &wx, &wy)) fail(s, "bad expect", who);
    else if (!on) fail(s, "it is not on the board", who);
    else if (x != wx || y != wy) fail(s, "it stands elsewhere", who);
}

static void do_expect(scenario *s, char **w, int nw) {
    const char *k = nw > 1 ? w[1] : "";
    int p = nw > 2 ? atoi(w[2]) : 0;
    if (!strcmp(k, "score") && nw == 4) expect_int(s, "score", cit_game_score(s->g, p), atoi(w[3]));
    else if (!strcmp(k, "supply") && nw == 4) expect_int(s, "supply", cit_game_supply(s->g, p), atoi(w[3]));
    else if (!strcmp(k, "category") && nw == 5) {
        int c = -1;
        for (int i = 0; i < CIT_CAT_COUNT; i++)
            if (!strcmp(w[3], cit_score_category_name(i))) c = i;
        if (c < 0) { fail(s, "unknown category", w[3]); return; }
        expect_int(s, "category score", cit_game_score_in(s->g, p, (cit_score_category)c), atoi(w[4]));
    } else if (!strcmp(k, "final") && nw == 4) {
        int sc[CIT_MAX_PLAYERS];
        cit_game_projected_scores(s->g, sc);
        expect_int(s, "final score", sc[p], atoi(w[3]));
    } else if (!strcmp(k, "feature")) check_feature(s, w, nw);
    else if (!strcmp(k, "turn") && nw == 3) expect_int(s, "player to move", cit_game_pending(s->g).player, p);
    else if (!strcmp(k, "hand") && nw == 3) {
        const cit_tileset *ts = cit_game_tileset(s->g);
        cit_pending pd = cit_game_pending(s->g);
        if (cit_game_over(s->g) || strcmp(ts->tiles[pd.tile].id, w[2])) fail(s, "tile in hand is not", w[2]);
    } else if (!strcmp(k, "over")) {
        if (!cit_game_over(s->g)) fail(s, "the game is not over", NULL);
    } else if (!strcmp(k, "discards") && nw == 3) expect_int(s, "discards", s->t.discards, p);
    else if (!strcmp(k, "stack") && nw == 3) expect_int(s, "tiles left to draw", cit_game_stack_left(s->g), p);
    else if (!strcmp(k, "placed") && nw == 3) expect_int(s, "tiles placed", cit_game_placed_count(s->g), p);
    else if (!strcmp(k, "spots")) check_spots(s, w, nw);
    else if (!strcmp(k, "legal") || !strcmp(k, "legal-bridge")) check_legal(s, w, nw);
    else if (!strcmp(k, "fillable") || !strcmp(k, "unfillable")) check_fillable(s, w, nw);
    else if ((!strcmp(k, "dragon") || !strcmp(k, "fairy")) && nw == 3) check_dragon(s, k, w[2]);
    else if (!strcmp(k, "dragon-steps") && nw == 3) expect_int(s, "dragon steps left", cit_game_dragon_steps_left(s->g), p);
    else if (!strcmp(k, "set-aside") && nw == 3) expect_int(s, "dragon tiles set aside", cit_game_dragon_set_aside(s->g, NULL, 0), p);
    else if (!strcmp(k, "decision") && nw == 4) {
        cit_pending pd = cit_game_pending(s->g);
        if (strcmp(cit_decision_name(pd.decision), w[2])) fail(s, "pending decision is", cit_decision_name(pd.decision));
        expect_int(s, "deciding player", pd.player, atoi(w[3]));
    } else if (!strcmp(k, "about") && nw == 4) {
        int x, y, f, half;
        cit_pending pd = cit_game_pending(s->g);
        if (!parse_xy(w[2], &x, &y) || !parse_spot(w[3], &f, &half)) { fail(s, "bad expect about", NULL); return; }
        expect_int(s, "decision feature x", pd.x, x);
        expect_int(s, "decision feature y", pd.y, y);
        expect_int(s, "decision feature spot", pd.spot, f);
        expect_int(s, "decision feature half", pd.half, half);
    } else if (!strcmp(k, "big") && nw >= 4) {
        cit_feature_part at;
        int on = cit_game_big_follower(s->g, p, &at);
        if (!strcmp(w[3], "supply")) {
            expect_int(s, "big follower on the board", on, 0);
            expect_int(s, "big follower in supply", cit_game_big_follower_in_supply(s->g, p), 1);
        } else if (!strcmp(w[3], "quarter") && nw == 5) {
            expect_int(s, "big follower on the board", on, 0);
            expect_int(s, "big follower's quarter", cit_game_big_follower_away(s->g, p), quarter_of(w[4]));
        } else {
            int x, y, f, half;
            if (nw != 5 || !parse_xy(w[3], &x, &y) || !parse_spot(w[4], &f, &half)) { fail(s, "bad expect big", NULL); return; }
            expect_int(s, "big follower on the board", on, 1);
            expect_int(s, "big follower x", at.x, x);
            expect_int(s, "big follower y", at.y, y);
            expect_int(s, "big follower spot", at.spot, f);
        }
    } else if (!strcmp(k, "bridges") && nw == 4) {
        expect_int(s, "bridges left", cit_game_bridges_left(s->g, atoi(w[2])), atoi(w[3]));
    } else if (!strcmp(k, "bridge") && nw == 4) {
        expect_bridge(s, w[2], w[3]);
    } else if (!strcmp(k, "quarter") && nw == 5) {
        int q = quarter_of(w[2]);
        if (q < 0) { fail(s, "unknown quarter", w[2]); return; }
        expect_int(s, "followers in quarter", cit_game_quarter_followers(s->g, q, atoi(w[3])), atoi(w[4]));
    } else if (!strcmp(k, "figure") && nw >= 5) {
        expect_figure(s, w, nw);
    } else if (!strcmp(k, "count") && nw == 3) {
        int q = quarter_of(w[2]);
        if (q < 0) { fail(s, "unknown quarter", w[2]); return; }
        expect_int(s, "the Count's quarter", cit_game_count_quarter(s->g), q);
    } else if (!strcmp(k, "conserved")) {
        cit_follower fl[128];
        int n = cit_game_followers(s->g, fl, 128);
        for (int i = 0; i < s->setup.nplayers; i++) {
            int total = cit_game_supply(s->g, i), want = s->followers;
            for (int j = 0; j < n && j < 128; j++) total += fl[j].player == i;
            /* each follower kind the game's modules declare, as many as the counts hold */
            for (int f = 1; f <= cit_game_follower_kinds(s->g); f++) want += cit_game_follower_counted(s->g, i, f);
            expect_int(s, "followers of a player in all places", total, want);
        }
    } else if (!strcmp(k, "castles") && nw == 4) {
        expect_int(s, "castle tokens left", cit_game_castles_left(s->g, p), atoi(w[3]));
    } else if (!strcmp(k, "castles-built") && nw == 3) {
        cit_castle cs[16];
        expect_int(s, "castles built", cit_game_castles(s->g, cs, 16), p);
    } else if (!strcmp(k, "castle") && nw >= 4) {
        check_castle(s, w, nw);
    } else if (!strcmp(k, "parts") && nw == 4) {
        int x, y;
        if (!parse_xy(w[2], &x, &y)) { fail(s, "bad expect parts", NULL); return; }
        expect_int(s, "pieces in the cell", cit_game_parts_at(s->g, x, y, NULL), atoi(w[3]));
    } else if (!strcmp(k, "follower") && nw == 5) {
        check_follower(s, w);
    } else if (nw >= 4 && !strcmp(w[2], "holds")) {
        check_holds(s, w, nw);
    } else if (!strcmp(k, "unseen") && nw == 4) {
        int counts[CIT_MAX_TILE_TYPES] = {0}, t = cit_tileset_find(cit_game_tileset(s->g), w[2]);
        cit_game_remaining_counts(s->g, counts);
        if (t < 0) fail(s, "unknown tile", w[2]);
        else expect_int(s, "copies unseen", counts[t], atoi(w[3]));
    } else if (!strcmp(k, "stacks") && nw == 5) {
        int left[CIT_CITY_STACKS] = {-1, -1, -1};
        if (!cit_game_city_stacks(s->g, left)) fail(s, "expect stacks", "not a City game");
        for (int i = 0; i < CIT_CITY_STACKS; i++) expect_int(s, "tiles left in the stack", left[i], atoi(w[2 + i]));
    } else if (!strcmp(k, "towers-left") && nw == 4) {
        expect_int(s, "towers left", cit_game_city_towers_left(s->g, atoi(w[2])), atoi(w[3]));
    } else if (!strcmp(k, "completion") && nw == 3) {
        expect_int(s, "pieces the wall's completion took", cit_game_city_completion(s->g), p);
    } else if (!strcmp(k, "round-step") && nw == 4) {
        cit_pending pd = cit_game_pending(s->g);
        expect_int(s, "piece's number in the wall round", pd.arg, atoi(w[2]));
        expect_int(s, "pieces in the wall round", pd.limit, atoi(w[3]));
    } else if (!strcmp(k, "wall-supply") && nw == 3) {
        expect_int(s, "wall pieces in the supply", cit_game_city_wall_supply(s->g), p);
    } else if (!strcmp(k, "hand-stack") && nw == 3) {
        expect_int(s, "stack of the tile in hand", cit_game_city_hand_stack(s->g), p);
    } else if (!strcmp(k, "placed-stack") && nw == 3) {
        expect_int(s, "stack of the last placed tile", cit_game_city_placed_stack(s->g), p);
    } else if (!strcmp(k, "wall")) {
        check_wall(s, w, nw);
    } else if (!strcmp(k, "completion-path")) {
        check_completion_path(s, w, nw);
    } else if (!strcmp(k, "walls") && nw == 3) {
        expect_int(s, "wall pieces", cit_game_walls(s->g, NULL, 0), p);
    } else if ((!strcmp(k, "beyond") || !strcmp(k, "inside")) && nw == 3) {
        int x, y;
        if (!parse_xy(w[2], &x, &y)) { fail(s, "bad expect beyond", NULL); return; }
        expect_int(s, "cell beyond a wall", cit_game_beyond_wall(s->g, x, y) != 0, !strcmp(k, "beyond"));
    } else if (!strncmp(k, "bazaar", 6)) {
        check_bazaar(s, w, nw);
    } else if (!strcmp(k, "goods") || !strcmp(k, "builder") || !strcmp(k, "pig") || !strncmp(k, "second-", 7)) {
        check_traders(s, w, nw);
    } else if (!strcmp(k, "events") && nw == 5) {
        check_events(s, w);
    } else if (!strcmp(k, "barn") && nw >= 4) {
        check_barn(s, w, nw);
    } else if (!strcmp(k, "tower") || !strcmp(k, "pieces") || !strcmp(k, "prisoners")) {
        check_tower(s, w, nw);
    } else if (!strcmp(k, "events-sum")) {
        for (int i = 0; i < s->setup.nplayers; i++)
            expect_int(s, "score vs sum of score events", cit_game_score(s->g, i), s->t.event_sum[i]);
    } else fail(s, "unknown expect", k);
}

/* The game before a move applied (and what the moves reported so far), for `undo`; past
   MAX_UNDO the oldest is dropped. Takes `before`. */
static void keep_for_undo(scenario *s, cit_game *before) {
    tally *t = malloc(sizeof *t);
    if (!t) {
        cit_game_free(before);
        fail(s, "undo", "out of memory");
        return;
    }
    *t = s->t;
    if (s->nkept == MAX_UNDO) {
        cit_game_free(s->kept[0]);
        free(s->kept_tally[0]);
        memmove(s->kept, s->kept + 1, sizeof s->kept[0] * (MAX_UNDO - 1));
        memmove(s->kept_tally, s->kept_tally + 1, sizeof s->kept_tally[0] * (MAX_UNDO - 1));
        s->nkept--;
    }
    s->kept[s->nkept] = before;
    s->kept_tally[s->nkept++] = t;
}

/* `undo`: the game as it was before the last move applied (a move statement; white-box
   statements such as `give` or `hand` are no moves), what the moves reported included. */
static void undo(scenario *s) {
    if (!s->nkept) {
        fail(s, "undo", "no move to take back");
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
    if (n > MAX_LISTED) { fail(s, "expect answers", "more answers than the runner lists"); return; }
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
        if (k == n) fail(s, "expected answer not offered", words);
        else matched[k] = 1;
    }
    int extra = 0;
    for (int k = 0; k < n; k++)
        if (!matched[k] && extra++ < 8) fail(s, "answer offered but not expected", got[k]);
    if (extra > 8) {
        char more[64];
        snprintf(more, sizeof more, "%d more", extra - 8);
        fail(s, "answers offered but not expected", more);
    }
}

static void do_move(scenario *s, const char *text, const char *reject) {
    cit_move m;
    if (cit_move_parse(s->g, text, strlen(text), &m) != CIT_OK) { fail(s, "cannot parse move", text); return; }
    uint64_t before = cit_game_hash(s->g);
    cit_outcome o;
    cit_game *before_move = !reject && s->undo_wanted ? cit_game_clone(s->g) : NULL;
    cit_status st = cit_game_apply(s->g, &m, &o);
    if (before_move) {
        if (st == CIT_OK) keep_for_undo(s, before_move);
        else cit_game_free(before_move);
    }
    if (reject) {
        if (st == CIT_OK) { fail(s, "move was accepted, expected rejection", text); return; }
        if (strcmp(status_name(st), reject)) fail(s, "rejected with a different status", status_name(st));
        if (cit_game_hash(s->g) != before) fail(s, "a rejected move changed the game", text);
        return;
    }
    if (st != CIT_OK) { fail(s, "move rejected", status_name(st)); return; }
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
        if (s->followers < 0 || s->followers > CIT_FOLLOWERS) fail(s, "followers", "0 to 7");
    } else if (!strcmp(w[0], "undo") && nw == 1) {
        if (ensure_game(s)) undo(s);
    } else if (!strcmp(w[0], "expect") && nw >= 3 && !strcmp(w[1], "answers")) {
        if (ensure_game(s)) check_answers(s, copy + (w[2] - line));
    } else if (!strcmp(w[0], "players") && nw == 2 && !s->g) {
        s->setup.nplayers = (uint8_t)atoi(w[1]);
    } else if (!strcmp(w[0], "option") && nw == 3 && !s->g) {
        int id = cit_option_find(w[1], strlen(w[1]));
        if (id < 0) fail(s, "unknown option", w[1]);
        else if (!cit_option_set(&s->setup.opt, id, atoi(w[2]))) fail(s, "option value out of range", w[2]);
    } else if (!strcmp(w[0], "mode") && nw == 2 && !s->g) {
        int mode = cit_mode_find(w[1], strlen(w[1]));
        if (mode < 0) fail(s, "unknown mode", w[1]);
        else s->setup.mode = (uint8_t)mode;
    } else if (!strcmp(w[0], "stacks") && !s->g) {
        cit_game *probe = cit_game_new(&s->setup, NULL, 0, NULL);
        const cit_tileset *ts = probe ? cit_game_tileset(probe) : cit_tileset_builtin();
        /* a further `stacks` line goes on where the last one stopped */
        int k = s->stack_at, size[3] = {0, 0, 0};
        if (s->stack_sizes[0] >= 0) size[0] = s->stack_sizes[0], size[1] = s->stack_sizes[1];
        s->explicit_stack = 1;
        for (int i = 1; i < nw; i++) {
            if (!strcmp(w[i], "|")) {
                if (++k > 2) fail(s, "stacks", "three stacks at most");
                continue;
            }
            int t = cit_tileset_find(ts, w[i]);
            if (t < 0) fail(s, "unknown tile", w[i]);
            else if (s->norder < CIT_MAX_STACK) s->order[s->norder++] = (cit_tile_id)t, size[k < 3 ? k : 2]++;
        }
        s->stack_sizes[0] = size[0];
        s->stack_sizes[1] = size[1];
        s->stack_at = k;
        cit_game_free(probe);
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
            if (t < 0) fail(s, "unknown tile", w[i]);
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
    } else if (!strcmp(w[0], "wall-supply") && nw == 2) {
        if (ensure_game(s) && !city_set_wall_supply(s->g, atoi(w[1]))) fail(s, "wall-supply", "not a City game, or out of 0..70");
    } else if (!strcmp(w[0], "wall") && nw == 4) {
        if (ensure_game(s)) add_wall(s, w);
    } else if (cit_move_verb_known(w[0], strlen(w[0]))) { /* any move the engine reads */
        if (ensure_game(s)) do_move(s, copy + (w[0] - line), NULL);
    } else if (!strcmp(w[0], "reject") && nw > 2) {
        if (ensure_game(s)) do_move(s, copy + (w[2] - line), w[1]);
    } else if (!strcmp(w[0], "expect") && nw == 2 && !strcmp(w[1], "setup-rejected") && !s->g) {
        cit_status st = CIT_OK;
        /* with a start of its own or extra copies, the game those statements build */
        cit_game *g = relaxations(s) ? new_game(s, &st) : cit_game_new(&s->setup, NULL, 0, &st);
        if (g) fail(s, "set-up was accepted", NULL);
        else if (st != CIT_ERR_BAD_SETUP) fail(s, "set-up refused with a different status", status_name(st));
        cit_game_free(g);
        s->setup_checked = 1;
    } else if (!strcmp(w[0], "expect")) {
        if (ensure_game(s)) do_expect(s, w, nw);
    } else {
        fail(s, "unknown statement", w[0]);
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
    s.stack_sizes[0] = s.stack_sizes[1] = -1;
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
    if (!s.g && !s.failed && !s.setup_checked) fail(&s, "scenario has no moves or expectations", NULL);
    cit_game_free(s.g);
    while (s.nkept--) {
        cit_game_free(s.kept[s.nkept]);
        free(s.kept_tally[s.nkept]);
    }
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
