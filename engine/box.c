/* The box: the tiles a game's options put in it (the base game's, then each module's), and
   whether one game holds them. Set-up builds it (game.c); the options' check asks its size
   (options.c). */
#include "box.h"

#include <string.h>

/* The box: the base game's tiles in classic mode (precomputed in the catalogue, as
   every new game needs it), none in another mode; then each module in play adds its
   own (or builds the mode's box). */
int box_build(const cit_catalog *cat, const cit_setup *s, unsigned modules, cit_tile_id *box, int *start) {
    int n = 0;
    *start = -1;
    if (s->mode == CIT_MODE_CLASSIC) {
        n = cat->classic_count;
        memcpy(box, cat->classic_box, sizeof box[0] * (size_t)n);
        *start = cat->classic_start;
    }
    FOR_MODULES(modules, m) if (m->box) m->box(cat, s, box, &n, start);
    return n;
}

/* Whether a box of n tiles fits one game: the stack, and the board's nodes for every
   feature of its tiles and of the tiles dealt outside it (one per player at most). */
int box_fits(const cit_catalog *cat, const cit_tile_id *box, int n) {
    if (n > CIT_MAX_STACK) return 0;
    int nodes = CIT_MAX_PLAYERS * CIT_MAX_TILE_FEATURES;
    if (nodes + n * CIT_MAX_TILE_FEATURES <= MAX_NODES) return 1; /* a small box: no need to count */
    for (int i = 0; i < n; i++) nodes += cat->set.tiles[box[i]].nfeat;
    return nodes <= MAX_NODES;
}

int box_size(const cit_options *o, int mode, int *fits) {
    cit_setup s; /* the box depends on the mode and the options alone */
    memset(&s, 0, sizeof s);
    s.nplayers = CIT_MIN_PLAYERS;
    s.mode = (uint8_t)mode;
    s.opt = *o;
    const cit_catalog *cat = cit_catalog_builtin();
    cit_tile_id box[BOX_CAP];
    int start, n = box_build(cat, &s, rules_modules_for(&s), box, &start);
    *fits = box_fits(cat, box, n);
    return n;
}
