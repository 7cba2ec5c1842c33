/* For hidden-information tests (white-box: internal.h): a copy of g in which every tile
   `observer` cannot see changed places. Each tile in another player's hand or face down
   is swapped with a stack tile of another type, and the stack's hidden order is reversed.
   To the observer both games look the same. *differ (may be NULL) says whether a held
   tile really changed. */
#ifndef CIT_TEST_OTHER_HANDS_H
#define CIT_TEST_OTHER_HANDS_H

#include "internal.h"

static inline cit_game *other_hands(const cit_game *g, int observer, int *differ) {
    cit_game *h = cit_game_clone(g);
    if (differ) *differ = 0;
    for (int i = 0; i < h->nheld; i++) {
        if (h->held_by[i] == observer) continue;
        for (int j = h->next_draw; j < h->norder; j++)
            if (h->order[j] != h->held[i]) {
                cit_tile_id t = h->order[j];
                h->order[j] = h->held[i];
                h->held[i] = t;
                if (differ) *differ = 1;
                break;
            }
    }
    for (int a = h->next_draw, b = h->norder - 1; a < b; a++, b--) {
        cit_tile_id t = h->order[a];
        h->order[a] = h->order[b];
        h->order[b] = t;
    }
    return h;
}

#endif
