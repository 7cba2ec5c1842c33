/* Read-only questions the GUI, the AI and the tools ask about a game. */
#include "rules.h"
#include "turn.h"
#include "figures.h"

#include <string.h>

int cit_game_placed_count(const cit_game *g) { return g->npieces; }

/* A tile with an overlay variant (something a module laid over it) is reported as the tile it was,
   with the overlay's axis on the board. */
static cit_placed_tile placed_of(const cit_game *g, int i) {
    const piece *p = &g->pieces[i];
    int axis = g->cat->variant_axis[p->tile];
    uint8_t laid_over = axis ? (uint8_t)(1 + ((axis - 1) ^ (p->rot & 1))) : 0;
    cit_placed_tile t = {g->cat->variant_base[p->tile], p->rot, p->x, p->y, (uint16_t)i, p->player, laid_over,
                         piece_half(g, i)};
    return t;
}

cit_placed_tile cit_game_placed(const cit_game *g, int i) {
    if (i < 0 || i >= g->npieces) {
        cit_placed_tile none = {0};
        return none;
    }
    return placed_of(g, i);
}

int cit_game_parts_at(const cit_game *g, int x, int y, cit_placed_tile out[2]) {
    if (x < -BOARD_LIMIT || x > BOARD_LIMIT || y < -BOARD_LIMIT || y > BOARD_LIMIT) return 0;
    int n = 0;
    for (int half = 0; half < 2; half++) {
        int pi = cell_part_at(g, x, y, half);
        if (!pi) break;
        if (out) out[n] = placed_of(g, pi - 1);
        n++;
    }
    return n;
}

int cit_game_tile_at(const cit_game *g, int x, int y, int *tile, int *rot) {
    if (x < -BOARD_LIMIT || x > BOARD_LIMIT || y < -BOARD_LIMIT || y > BOARD_LIMIT) return 0;
    int pi = cell_piece_at(g, x, y);
    if (!pi) return 0;
    const piece *p = &g->pieces[pi - 1];
    if (p->partner) return 2;
    *tile = g->cat->variant_base[p->tile];
    *rot = p->rot;
    return 1;
}

/* Computed when asked (the GUI asks once a frame at most) rather than kept up to date
   on every placement, which playouts would pay for. */
void cit_game_bounds(const cit_game *g, int *minx, int *miny, int *maxx, int *maxy) {
    *minx = *miny = *maxx = *maxy = 0; /* an empty board (a start that lays no tile): the middle */
    if (!g->npieces) return;
    int x0 = g->pieces[0].x, y0 = g->pieces[0].y, x1 = x0, y1 = y0; /* the start tile */
    for (int i = 1; i < g->npieces; i++) {
        const piece *p = &g->pieces[i];
        if (p->x < x0) x0 = p->x;
        if (p->x > x1) x1 = p->x;
        if (p->y < y0) y0 = p->y;
        if (p->y > y1) y1 = p->y;
    }
    *minx = x0;
    *miny = y0;
    *maxx = x1;
    *maxy = y1;
}

/* Each follower kind's record standing on a part names its kind in the first of out's n
   entries for its owner there not yet named (a part may hold a normal follower beside it). */
static void name_follower_kinds(const cit_game *g, cit_follower *out, int n) {
    for (int i = 0; i < g->nfollower_kinds; i++) {
        int k = g->follower_kind[i];
        for (int p = 0; p < g->nplayers && g->kind_per_player[k]; p++) {
            const fig_record *r = figure_record(g, k, p);
            for (int j = 0; j < g->kind_per_player[k]; j++, r++) {
                if (r->where != FIG_PART) continue;
                const node *m = &g->nodes[r->at];
                const piece *pc = &g->pieces[m->piece];
                for (int e = 0; e < n; e++)
                    if (out[e].where == CIT_AT_PART && !out[e].figure && out[e].player == p && out[e].x == pc->x &&
                        out[e].y == pc->y && out[e].spot == m->feat && out[e].half == piece_half(g, m->piece)) {
                        out[e].figure = (uint8_t)(i + 1);
                        break;
                    }
            }
        }
    }
}

