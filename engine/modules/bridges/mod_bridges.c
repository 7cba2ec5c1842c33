/*
 * Bridges (RULES.md §2): with the tile, the player may build a bridge on it or on an
 * orthogonally adjacent tile, across the cell between two field edges; with Halflings
 * (RULES.md §4) also across a cell filled by two triangles, each end on one triangle's
 * field leg, the new triangle's own cell included when it fills it. A bridge is a road:
 * the tile becomes its catalogue variant with one more road feature (catalog.h), so
 * joining and scoring need nothing new; over two triangles each becomes its variant
 * (half the road each) and the halves are joined into one road of one cell. A bridge
 * may also make a placement legal whose road would otherwise meet a field (or whose
 * field would meet a road).
 *
 * All of it is placement rules (rules.h): listing, checking, drawing at random and
 * laying a placement move, which carries its bridge in arg0 (where) and arg1 (axis).
 * They answer for squares and triangles alike.
 */
#include "rules.h"
#include "figures.h"
#include "mod_bridges.h"

#include <string.h>

/* This module's state in the game (rules.h, MODULE_STATE). */
static inline bridges_state *bridges_of(const cit_game *g) { return MODULE_STATE(g, bridges_state, CIT_MODULE_BRIDGES); }

#define MAX_BRIDGE_OPTIONS 10 /* on the tile or one of four neighbours, two axes each */

static void keep_spare_node(cit_game *g, int pi);

/* Each player's bridges; a start tile that could carry a bridge (any start tile a test
   set-up chooses: D never can) gets the spare node of keep_spare_node, the nodes being
   still only its own. */
static void setup(cit_game *g) {
    int per_player = g->nplayers <= 4 ? 3 : 2;
    for (int p = 0; p < g->nplayers; p++) bridges_of(g)->left[p] = (uint8_t)per_player;
    const piece *start = &g->pieces[0];
    if (g->npieces == 1 && g->nnodes == start->node0 + start->nfeat &&
        (g->cat->overlay_variant[start->tile][0] || g->cat->overlay_variant[start->tile][1]))
        keep_spare_node(g, 0);
}

/* ---- a planned move: the new tile and the bridge, before anything is laid ---------------- */

/*
 * Nodes: a piece's features are nodes node0 .. node0 + nfeat - 1, so a bridge built later
 * on a piece needs the node right after them. Every tile (square or triangle) placed
 * with Bridges on keeps one spare there (inert: a kind no feature has, alone in its set,
 * so walks over all nodes pass it by); the start tile D never carries a bridge (it has no two field edges
 * facing each other; another start tile gets a spare at set-up) and a tile bridged when
 * placed has its road among its features.
 */
static void keep_spare_node(cit_game *g, int pi) {
    uint16_t id = g->nnodes++;
    node *n = &g->nodes[id];
    memset(n, 0, sizeof *n);
    n->parent = n->next = id;
    n->piece = (uint16_t)pi;
    n->kind = CIT_FEAT_KIND_COUNT;
    n->feat = (uint8_t)(id - g->pieces[pi].node0);
}

static int has_spare_node(const cit_game *g, const piece *p) {
    int id = p->node0 + p->nfeat;
    return id < g->nnodes && g->nodes[id].kind == CIT_FEAT_KIND_COUNT && g->nodes[id].piece == p - g->pieces;
}

/* The tile type of `tile` turned `rot` with a bridge along board axis `axis`, or -1. */
static int bridged_type(const cit_game *g, int tile, int rot, int axis) {
    if (g->cat->variant_axis[tile]) return -1; /* one bridge per cell */
    int v = g->cat->overlay_variant[tile][axis ^ (rot & 1)];
    return v ? v : -1;
}

/*
 * A planned placement: the new tile (its bridge variant if the bridge is on it), and the
 * pieces already on the board that the bridge turns into their variants: the square it
 * crosses, or the triangles of the full cell it crosses (both, or the one beside the new
 * triangle when that triangle fills the cell and takes the bridge itself).
 */
typedef struct {
    int x, y, rot, type;
    const piece *mate; /* the lone triangle in the new triangle's cell, or NULL */
    int axis, bx, by;  /* the bridge: its axis and its cell */
    int nb;            /* pieces on the board the bridge turns into variants */
    const piece *bp[2];
    int btype[2];
    int halves;        /* the bridge runs over the two triangles of a cell */
} plan;

static int planned_type(const plan *pl, const piece *p) {
    for (int i = 0; i < pl->nb; i++)
        if (pl->bp[i] == p) return pl->btype[i];
    return p->tile;
}

/* The edge the cell cx,cy shows on `side` with the planned tile and bridge in place:
   the square's, or the triangle's whose leg lies there. */
