/* Followers: where a placement's follower may go, and those beyond it: stacked on a
   part, sent home, on walls. */
#include "internal.h"
#include "spots.h"

/*
 * A placement puts at most one follower on a fresh part (game.c, the fast path). A
 * module may put more (a second follower beside one's own): the
 * part keeps its owner, and the follower list holds the part once per follower, so the
 * node needs no count of its own. Only followers of one player share a part: every rule
 * that adds one adds it beside the player's own.
 */
void followers_put(cit_game *g, uint16_t n, int player) {
    node *r = &g->nodes[feat_find(g, n)];
    node_own(g, n, player);
    r->meeples[player]++;
    r->nmeeples++;
    g->supply[player]--;
    g->followers[g->nfollowers++] = n;
}

int followers_on(const cit_game *g, uint16_t n) {
    int k = 0;
    for (int i = 0; i < g->nfollowers; i++) k += g->followers[i] == n;
    return k;
}

int followers_any_on(const cit_game *g, uint16_t n) {
    for (int i = 0; i < g->nfollowers; i++)
        if (g->followers[i] == n) return 1;
    return 0;
}

int followers_take(cit_game *g, uint16_t n, int keep) {
    node *m = &g->nodes[n];
    if (!m->owner) return 0;
    int on = followers_on(g, n), gone = on > keep ? on - keep : 0;
    for (int i = 0, left = gone; i < g->nfollowers && left;) {
        if (g->followers[i] == n) {
            g->followers[i] = g->followers[--g->nfollowers];
            left--;
        } else {
            i++;
        }
    }
    g->supply[m->owner - 1] = (uint8_t)(g->supply[m->owner - 1] + gone);
    if (gone == on) node_disown(g, m);
    return gone;
}

void followers_weigh(cit_game *g, uint16_t n, int player, int delta) {
    node *r = &g->nodes[feat_find(g, n)];
    r->meeples[player] = (uint8_t)(r->meeples[player] + delta);
}

void followers_put_on_wall(cit_game *g, int wall, int player) {
    g->walls[wall].owner = (uint8_t)(player + 1);
    g->supply[player]--;
}


/* ---- where a placement's follower may go (spots.h, for callers outside the hot path) --- */

uint32_t followers_spots_allowed(const cit_game *g, int t) { return spots_allowed(g, t); }
uint32_t followers_free_spots(const cit_game *g, int x, int y, int rot) { return free_spots(g, x, y, rot); }
