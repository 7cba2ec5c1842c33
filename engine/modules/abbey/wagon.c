/* The wagon (RULES.md §11, decision 3): a figure of its own, placed like the mayor on a
   road, city or cloister, that after its feature is scored in play may move along the
   tile's links (link=) to a linked feature not completed and held by nobody. */
#include "wagon.h"
#include "abbey_tile.h"
#include "barn.h"

static int wagon_on(const cit_game *g) { return abbey_option(g, CIT_OPT_WAGON); }

static int wagon_kind(int kind) { return WAGON_MAY_STAND >> kind & 1; }

/* The node player's wagon stands on, or -1 (gone home with its part's followers). */
static int wagon_node(const cit_game *g, int player) { return abbey_figure_node(g, ABBEY_KIND_WAGON, player); }

/* The wagon freed from the feature scored under it waits in the module's own keeping
   (abbey_state.h): the feature's root, or -1. */
static int wagon_freed(const cit_game *g, int player) {
    const fig_record *f = abbey_record_c(g, ABBEY_KIND_WAGON, player);
    return f && f->where == FIG_KEPT && f->keeper == CIT_MODULE_ABBEY ? f->at : -1;
}

/* A mayor or wagon that went home came back to the supply the core counts, as a
   follower: it leaves that count for its own place. A wagon sent home by the in-play
   scoring of `scored` (NO_NODE: none) waits for its move at the end of the turn part; by
   anything else (or at the end) it is home. Run at every hook of the module that follows
   a return (an award, the end of a turn part, the start of a turn, a placement): one walk
   of the module's records (mayors, then wagons; a barn is never on a part), made only
   when some part's owner was cleared since the last (internal.h owner_clears): a figure
   on a part whose owner stays has not gone home. */
void abbey_figures_sync(cit_game *g, uint16_t scored, int final) {
    if (!owners_moved(g, CIT_MODULE_ABBEY)) return;
    int n;
    fig_record *f = figures_of_module(g, CIT_MODULE_ABBEY, &n);
    for (int i = 0; i < n; i++, f++) {
        int p = f->owner;
        if (f->where != FIG_PART || g->nodes[f->at].owner == p + 1) continue;
        if (g->supply[p]) g->supply[p]--;
        uint16_t root = feat_find(g, f->at);
        if (g->kind_local[f->kind] == ABBEY_KIND_WAGON && !final && scored != NO_NODE && root == scored) {
            figure_put(f, FIG_KEPT, root);
            f->keeper = CIT_MODULE_ABBEY;
        } else {
            figure_home(f);
        }
    }
}

/* ---- placing it ------------------------------------------------------------------------ */

int wagon_offer(cit_game *g, int player, int pi, int back) {
    if (!wagon_on(g) || abbey_records(g, ABBEY_KIND_WAGON)[player].where != FIG_SUPPLY) return 0;
    if (!figure_parts_free(g, pi, WAGON_MAY_STAND)) return 0;
    decide_step d = {CIT_DECIDE_WAGON, (uint8_t)player, CIT_MODULE_ABBEY, 0};
    if (back) turn_queue_back(g, d);
    else turn_queue_front(g, d);
    return 1;
}

/* ---- its move -------------------------------------------------------------------------- */

/* The abbeys that stop road part n on its edges (decision 3: an abbey ending a road is
   linked to it, as a cloister the road ends at on its own tile): their cloisters' nodes
   into out (one per side at most); returns how many. */
static int abbeys_at_road(const cit_game *g, uint16_t n, uint16_t *out) {
    const node *m = &g->nodes[n];
    if (m->kind != CIT_FEAT_ROAD) return 0;
    const piece *q = &g->pieces[m->piece];
    uint16_t ports = g->cat->set.tiles[q->tile].feat[m->feat].ports;
    int k = 0;
    for (int s = 0; s < 4; s++) {
        /* the tile's own port in the middle of board side s */
        if (!(ports >> cit_port_rotate(3 * s + 1, (4 - (q->rot & 3)) & 3) & 1)) continue;
        int pi = cell_piece_at(g, q->x + dir_dx[s], q->y + dir_dy[s]);
        if (!pi || !abbey_is_tile(g, g->pieces[pi - 1].tile)) continue;
        const piece *a = &g->pieces[pi - 1];
        for (int f = 0; f < a->nfeat; f++)
            if (g->nodes[a->node0 + f].kind == CIT_FEAT_CLOISTER) out[k++] = (uint16_t)(a->node0 + f);
    }
    return k;
}