static int planned_edge(const cit_game *g, const plan *pl, int cx, int cy, int side) {
    const piece *p;
    if (cx == pl->x && cy == pl->y) {
        int e = g->cat->edge[pl->type][pl->rot][side];
        if (e || !pl->mate) return e;
        p = pl->mate;
    } else {
        int pi = cell_piece_at(g, cx, cy);
        if (!pi) return 0;
        p = &g->pieces[pi - 1];
        int e = g->cat->edge[planned_type(pl, p)][p->rot][side];
        if (e || !p->partner) return e;
        p = &g->pieces[p->partner - 1];
    }
    return g->cat->edge[planned_type(pl, p)][p->rot][side];
}

/* Every edge of a part at cx,cy showing `type` turned `rot` (a square's four, a
   triangle's legs) matches what faces it. */
static int part_fits(const cit_game *g, const plan *pl, int cx, int cy, int type, int rot) {
    for (int s = 0; s < 4; s++) {
        int mine = g->cat->edge[type][rot][s];
        if (!mine) continue;
        int other = planned_edge(g, pl, cx + dir_dx[s], cy + dir_dy[s], (s + 2) & 3);
        if (other && other != mine) return 0;
    }
    return 1;
}

/* The placement is legal with the bridge laid: a triangle's seat in its cell (which no
   bridge changes), then the edges of the new tile and of every bridged part. */
static int plan_fits(const cit_game *g, const plan *pl) {
    if (tile_is_triangle(g->cat, pl->type) && board_triangle_seat(g, pl->type, pl->x, pl->y, pl->rot) != CIT_OK)
        return 0;
    if (!part_fits(g, pl, pl->x, pl->y, pl->type, pl->rot)) return 0;
    for (int i = 0; i < pl->nb; i++)
        if (!part_fits(g, pl, pl->bp[i]->x, pl->bp[i]->y, pl->btype[i], pl->bp[i]->rot)) return 0;
    return 1;
}

/* Piece p, already on the board, is to carry the bridge: it must have kept its spare
   node, have a field edge on each end of the axis it owns, and hold no module's figure off
   its features (a follower on an acrobat space: RULES.md §13 decision 7). */
static int add_part(const cit_game *g, plan *pl, const piece *p) {
    if (!has_spare_node(g, p) || pieces_held(g, (int)(p - g->pieces))) return 0;
    int t = bridged_type(g, p->tile, p->rot, pl->axis);
    if (t < 0) return 0;
    pl->bp[pl->nb] = p;
    pl->btype[pl->nb++] = t;
    return 1;
}

/* The plan of placement move m; 0 if its bridge cannot exist at all (no field edges on
   that axis, no tile there, a cell holding one triangle, a bridge already there). */
static int make_plan(const cit_game *g, const cit_move *m, plan *pl) {
    memset(pl, 0, sizeof *pl);
    pl->x = m->x;
    pl->y = m->y;
    pl->rot = m->rot;
    pl->type = m->tile;
    if (tile_is_triangle(g->cat, m->tile)) {
        int pi = cell_piece_at(g, m->x, m->y);
        const piece *p = pi ? &g->pieces[pi - 1] : NULL;
        if (p && tile_is_triangle(g->cat, p->tile) && !p->partner) pl->mate = p;
    }
    if (m->arg0 == CIT_BRIDGE_NONE) return m->arg1 == 0;
    if (m->arg1 > CIT_AXIS_WE || m->arg0 > CIT_BRIDGE_W) return 0;
    pl->axis = m->arg1;
    if (m->arg0 == CIT_BRIDGE_HERE) {
        pl->bx = m->x;
        pl->by = m->y;
        pl->type = bridged_type(g, m->tile, m->rot, m->arg1);
        if (pl->type < 0) return 0;
        if (!tile_is_triangle(g->cat, m->tile)) return 1;
        pl->halves = 1; /* only on the cell this triangle fills */
        return pl->mate && add_part(g, pl, pl->mate);
    }
    int d = m->arg0 - CIT_BRIDGE_N;
    pl->bx = m->x + dir_dx[d];
    pl->by = m->y + dir_dy[d];
    int pi = cell_piece_at(g, pl->bx, pl->by);
    if (!pi || !add_part(g, pl, &g->pieces[pi - 1])) return 0;
    const piece *p = &g->pieces[pi - 1];
    if (!tile_is_triangle(g->cat, p->tile)) return 1;
    pl->halves = 1; /* a cell of two triangles, never a lone one */
    return p->partner && add_part(g, pl, &g->pieces[p->partner - 1]);
}

