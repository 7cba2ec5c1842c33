/* Castles (RULES.md §2): a completed city of two tiles may become a castle that earns
   what the next feature completed beside it is worth. */
#include "rules.h"

#include <string.h>

static void setup(cit_game *g) {
    int per_player = g->nplayers <= 4 ? 3 : 2;
    for (int p = 0; p < g->nplayers; p++) g->castles.left[p] = (uint8_t)per_player;
}

const rules_module castles_module = {
    .name = "castles",
    .id = CIT_MODULE_CASTLES,
    .option = CIT_OPT_CASTLES,
    .setup = setup,
};

/* ---- queries -------------------------------------------------------------------------- */

static int castles_on(const cit_game *g) { return g && (g->modules >> CIT_MODULE_CASTLES & 1); }

int cit_game_castles_left(const cit_game *g, int player) {
    return castles_on(g) && player >= 0 && player < g->nplayers ? g->castles.left[player] : 0;
}

int cit_game_castles(const cit_game *g, cit_castle *out, int cap) {
    if (!castles_on(g)) return 0;
    for (int i = 0; i < g->castles.n && i < cap; i++) {
        const castle_token *c = &g->castles.list[i];
        cit_castle o = {c->x, c->y, (int8_t)g->nodes[c->node].feat, c->x2, c->y2, c->owner, c->paid, c->points};
        out[i] = o;
    }
    return g->castles.n;
}

int cit_game_castle_area(const cit_game *g, int i, int8_t *xs, int8_t *ys) {
    if (!castles_on(g) || i < 0 || i >= g->castles.n) return 0;
    const castle_token *c = &g->castles.list[i];
    int across_x = c->y == c->y2; /* a castle lying W-E has its neighbours N and S */
    int dx = across_x ? 0 : 1, dy = across_x ? 1 : 0;
    int8_t x[6] = {c->x, c->x2, (int8_t)(c->x - dx), (int8_t)(c->x + dx), (int8_t)(c->x2 - dx), (int8_t)(c->x2 + dx)};
    int8_t y[6] = {c->y, c->y2, (int8_t)(c->y - dy), (int8_t)(c->y + dy), (int8_t)(c->y2 - dy), (int8_t)(c->y2 + dy)};
    memcpy(xs, x, 6);
    memcpy(ys, y, 6);
    return 6;
}

int cit_game_castle_candidates(const cit_game *g, cit_feature_part *parts, int16_t *values, int cap) {
    (void)g, (void)parts, (void)values, (void)cap;
    return 0;
}
