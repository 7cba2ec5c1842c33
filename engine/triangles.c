/* Triangles (half tiles) in the core's placement: listing, checking, random moves, spots. */
#include "rules.h"

#include <string.h>

/*
 * A triangle goes on an empty cell beside the board (the fit table, which for a
 * triangle asks only its legs and a leg that touches: catalog.h) or into a half-filled
 * cell, opposite the triangle there (board_triangle_fits: the half cells are few and
 * kept in a list, board.c). A square never goes into a half-filled cell: the square
 * paths list only empty cells and refuse a filled one.
 *
 * The base game never comes here: each placement entry point of game.c tests the
 * shape of the tile in hand once, a branch that always goes the same way there.
 */

/* Where and how the triangle in hand may go: entry i of the frontier (i < nfrontier)
   or of the half cells after it. */
static cit_placement triangle_place_at(const cit_game *g, int t, int i) {
    cit_placement pl = {0, 0, 0, 0};
    if (i < g->nfrontier) {
        pl.x = g->frontier[i].x;
        pl.y = g->frontier[i].y;
        pl.rotmask = g->cat->fit[t][g->frontier_key[i]];
        return pl;
    }
    const piece *p = &g->pieces[g->half_cells[i - g->nfrontier]];
    int r = (p->rot + 2) & 3;
    pl.x = p->x;
    pl.y = p->y;
    pl.rotmask = (uint8_t)(board_triangle_fits(g, t, p->x, p->y, r) << r);
    return pl;
}

static int triangle_cells(const cit_game *g) { return g->nfrontier + g->nhalf; }

int triangle_fits_half(const cit_game *g, int tile) {
    for (int i = g->nfrontier; i < triangle_cells(g); i++)
        if (triangle_place_at(g, tile, i).rotmask) return 1;
    return 0;
}

int triangle_legal_placements(const cit_game *g, cit_placement *out, int cap) {
    int n = 0;
    for (int i = 0; i < triangle_cells(g); i++) {
        cit_placement pl = triangle_place_at(g, g->hand, i);
        if (!pl.rotmask) continue;
        if (n < cap) out[n] = pl;
        n++;
    }
    return n;
}

/* Whether x,y is a cell where a triangle may be asked about: empty beside the board, or
   half filled. */
static int triangle_cell(const cit_game *g, int x, int y) {
    return cell_frontier_slot(g, x, y) >= 0 || board_half_rotation(g, x, y) >= 0;
}

int triangle_follower_spots(const cit_game *g, int x, int y, int rot, int8_t *spots, int cap) {
    if (!triangle_cell(g, x, y)) return 0;
    int n = 0;
    for (uint32_t mask = followers_free_spots(g, x, y, rot); mask; mask &= mask - 1)
        if (n < cap) spots[n++] = (int8_t)__builtin_ctz(mask);
    return n;
}

int triangle_legal_moves(const cit_game *g, cit_move *out, int cap) {
    int t = g->hand, n = 0;
    cit_move m;
    memset(&m, 0, sizeof m);
    m.type = CIT_MOVE_PLACE;
    m.tile = (cit_tile_id)t;
    for (int i = 0; i < triangle_cells(g); i++) {
        cit_placement pl = triangle_place_at(g, t, i);
        m.x = pl.x;
        m.y = pl.y;
        for (unsigned rm = pl.rotmask & g->cat->distinct[t]; rm; rm &= rm - 1) {
            m.rot = (uint8_t)__builtin_ctz(rm);
            n = list_with_spots(out, cap, n, m, followers_free_spots(g, m.x, m.y, m.rot));
        }
    }
    return n;
}

/* The random move's own numbers: SplitMix64 from the caller's seed (internal.h). */
static int below(uint64_t *state, int bound) { return (int)splitmix_below(state, (uint32_t)bound); }

/* Rotations in a 4-bit mask, from a table of the sixteen held in one word. */
static inline int rotations_in(unsigned mask) { return (int)(0x4332322132212110ULL >> ((mask & 15) * 4) & 15); }

/* Uniform over the legal (cell, rotation) pairs, then over "no follower" and each free
   spot, like the square's; the cells are listed (a triangle is played a few times a
   game, never in the base game). */
cit_status triangle_random_place(const cit_game *g, uint64_t seed, cit_move *out) {
    /* each cell's rotations kept from the count for the pick: the fit table is read once */
    uint8_t masks[MAX_FRONTIER + MAX_HALF_CELLS];
    const uint8_t *fit = g->cat->fit[g->hand];
    int pairs = 0, cells = triangle_cells(g);
    for (int i = 0; i < g->nfrontier; i++) pairs += rotations_in(masks[i] = fit[g->frontier_key[i]]);
    for (int i = g->nfrontier; i < cells; i++) pairs += rotations_in(masks[i] = triangle_place_at(g, g->hand, i).rotmask);
    if (!pairs) return CIT_ERR_GAME_OVER; /* a triangle that fits nowhere is never in hand */
    uint64_t rng = seed;
    int k = below(&rng, pairs), i = 0;
    for (; i < cells - 1 && k >= rotations_in(masks[i]); i++) k -= rotations_in(masks[i]);
    cit_placement pl = triangle_place_at(g, g->hand, i);
    unsigned rm = pl.rotmask;
    while (k--) rm &= rm - 1;
    memset(out, 0, sizeof *out);
    out->type = CIT_MOVE_PLACE;
    out->tile = g->hand;
    out->x = pl.x;
    out->y = pl.y;
    out->rot = (uint8_t)__builtin_ctz(rm);
    out->spot = CIT_SPOT_NONE;
    uint32_t spots = followers_free_spots(g, pl.x, pl.y, out->rot);
    int pick = below(&rng, bit_count(spots) + 1);
    for (; spots; spots &= spots - 1)
        if (pick-- == 1) out->spot = (int8_t)__builtin_ctz(spots);
    return CIT_OK;
}

/* A placement move of the triangle in hand, by the rule (board_triangle_check) and the
   follower rules of any placement. A triangle carries nothing a module adds. */
cit_status triangle_check(const cit_game *g, const cit_move *m) {
    if (m->tile != g->hand) return CIT_ERR_WRONG_TILE;
    if (m->rot > 3) return CIT_ERR_BAD_ROTATION;
    if (m->x < -BOARD_LIMIT || m->x > BOARD_LIMIT || m->y < -BOARD_LIMIT || m->y > BOARD_LIMIT)
        return CIT_ERR_OUT_OF_BOUNDS;
    if (m->arg0 || m->arg1) return CIT_ERR_BAD_ARGUMENT;
    /* checked at these very coordinates (x +- 128 aliases), then by the rule */
    if (!cell_piece_at(g, m->x, m->y) && cell_frontier_slot(g, m->x, m->y) < 0)
        return board_beyond_wall(g, m->x, m->y) ? CIT_ERR_CLOSED_CELL : CIT_ERR_NO_NEIGHBOUR;
    cit_status st = board_triangle_check(g, m->tile, m->x, m->y, m->rot);
    if (st != CIT_OK) return st;
    if (m->spot == CIT_SPOT_NONE) return CIT_OK;
    if (m->spot < 0 || m->spot >= g->cat->set.tiles[m->tile].nfeat || !(followers_spots_allowed(g, m->tile) >> m->spot & 1))
        return CIT_ERR_BAD_SPOT;
    if (!g->supply[g->player]) return CIT_ERR_NO_FOLLOWER;
    return followers_free_spots(g, m->x, m->y, m->rot) >> m->spot & 1 ? CIT_OK : CIT_ERR_SPOT_OCCUPIED;
}
