/* Network views (docs/protocol.md): what one seat may see of a game, and the
   tiles a move reveals to it, so a seat's own copy can follow the host's game. */
#include <string.h>

#include "internal.h"

/* The places that hide a tile from `observer` are the stack still to draw and every
   held tile not in the observer's own hand (another hand, or face down). */
static int held_hidden(const cit_game *g, int i, int observer) {
    return g->held_by[i] == CIT_NOBODY || (int)g->held_by[i] != observer;
}

/* A tile held from the stack still stands in the order at the index it came from: keep
   that entry equal to the held tile, so the order (saves, hashes) follows re-deals. */
static void sync_order(cit_game *g) {
    for (int i = 0; i < g->nheld; i++)
        if (g->held_from[i] != HELD_REVEALED && g->held_from[i] < g->norder) g->order[g->held_from[i]] = g->held[i];
}

/* The hidden places of g for observer, as pointers into g, stack first (top first), then
   the held tiles in held order; returns how many. */
static int hidden_slots(cit_game *g, int observer, cit_tile_id **slot) {
    int n = 0;
    for (int i = g->next_draw; i < g->norder; i++) slot[n++] = &g->order[i];
    for (int i = 0; i < g->nheld; i++)
        if (held_hidden(g, i, observer)) slot[n++] = &g->held[i];
    return n;
}

/* Deals the tiles of the n places back sorted by type, squares into the places that
   held a square and triangles into those that held a triangle (shapes are public). */
static void deal_sorted(const cit_catalog *cat, cit_tile_id **slot, int n) {
    int counts[CIT_MAX_TILE_TYPES] = {0}, ntypes = cat->set.ntiles;
    for (int i = 0; i < n; i++) counts[*slot[i]]++;
    int next[2] = {0, 0}; /* the next type to deal, per shape */
    for (int i = 0; i < n; i++) {
        int shape = cat->triangle[*slot[i]] != 0, t = next[shape];
        while (t < ntypes && (counts[t] == 0 || (cat->triangle[t] != 0) != shape)) t++;
        next[shape] = t;
        counts[t]--;
        *slot[i] = (cit_tile_id)t;
    }
}

void cit_game_view_canon(cit_game *g, int observer) {
    cit_tile_id *slot[CIT_MAX_STACK + MAX_HELD];
    int n = hidden_slots(g, observer, slot);
    deal_sorted(g->cat, slot, n);
    sync_order(g);
}

int cit_game_view_order(const cit_game *g, int observer, cit_tile_id *out, int cap) {
    cit_tile_id order[CIT_MAX_STACK];
    memcpy(order, g->order, sizeof order[0] * g->norder);
    /* hidden: the stack, and the order entries of held tiles the observer cannot see */
    uint8_t hidden[CIT_MAX_STACK] = {0};
    for (int i = g->next_draw; i < g->norder; i++) hidden[i] = 1;
    for (int i = 0; i < g->nheld; i++)
        if (held_hidden(g, i, observer) && g->held_from[i] != HELD_REVEALED && g->held_from[i] < g->norder)
            hidden[g->held_from[i]] = 1;
    cit_tile_id *slot[CIT_MAX_STACK];
    int n = 0;
    for (int i = 0; i < g->norder; i++)
        if (hidden[i]) slot[n++] = &order[i];
    deal_sorted(g->cat, slot, n);
    for (int i = 0; i < g->norder && i < cap; i++) out[i] = order[i];
    return g->norder;
}

/* The index in g's held tiles of the one with this serial, or -1. */
static int held_with_serial(const cit_game *g, uint8_t serial) {
    for (int i = 0; i < g->nheld; i++)
        if (g->held_serial[i] == serial) return i;
    return -1;
}

int cit_game_view_reveals(const cit_game *before, const cit_game *after, int observer, cit_reveal *out, int cap) {
    /* the tiles the move took off the stack are the last `taken` of after's drawn part
       (tiles a module returned to the stack left that part, game_stack_return) */
    int n = 0, returned = (uint8_t)(after->returned - before->returned);
    int taken = after->next_draw - before->next_draw + returned;
    if (taken < 0 || after->norder != before->norder) return -1;
    for (int k = 0; k < taken; k++) { /* taken off the stack: named unless now hidden */
        int pos = after->next_draw - taken + k, hidden = 0;
        for (int j = 0; j < after->nheld; j++)
            if (after->held_from[j] == pos && held_hidden(after, j, observer)) hidden = 1;
        if (hidden) continue;
        if (n < cap) out[n] = (cit_reveal){CIT_REVEAL_DRAW, 0, (uint8_t)k, after->order[pos], 0};
        n++;
    }
    for (int i = 0; i < before->nheld; i++) { /* out of a hidden hand */
        if (!held_hidden(before, i, observer) || held_with_serial(after, before->held_serial[i]) >= 0) continue;
        if (n < cap) out[n] = (cit_reveal){CIT_REVEAL_HAND, before->held_by[i], before->held_serial[i], before->held[i], 0};
        n++;
    }
    if (after->nchance > CIT_CHANCE_MAX) return -1;
    for (int k = 0; k < after->nchance; k++, n++) /* chances: shown to all once drawn */
        if (n < cap) out[n] = (cit_reveal){CIT_REVEAL_CHANCE, 0, (uint8_t)k, 0, after->chance[k]};
    return n;
}