/*
 * Could a bridge make square t turned rot fit the cell with key `key`? Only if every
 * mismatch is a road meeting a field: a city never meets anything else.
 */
static int bridge_may_help(const cit_game *g, int t, int rot, int key) {
    for (int s = 0; s < 4; s++) {
        int need = key >> (2 * s) & 3, have = g->cat->edge[t][rot][s];
        if (!need || need == have) continue;
        if (need == CIT_EDGE_CITY || have == CIT_EDGE_CITY) return 0;
    }
    return 1;
}

/*
 * The places a tile may be asked about: entry i < nfrontier is the empty cell of that
 * frontier slot, in any rotation; a triangle also has the half-filled cells after them,
 * each in the one rotation opposite its triangle. Returns the rotations to try.
 */
static int nplaces(const cit_game *g, int t) { return g->nfrontier + (tile_is_triangle(g->cat, t) ? g->nhalf : 0); }

static unsigned place_at(const cit_game *g, int i, int *x, int *y) {
    if (i < g->nfrontier) {
        *x = g->frontier[i].x;
        *y = g->frontier[i].y;
        return 15;
    }
    const piece *p = &g->pieces[g->half_cells[i - g->nfrontier]];
    *x = p->x;
    *y = p->y;
    return 1u << ((p->rot + 2) & 3);
}

/* The rotations in which tile t goes on place i without a bridge. */
static unsigned plain_rotations(const cit_game *g, int t, int i) {
    if (i < g->nfrontier) return g->cat->fit[t][g->frontier_key[i]];
    int x, y;
    unsigned r = place_at(g, i, &x, &y);
    return board_triangle_fits(g, t, x, y, __builtin_ctz(r)) ? r : 0;
}

/* The placement of tile t on place i turned rot, without bridge or follower. */
static cit_move plain_move(const cit_game *g, int t, int i, int rot) {
    cit_move m;
    memset(&m, 0, sizeof m);
    int x, y;
    place_at(g, i, &x, &y);
    m.type = CIT_MOVE_PLACE;
    m.tile = (cit_tile_id)t;
    m.x = (int8_t)x;
    m.y = (int8_t)y;
    m.rot = (uint8_t)rot;
    m.spot = CIT_SPOT_NONE;
    return m;
}

/*
 * The legal bridges of tile t on place i turned rot for a player who has bridges left
 * (`has_bridge`), as moves (spot none). Returns how many (at most MAX_BRIDGE_OPTIONS);
 * *fits says whether the placement is legal without a bridge.
 */
static int tile_bridge_moves(const cit_game *g, int t, int i, int rot, int has_bridge, cit_move *out, int *fits) {
    *fits = plain_rotations(g, t, i) >> rot & 1;
    if (!has_bridge) return 0;
    if (!*fits && i < g->nfrontier && !tile_is_triangle(g->cat, t) && !bridge_may_help(g, t, rot, g->frontier_key[i]))
        return 0;
    int n = 0;
    cit_move m = plain_move(g, t, i, rot);
    for (int where = CIT_BRIDGE_HERE; where <= CIT_BRIDGE_W; where++)
        for (int axis = 0; axis < 2; axis++) {
            m.arg0 = (uint8_t)where;
            m.arg1 = (uint8_t)axis;
            plan pl;
            if (make_plan(g, &m, &pl) && plan_fits(g, &pl)) out[n++] = m;
        }
    return n;
}

static int bridge_moves(const cit_game *g, int i, int rot, cit_move *out, int *fits) {
    return tile_bridge_moves(g, g->hand, i, rot, bridges_of(g)->left[g->player] > 0, out, fits);
}

/* A tile that fits nowhere (or not on frontier slot `slot`) as it is may still fit with
   a bridge of `player` (-1: of whoever still has one): the core's game_tile_fits asks. */
static int fits_otherwise(const cit_game *g, int tile, int slot, int player) {
    int has_bridge = 0;
    for (int p = 0; p < g->nplayers; p++)
        if (player < 0 || p == player) has_bridge |= bridges_of(g)->left[p] > 0;
    if (!has_bridge) return 0;
    int first = slot < 0 ? 0 : slot, last = slot < 0 ? nplaces(g, tile) - 1 : slot;
    for (int i = first; i <= last; i++) {
        int x, y;
        for (unsigned rm = place_at(g, i, &x, &y); rm; rm &= rm - 1) {
            cit_move opts[MAX_BRIDGE_OPTIONS];
            int fits;
            if (tile_bridge_moves(g, tile, i, __builtin_ctz(rm), 1, opts, &fits)) return 1;
        }
    }
    return 0;
}

/* ---- laying a bridge -------------------------------------------------------------------- */