int cit_game_followers(const cit_game *g, cit_follower *out, int cap) {
    int n = 0;
    for (int i = 0; i < g->nnodes; i++) {
        const node *m = &g->nodes[i];
        if (!m->owner) continue;
        int on = followers_on(g, (uint16_t)i); /* one entry per follower on the part */
        for (int k = 0; k < on; k++, n++)
            if (n < cap) {
                const piece *p = &g->pieces[m->piece];
                cit_follower f = {(uint8_t)(m->owner - 1), p->x, p->y, (int8_t)m->feat, m->kind, CIT_AT_PART, 0,
                                  piece_half(g, m->piece), 0};
                out[n] = f;
            }
    }
    if (!g->modules) return n;
    if (g->nfollower_kinds) name_follower_kinds(g, out, n < cap ? n : cap);
    for (int i = 0; i < g->nwalls; i++) {
        const wall_piece *w = &g->walls[i];
        if (!w->owner) continue;
        if (n < cap) {
            cit_follower f = {(uint8_t)(w->owner - 1), w->x, w->y, (int8_t)w->side, 0, CIT_AT_WALL, 0, 0, 0};
            out[n] = f;
        }
        n++;
    }
    if (g->item_open) {
        int8_t fx, fy, fspot;
        turn_pending_feature(g, &fx, &fy, &fspot);
        uint8_t fhalf = piece_half(g, g->nodes[turn_first_node(g, g->item_root)].piece);
        for (int p = 0; p < g->nplayers; p++)
            for (int k = 0; k < g->deployed[p]; k++, n++)
                if (n < cap) {
                    cit_follower f = {(uint8_t)p, fx, fy, fspot, g->nodes[g->item_root].kind, CIT_AT_FEATURE, 0, fhalf, 0};
                    out[n] = f;
                }
    }
    FOR_MODULES(g->modules, mod) if (mod->list_followers) n = mod->list_followers(g, out, n, cap);
    return n;
}

static int valid_player(const cit_game *g, int p) { return p >= 0 && p < g->nplayers; }

int cit_game_score(const cit_game *g, int player) {
    return valid_player(g, player) ? g->score[player] : 0;
}

int cit_game_supply(const cit_game *g, int player) {
    return valid_player(g, player) ? g->supply[player] : 0;
}

int cit_game_score_in(const cit_game *g, int player, cit_score_category cat) {
    if (!valid_player(g, player) || (unsigned)cat >= CIT_CAT_COUNT) return 0;
    return g->score_cat[player][cat];
}

int cit_game_stack_left(const cit_game *g) { return g->norder - g->next_draw; }

void cit_game_remaining_counts(const cit_game *g, int *counts) {
    memset(counts, 0, sizeof(int) * (size_t)g->cat->set.ntiles);
    for (int i = g->next_draw; i < g->norder; i++) counts[g->order[i]]++;
    for (int i = 0; i < g->nheld; i++) counts[g->held[i]]++; /* hands and face down */
}

int cit_game_hand(const cit_game *g, int player, cit_tile_id *out, int cap) {
    int n = 0;
    for (int i = 0; i < g->nheld; i++)
        if (g->held_by[i] == player && player != CIT_NOBODY) {
            if (n < cap) out[n] = g->held[i];
            n++;
        }
    return n;
}

int cit_game_tile_order(const cit_game *g, cit_tile_id *out, int cap) {
    for (int i = 0; i < g->norder && i < cap; i++) out[i] = g->order[i];
    return g->norder;
}

/* The pool is the stack's tail followed by the held tiles the observer cannot see;
   without such tiles it is the stack alone and the shuffle is the one it always was.
   Shapes are public (a hand of triangles is seen to be triangles, the tile under a hill
   to be a square), so a place that held a square gets a square and one that held a
   triangle a triangle: with triangles in the pool the squares are shuffled first, then
   the triangles, each sorted by type before (a pool of squares only takes the one
   loop it always did). */
