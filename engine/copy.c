/* The search's copy of a game: only the parts the game uses, over a game already there. */
#include "internal.h"

#include <string.h>

/*
 * What a game uses of its 68 KB: the lists up to their counts (the engine writes every
 * entry past a count before it reads it: game_init clears none of them), the cells and
 * cloister marks in the box of written cells (internal.h, box_lo_x; every other cell is
 * zero) and the first state_len bytes of the modules' states. Whatever dst holds past
 * src's counts is never read, but its cells outside src's box are: they are cleared by
 * copying src's zeroes over the box that covers both games' written cells.
 */

#define COPY_SPAN(dst, src, first, last) \
    memcpy(&(dst)->first, &(src)->first, offsetof(cit_game, last) - offsetof(cit_game, first))

/* Copies n entries of array `field`; adds their bytes to *moved. */
#define COPY_PREFIX(dst, src, field, n, moved)                                     \
    do {                                                                           \
        size_t bytes_ = sizeof (src)->field[0] * (size_t)(n);                      \
        memcpy((dst)->field, (src)->field, bytes_);                                \
        *(moved) += bytes_;                                                        \
    } while (0)

/* The cells (and cloister marks) of columns x0..x1 in rows y0..y1 (board coordinates,
   so a span may wrap around the torus); a span of a whole row or more is the row. */
static size_t copy_cells(cit_game *d, const cit_game *s, int x0, int x1, int y0, int y1) {
    int w = x1 - x0 + 1, h = y1 - y0 + 1;
    if (w >= BOARD_DIM) x0 = 0, w = BOARD_DIM;
    if (h >= BOARD_DIM) y0 = 0, h = BOARD_DIM;
    int a = x0 & (BOARD_DIM - 1), first = w < BOARD_DIM - a ? w : BOARD_DIM - a;
    for (int i = 0; i < h; i++) {
        int row = ((y0 + i) & (BOARD_DIM - 1)) * BOARD_DIM;
        memcpy(&d->cells[row + a], &s->cells[row + a], sizeof d->cells[0] * (size_t)first);
        if (w > first) memcpy(&d->cells[row], &s->cells[row], sizeof d->cells[0] * (size_t)(w - first));
        /* a row's marks are two words: both, rather than the bits of the span */
        memcpy(&d->near_cloister[row / 64], &s->near_cloister[row / 64], 2 * sizeof d->near_cloister[0]);
    }
    return (size_t)h * (sizeof d->cells[0] * (size_t)w + 2 * sizeof d->near_cloister[0]);
}

size_t cit_game_copy_used(cit_game *d, const cit_game *s) {
    if (d == s) return 0;
    /* the box holding both games' written cells, one cell around (a tile's neighbours),
       read before dst's header is overwritten */
    int x0 = (d->box_lo_x < s->box_lo_x ? d->box_lo_x : s->box_lo_x) - 1;
    int x1 = (d->box_hi_x > s->box_hi_x ? d->box_hi_x : s->box_hi_x) + 1;
    int y0 = (d->box_lo_y < s->box_lo_y ? d->box_lo_y : s->box_lo_y) - 1;
    int y1 = (d->box_hi_y > s->box_hi_y ? d->box_hi_y : s->box_hi_y) + 1;
    size_t moved = offsetof(cit_game, order) + offsetof(cit_game, pieces) - offsetof(cit_game, nheld);
    /* the header, the stack up to its length, the rest of the header */
    COPY_SPAN(d, s, cat, order);
    COPY_PREFIX(d, s, order, s->norder, &moved);
    COPY_SPAN(d, s, nheld, pieces);
    COPY_PREFIX(d, s, pieces, s->npieces, &moved);
    COPY_PREFIX(d, s, frontier, s->nfrontier, &moved);
    COPY_PREFIX(d, s, frontier_key, s->nfrontier, &moved);
    COPY_PREFIX(d, s, cloisters, s->ncloisters, &moved);
    COPY_PREFIX(d, s, half_cells, s->nhalf, &moved);
    COPY_PREFIX(d, s, followers, s->nfollowers, &moved);
    COPY_PREFIX(d, s, walls, s->nwalls, &moved);
    COPY_PREFIX(d, s, overlays, s->noverlays, &moved);
    COPY_PREFIX(d, s, nodes, s->nnodes, &moved);
    moved += copy_cells(d, s, x0, x1, y0, y1);
    /* the modules' states (the slices of those in play, state_len bytes) */
    COPY_SPAN(d, s, state_len, state);
    COPY_PREFIX(d, s, state, s->state_len, &moved);
    /* the figure table's layout, then its records */
    COPY_SPAN(d, s, nkinds, figures);
    COPY_PREFIX(d, s, figures, s->nfigures, &moved);
    return moved + offsetof(cit_game, state) - offsetof(cit_game, state_len) + offsetof(cit_game, figures) -
           offsetof(cit_game, nkinds);
}
