/* Abbey & Mayor (RULES.md §11): its rules table, its tiles in the box, its move text and
   its queries. The rules of each figure live in a file of its own (abbey_tile.c). */
#include "mod_abbey.h"

#include <string.h>

/* The 12 land tiles join the stack; the abbeys are dealt (abbey_setup), never stacked. */
static void abbey_box(const cit_catalog *cat, const cit_setup *s, cit_tile_id *box, int *n, int *start) {
    (void)start;
    if (!s->opt.v[CIT_OPT_ABBEY]) return;
    for (int t = 0, end; t < cat->set.ntiles; t = end) { /* the catalogue's runs of one set */
        end = cat->set_end[t] > t ? cat->set_end[t] : t + 1;
        if (strcmp(cat->set.tiles[t].set, "abbey") != 0) continue;
        for (int u = t; u < end; u++) {
            const cit_tile_def *d = &cat->set.tiles[u];
            if (d->flags & CIT_TF_ABBEY) continue;
            for (int c = 0; c < d->count && *n < BOX_CAP; c++) box[(*n)++] = (cit_tile_id)u;
        }
    }
}

static void setup(cit_game *g) { abbey_setup(g); }

/* Its figures, records of the core's table (abbey_state.h ABBEY_KIND_*): the mayor and the
   wagon are followers where they stand (the core's lists carry them; the mayor's
   strength is its city's pennants, mayor_winners); the barn stands on a corner
   (FK_CORNER) where four fields meet, in a field; nothing eats it. */
static const figure_kind abbey_kinds[ABBEY_KINDS] = {
    [ABBEY_KIND_MAYOR] = {"mayor", CIT_OPT_MAYOR, 1, 1, FK_FOLLOWER | FK_PENNANTS, MAYOR_MAY_STAND, "mayor", NULL},
    [ABBEY_KIND_WAGON] = {"wagon", CIT_OPT_WAGON, 1, 1, FK_FOLLOWER, WAGON_MAY_STAND, "wagon", NULL},
    [ABBEY_KIND_BARN] = {"barn", CIT_OPT_BARN, 1, 0, FK_CORNER, 1u << CIT_FEAT_FIELD, "barn", NULL}};

/* Each figure's file answers for its own decision. */
static int is_wagon(const decide_step *s) { return s->decision == CIT_DECIDE_WAGON || s->decision == CIT_DECIDE_WAGON_MOVE; }

static int legal(const cit_game *g, const decide_step *s, cit_move *out, int cap) {
    if (s->decision == CIT_DECIDE_BARN) return barn_legal(g, s, out, cap);
    if (is_wagon(s)) return wagon_legal(g, s, out, cap);
    return s->decision == CIT_DECIDE_MAYOR ? mayor_legal(g, s, out, cap) : abbey_legal(g, s, out, cap);
}

static cit_status check(const cit_game *g, const decide_step *s, const cit_move *m) {
    if (s->decision == CIT_DECIDE_BARN) return barn_check(g, s, m);
    if (is_wagon(s)) return wagon_check(g, s, m);
    return s->decision == CIT_DECIDE_MAYOR ? mayor_check(g, s, m) : abbey_check(g, s, m);
}

static void apply(cit_game *g, const decide_step *s, const cit_move *m, emitter *e) {
    if (s->decision == CIT_DECIDE_BARN) barn_apply(g, s, m, e);
    else if (is_wagon(s)) wagon_apply(g, s, m, e);
    else if (s->decision == CIT_DECIDE_MAYOR) mayor_apply(g, s, m, e);
    else abbey_apply(g, s, m, e);
}

static void describe(const cit_game *g, const decide_step *s, cit_pending *p) {
    if (s->decision == CIT_DECIDE_BARN) barn_describe(g, s, p);
    else if (is_wagon(s)) wagon_describe(g, s, p);
    else if (s->decision == CIT_DECIDE_MAYOR) mayor_describe(g, s, p);
}