static void shuffle_sorted(cit_tile_id *pool, int n, const int *counts_in, int ntypes, uint64_t *st, uint64_t inc) {
    int counts[CIT_MAX_TILE_TYPES];
    memcpy(counts, counts_in, sizeof(int) * (size_t)ntypes);
    for (int t = 0, k = 0; t < ntypes; t++)
        while (counts[t]-- > 0) pool[k++] = (cit_tile_id)t;
    for (int i = n - 1; i > 0; i--) {
        int j = (int)rng_below(st, inc, (uint32_t)(i + 1));
        cit_tile_id t = pool[i];
        pool[i] = pool[j];
        pool[j] = t;
    }
}

/* Shuffles the n tiles of pool in place (sorted by type first), keeping each place's shape. */
static void shuffle_part(const cit_game *g, cit_tile_id *pool, int n, uint64_t *st, uint64_t inc) {
    int ntypes = g->cat->set.ntiles;
    int counts[CIT_MAX_TILE_TYPES] = {0}, triangles = 0;
    for (int i = 0; i < n; i++) {
        counts[pool[i]]++;
        triangles += g->cat->triangle[pool[i]];
    }
    if (!triangles) {
        shuffle_sorted(pool, n, counts, ntypes, st, inc);
        return;
    }
    /* each shape apart, dealt back into the places of its shape */
    cit_tile_id part[2][CIT_MAX_STACK + MAX_HELD];
    int shape_counts[CIT_MAX_TILE_TYPES], sizes[2] = {n - triangles, triangles};
    for (int shape = 0; shape < 2; shape++) {
        for (int t = 0; t < ntypes; t++) shape_counts[t] = g->cat->triangle[t] == shape ? counts[t] : 0;
        shuffle_sorted(part[shape], sizes[shape], shape_counts, ntypes, st, inc);
    }
    int used[2] = {0, 0};
    for (int i = 0; i < n; i++) {
        int shape = g->cat->triangle[pool[i]];
        pool[i] = part[shape][used[shape]++];
    }
}

/* Where the stack is known to be cut (a course laid first, then its last tile, then the
   land: rules_module.stack_parts), each part is shuffled on its own, the held tiles with the
   last part; without cuts the shuffle is the one it always was. */
void cit_game_shuffle_unseen(cit_game *g, int observer, uint64_t seed) {
    uint64_t st, inc;
    rng_seed(&st, &inc, seed);
    /* the game's generator, which only modules' draws read after set-up (a bag's tokens),
       is as unknown to the observer as the stack: it is dealt anew too */
    rng_seed(&g->rng_state, &g->rng_inc, seed ^ 0x5bd1e9955bd1e995ULL);
    int first = g->next_draw;
    uint8_t cuts[4];
    int ncuts = 0;
    FOR_MODULES(g->modules, m) if (m->stack_parts && !ncuts) ncuts = m->stack_parts(g, cuts, 4);
    for (int c = 0; c < ncuts; c++) {
        if (cuts[c] <= first || cuts[c] > g->norder) continue;
        shuffle_part(g, g->order + first, cuts[c] - first, &st, inc);
        first = cuts[c];
    }
    int nstack = g->norder - first, n = nstack;
    cit_tile_id pool[CIT_MAX_STACK + MAX_HELD];
    memcpy(pool, g->order + first, sizeof pool[0] * (size_t)nstack);
    for (int i = 0; i < g->nheld; i++)
        if (g->held_by[i] != observer || observer == CIT_NOBODY) pool[n++] = g->held[i];
    /* Sorted first (counting sort by type), so the result depends only on the seed and
       which tiles are unseen, never on their hidden order or who holds them. */
    shuffle_part(g, pool, n, &st, inc);
    memcpy(g->order + first, pool, sizeof pool[0] * (size_t)nstack);
    for (int i = 0, k = nstack; i < g->nheld; i++)
        if (g->held_by[i] != observer || observer == CIT_NOBODY) g->held[i] = pool[k++];
}

