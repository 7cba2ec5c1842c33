/* Where the follower of a placement may go: inline for the base game's hot paths
   (place.c); followers.c exports the same answers to everyone else. */
#ifndef CIT_SPOTS_H
#define CIT_SPOTS_H

#include "internal.h"

/* The fields of tile type t, as spots: what the beginners' game without farmers takes
   away (asked only then). */
static __attribute__((noinline, unused)) uint32_t field_spots(const cit_game *g, int t) {
    uint32_t mask = 0;
    for (int f = 0; f < CIT_MAX_TILE_FEATURES; f++)
        if (g->cat->seed[t][f].kind == CIT_FEAT_FIELD) mask |= 1u << f;
    return mask;
}

/* The features of tile type t a follower may take by the rules in play (every one, or
   none of the fields with the option farmers_off, or none on a tile a module keeps bare):
   well-predicted tests. */
static inline uint32_t spots_allowed(const cit_game *g, int t) {
    if (__builtin_expect(g->bare_flags != 0, 0) && (g->cat->set.tiles[t].flags & g->bare_flags)) return 0;
    uint32_t all = (1u << g->cat->set.tiles[t].nfeat) - 1;
    if (__builtin_expect(g->setup.opt.v[CIT_OPT_FARMERS_OFF], 0)) all &= ~field_spots(g, t);
    return all;
}

/* Features of the tile in hand at x,y turned rot that may take a follower. */
static inline uint32_t free_spots(const cit_game *g, int x, int y, int rot) {
    if (!g->supply[g->player]) return 0;
    int t = g->hand;
    return spots_allowed(g, t) & ~feat_occupied_mask(g, t, x, y, rot);
}

#endif
