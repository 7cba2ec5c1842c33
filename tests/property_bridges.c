/* The property test's checks of Bridges, Castles and Bazaars (RULES.md §2): pieces are
   conserved, and a bridge over a cell of two triangles makes one road. */
#include "internal.h" /* the bridged triangles are read from the board's pieces */
#include "property.h"

/* Bridges and castles: what a player has left plus what stands on the board is what
   the player got at the start. */
static void check_pieces_conserved(const cit_game *g, int nplayers) {
    int start = nplayers <= 4 ? 3 : 2, built[CIT_MAX_PLAYERS] = {0}, kept[CIT_MAX_PLAYERS] = {0};
    cit_bridge b[64];
    int nb = cit_game_bridges(g, b, 64);
    for (int i = 0; i < nb && i < 64; i++) built[b[i].player]++;
    cit_castle c[16];
    int nc = cit_game_castles(g, c, 16);
    for (int i = 0; i < nc && i < 16; i++) kept[c[i].owner]++;
    for (int p = 0; p < nplayers; p++) {
        CHECK(cit_game_bridges_left(g, p) + built[p] == start, "player %d: bridges not conserved", p);
        CHECK(cit_game_castles_left(g, p) + kept[p] == start, "player %d: castles not conserved", p);
    }
}

/* A bridge over two triangles: both became bridged variants, one road of one cell. */
static void check_bridge_over_triangles(const cit_game *after, const cit_move *m, uint64_t seed) {
    int bx = m->x, by = m->y;
    if (m->arg0 != CIT_BRIDGE_HERE) bx += dir_dx[m->arg0 - CIT_BRIDGE_N], by += dir_dy[m->arg0 - CIT_BRIDGE_N];
    int pi = cell_piece_at(after, bx, by);
    const piece *p = pi ? &after->pieces[pi - 1] : NULL;
    if (!p || !p->partner) return;
    const piece *q = &after->pieces[p->partner - 1];
    uint16_t a = feat_find(after, (uint16_t)(p->node0 + p->nfeat - 1));
    CHECK(after->cat->variant_axis[p->tile] && after->cat->variant_axis[q->tile] &&
              a == feat_find(after, (uint16_t)(q->node0 + q->nfeat - 1)),
          "seed %llu: the bridge over two triangles is not one road", (unsigned long long)seed);
    tri_bridges++;
}

long bridges_built, tri_bridges;

static int bcb_summary(int games) {
    /* nor one without bridges built and castle or bazaar decisions taken */
    int failed = 0;
    if (bridges_built < games || module_decisions < games)
        failed++, fprintf(stderr, "only %ld bridges and %ld decisions\n", bridges_built, module_decisions);
    fprintf(stderr, "property: %ld bridges built, %ld other decisions in %d games\n", bridges_built,
            module_decisions, games);
    return failed;
}

void bcb_options_on(cit_setup *su, uint64_t seed) {
    su->opt.v[CIT_OPT_BRIDGES] = su->opt.v[CIT_OPT_CASTLES] = su->opt.v[CIT_OPT_BAZAAR] = 1;
    su->opt.v[CIT_OPT_BAZAAR_NO_AUCTION] = (uint8_t)(seed % 3 == 0);
}

/* All three on (either bazaar variant), every fifth game with the Count too. */
static void bcb_options(cit_setup *su, uint64_t seed) {
    su->opt.v[CIT_OPT_COUNT] = (uint8_t)(seed % 5 == 0);
    bcb_options_on(su, seed);
}

static int pieces_run(const cit_game *g) {
    const cit_setup *su = cit_game_setup(g);
    return su->opt.v[CIT_OPT_BRIDGES] && su->opt.v[CIT_OPT_CASTLES];
}

/* In every game: a placement's bridge (over two triangles: one road); with bridges and
   castles, the pieces conserved. A bazaar's payment moves points between players. */
static void bcb_after_move(property_game *pg, const cit_move *m, const cit_outcome *out) {
    (void)out;
    const cit_game *g = cit_session_game(pg->s);
    if (pieces_run(g)) check_pieces_conserved(g, pg->nplayers);
    if (m->type != CIT_MOVE_PLACE || m->arg0 == CIT_BRIDGE_NONE) return;
    bridges_built++;
    check_bridge_over_triangles(g, m, pg->seed);
}
static int bazaar_pays(const cit_event *ev) { return ev->type == CIT_EV_BAZAAR_PAY; }

static const property_mode bcb_mode = {.name = "bcb", .options = bcb_options, .summary = bcb_summary};
static const property_mode *const modes[] = {&bcb_mode};
static const property_checks checks = {.after_move = bcb_after_move, .points_moved = bazaar_pays};
const property_module property_bridges = {modes, 1, &checks};
