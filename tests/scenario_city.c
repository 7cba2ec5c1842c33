/* The scenario language's words of The City and its walls (tests/scenario.h).
 * Statements (white-box, docs/testing.md):
 *   stacks ID... | ID... | ID...  the whole stack as its three stacks, in draw order
 *                                 (city_set_stacks; a long pile takes several lines)
 *   wall X,Y n|e|s|w piece|gate   a wall piece on that side of cell X,Y (the inside)
 *   wall-supply N                 N wall pieces left (city_set_wall_supply)
 * Expectations:
 *   expect stacks N1 N2 N3        tiles left in each stack (hand not counted)
 *   expect wall-supply N          wall pieces left in the supply
 *   expect towers-left P N        towers left in player P's supply
 *   expect completion N           after the game: pieces the wall's completion took
 *   expect completion-path X,Y SIDE ...  after the game: the completion's pieces in the
 *                                 order laid (query and events; the events all before the
 *                                 scorings they cause)
 *   expect round-step I N         the pending gate or piece is the I-th of N in the round
 *   expect hand-stack K           the tile in hand came from stack K (1-3)
 *   expect placed-stack K         the last placed tile came from stack K (0: none)
 *   expect walls N                wall pieces the players laid (the gate included; not the
 *                                 completion's, see completion-path)
 *   expect wall X,Y SIDE KIND [watchman P|-]  the wall on that edge (from either cell):
 *                                 piece|gate|completion|none, and who has a watchman on it
 *   expect beyond X,Y / inside X,Y  whether a wall keeps every tile off the cell
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "internal.h" /* white-box: board_add_wall, dir_dx */
#include "modules/city/city.h"
#include "modules/city/mod_city.h" /* white-box: the stacks' sizes, the wall supply */
#include "scenario.h"

const scenario_module scenario_city;

/* `stacks`: the sizes of stacks 1 and 2 given so far, and the stack the next line goes on. */
typedef struct {
    int given, size[2], at;
} city_stacks;

static int stacks(scenario *s, char **w, int nw) {
    if (s->g) return 0;
    city_stacks *cs = scenario_module_state(s, &scenario_city, sizeof *cs);
    if (!cs) return 1;
    cit_game *probe = cit_game_new(&s->setup, NULL, 0, NULL);
    const cit_tileset *ts = probe ? cit_game_tileset(probe) : cit_tileset_builtin();
    /* a further `stacks` line goes on where the last one stopped */
    int k = cs->at, size[3] = {0, 0, 0};
    if (cs->given) size[0] = cs->size[0], size[1] = cs->size[1];
    s->explicit_stack = 1;
    for (int i = 1; i < nw; i++) {
        if (!strcmp(w[i], "|")) {
            if (++k > 2) scenario_fail(s, "stacks", "three stacks at most");
            continue;
        }
        int t = cit_tileset_find(ts, w[i]);
        if (t < 0) scenario_fail(s, "unknown tile", w[i]);
        else if (s->norder < CIT_MAX_STACK) s->order[s->norder++] = (cit_tile_id)t, size[k < 3 ? k : 2]++;
    }
    cs->given = 1;
    cs->size[0] = size[0];
    cs->size[1] = size[1];
    cs->at = k;
    cit_game_free(probe);
    return 1;
}

static void built(scenario *s) {
    city_stacks *cs = scenario_module_state(s, &scenario_city, sizeof *cs);
    if (cs && cs->given && !city_set_stacks(s->g, cs->size[0], cs->size[1]))
        scenario_fail(s, "stacks", "not a City game, or the stacks do not fit the order");
}

static int wall_supply(scenario *s, char **w, int nw) {
    if (nw != 2) return 0;
    if (scenario_game(s) && !city_set_wall_supply(s->g, atoi(w[1])))
        scenario_fail(s, "wall-supply", "not a City game, or out of 0..70");
    return 1;
}

static int add_wall(scenario *s, char **w, int nw) {
    if (nw != 4) return 0;
    if (!scenario_game(s)) return 1;
    int x, y, side = scenario_side_of(w[2]), kind = !strcmp(w[3], "gate") ? CIT_WALL_GATE : CIT_WALL_PIECE;
    if (!scenario_parse_xy(w[1], &x, &y) || side < 0 || (strcmp(w[3], "gate") && strcmp(w[3], "piece"))) {
        scenario_fail(s, "bad wall", NULL);
        return 1;
    }
    if (!board_add_wall(s->g, x, y, side, kind)) scenario_fail(s, "the wall could not be built", w[1]);
    return 1;
}

static int expect_stacks(scenario *s, char **w, int nw) {
    if (nw != 5) return 0;
    int left[CIT_CITY_STACKS] = {-1, -1, -1};
    if (!cit_game_city_stacks(s->g, left)) scenario_fail(s, "expect stacks", "not a City game");
    for (int i = 0; i < CIT_CITY_STACKS; i++) scenario_expect_int(s, "tiles left in the stack", left[i], atoi(w[2 + i]));
    return 1;
}