/* The part of part to's feature the wagon would stand on: `to`, or when another module's
   rule bars its cell (the dragon's: no figure moves onto it, RULES.md §9), the first part
   of the feature met after it on a cell not barred; NO_NODE when every part lies there. */
static uint16_t unbarred_part(const cit_game *g, uint16_t to) {
    uint16_t k = to;
    do {
        const piece *q = &g->pieces[g->nodes[k].piece];
        if (!figures_barred(g, q->x, q->y)) return k;
        k = g->nodes[k].next;
    } while (k != to);
    return NO_NODE;
}

/* Adds the feature of part `to` to the targets (as unbarred_part's part) unless it is the
   scored one, completed, held or no wagon's kind, lies wholly on a barred cell, or is
   listed already. */
static int add_target(const cit_game *g, uint16_t root, uint16_t to, uint16_t *seen, int *nseen, uint16_t *out,
                      int cap, int n) {
    uint16_t r = feat_find(g, to);
    const node *t = &g->nodes[r];
    if (r == root || t->done || t->nmeeples || !wagon_kind(t->kind)) return n;
    if ((to = unbarred_part(g, to)) == NO_NODE) return n;
    for (int i = 0; i < *nseen; i++)
        if (seen[i] == r) return n;
    if (*nseen < CIT_MAX_TILE_FEATURES * 4) seen[(*nseen)++] = r;
    if (n < cap) out[n] = to;
    return n + 1;
}

/* The parts a wagon freed from feature `root` may go to, one per feature (the first met
   along the feature's parts); returns how many (writes up to cap). */
static int targets(const cit_game *g, uint16_t root, uint16_t *out, int cap) {
    uint16_t seen[CIT_MAX_TILE_FEATURES * 4];
    int n = 0, nseen = 0, abbeys = abbey_option(g, CIT_OPT_ABBEY); /* abbey tiles in play */
    uint16_t k = root;
    do {
        const node *m = &g->nodes[k];
        const piece *q = &g->pieces[m->piece];
        unsigned links = g->cat->set.tiles[q->tile].feat[m->feat].links;
        for (; links; links &= links - 1)
            n = add_target(g, root, (uint16_t)(q->node0 + __builtin_ctz(links)), seen, &nseen, out, cap, n);
        uint16_t cloisters[4];
        for (int i = abbeys ? abbeys_at_road(g, k, cloisters) : 0; i-- > 0;)
            n = add_target(g, root, cloisters[i], seen, &nseen, out, cap, n);
        k = m->next;
    } while (k != root);
    return n;
}

/* The first freed wagon in seat order from the placer that has somewhere to go is asked;
   those with nowhere to go before it are home at once. */
static void ask_next(cit_game *g) {
    fig_record *wagons = abbey_records(g, ABBEY_KIND_WAGON); /* the option is on: asked only then */
    for (int k = 0; k < g->nplayers; k++) {
        int p = (g->placer + k) % g->nplayers;
        if (wagons[p].where != FIG_KEPT || wagons[p].keeper != CIT_MODULE_ABBEY) continue;
        uint16_t to[1];
        if (!targets(g, wagons[p].at, to, 1)) {
            figure_home(&wagons[p]);
            continue;
        }
        decide_step d = {CIT_DECIDE_WAGON_MOVE, (uint8_t)p, CIT_MODULE_ABBEY, 0};
        turn_queue_front(g, d);
        return;
    }
}

/* Asked at every turn's end: most turns free no wagon, which is looked for first. */
void wagon_turn_end(cit_game *g) {
    if (!wagon_on(g)) return;
    const fig_record *wagons = abbey_records(g, ABBEY_KIND_WAGON);
    int freed = 0;
    for (int p = 0; p < g->nplayers; p++) freed |= wagons[p].where == FIG_KEPT && wagons[p].keeper == CIT_MODULE_ABBEY;
    if (freed) ask_next(g);
}

static cit_move part_move(const cit_game *g, int type, uint16_t n) {
    const node *m = &g->nodes[n];
    const piece *q = &g->pieces[m->piece];
    cit_move mv = decision_move(type, 1, 0);
    mv.x = q->x;
    mv.y = q->y;
    mv.spot = (int8_t)m->feat;
    mv.rot = piece_half(g, m->piece);
    return mv;
}