static void record_bridge(cit_game *g, int x, int y, int axis, emitter *e) {
    board_add_overlay(g, x, y, 0, axis);
    g->overlays[g->noverlays - 1].owner = g->player;
    bridges_of(g)->left[g->player]--;
    cit_event ev = {0};
    ev.type = CIT_EV_BRIDGE;
    ev.player = g->player;
    ev.x = (int8_t)x;
    ev.y = (int8_t)y;
    ev.rot = (uint8_t)axis;
    emit(e, ev);
}

/* The piece on the board becomes its bridged variant: its spare node becomes the road,
   which then meets whatever lies at its ends, on the sides where the piece shows an edge
   (a triangle: its one leg on the axis); empty cells learn they face a road. */
static void bridge_piece(cit_game *g, int pi, int axis) {
    piece *p = &g->pieces[pi];
    int f = g->cat->set.tiles[p->tile].nfeat;
    p->tile = (cit_tile_id)bridged_type(g, p->tile, p->rot, axis);
    p->nfeat = (uint8_t)(f + 1);
    uint16_t id = (uint16_t)(p->node0 + f);
    node *n = &g->nodes[id];
    n->parent = n->next = id;
    n->piece = (uint16_t)pi;
    n->seed = g->cat->seed[p->tile][f];
    n->meeple_word = 0;
    for (int k = 0; k < 2; k++) {
        int side = axis == CIT_AXIS_NS ? 2 * k : 1 + 2 * k;
        if (!g->cat->edge[p->tile][p->rot][side]) continue;
        int slot = cell_frontier_slot(g, p->x + dir_dx[side], p->y + dir_dy[side]);
        if (slot < 0) {
            feat_rejoin_side(g, pi, side);
            continue;
        }
        int at = 2 * ((side + 2) & 3); /* the empty cell sees this piece on its far side */
        g->frontier_key[slot] = (uint8_t)((g->frontier_key[slot] & ~(3u << at)) | (unsigned)CIT_EDGE_ROAD << at);
    }
}

/* The road a piece's bridge variant carries: its last feature. */
static uint16_t bridge_node(const cit_game *g, int pi) {
    const piece *p = &g->pieces[pi];
    return (uint16_t)(p->node0 + p->nfeat - 1);
}

/*
 * Lays a checked placement move: the tile (bridged if the bridge is on it), the bridged
 * parts already on the board, the two halves of a bridge over two triangles joined into
 * one road, then the follower. A bridge on a neighbour cannot complete a road the new
 * tile is not part of: its far end faces an empty cell (an older tile there would have
 * had to show a road to its field), so whatever it completes runs through the new tile
 * and the general turn finds it there.
 */
static int place(cit_game *g, const cit_move *m, emitter *e) {
    plan pl;
    make_plan(g, m, &pl);
    int bridged[2] = {-1, -1};
    for (int i = 0; i < pl.nb; i++) bridged[i] = (int)(pl.bp[i] - g->pieces);
    int pi = board_place_piece(g, pl.type, m->x, m->y, m->rot);
    if (m->arg0 != CIT_BRIDGE_HERE) keep_spare_node(g, pi);
    game_emit_place(g, m, e);
    if (m->arg0 != CIT_BRIDGE_NONE) {
        for (int i = 0; i < pl.nb; i++) bridge_piece(g, bridged[i], m->arg1);
        if (pl.halves) { /* the half on the triangle placed later hangs under the older's */
            int newer = m->arg0 == CIT_BRIDGE_HERE ? pi : bridged[1];
            feat_join_parts(g, bridge_node(g, newer), bridge_node(g, bridged[0]));
        }
        record_bridge(g, pl.bx, pl.by, m->arg1, e);
    }
    if (m->spot != CIT_SPOT_NONE) game_put_follower(g, pi, m->spot, e);
    return pi;
}

/* ---- follower spots ----------------------------------------------------------------- */

/*
 * Free features of the planned tile (its bridge included). A bridge on a neighbour
 * changes nothing here: its far end faces an empty cell (see place), so the new tile's
 * road only meets a fresh, empty bridge, and the fields under it are the ones that were.
 * Nor does the half of a bridge over the partner of the new triangle: that triangle's
 * leg showed a field, so the cell beyond it is empty (a tile there would show a field,
 * which the bridge's road end may not meet).
 */
static uint32_t free_spots(const cit_game *g, const cit_move *m, const plan *pl) {
    if (!g->supply[g->player]) return 0;
    return followers_spots_allowed(g, pl->type) & ~feat_occupied_mask(g, pl->type, m->x, m->y, m->rot);
}