static int playout(const cit_game *g, const decide_step *s, uint64_t *rng, cit_move *out) {
    return s->decision == CIT_DECIDE_ABBEY && abbey_playout(g, s, rng, out);
}

/* A mayor that went home is back in its own supply before anything else is decided. */
static int turn_start(cit_game *g, emitter *e) {
    abbey_figures_sync(g, NO_NODE, 0);
    return abbey_turn_start(g, e);
}

static void after_place(cit_game *g, int pi, emitter *e) {
    (void)e;
    mayor_after_place(g, pi);
}

/* A mayor or wagon another module's decision sent home (a crop circle's return) is in its own
   supply at once, before the crop circle's follower is asked from the core's. */
static void figures_home(cit_game *g) {
    abbey_figures_sync(g, NO_NODE, 0);
}

/* A wagon sent home by this scoring in play waits for its move. */
static void after_award(cit_game *g, uint16_t root, int final, emitter *e) {
    (void)e;
    abbey_figures_sync(g, root, final);
}

/* Freed wagons move as part of the scorings, before any turn_end hook (the big top's
   scoring counts them where they went); each award's after_award noted them freed. */
static void scorings_done(cit_game *g, emitter *e) {
    (void)e;
    wagon_turn_end(g);
}

/* The barn's scorings come first: the farmers they send home are not the mayor or wagon.
   A wagon is still freed here only after a turn part that scored nothing. */
static void turn_end(cit_game *g, emitter *e) {
    barn_turn_end(g, e);
    abbey_figures_sync(g, NO_NODE, 0);
    wagon_turn_end(g);
}

static void final_begin(cit_game *g, emitter *e) { barn_final(g, e); }

/* The abbeys still held may yet fill a hole: the window does not mark such a cell as one
   no tile can fill (cit_game_cell_fillable). */
static int tiles_to_come(const cit_game *g, cit_tile_id *tiles, uint8_t *players, int cap) {
    const abbey_state *s = abbey_of(g);
    int n = 0;
    for (int p = 0; p < g->nplayers && n < cap; p++)
        if (s->held >> p & 1) tiles[n] = (cit_tile_id)s->abbey_tile, players[n++] = (uint8_t)p;
    return n;
}

/* ---- move text: "abbey yes|no" ------------------------------------------------------------ */

static size_t format_abbey(const cit_game *g, const cit_move *m, char *buf, size_t cap) {
    (void)g;
    return mt_format_yes_no("abbey", m, buf, cap);
}

static int parse_abbey(const cit_game *g, mt_cursor *c, cit_move *m) {
    (void)g;
    return mt_parse_yes_no(c, m);
}

static size_t format_mayor(const cit_game *g, const cit_move *m, char *buf, size_t cap) {
    (void)g;
    return figure_ask_format("mayor", m, buf, cap);
}

/* the words after "mayor" or "wagon" */
static int parse_figure(const cit_game *g, mt_cursor *c, cit_move *m) {
    (void)g;
    return figure_ask_parse(c, m);
}

static size_t format_wagon(const cit_game *g, const cit_move *m, char *buf, size_t cap) {
    (void)g;
    return figure_ask_format("wagon", m, buf, cap);
}

/* "wagon-move none" or "wagon-move X,Y fN" (fN' for the second triangle of the cell). */
static size_t format_wagon_move(const cit_game *g, const cit_move *m, char *buf, size_t cap) {
    (void)g;
    if (m->arg0 > 1) return 0;
    return m->arg0 ? mt_format_part("wagon-move", m, buf, cap) : cit_fmt(buf, cap, "wagon-move none");
}

static int parse_wagon_move(const cit_game *g, mt_cursor *c, cit_move *m) {
    (void)g;
    mt_cursor look = *c;
    const char *w;
    size_t n;
    if (mt_word(&look, &w, &n) && mt_word_is(w, n, "none")) {
        *c = look;
        return 1;
    }
    m->arg0 = 1;
    return mt_parse_part(c, m);
}

/* "barn none" or "barn ne|se|sw|nw": the barn on that corner of the tile just placed. */
static const char *const corner_names[4] = {"ne", "se", "sw", "nw"};

