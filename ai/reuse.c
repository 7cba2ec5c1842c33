/* Tree reuse: the subtree of the last search that the game actually went down becomes the next root. */
#include <string.h>

#include "internal.h"

typedef struct {
    const cit_game *target;
    uint64_t target_hash;
    int target_placed;
    void **states; /* AI_REUSE_DEPTH + 1 game buffers */
    int budget;    /* moves tried at most, so a wide tree cannot make it slow */
} path_ctx;

/*
 * Depth-first down the tree from `node`, whose position is states[depth], looking for
 * the node whose position is the target: a child is followed only if its move, applied
 * to a copy, could be the one played (a placement must be the next placed tile of the
 * target). The position found must hash like the target (cit_game_hash covers board,
 * stack, supplies and scores), so a wrong match is not possible. Returns the node or -1.
 */
static int32_t find(const ai_worker *w, path_ctx *c, int32_t node, int depth) {
    const cit_game *s = c->states[depth];
    int placed = cit_game_placed_count(s);
    if (placed == c->target_placed && cit_game_hash(s) == c->target_hash) return node;
    if (depth >= AI_REUSE_DEPTH || placed > c->target_placed) return -1;
    for (int32_t ch = w->nodes[node].child; ch >= 0; ch = w->nodes[ch].sibling) {
        const cit_move *m = &w->nodes[ch].move;
        if (m->type == CIT_MOVE_PLACE) {
            if (placed >= c->target_placed) continue;
            cit_placed_tile t = cit_game_placed(c->target, placed);
            if (t.tile != m->tile || t.x != m->x || t.y != m->y || t.rot != m->rot) continue;
        }
        if (--c->budget < 0) return -1;
        cit_game *n = c->states[depth + 1];
        cit_game_copy_used(n, s);
        if (cit_game_apply(n, m, NULL) != CIT_OK) continue;
        int32_t r = find(w, c, ch, depth + 1);
        if (r >= 0) return r;
    }
    return -1;
}

/*
 * Makes node m the root: keeps its subtree, compacted to the front of the pool in the
 * same order (a child always comes after its parent, so moving nodes down in index
 * order never overwrites one still to be read). w->remap holds the new indices.
 */
static void reroot(ai_worker *w, int32_t m) {
    int32_t *map = w->remap;
    int n = 0;
    for (int32_t i = 0; i < w->n; i++) {
        int keep = i == m || (i > m && w->nodes[i].parent >= 0 && map[w->nodes[i].parent] >= 0);
        map[i] = keep ? n++ : -1;
    }
    for (int32_t i = m; i < w->n; i++) {
        if (map[i] < 0) continue;
        ai_node nd = w->nodes[i];
        nd.parent = i == m ? -1 : map[nd.parent];
        nd.child = nd.child >= 0 ? map[nd.child] : -1;
        nd.sibling = i == m || nd.sibling < 0 ? -1 : map[nd.sibling];
        w->nodes[map[i]] = nd;
    }
    w->n = n;
}

int ai_worker_reuse(ai_worker *w, const cit_game *prev, const cit_game *now, void **states) {
    w->keep = 0;
    if (!w->remap || w->n < 2) return 0;
    path_ctx c = {now, cit_game_hash(now), cit_game_placed_count(now), states, 4096};
    cit_game_copy_used(states[0], prev);
    int32_t m = find(w, &c, 0, 0);
    if (m <= 0) return 0; /* not found, or the same position: a new tree (same as without reuse) */
    reroot(w, m);
    /* room for this search's own nodes, else start afresh */
    if (w->n + w->cfg->iterations + 1 > w->cap) {
        w->n = 1;
        return 0;
    }
    w->keep = 1;
    return 1;
}