/* Whether x,y is a cell the tile may be asked about: empty beside the board, or for a
   triangle half filled. */
static int asked_cell(const cit_game *g, int t, int x, int y) {
    return cell_frontier_slot(g, x, y) >= 0 || (tile_is_triangle(g->cat, t) && board_half_rotation(g, x, y) >= 0);
}

static int spots(const cit_game *g, const cit_move *m, int8_t *out, int cap) {
    plan pl;
    if (!make_plan(g, m, &pl) || !asked_cell(g, m->tile, m->x, m->y) || m->rot > 3) return 0;
    int n = 0;
    for (uint32_t mask = free_spots(g, m, &pl); mask; mask &= mask - 1)
        if (n < cap) out[n++] = (int8_t)__builtin_ctz(mask);
    return n;
}

/* ---- the placement rules ---------------------------------------------------------------- */

/* The checks of a triangle's placement move before its edges (as the core's). */
static cit_status triangle_cell(const cit_game *g, const cit_move *m) {
    if (m->tile != g->hand) return CIT_ERR_WRONG_TILE;
    if (m->rot > 3) return CIT_ERR_BAD_ROTATION;
    if (m->x < -BOARD_LIMIT || m->x > BOARD_LIMIT || m->y < -BOARD_LIMIT || m->y > BOARD_LIMIT)
        return CIT_ERR_OUT_OF_BOUNDS;
    if (!cell_piece_at(g, m->x, m->y) && cell_frontier_slot(g, m->x, m->y) < 0)
        return board_beyond_wall(g, m->x, m->y) ? CIT_ERR_CLOSED_CELL : CIT_ERR_NO_NEIGHBOUR;
    return board_triangle_seat(g, m->tile, m->x, m->y, m->rot);
}

static cit_status check(const cit_game *g, const cit_move *m) {
    if (m->arg0 == CIT_BRIDGE_NONE) return game_check_place(g, m);
    int slot = -1, triangle = tile_is_triangle(g->cat, m->tile);
    cit_status st = triangle ? triangle_cell(g, m) : game_check_cell(g, m, &slot);
    if (st != CIT_OK) return st;
    if (!bridges_of(g)->left[g->player]) return CIT_ERR_NO_PIECE;
    plan pl;
    if (!make_plan(g, m, &pl)) return CIT_ERR_BAD_BRIDGE;
    if (!plan_fits(g, &pl)) {
        /* the tile fits without the bridge: the bridge is what does not */
        int fits = triangle ? board_triangle_fits(g, m->tile, m->x, m->y, m->rot)
                            : g->cat->fit[m->tile][g->frontier_key[slot]] >> m->rot & 1;
        return fits ? CIT_ERR_BAD_BRIDGE : CIT_ERR_EDGE_MISMATCH;
    }
    if (m->spot == CIT_SPOT_NONE) return CIT_OK;
    if (m->spot < 0 || m->spot >= g->cat->set.tiles[pl.type].nfeat || !(followers_spots_allowed(g, pl.type) >> m->spot & 1))
        return CIT_ERR_BAD_SPOT;
    if (!g->supply[g->player]) return CIT_ERR_NO_FOLLOWER;
    return free_spots(g, m, &pl) >> m->spot & 1 ? CIT_OK : CIT_ERR_SPOT_OCCUPIED;
}

/*
 * The sides of tile t turned rot on frontier slot i whose edge differs from the one it
 * faces (a triangle shows none where it has no leg). A bridge changes edges on its axis
 * only: on the new tile both ends of it, on a neighbour the end facing the tile; so a
 * plan can mend the placement only if it changes every one of these sides (issue 87: the
 * listing tried all ten plans of every rotation).
 */
static unsigned mismatched_sides(const cit_game *g, int t, int rot, int i) {
    unsigned key = g->frontier_key[i], bad = 0;
    for (int s = 0; s < 4; s++) {
        unsigned need = key >> (2 * s) & 3, have = g->cat->edge[t][rot][s];
        if (need && have && need != have) bad |= 1u << s;
    }
    return bad;
}

/* The board sides a bridge along `axis` runs between: N and S, or E and W. */
static unsigned axis_sides(int axis) { return axis == CIT_AXIS_NS ? 5u : 10u; }

/* Whether tile t on place i turned rot is legal with the bridge at `where` along `axis`. */
static int plan_legal(const cit_game *g, int t, int i, int rot, int where, int axis) {
    cit_move m = plain_move(g, t, i, rot);
    m.arg0 = (uint8_t)where;
    m.arg1 = (uint8_t)axis;
    plan pl;
    return make_plan(g, &m, &pl) && plan_fits(g, &pl);
}