static size_t format_barn(const cit_game *g, const cit_move *m, char *buf, size_t cap) {
    (void)g;
    if (m->arg0 > 1 || (m->arg0 && (m->spot < 0 || m->spot > 3)) || (!m->arg0 && m->spot != CIT_SPOT_NONE)) return 0;
    return m->arg0 ? cit_fmt(buf, cap, "barn %s", corner_names[m->spot]) : cit_fmt(buf, cap, "barn none");
}

static int parse_barn(const cit_game *g, mt_cursor *c, cit_move *m) {
    (void)g;
    const char *w;
    size_t n;
    if (!mt_word(c, &w, &n)) return 0;
    if (mt_word_is(w, n, "none")) return 1;
    for (int k = 0; k < 4; k++)
        if (mt_word_is(w, n, corner_names[k])) {
            m->arg0 = 1;
            m->spot = (int8_t)k;
            return 1;
        }
    return 0;
}

static const move_verb verbs[] = {{"abbey", CIT_MOVE_ABBEY, format_abbey, parse_abbey},
                                  {"mayor", CIT_MOVE_MAYOR, format_mayor, parse_figure},
                                  {"wagon", CIT_MOVE_WAGON, format_wagon, parse_figure},
                                  {"wagon-move", CIT_MOVE_WAGON_MOVE, format_wagon_move, parse_wagon_move},
                                  {"barn", CIT_MOVE_BARN, format_barn, parse_barn}};
static const decision_name decision_names[] = {{CIT_DECIDE_ABBEY, "abbey"}, {CIT_DECIDE_MAYOR, "mayor"},
                                               {CIT_DECIDE_WAGON, "wagon"}, {CIT_DECIDE_WAGON_MOVE, "wagon_move"},
                                               {CIT_DECIDE_BARN, "barn"}};

static const module_option abbey_options[] = {
    {CIT_OPT_ABBEY, {"abbey", 0, 1, CIT_MODE_CLASSIC, 1, -1, -1,
          CIT_N_("Abbeys"),
          CIT_N_("12 more tiles, and every player holds an abbey: instead of drawing, put it into a "
          "hole surrounded on four sides; it fits any edge, ends what meets it and is a cloister.")}},
    {CIT_OPT_MAYOR, {"mayor", 0, 1, CIT_MODE_CLASSIC, 1, -1, -1,
          CIT_N_("Mayor"),
          CIT_N_("Every player also has a mayor, placed instead of a follower on a city only: in the "
          "city's majority it counts as many followers as the city has pennants (none: it wins nothing).")}},
    {CIT_OPT_WAGON, {"wagon", 0, 1, CIT_MODE_CLASSIC, 1, -1, -1,
          CIT_N_("Wagon"),
          CIT_N_("Every player also has a wagon, placed instead of a follower on a road, city or "
          "cloister: when its feature is scored during play it may move on to a connected one.")}},
    /* farmers_off: no field could ever pay a barn (as the pig) */
    {CIT_OPT_BARN, {"barn", 0, 1, CIT_MODE_CLASSIC, 1, -1, CIT_OPT_FARMERS_OFF,
          CIT_N_("Barn"),
          CIT_N_("Every player also has a barn, placed instead of a follower on a corner where four "
          "fields meet: the farmers there score at once and go home; no farmer may join it later.")}},
};