/* The expectations of one number: `expect WORD N` or `expect WORD P N`. */
static int expect_number(scenario *s, char **w, int nw) {
    const char *k = w[1];
    int n = nw > 2 ? atoi(w[2]) : 0;
    if (!strcmp(k, "towers-left") && nw == 4)
        scenario_expect_int(s, "towers left", cit_game_city_towers_left(s->g, n), atoi(w[3]));
    else if (!strcmp(k, "completion") && nw == 3)
        scenario_expect_int(s, "pieces the wall's completion took", cit_game_city_completion(s->g), n);
    else if (!strcmp(k, "round-step") && nw == 4) {
        cit_pending pd = cit_game_pending(s->g);
        scenario_expect_int(s, "piece's number in the wall round", pd.arg, n);
        scenario_expect_int(s, "pieces in the wall round", pd.limit, atoi(w[3]));
    } else if (!strcmp(k, "wall-supply") && nw == 3)
        scenario_expect_int(s, "wall pieces in the supply", cit_game_city_wall_supply(s->g), n);
    else if (!strcmp(k, "hand-stack") && nw == 3)
        scenario_expect_int(s, "stack of the tile in hand", cit_game_city_hand_stack(s->g), n);
    else if (!strcmp(k, "placed-stack") && nw == 3)
        scenario_expect_int(s, "stack of the last placed tile", cit_game_city_placed_stack(s->g), n);
    else if (!strcmp(k, "walls") && nw == 3)
        scenario_expect_int(s, "wall pieces", cit_game_walls(s->g, NULL, 0), n);
    else return 0;
    return 1;
}

/* The completion's pieces as their events came (cell, side), at most CIT_MAX_EVENTS, and
   whether one came after a SCORE event of its move that followed an earlier one. */
static int completion_events(const scenario *s, int ev[][3], int *late) {
    int n = 0, move = -1, scored_after = 0;
    *late = 0;
    for (int i = 0; i < s->t.nlog; i++) {
        const cit_event *e = &s->log[i].ev;
        if (s->log[i].move != move) move = s->log[i].move, scored_after = 0;
        if (e->type == CIT_EV_CITY_WALL && e->quarter == CIT_WALL_CITY_COMPLETION) {
            if (n && scored_after) *late = 1;
            if (n < CIT_MAX_EVENTS) ev[n][0] = e->x, ev[n][1] = e->y, ev[n][2] = e->spot, n++;
        }
        if (e->type == CIT_EV_SCORE && n) scored_after = 1;
    }
    return n;
}

/* `expect completion-path X,Y SIDE ...`: the completion's pieces in the order laid, as
   cit_game_city_completion_walls lists them and as their events came, all of those
   before any SCORE event that followed the first. */
static int expect_completion_path(scenario *s, char **w, int nw) {
    cit_wall ws[256];
    static int ev[CIT_MAX_EVENTS][3];
    int late, nev = completion_events(s, ev, &late);
    int n = cit_game_city_completion_walls(s->g, ws, 256), want = (nw - 2) / 2;
    if ((nw - 2) % 2) {
        scenario_fail(s, "bad expect completion-path", NULL);
        return 1;
    }
    scenario_expect_int(s, "completion pieces", n, want);
    scenario_expect_int(s, "completion pieces' events", nev, want);
    if (late) scenario_fail(s, "a completion piece's event came after a scoring", NULL);
    for (int k = 0; k < want && k < n && k < 256; k++) {
        int x, y, side = scenario_side_of(w[3 + 2 * k]);
        char at[32];
        snprintf(at, sizeof at, "piece %d", k + 1);
        if (!scenario_parse_xy(w[2 + 2 * k], &x, &y) || side < 0) {
            scenario_fail(s, "bad expect completion-path", NULL);
            return 1;
        }
        if (ws[k].x != x || ws[k].y != y || ws[k].side != side || ws[k].kind != CIT_WALL_CITY_COMPLETION)
            scenario_fail(s, "completion path differs at", at);
        if (k < nev && (ev[k][0] != x || ev[k][1] != y || ev[k][2] != side))
            scenario_fail(s, "completion events differ at", at);
    }
    return 1;
}

/* `expect wall X,Y SIDE piece|gate|completion|none [watchman P|-]`. */
static int expect_wall(scenario *s, char **w, int nw) {
    int x, y, side = nw > 3 ? scenario_side_of(w[3]) : -1;
    if (!scenario_parse_xy(w[2], &x, &y) || side < 0 || (nw != 5 && nw != 7)) {
        scenario_fail(s, "bad expect wall", NULL);
        return 1;
    }
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
    if (strcmp(kind, w[4])) scenario_fail(s, "the wall there is", kind);
    if (nw == 7 && at >= 0)
        scenario_expect_int(s, "watchman on the wall (-1: none)", ws[at].watchman - 1, strcmp(w[6], "-") ? atoi(w[6]) : -1);
    return 1;
}

/* `expect beyond X,Y` / `expect inside X,Y`. */
static int expect_beyond(scenario *s, char **w, int nw) {
    if (nw != 3) return 0;
    int x, y;
    if (!scenario_parse_xy(w[2], &x, &y)) scenario_fail(s, "bad expect beyond", NULL);
    else scenario_expect_int(s, "cell beyond a wall", cit_game_beyond_wall(s->g, x, y) != 0, !strcmp(w[1], "beyond"));
    return 1;
}

static const scenario_verb statements[] = {{"stacks", stacks}, {"wall-supply", wall_supply}, {"wall", add_wall}};
static const scenario_verb expects[] = {
    {"stacks", expect_stacks},   {"towers-left", expect_number},  {"completion", expect_number},
    {"round-step", expect_number}, {"wall-supply", expect_number}, {"hand-stack", expect_number},
    {"placed-stack", expect_number}, {"walls", expect_number},     {"wall", expect_wall},
    {"completion-path", expect_completion_path}, {"beyond", expect_beyond}, {"inside", expect_beyond}};
const scenario_module scenario_city = {.statements = statements,
                                       .nstatements = 3,
                                       .expects = expects,
                                       .nexpects = 12,
                                       .built = built};