/*
 * Whether some bridge makes the tile in hand legal on place i turned rot where it is not
 * without one: the same answer as bridge_moves listing a bridge, stopping at the first.
 * Beside the board only the plans that change every mismatched side can: on the square
 * itself along an axis holding them all (its bridged variant then answers from the fit
 * table: nothing else changes), or on the neighbour of the one mismatched side along
 * that side's axis (a triangle on an empty cell carries no bridge of its own). In a
 * half-filled cell every plan is tried (tests/unit/test_fastpaths.c holds it all to
 * bridge_moves).
 */
static int bridge_mends(const cit_game *g, int i, int rot) {
    int t = g->hand, triangle = tile_is_triangle(g->cat, t);
    if (i >= g->nfrontier) { /* a half-filled cell: one rotation, a few times a game */
        for (int where = CIT_BRIDGE_HERE; where <= CIT_BRIDGE_W; where++)
            for (int axis = 0; axis < 2; axis++)
                if (plan_legal(g, t, i, rot, where, axis)) return 1;
        return 0;
    }
    /* nothing mismatched, yet no fit: a triangle whose legs touch no tile, which no
       bridge changes (board_triangle_seat) */
    unsigned bad = mismatched_sides(g, t, rot, i);
    if (!bad) return 0;
    unsigned key = g->frontier_key[i];
    if (!triangle && !bridge_may_help(g, t, rot, (int)key)) return 0;
    for (int axis = 0; axis < 2 && !triangle; axis++) {
        if (bad & ~axis_sides(axis)) continue;
        int v = bridged_type(g, t, rot, axis);
        if (v >= 0 && (g->cat->fit[v][key] >> rot & 1)) return 1;
    }
    if (bad & (bad - 1)) return 0;
    /* the neighbour's bridge turns the field it shows this side into a road */
    int d = __builtin_ctz(bad);
    if (g->cat->edge[t][rot][d] != CIT_EDGE_ROAD || (key >> (2 * d) & 3) != CIT_EDGE_FIELD) return 0;
    return plan_legal(g, t, i, rot, CIT_BRIDGE_N + d, d & 1);
}

/* The rotations of the tile in hand on place i legal only with a bridge. */
static unsigned bridge_only_rotations(const cit_game *g, int i) {
    unsigned mask = 0;
    if (!bridges_of(g)->left[g->player]) return 0;
    int x, y;
    unsigned plain = plain_rotations(g, g->hand, i);
    for (unsigned rm = place_at(g, i, &x, &y) & ~plain; rm; rm &= rm - 1) {
        int r = __builtin_ctz(rm);
        if (bridge_mends(g, i, r)) mask |= 1u << r;
    }
    return mask;
}

static int legal_placements(const cit_game *g, cit_placement *out, int cap) {
    int n = 0;
    for (int i = 0; i < nplaces(g, g->hand); i++) {
        unsigned plain = plain_rotations(g, g->hand, i), only = bridge_only_rotations(g, i);
        if (!(plain | only)) continue;
        if (n < cap) {
            int x, y;
            place_at(g, i, &x, &y);
            out[n].x = (int8_t)x;
            out[n].y = (int8_t)y;
            out[n].rotmask = (uint8_t)(plain | only);
            out[n].extramask = (uint8_t)only;
        }
        n++;
    }
    return n;
}

/* Appends move m once per follower choice (none, then each free spot). */
static int add_with_spots(const cit_game *g, cit_move m, cit_move *out, int n, int cap) {
    plan pl;
    make_plan(g, &m, &pl);
    return list_with_spots(out, cap, n, m, free_spots(g, &m, &pl));
}

static int legal_moves(const cit_game *g, cit_move *out, int cap) {
    int t = g->hand, n = 0;
    uint8_t distinct = g->cat->distinct[t];
    for (int i = 0; i < nplaces(g, t); i++) {
        int x, y;
        for (unsigned rm = place_at(g, i, &x, &y) & distinct; rm; rm &= rm - 1) {
            int r = __builtin_ctz(rm);
            cit_move opts[MAX_BRIDGE_OPTIONS];
            int fits, nopts = bridge_moves(g, i, r, opts, &fits);
            if (fits) n = add_with_spots(g, plain_move(g, t, i, r), out, n, cap);
            for (int k = 0; k < nopts; k++) n = add_with_spots(g, opts[k], out, n, cap);
        }
    }
    return n;
}

