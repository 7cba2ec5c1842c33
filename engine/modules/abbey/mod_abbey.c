/* Abbey & Mayor (RULES.md §11): its rules table, its tiles in the box, its move text and
   its queries. The rules of each figure live in a file of its own (abbey_tile.c). */
#include "mod_abbey.h"

#include <string.h>

/* The 12 land tiles join the stack; the abbeys are dealt (abbey_setup), never stacked. */
static void abbey_box(const cit_catalog *cat, const cit_setup *s, uint8_t *box, int *n, int *start) {
    (void)start;
    if (!s->opt.v[CIT_OPT_ABBEY]) return;
    for (int t = 0; t < cat->set.ntiles; t++) {
        const cit_tile_def *d = &cat->set.tiles[t];
        if (strcmp(d->set, "abbey") != 0 || (d->flags & CIT_TF_ABBEY)) continue;
        for (int c = 0; c < d->count && *n < CIT_MAX_STACK; c++) box[(*n)++] = (uint8_t)t;
    }
}

static void setup(cit_game *g) { abbey_setup(g); }

static int legal(const cit_game *g, const decide_step *s, cit_move *out, int cap) {
    return abbey_legal(g, s, out, cap);
}

static cit_status check(const cit_game *g, const decide_step *s, const cit_move *m) {
    return abbey_check(g, s, m);
}

static void apply(cit_game *g, const decide_step *s, const cit_move *m, emitter *e) { abbey_apply(g, s, m, e); }

/* The abbeys still held may yet fill a hole: the window does not mark such a cell as one
   no tile can fill (cit_game_cell_fillable). */
static int tiles_to_come(const cit_game *g, uint8_t *tiles, uint8_t *players, int cap) {
    const abbey_state *s = abbey_of(g);
    int n = 0;
    for (int p = 0; p < g->nplayers && n < cap; p++)
        if (s->held >> p & 1) tiles[n] = (uint8_t)s->abbey_tile, players[n++] = (uint8_t)p;
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

static const move_verb verbs[] = {{"abbey", CIT_MOVE_ABBEY, format_abbey, parse_abbey}};
static const decision_name decision_names[] = {{CIT_DECIDE_ABBEY, "abbey"}};

static const module_option abbey_options[] = {
    {CIT_OPT_ABBEY, {"abbey", 0, 1, CIT_MODE_CLASSIC, 1, -1, -1,
          "Abbeys", "Opatství",
          "12 more tiles, and every player holds an abbey: instead of drawing, put it into a "
          "hole surrounded on four sides; it fits any edge, ends what meets it and is a cloister.",
          "12 kartiček navíc a každý hráč má opatství: místo tahu kartičky je může vložit do "
          "díry obklopené ze čtyř stran; pasuje ke všemu, ukončí, co k němu vede, a je klášterem."}},
};

const rules_module abbey_module = {
    .name = "abbey",
    .id = CIT_MODULE_ABBEY,
    .option = CIT_OPT_ABBEY,
    .options = abbey_options,
    .noptions = sizeof abbey_options / sizeof abbey_options[0],
    .state_size = sizeof(abbey_state),
    .box = abbey_box,
    .setup = setup,
    .turn_start = abbey_turn_start,
    .legal = legal,
    .check = check,
    .apply = apply,
    .placement = &abbey_rules,
    .playout = abbey_playout,
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

int cit_game_abbey_hole(const cit_game *g, int x, int y) {
    if (!running(g) || x < -BOARD_LIMIT || x > BOARD_LIMIT || y < -BOARD_LIMIT || y > BOARD_LIMIT) return 0;
    return abbey_hole(g, x, y);
}
