/* The Tower's public queries (tower.h): towers, pieces left, prisoners. */
#include "mod_tower.h"

int cit_game_towers(const cit_game *g, cit_tower *out, int cap) {
    if (!tower_running(g)) return 0;
    const tower_state *t = tower_of(g);
    for (int i = 0; i < t->ntowers && i < cap && out; i++) {
        cit_tower w = {t->x[i], t->y[i], t->height[i], (uint8_t)(t->top[i] & ~TOP_BIG), (uint8_t)!!(t->top[i] & TOP_BIG)};
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
    const tower_state *t = tower_of(g);
    if (!kind) return t->prisoners[captor][owner];
    return kind > 0 && kind <= MAX_FOLLOWER_KINDS && t->held[kind - 1][owner] == captor + 1;
}

int cit_game_tower_prisoners(const cit_game *g, int captor, int owner, int *big) {
    if (big) *big = tower_running(g) && cit_game_tower_held(g, captor, owner, tower_big_kind(g));
    int n = 0;
    for (int kind = 0; kind <= MAX_FOLLOWER_KINDS; kind++) n += cit_game_tower_held(g, captor, owner, kind);
    return n;
}