/* SplitMix64 steps: the random move's own numbers, from the caller's seed. */
static uint64_t next_random(uint64_t *state) {
    uint64_t z = (*state += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

static int below(uint64_t *state, int bound) { return (int)(((next_random(state) >> 32) * (uint64_t)bound) >> 32); }

#define RANDOM_TRIES 12

/*
 * Uniform over legal (place, rotation) pairs, bridge-only ones included: a uniform pair
 * of the places (each empty cell beside the board in its four rotations, for a triangle
 * each half-filled cell in its one) kept only if legal, asked of the fit table and, where
 * that says no, of bridge_mends, falling back to listing after RANDOM_TRIES misses; then
 * a bridge: one of the needed ones, or for a placement legal without one, none half of
 * the time and otherwise any legal bridge (the bridges listed for that pair alone); then
 * no follower or a free spot, uniformly.
 */
static cit_status random_move(const cit_game *g, uint64_t seed, cit_move *out) {
    if (!bridges_of(g)->left[g->player]) return game_random_place(g, seed, out);
    int places = nplaces(g, g->hand);
    if (places == 0) return CIT_ERR_GAME_OVER;
    uint64_t rng = seed;
    cit_move opts[MAX_BRIDGE_OPTIONS];
    int at = -1, rot = 0, fits = 0, nopts = 0, beside = 4 * g->nfrontier;
    for (int tries = 0; tries < RANDOM_TRIES && at < 0; tries++) {
        int pair = below(&rng, beside + places - g->nfrontier), i = pair >> 2, r = pair & 3;
        if (pair >= beside) { /* a half-filled cell, in the one rotation it takes */
            int x, y;
            i = g->nfrontier + pair - beside;
            r = __builtin_ctz(place_at(g, i, &x, &y));
        }
        if ((plain_rotations(g, g->hand, i) >> r & 1) || bridge_mends(g, i, r)) at = i, rot = r;
    }
    if (at < 0) {
        uint8_t legal[MAX_FRONTIER + 2 + MAX_HALF_CELLS]; /* each place's legal rotations */
        int pairs = 0;
        for (int i = 0; i < places; i++) {
            legal[i] = (uint8_t)(plain_rotations(g, g->hand, i) | bridge_only_rotations(g, i));
            pairs += bit_count(legal[i]);
        }
        if (!pairs) return CIT_ERR_GAME_OVER; /* cannot happen: unplaceable tiles are discarded */
        int k = below(&rng, pairs);
        for (int i = 0; i < places && at < 0; i++)
            for (unsigned rm = legal[i]; rm && at < 0; rm &= rm - 1)
                if (k-- == 0) at = i, rot = __builtin_ctz(rm);
    }
    nopts = bridge_moves(g, at, rot, opts, &fits);
    cit_move m = plain_move(g, g->hand, at, rot);
    if (!fits || (nopts && below(&rng, 2))) m = opts[below(&rng, nopts)];
    m.spot = CIT_SPOT_NONE;
    plan pl;
    make_plan(g, &m, &pl);
    uint32_t free_mask = free_spots(g, &m, &pl);
    int pick = below(&rng, bit_count(free_mask) + 1);
    for (; free_mask; free_mask &= free_mask - 1)
        if (pick-- == 1) m.spot = (int8_t)__builtin_ctz(free_mask);
    *out = m;
    return CIT_OK;
}

/* The bridge on the placed tile is the spot after its features: a road (on a triangle,
   the half over it, one road with its partner's). */
static int spot_kind(const cit_game *g, const cit_move *m, int spot) {
    return spot == g->cat->set.tiles[m->tile].nfeat ? CIT_FEAT_ROAD : -1;
}

/* ---- move text: " bridge X,Y ns|we" after the placement ----------------------------- */

static const char *const axis_names[2] = {"ns", "we"};

/* The bridge a placement carries, at the placed cell or a neighbour, along an axis. */
static int format_bridge(const cit_move *m, char *buf, size_t cap) {
    if (m->arg0 > CIT_BRIDGE_W || m->arg1 > CIT_AXIS_WE) return -1;
    buf[0] = '\0';
    if (m->arg0 == CIT_BRIDGE_NONE) return 0;
    int bx = m->x, by = m->y;
    if (m->arg0 != CIT_BRIDGE_HERE) {
        bx += dir_dx[m->arg0 - CIT_BRIDGE_N];
        by += dir_dy[m->arg0 - CIT_BRIDGE_N];
    }
    return (int)cit_fmt(buf, cap, " bridge %d,%d %s", bx, by, axis_names[m->arg1]);
}

/* "X,Y ns|we" after the word "bridge": the placed cell at m->x, m->y or a neighbour. */
static int parse_bridge(mt_cursor *c, cit_move *m) {
    const char *w;
    size_t n;
    int bx, by;
    if (!mt_word(c, &w, &n) || !mt_cell(w, n, &bx, &by)) return 0;
    int where = -1;
    if (bx == m->x && by == m->y) where = CIT_BRIDGE_HERE;
    for (int d = 0; d < 4; d++)
        if (bx == m->x + dir_dx[d] && by == m->y + dir_dy[d]) where = CIT_BRIDGE_N + d;
    if (where < 0 || !mt_word(c, &w, &n)) return 0;
    int axis = mt_word_is(w, n, "ns") ? CIT_AXIS_NS : mt_word_is(w, n, "we") ? CIT_AXIS_WE : -1;
    if (axis < 0) return 0;
    m->arg0 = (uint8_t)where;
    m->arg1 = (uint8_t)axis;
    return 1;
}

/* The rules answer for every tile, squares and triangles (RULES.md §4: a bridge over a
   cell of two triangles), so claims is NULL. */
static const placement_rules bridge_rules = {
    .legal_moves = legal_moves,
    .legal_placements = legal_placements,
    .random_move = random_move,
    .check = check,
    .place = place,
    .spots = spots,
    .fits_otherwise = fits_otherwise,
    .options = cit_game_bridge_options,
    .spot_kind = spot_kind,
    .carried_word = "bridge",
    .format_carried = format_bridge,
    .parse_carried = parse_bridge,
};

/* The expansion's 12 tiles (one set for Bridges, Castles and Bazaars together). */
static void bcb_box(const cit_catalog *cat, const cit_setup *s, cit_tile_id *box, int *n, int *start) {
    (void)s;
    (void)start;
    box_add_set(cat, "bcb", box, n);
}

/* The options it brings (rows of the options table). */
static const module_option bridges_options[] = {
    {CIT_OPT_BRIDGES, {"bridges", 0, 1, CIT_MODE_CLASSIC, 1, -1, -1,
          CIT_N_("Bridges"),
          CIT_N_("After placing a tile, build a bridge that carries a road across a field, on it or "
          "next to it; a road may then meet a field where the bridge continues it.")}},
};

/* Its refusals (bridges.h: CIT_ERR_BAD_BRIDGE, CIT_ERR_NO_PIECE). */
static const module_status bridges_statuses[] = {
    {"bad_bridge", CIT_N_("a bridge cannot stand there")},
    {"no_piece", CIT_N_("no such piece left in supply")},
};

const rules_module bridges_module = {
    .name = "bridges",
    .id = CIT_MODULE_BRIDGES,
    .option = CIT_OPT_BRIDGES,
    .options = bridges_options,
    .noptions = sizeof bridges_options / sizeof bridges_options[0],
    .state_size = sizeof(bridges_state),
    .statuses = bridges_statuses,
    .nstatuses = sizeof bridges_statuses / sizeof bridges_statuses[0],
    .box = bcb_box,
    .setup = setup,
    .placement = &bridge_rules,
};

/* ---- queries -------------------------------------------------------------------------- */

static int bridges_on(const cit_game *g) { return g && (g->modules >> CIT_MODULE_BRIDGES & 1); }

int cit_game_bridges_left(const cit_game *g, int player) {
    return bridges_on(g) && player >= 0 && player < g->nplayers ? bridges_of(g)->left[player] : 0;
}

int cit_game_bridges(const cit_game *g, cit_bridge *out, int cap) {
    if (!bridges_on(g)) return 0;
    for (int i = 0; i < g->noverlays && i < cap; i++) {
        const overlay *o = &g->overlays[i];
        cit_bridge b = {o->x, o->y, o->axis, o->owner};
        out[i] = b;
    }
    return g->noverlays;
}

int cit_game_bridge_options(const cit_game *g, int x, int y, int rot, cit_move *out, int cap, int *needs) {
    if (needs) *needs = 0;
    if (!bridges_on(g) || g->decision != CIT_DECIDE_PLACE_TILE || rot < 0 || rot > 3) return 0;
    /* rules that go first for this tile (the river's course) lay no bridge with it */
    const placement_rules *own = placement_rules_for(g, g->hand);
    if (own && own->first) return 0;
    int at = -1;
    for (int i = 0; i < nplaces(g, g->hand) && at < 0; i++) {
        int px, py;
        place_at(g, i, &px, &py);
        if (px == x && py == y && (i >= g->nfrontier || cell_frontier_slot(g, x, y) == i)) at = i;
    }
    if (at < 0) return 0;
    cit_move opts[MAX_BRIDGE_OPTIONS];
    int fits, n = bridge_moves(g, at, rot, opts, &fits);
    if (needs) *needs = !fits && n > 0;
    for (int i = 0; i < n && i < cap; i++) out[i] = opts[i];
    return n;
}