int wagon_legal(const cit_game *g, const decide_step *s, cit_move *out, int cap) {
    if (s->decision == CIT_DECIDE_WAGON)
        return figure_ask_answers(g, CIT_MOVE_WAGON, abbey_kind(g, ABBEY_KIND_WAGON), abbey_of(g)->figure_piece, out, cap);
    int n = 0;
    if (n < cap) out[n] = decision_move(CIT_MOVE_WAGON_MOVE, 0, 0); /* none first */
    n++;
    uint16_t to[CIT_MAX_TILE_FEATURES * 4];
    int k = targets(g, (uint16_t)wagon_freed(g, s->player), to, (int)(sizeof to / sizeof to[0]));
    for (int i = 0; i < k && i < (int)(sizeof to / sizeof to[0]); i++, n++)
        if (n < cap) out[n] = part_move(g, CIT_MOVE_WAGON_MOVE, to[i]);
    return n;
}

cit_status wagon_check(const cit_game *g, const decide_step *s, const cit_move *m) {
    int type = s->decision == CIT_DECIDE_WAGON ? CIT_MOVE_WAGON : CIT_MOVE_WAGON_MOVE;
    if (m->type != type) return CIT_ERR_WRONG_DECISION;
    cit_move all[CIT_MAX_TILE_FEATURES * 4 + 1];
    int n = wagon_legal(g, s, all, (int)(sizeof all / sizeof all[0]));
    for (int i = 0; i < n && i < (int)(sizeof all / sizeof all[0]); i++)
        if (all[i].arg0 == m->arg0 && all[i].arg1 == m->arg1 && all[i].x == m->x && all[i].y == m->y &&
            all[i].spot == m->spot && all[i].rot == m->rot && !m->tile)
            return CIT_OK;
    return m->arg0 ? CIT_ERR_BAD_SPOT : CIT_ERR_MODULE_RULE;
}

int wagon_part(const cit_game *g, int player, cit_feature_part *at) { return figure_part(g, wagon_node(g, player), at); }

static void put(cit_game *g, int p, uint16_t n, int moved, emitter *e) {
    figure_kind_place(g, p, abbey_kind(g, ABBEY_KIND_WAGON), n);
    cit_feature_part at;
    wagon_part(g, p, &at);
    cit_event ev = {0};
    ev.type = CIT_EV_ABBEY_WAGON;
    ev.player = (uint8_t)p;
    ev.x = at.x, ev.y = at.y, ev.spot = at.spot, ev.half = at.half;
    ev.feature_kind = g->nodes[n].kind;
    ev.count = (uint8_t)moved;
    emit(e, ev);
}

void wagon_apply(cit_game *g, const decide_step *step, const cit_move *m, emitter *e) {
    abbey_state *s = abbey_of(g);
    int p = step->player;
    if (step->decision == CIT_DECIDE_WAGON) {
        if (m->arg0) {
            turn_figure_used(g, p);
            put(g, p, (uint16_t)(g->pieces[s->figure_piece].node0 + m->spot), 0, e);
        } else {
            barn_offer(g, p, s->figure_piece, 0); /* the placement's figure may still be the barn */
        }
        return;
    }
    figure_home(abbey_record(g, ABBEY_KIND_WAGON, p)); /* no longer freed: placed from here, or home */
    if (m->arg0) { /* a listed part (checked): its piece is on the board */
        int part = cell_part_at(g, m->x, m->y, m->rot);
        put(g, p, (uint16_t)(g->pieces[part - 1].node0 + m->spot), 1, e);
    }
    ask_next(g);
}

void wagon_describe(const cit_game *g, const decide_step *s, cit_pending *p) {
    if (s->decision == CIT_DECIDE_WAGON) {
        int pi = abbey_of(g)->figure_piece;
        p->x = g->pieces[pi].x, p->y = g->pieces[pi].y, p->half = piece_half(g, pi);
        p->spot = CIT_SPOT_NONE;
        return;
    }
    uint16_t n = (uint16_t)wagon_freed(g, s->player);
    const node *m = &g->nodes[n];
    p->x = g->pieces[m->piece].x, p->y = g->pieces[m->piece].y;
    p->spot = (int8_t)m->feat, p->half = piece_half(g, m->piece);
}
