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

/* The parts below, back to back: a field added between them (or after the figures) needs
   its line in cit_game_copy_used, so these fail to compile until it has one (a gap under 8
   bytes is alignment). */
#define END_OF(field) (offsetof(cit_game, field) + sizeof ((cit_game *)0)->field)
_Static_assert(END_OF(order) == offsetof(cit_game, nheld), "the stack and the rest of the header");
_Static_assert(offsetof(cit_game, nodes) - END_OF(pieces) - sizeof ((cit_game *)0)->frontier -
                       sizeof ((cit_game *)0)->frontier_key - sizeof ((cit_game *)0)->cloisters -
                       sizeof ((cit_game *)0)->half_cells - sizeof ((cit_game *)0)->followers -
                       sizeof ((cit_game *)0)->walls - sizeof ((cit_game *)0)->overlays < 8,
               "the board's lists");
_Static_assert(END_OF(nodes) == offsetof(cit_game, cells) && END_OF(cells) == offsetof(cit_game, near_cloister) &&
               END_OF(near_cloister) == offsetof(cit_game, state_len), "the board");
_Static_assert(offsetof(cit_game, nkinds) - END_OF(state) < 8 && offsetof(cit_game, owners_looked) - END_OF(figures) < 8 &&
               sizeof(cit_game) - END_OF(owners_looked) < 8,
               "the modules' states, the figure table and the modules' looks");

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

typedef struct {
    int lo_x, hi_x, lo_y, hi_y;
} cell_box;

/* The box of g's written cells but the one around it: its stored box with the pieces laid
   since it was stored taken in (internal.h, box_lo_x). A search's copy takes in its
   playout's tiles here, and the position it copies from those laid before the search. */
static void written_box(const cit_game *g, cell_box *b) {
    int lx = g->box_lo_x, hx = g->box_hi_x, ly = g->box_lo_y, hy = g->box_hi_y;
    for (int i = g->box_pieces; i < g->npieces; i++) {
        int x = g->pieces[i].x, y = g->pieces[i].y;
        lx = x < lx ? x : lx;
        hx = x > hx ? x : hx;
        ly = y < ly ? y : ly;
        hy = y > hy ? y : hy;
    }
    b->lo_x = lx, b->hi_x = hx, b->lo_y = ly, b->hi_y = hy;
}

size_t cit_game_copy_used(cit_game *d, const cit_game *s) {
    if (d == s) return 0;
    /* the box holding both games' written cells, one cell around (a tile's neighbours),
       read before dst's header is overwritten */
    cell_box db, sb;
    written_box(d, &db);
    written_box(s, &sb);
    int x0 = (db.lo_x < sb.lo_x ? db.lo_x : sb.lo_x) - 1, x1 = (db.hi_x > sb.hi_x ? db.hi_x : sb.hi_x) + 1;
    int y0 = (db.lo_y < sb.lo_y ? db.lo_y : sb.lo_y) - 1, y1 = (db.hi_y > sb.hi_y ? db.hi_y : sb.hi_y) + 1;
    size_t moved = offsetof(cit_game, order) + offsetof(cit_game, pieces) - offsetof(cit_game, nheld);
    /* the header, the stack up to its length, the rest of the header */
    COPY_SPAN(d, s, cat, order);
    COPY_PREFIX(d, s, order, s->norder, &moved);
    COPY_SPAN(d, s, nheld, pieces);
    /* the copy keeps the box with every piece taken in: its next copy need not again */
    d->box_lo_x = (int8_t)sb.lo_x, d->box_hi_x = (int8_t)sb.hi_x;
    d->box_lo_y = (int8_t)sb.lo_y, d->box_hi_y = (int8_t)sb.hi_y;
    d->box_pieces = (uint8_t)s->npieces;
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
    /* the modules' last looks at the owners (read only where modules run) */
    if (s->modules) COPY_PREFIX(d, s, owners_looked, CIT_MODULE_MAX, &moved);
    return moved + offsetof(cit_game, state) - offsetof(cit_game, state_len) + offsetof(cit_game, figures) -
           offsetof(cit_game, nkinds);
}