/* The place a reveal names among the hidden places (stack first, then held), or -1: a
   hand reveal names the held tile by its serial (which of a hand's places a tile leaves
   is public, and the state keeps it). */
static int reveal_target(const cit_game *g, int observer, const cit_reveal *r, const uint8_t *fixed, int nstack) {
    if (r->kind == CIT_REVEAL_DRAW) return r->index < nstack ? r->index : -1;
    if (r->kind != CIT_REVEAL_HAND) return -1;
    for (int i = 0, k = nstack; i < g->nheld; i++) {
        if (!held_hidden(g, i, observer)) continue;
        if (g->held_by[i] == r->who && g->held_serial[i] == r->index && !fixed[k]) return k;
        k++;
    }
    return -1;
}

/* Shuffles the places not fixed, each shape apart (Fisher-Yates over the free places
   of one shape). */
static void shuffle_free(const cit_catalog *cat, cit_tile_id **slot, const uint8_t *fixed, int n, uint64_t seed) {
    uint64_t st, inc;
    rng_seed(&st, &inc, seed);
    for (int shape = 0; shape < 2; shape++) {
        cit_tile_id *free_slot[CIT_MAX_STACK + MAX_HELD];
        int m = 0;
        for (int i = 0; i < n; i++)
            if (!fixed[i] && (cat->triangle[*slot[i]] != 0) == shape) free_slot[m++] = slot[i];
        for (int i = m - 1; i > 0; i--) {
            int j = (int)rng_below(&st, inc, (uint32_t)(i + 1));
            cit_tile_id t = *free_slot[i];
            *free_slot[i] = *free_slot[j];
            *free_slot[j] = t;
        }
    }
}

cit_status cit_game_view_arrange(cit_game *g, int observer, const cit_reveal *r, int nr, uint64_t seed) {
    if (!g || (nr > 0 && !r) || nr < 0) return CIT_ERR_BAD_ARGUMENT;
    /* work on copies of the two arrays, so a bad reveal changes nothing */
    cit_tile_id order[CIT_MAX_STACK], held[MAX_HELD];
    memcpy(order, g->order, sizeof order);
    memcpy(held, g->held, sizeof held);
    cit_tile_id *slot[CIT_MAX_STACK + MAX_HELD];
    uint8_t fixed[CIT_MAX_STACK + MAX_HELD] = {0};
    int n = hidden_slots(g, observer, slot), nstack = g->norder - g->next_draw;
    uint8_t chance[CIT_CHANCE_MAX];
    unsigned told = 0; /* a bit per chance revealed: they must be the move's first ones */
    int nchance = 0;
    for (int i = 0; i < nr; i++) {
        if (r[i].kind == CIT_REVEAL_CHANCE) {
            if (r[i].index >= CIT_CHANCE_MAX || (told >> r[i].index & 1)) goto refuse;
            chance[r[i].index] = r[i].value;
            told |= 1u << r[i].index;
            if (r[i].index >= nchance) nchance = r[i].index + 1;
            continue;
        }
        int at = reveal_target(g, observer, &r[i], fixed, nstack);
        if (at < 0 || r[i].tile >= g->cat->set.ntiles) goto refuse;
        if (*slot[at] != r[i].tile) { /* swap it in from a free place that holds it */
            int from = -1;
            for (int k = 0; k < n && from < 0; k++)
                if (k != at && !fixed[k] && *slot[k] == r[i].tile) from = k;
            if (from < 0) goto refuse;
            *slot[from] = *slot[at];
            *slot[at] = r[i].tile;
        }
        fixed[at] = 1;
    }
    if (told != (1u << nchance) - 1) goto refuse; /* a gap */
    if (seed) shuffle_free(g->cat, slot, fixed, n, seed);
    sync_order(g);
    game_give_chances(g, chance, nchance);
    return CIT_OK;
refuse:
    memcpy(g->order, order, sizeof order);
    memcpy(g->held, held, sizeof held);
    return CIT_ERR_BAD_ARGUMENT;
}
