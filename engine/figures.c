/* Where modules meet over figures: the loops over the modules that hold or pay figures
   (figures.h calls them only in a game where one does). */
#include "rules.h"

int figures_held(const cit_game *g, uint16_t n) {
    FOR_HOOK(g, TURN_HOOK_HELD, m)
        if (m->figure_held(g, n)) return 1;
    return 0;
}

int figures_paid(const cit_game *g, uint16_t n) {
    FOR_HOOK(g, TURN_HOOK_PAID, m) {
        int who = m->figure_paid(g, n);
        if (who) return who;
    }
    return 0;
}