const rules_module abbey_module = {
    .name = "abbey",
    .id = CIT_MODULE_ABBEY,
    .option = CIT_OPT_ABBEY,
    .also_option = CIT_OPT_MAYOR,
    .options = abbey_options,
    .noptions = sizeof abbey_options / sizeof abbey_options[0],
    .state_size = sizeof(abbey_state),
    .box = abbey_box,
    .setup = setup,
    .turn_start = turn_start,
    .turn_after_stack = abbey_turn_after_stack,
    .after_place = after_place,
    .after_award = after_award,
    .figures_home = figures_home,
    .scorings_done = scorings_done,
    .turn_end = turn_end,
    .final_begin = final_begin,
    .winners = mayor_winners,
    .figure_kinds = abbey_kinds,
    .nfigure_kinds = ABBEY_KINDS,
    .describe = describe,
    .legal = legal,
    .check = check,
    .apply = apply,
    .figure_decisions = 1u << (CIT_DECIDE_MAYOR - CIT_MODULE_IDS(CIT_MODULE_ABBEY)) |
                        1u << (CIT_DECIDE_WAGON - CIT_MODULE_IDS(CIT_MODULE_ABBEY)) |
                        1u << (CIT_DECIDE_BARN - CIT_MODULE_IDS(CIT_MODULE_ABBEY)),
    .placement = &abbey_rules,
    .playout = playout,
    .tiles_to_come = tiles_to_come,
    .verbs = verbs,
    .nverbs = sizeof verbs / sizeof verbs[0],
    .decision_names = decision_names,
    .ndecision_names = sizeof decision_names / sizeof decision_names[0],
};

/* ---- queries ---------------------------------------------------------------------------- */

static int running(const cit_game *g) { return g && (g->modules >> CIT_MODULE_ABBEY & 1); }

int cit_game_abbey_held(const cit_game *g, int player) {
    if (!running(g) || player < 0 || player >= g->nplayers) return 0;
    return abbey_of(g)->held >> player & 1;
}

int cit_tile_is_abbey(const cit_game *g, int t) { return g && abbey_is_tile(g, t); }

int cit_game_mayor(const cit_game *g, int player, cit_feature_part *at) {
    if (!running(g) || player < 0 || player >= g->nplayers || !abbey_option(g, CIT_OPT_MAYOR)) return 0;
    return mayor_part(g, player, at);
}

int cit_game_mayor_in_supply(const cit_game *g, int player) {
    if (!running(g) || player < 0 || player >= g->nplayers || !abbey_option(g, CIT_OPT_MAYOR)) return 0;
    return !mayor_part(g, player, NULL) && abbey_record_c(g, ABBEY_KIND_MAYOR, player)->where != FIG_KEPT;
}

int cit_game_mayor_kept(const cit_game *g, int player) {
    if (!running(g) || player < 0 || player >= g->nplayers) return 0;
    return figure_kind_kept(g, player, abbey_kind(g, ABBEY_KIND_MAYOR)) >= 0;
}

int cit_game_wagon_kept(const cit_game *g, int player) {
    if (!running(g) || player < 0 || player >= g->nplayers) return 0;
    return figure_kind_kept(g, player, abbey_kind(g, ABBEY_KIND_WAGON)) >= 0;
}

int cit_game_wagon(const cit_game *g, int player, cit_feature_part *at) {
    if (!running(g) || player < 0 || player >= g->nplayers || !abbey_option(g, CIT_OPT_WAGON)) return 0;
    return wagon_part(g, player, at);
}

int cit_game_wagon_in_supply(const cit_game *g, int player) {
    if (!running(g) || player < 0 || player >= g->nplayers || !abbey_option(g, CIT_OPT_WAGON)) return 0;
    return !wagon_part(g, player, NULL) && abbey_record_c(g, ABBEY_KIND_WAGON, player)->where != FIG_KEPT; /* nor freed */
}

int cit_game_barn(const cit_game *g, int player, int *x, int *y, int *corner) {
    if (!running(g) || player < 0 || player >= g->nplayers || !abbey_option(g, CIT_OPT_BARN)) return 0;
    return barn_where(g, player, x, y, corner);
}

int cit_game_barn_in_supply(const cit_game *g, int player) {
    if (!running(g) || player < 0 || player >= g->nplayers || !abbey_option(g, CIT_OPT_BARN)) return 0;
    return !barn_where(g, player, NULL, NULL, NULL);
}

int cit_game_abbey_hole(const cit_game *g, int x, int y) {
    if (!running(g) || x < -BOARD_LIMIT || x > BOARD_LIMIT || y < -BOARD_LIMIT || y > BOARD_LIMIT) return 0;
    return abbey_hole(g, x, y);
}
