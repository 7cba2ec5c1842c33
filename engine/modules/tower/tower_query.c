/* The Tower's public queries (tower.h): towers, pieces left, prisoners. */
#include "mod_tower.h"

int cit_game_towers(const cit_game *g, cit_tower *out, int cap) {
    if (!tower_running(g)) return 0;
    const tower_state *t = tower_of(g);
    for (int i = 0; i < t->ntowers && i < cap && out; i++) {
        int code, owner = tower_top(g, i, &code);
        cit_tower w = {t->x[i], t->y[i], t->height[i], (uint8_t)(owner + 1), (uint8_t)(code && code == figure_strong_code(g))};
        out[i] = w;
    }
    return t->ntowers;
}

int cit_game_tower_height(const cit_game *g, int x, int y) {
    if (!tower_running(g)) return -1;
    int i = tower_index(tower_of(g), x, y);
    return i < 0 ? -1 : tower_of(g)->height[i];
}

int cit_game_tower_pieces(const cit_game *g, int player) {
    if (!tower_running(g) || player < 0 || player >= g->nplayers) return 0;
    return tower_of(g)->pieces[player];
}

int cit_game_tower_held(const cit_game *g, int captor, int owner, int kind) {
    if (!tower_running(g) || captor < 0 || captor >= g->nplayers || owner < 0 || owner >= g->nplayers) return 0;
    if (kind < 0 || kind > g->nfollower_kinds) return 0;
    return tower_kept(g, TOWER_SLOT_PRISON(captor), owner, kind);
}

int cit_game_tower_prisoners(const cit_game *g, int captor, int owner, int *big) {
    int strong = tower_running(g) ? figure_strong_code(g) : 0;
    if (big) *big = strong && cit_game_tower_held(g, captor, owner, strong);
    int n = 0;
    for (int kind = 0; tower_running(g) && kind <= g->nfollower_kinds; kind++)
        n += cit_game_tower_held(g, captor, owner, kind);
    return n;
}