cit_status cit_game_playout_move(const cit_game *g, uint64_t *rng, cit_move *out) {
    if (g->decision == CIT_DECIDE_NONE) return CIT_ERR_GAME_OVER;
    if (g->nqueue) {
        const rules_module *m = rules_module_get(g->queue[0].module);
        if (m && m->playout && m->playout(g, &g->queue[0], rng, out)) return CIT_OK;
    }
    uint64_t seed = *rng += 0x9E3779B97F4A7C15ULL; /* one step of the documented stream */
    return cit_game_random_move(g, seed, out);
}

int cit_game_placement_options(const cit_game *g, int x, int y, int rot, cit_move *out, int cap,
                               int *needs) {
    if (needs) *needs = 0;
    const placement_rules *pr = g->placing ? placement_rules_for(g, g->hand) : NULL;
    return pr && pr->options ? pr->options(g, x, y, rot, out, cap, needs) : 0;
}

int cit_game_spot_kind(const cit_game *g, const cit_move *m, int spot) {
    if (m->tile >= g->cat->set.ntiles || spot < 0) return -1;
    const cit_tile_def *d = &g->cat->set.tiles[m->tile];
    if (spot < d->nfeat) return d->feat[spot].kind;
    const placement_rules *pr = g->placing ? placement_rules_for(g, m->tile) : NULL;
    return pr && pr->spot_kind ? pr->spot_kind(g, m, spot) : -1;
}

uint64_t cit_game_view_hash(const cit_game *g, int observer) {
    uint64_t h = 0;
    FOR_MODULES(g->modules, m) if (m->view_hash) {
        uint64_t v = m->view_hash(g, observer);
        h = (h ^ v) * 0x100000001b3ULL + v;
    }
    return h;
}

int cit_game_cell_borders(const cit_game *g, int x, int y) {
    if (x < -BOARD_LIMIT || x > BOARD_LIMIT || y < -BOARD_LIMIT || y > BOARD_LIMIT) return 0;
    return cell_frontier_slot(g, x, y) >= 0;
}

/* Every tile type is asked once (game_tile_fits_at, the one answer the draw uses too):
   the tile in hand for the player holding it, the ones to come for any player. */
int cit_game_cell_fillable(const cit_game *g, int x, int y) {
    if (x < -BOARD_LIMIT || x > BOARD_LIMIT || y < -BOARD_LIMIT || y > BOARD_LIMIT) return 0;
    if (cell_frontier_slot(g, x, y) < 0) return 0;
    if (g->decision == CIT_DECIDE_PLACE_TILE && game_tile_fits_at(g, g->hand, x, y, g->player)) return 1;
    uint8_t asked[CIT_MAX_TILE_TYPES] = {0};
    for (int i = g->next_draw; i < g->norder; i++) {
        int t = g->order[i];
        if (asked[t]) continue;
        asked[t] = 1;
        if (game_tile_fits_at(g, t, x, y, -1)) return 1;
    }
    for (int i = 0; i < g->nheld; i++) /* in a hand or face down: still to come, by its holder */
        if (game_tile_fits_at(g, g->held[i], x, y, g->held_by[i] == CIT_NOBODY ? -1 : g->held_by[i]))
            return 1;
    /* Tiles a module set aside to be played later (revealed earlier, owed to players). */
    FOR_MODULES(g->modules, m) if (m->tiles_to_come) {
        enum { CAP = CIT_MAX_PLAYERS * 2 };
        cit_tile_id tiles[CAP];
        uint8_t by[CAP];
        int n = m->tiles_to_come(g, tiles, by, CAP);
        for (int i = 0; i < n && i < CAP; i++)
            if (game_tile_fits_at(g, tiles[i], x, y, by[i] == CIT_NOBODY ? -1 : by[i])) return 1;
    }
    return 0;
}

/* What a feature's root knows without a walk through the feature. */
static void feature_brief(const cit_game *g, uint16_t root, cit_feature_info *info) {
    const node *r = &g->nodes[root];
    memset(info, 0, sizeof *info);
    info->kind = r->kind;
    info->complete = r->done == COMPLETED;
    info->pennants = r->pennants;
    memcpy(info->followers, r->meeples, sizeof info->followers);
    info->open = r->open > 0 ? r->open : 0;
    info->id = root;
}

