/* Inns & Cathedrals (RULES.md §6): its 18 tiles, and inn roads and cathedral cities that
   score more when completed and nothing when not. */
#include "rules.h"
#include "mod_inns.h"

/* The marks (CIT_FF_INN, CIT_FF_CATHEDRAL) of the feature's parts, or-ed: a road has an
   inn when any of its parts carries one (BCB-9 and BCB-11's inns included). */
static unsigned feature_marks(const cit_game *g, uint16_t root) {
    unsigned marks = 0;
    uint16_t n = root;
    do {
        const node *m = &g->nodes[n];
        marks |= g->cat->set.tiles[g->pieces[m->piece].tile].feat[m->feat].flags;
        n = m->next;
    } while (n != root);
    return marks;
}

/* Completed: an inn road 2 per cell instead of 1, a cathedral city 3 per cell and per
   pennant instead of 2, however many inns or cathedrals. Incomplete at the end: 0. The
   value already counts distinct cells (a bridge's cell once), so the bonus scales it. */
static int value(const cit_game *g, uint16_t root, int final, int value) {
    int kind = g->nodes[root].kind;
    if (kind == CIT_FEAT_ROAD && (feature_marks(g, root) & CIT_FF_INN)) return final ? 0 : 2 * value;
    if (kind == CIT_FEAT_CITY && (feature_marks(g, root) & CIT_FF_CATHEDRAL)) {
        if (final) return 0;
        const node *r = &g->nodes[root];
        return 3 * (feat_distinct_cells(g, root) + r->pennants);
    }
    return value;
}

static void inns_box(const cit_catalog *cat, const cit_setup *s, uint8_t *box, int *n, int *start) {
    (void)s;
    (void)start;
    box_add_set(cat, "inns", box, n);
}

static const module_option inns_options[] = {
    {CIT_OPT_INNS, {"inns", 0, 1, CIT_MODE_CLASSIC, 1, -1, -1,
          "Inns & Cathedrals", "Hostince a katedrály",
          "18 more tiles. A completed road with an inn scores 2 per tile, a completed city "
          "with a cathedral 3 per tile and pennant; unfinished at the end they score 0.",
          "18 kartiček navíc. Dokončená cesta s hostincem dá 2 body za kartičku, dokončené "
          "město s katedrálou 3 za kartičku i erb; nedokončené na konci nedají nic."}},
};

const rules_module inns_module = {
    .name = "inns",
    .id = CIT_MODULE_INNS,
    .option = CIT_OPT_INNS,
    .options = inns_options,
    .noptions = sizeof inns_options / sizeof inns_options[0],
    .box = inns_box,
    .value = value,
};

/* ---- queries -------------------------------------------------------------------------- */

int cit_game_inns_mark(const cit_game *g, int x, int y, int half, int spot) {
    if (!g || !(g->modules >> CIT_MODULE_INNS & 1) || spot < 0) return 0;
    if (x < -BOARD_LIMIT || x > BOARD_LIMIT || y < -BOARD_LIMIT || y > BOARD_LIMIT) return 0;
    int pi = half == 0 || half == 1 ? cell_part_at(g, x, y, half) : 0;
    if (!pi || spot >= g->pieces[pi - 1].nfeat) return 0;
    uint16_t root = feat_find(g, (uint16_t)(g->pieces[pi - 1].node0 + spot));
    unsigned marks = feature_marks(g, root);
    int kind = g->nodes[root].kind;
    if (kind == CIT_FEAT_ROAD && (marks & CIT_FF_INN)) return CIT_INNS_INN;
    if (kind == CIT_FEAT_CITY && (marks & CIT_FF_CATHEDRAL)) return CIT_INNS_CATHEDRAL;
    return 0;
}