/* What a feature's root knows, as cit_feature_info. */
static void feature_info(const cit_game *g, uint16_t root, cit_feature_info *info) {
    const node *r = &g->nodes[root];
    feature_brief(g, root, info);
    info->cells = (uint8_t)feat_distinct_cells(g, root);
    info->value = (int16_t)turn_feature_value(g, root, r->done != COMPLETED); /* the modules' values too */
    info->closed_value = r->done == COMPLETED ? info->value : (int16_t)turn_feature_value(g, root, 0);
    if (r->kind == CIT_FEAT_MARKET) info->goods = (uint8_t)score_goods_mask(g, root);
}

/* The root of feature `spot` of the piece `half` of cell x,y, or -1 if there is none. */
static int feature_root_at(const cit_game *g, int x, int y, int spot, int half) {
    if (x < -BOARD_LIMIT || x > BOARD_LIMIT || y < -BOARD_LIMIT || y > BOARD_LIMIT || spot < 0) return -1;
    int pi = half == 0 || half == 1 ? cell_part_at(g, x, y, half) : 0;
    if (!pi) return -1;
    const piece *p = &g->pieces[pi - 1];
    if (spot >= p->nfeat) return -1;
    return (int)feat_find(g, (uint16_t)(p->node0 + spot));
}

int cit_game_feature_brief(const cit_game *g, int x, int y, int spot, int half, cit_feature_info *info) {
    int root = feature_root_at(g, x, y, spot, half);
    if (root < 0) return 0;
    if (info) feature_brief(g, (uint16_t)root, info);
    return 1;
}

int cit_game_feature(const cit_game *g, int x, int y, int spot, int half, cit_feature_info *info,
                     cit_feature_part *members, int cap, int *nmembers) {
    int found = feature_root_at(g, x, y, spot, half);
    if (found < 0) return 0;
    uint16_t root = (uint16_t)found;
    if (info) feature_info(g, root, info);
    if (!members && !nmembers) return 1; /* no walk wanted */
    int n = 0;
    uint16_t i = root;
    do {
        const node *m = &g->nodes[i];
        const piece *q = &g->pieces[m->piece];
        if (members && n < cap) {
            cit_feature_part part = {q->x, q->y, (int8_t)m->feat, piece_half(g, m->piece)};
            members[n] = part;
        }
        n++;
        i = m->next;
    } while (i != root);
    if (nmembers) *nmembers = n;
    return 1;
}

int cit_game_held_features(const cit_game *g, cit_feature_info *out, int cap) {
    uint16_t seen[MAX_FOLLOWER_NODES];
    int n = 0;
    for (int i = 0; i < g->nfollowers; i++) {
        uint16_t r = feat_find(g, g->followers[i]);
        if (g->nodes[r].done) continue;
        int j = 0;
        while (j < n && seen[j] != r) j++;
        if (j < n) continue;
        seen[n] = r;
        if (out && n < cap) feature_info(g, r, &out[n]);
        n++;
    }
    return n;
}

void cit_game_projected_scores(const cit_game *g, int *scores) {
    /* Final scoring on a copy: too big for the stack of a GUI thread, so on the heap. */
    cit_game *copy = cit_game_clone(g);
    if (!copy) {
        for (int i = 0; i < g->nplayers; i++) scores[i] = g->score[i];
        return;
    }
    emitter e = {copy, NULL};
    if (copy->general) turn_project_final(copy);
    else if (copy->decision != CIT_DECIDE_NONE) score_final(copy, &e);
    for (int i = 0; i < g->nplayers; i++) scores[i] = copy->score[i];
    cit_game_free(copy);
}

int cit_game_walls(const cit_game *g, cit_wall *out, int cap) {
    for (int i = 0; i < g->nwalls && i < cap; i++) {
        const wall_piece *w = &g->walls[i];
        cit_wall c = {w->x, w->y, w->side, w->kind, w->owner, w->by};
        out[i] = c;
    }
    return g->nwalls;
}

int cit_game_beyond_wall(const cit_game *g, int x, int y) { return board_beyond_wall(g, x, y); }
