/* The general turn: stages that can pause for anyone's decision and resume (rules.h). */
#include "rules.h"
#include "figures.h"
#include "turn.h"

#include <string.h>
#ifdef TURN_ASSERTS
#include <assert.h>
#endif

/* A loud failure: a sticky bit the tests read, and an assert where asserts are wanted. */
static cit_status flow_fail(cit_game *g, int bit) {
    g->flow_error = (uint8_t)(g->flow_error | bit);
#ifdef TURN_ASSERTS
    assert(!"turn flow: a step or a feature was refused (rules.h)");
#endif
    return CIT_ERR_BUFFER_TOO_SMALL;
}

int turn_flow_error(const cit_game *g) { return g->flow_error; }

cit_status turn_queue_back(cit_game *g, decide_step s) {
    if (g->nqueue >= MAX_QUEUE) return flow_fail(g, TURN_ERR_QUEUE_FULL);
    g->queue[g->nqueue++] = s;
    return CIT_OK;
}

cit_status turn_queue_front(cit_game *g, decide_step s) {
    if (g->nqueue >= MAX_QUEUE) return flow_fail(g, TURN_ERR_QUEUE_FULL);
    /* the whole queue but its last entry, a fixed size the compiler moves inline (the
       entries past nqueue are never read nor hashed) */
    memmove(&g->queue[1], &g->queue[0], sizeof g->queue[0] * (MAX_QUEUE - 1));
    g->queue[0] = s;
    g->nqueue++;
    return CIT_OK;
}

int turn_is_figure_step(const decide_step *s) {
    const rules_module *m = rules_module_get(s->module);
    int bit = s->decision - CIT_MODULE_IDS(s->module);
    return m && bit >= 0 && bit < 8 && (m->figure_decisions >> bit & 1);
}

void turn_figure_used(cit_game *g, int player) {
    for (int i = 0; i < g->nqueue;) {
        decide_step s = g->queue[i];
        if (s.player != player || !turn_is_figure_step(&s)) {
            i++;
            continue;
        }
        g->nqueue--;
        memmove(&g->queue[i], &g->queue[i + 1], sizeof g->queue[0] * (size_t)(g->nqueue - i));
        const rules_module *m = rules_module_get(s.module);
        if (m->figure_withdrawn) m->figure_withdrawn(g, &s);
    }
}

int turn_figure_open_plain(const cit_game *g, int pi) {
    const piece *q = &g->pieces[pi];
    for (int f = 0; f < q->nfeat; f++)
        if (g->nodes[q->node0 + f].owner) return 0; /* only the placer's can stand on a new tile */
    /* asked by every module that offers a figure, after every placement: only the
       modules that claim figures are visited */
    FOR_HOOK(g, TURN_HOOK_CLAIMED, m) if (m->figure_claimed(g, pi)) return 0;
    return 1;
}

void turn_figures_home(cit_game *g) {
    FOR_HOOK(g, TURN_HOOK_FIGURES_HOME, m) m->figures_home(g);
}

void turn_eat_cell(cit_game *g, int x, int y, uint8_t *eaten) {
    if (g->figure_props & FK_EATEN) figures_eat_cell(g, x, y, eaten); /* the records, by their kinds' FK_EATEN */
    FOR_HOOK(g, TURN_HOOK_EATEN, m) m->figures_eaten(g, x, y, eaten);
}

static void queue_pop(cit_game *g) {
    if (--g->nqueue) memmove(&g->queue[0], &g->queue[1], sizeof g->queue[0] * (MAX_QUEUE - 1)); /* as turn_queue_front */
}

void turn_deploy(cit_game *g, int player, int n) {
    node *r = &g->nodes[g->item_root];
    r->meeples[player] = (uint8_t)(r->meeples[player] + n);
    r->nmeeples = (uint8_t)(r->nmeeples + n);
    g->deployed[player] = (uint8_t)(g->deployed[player] + n);
}

/* The lowest node of the feature: the part placed first, a name that does not depend on
   how the union-find happened to hang its tree. */
uint16_t turn_first_node(const cit_game *g, uint16_t root) {
    uint16_t best = root, n = root;
    do {
        if (n < best) best = n;
        n = g->nodes[n].next;
    } while (n != root);
    return best;
}

void turn_pending_feature(const cit_game *g, int8_t *x, int8_t *y, int8_t *spot) {
    *x = *y = 0;
    *spot = CIT_SPOT_NONE;
    if (!g->item_open) return;
    const node *n = &g->nodes[turn_first_node(g, g->item_root)];
    const piece *p = &g->pieces[n->piece];
    *x = p->x;
    *y = p->y;
    *spot = (int8_t)n->feat;
}

/* ---- scoring one feature ---------------------------------------------------------------- */

static void open_item(cit_game *g, uint16_t root, int final) {
    g->item_root = root;
    g->item_open = 1;
    memset(g->deployed, 0, sizeof g->deployed);
    FOR_HOOK(g, TURN_HOOK_BEFORE_AWARD, m) m->before_award(g, root, final);
}

int turn_feature_value(const cit_game *g, uint16_t root, int final) {
    int v = score_feature_value(g, root, final);
    FOR_HOOK(g, TURN_HOOK_VALUE, m) v = m->value(g, root, final, v);
    return v;
}

static void finish_item(cit_game *g, int final, emitter *e) {
    uint16_t root = g->item_root;
    int16_t before[CIT_MAX_PLAYERS];
    memcpy(before, g->score, sizeof before);
    score_award(g, root, turn_feature_value(g, root, final), final, e);
    for (int i = 0; i < g->nplayers; i++) {
        if (g->score[i] == before[i]) continue;
        if (i == g->placer) g->scored_self = 1;
        else g->scored_other = 1;
    }
    /* Followers go home after a scoring in play; at the end only those that came from
       off the board do (the others stay where they stood, as in the base game). */
    if (!final) score_return_followers(g, root, e);
    node *r = &g->nodes[root];
    for (int i = 0; i < g->nplayers; i++) {
        g->supply[i] = (uint8_t)(g->supply[i] + g->deployed[i]);
        if (final) {
            r->meeples[i] = (uint8_t)(r->meeples[i] - g->deployed[i]);
            r->nmeeples = (uint8_t)(r->nmeeples - g->deployed[i]);
        }
    }
    memset(g->deployed, 0, sizeof g->deployed);
    g->item_open = 0;
    FOR_HOOK(g, TURN_HOOK_AFTER_AWARD, m) m->after_award(g, root, final, e);
}

/* The next step of the agenda (features completed in play, or put there by a module):
   finishes the open item or opens the next one. 0 if there was nothing to do. An item
   opened by final scoring is marked FINAL_SCORED, one from the agenda COMPLETED. */
static __attribute__((noinline)) void score_agenda_step(cit_game *g, emitter *e) {
    if (g->item_open) finish_item(g, g->nodes[g->item_root].done == FINAL_SCORED, e);
    else open_item(g, g->agenda[g->agenda_at++], 0);
}

static inline int score_agenda(cit_game *g, emitter *e) {
    if (!g->item_open && g->agenda_at >= g->nagenda) return 0;
    score_agenda_step(g, e);
    return 1;
}

cit_status turn_score_root(cit_game *g, uint16_t root) {
    if (g->stage == STAGE_OVER || root >= g->nnodes) return CIT_ERR_GAME_OVER;
    root = feat_find(g, root);
    if (g->nodes[root].done) return CIT_ERR_GAME_OVER;
    /* an agenda scored to its end starts afresh, so a module pushing one feature per
       after_award (rules.h) never fills it */
    if (g->agenda_at >= g->nagenda) g->agenda_at = g->nagenda = 0;
    if (g->nagenda >= MAX_AGENDA) return flow_fail(g, TURN_ERR_AGENDA_FULL);
    g->nodes[root].done = COMPLETED;
    g->agenda[g->nagenda++] = root;
    return CIT_OK;
}

/* ---- final scoring: the mode's kinds (the base game's roads, cities, cloisters, then
   fields); within a kind by the part placed first (the lowest node), so the order is
   fixed and documented. final_node is NO_NODE until the final_begin hooks have run, and
   final_kind one past the kinds while the final_end hooks' decisions are answered. ---- */

static const uint8_t base_final_kinds[] = {CIT_FEAT_ROAD, CIT_FEAT_CITY, CIT_FEAT_CLOISTER, CIT_FEAT_FIELD};

static const uint8_t *game_final_kinds(const cit_game *g, int *n) {
    FOR_HOOK(g, TURN_HOOK_FINAL_KINDS, m) {
        *n = m->nfinal_kinds;
        return m->final_kinds;
    }
    *n = (int)sizeof base_final_kinds;
    return base_final_kinds;
}

static int any_final_wanted(const cit_game *g, uint16_t root) {
    if (g->nodes[root].nmeeples) return 1;
    if (!(g->turn_hooks & TURN_USES_FINAL_WANTED)) return 0;
    FOR_MODULES(g->modules, m) if (m->final_wanted && m->final_wanted(g, root)) return 1;
    return 0;
}

/* The next feature final scoring visits, or NO_NODE when it is done: the walk over
   every node, once per kind (the reference; the way when a module's final_wanted may
   want a feature nobody stands on). It keeps its place in a local and stores it on
   return. */
static uint16_t next_final_walk(cit_game *g, const uint8_t *kinds, int nkinds) {
    for (; g->final_kind < nkinds; g->final_kind++, g->final_node = 0) {
        int kind = kinds[g->final_kind];
        for (unsigned i = g->final_node, nn = g->nnodes; i < nn; i++) {
            /* kinds never merge, so a part of another kind is not worth its find */
            if (g->nodes[i].kind != kind) continue;
            uint16_t r = feat_find(g, (uint16_t)i);
            const node *n = &g->nodes[r];
            if (n->done) continue;
            /* a feature is met first at its lowest node, as the order promises */
            if (!any_final_wanted(g, r)) continue;
            g->final_node = (uint16_t)(i + 1);
            return r;
        }
    }
    return NO_NODE;
}

/* The lowest node of the feature at or after `from`: where the walk meets it next. */
static unsigned next_node_of(const cit_game *g, uint16_t root, unsigned from) {
    unsigned best = NO_NODE;
    uint16_t n = root;
    do {
        if (n >= from && n < best) best = n;
        n = g->nodes[n].next;
    } while (n != root);
    return best;
}

/* The same feature the walk would find, where only followers make a feature wanted:
   those are the features of the follower list (every follower standing in a feature is
   on it; figures deployed into the feature being scored, the Count's, come with its
   final_wanted and the walk), and the walk meets first the one whose next node comes
   first. A dozen followers
   instead of every node per kind, whose kind test was mispredicted about one time in
   four (test_fastpaths: final_by_followers_matches_the_walk). */
static uint16_t next_final_by_followers(cit_game *g, const uint8_t *kinds, int nkinds) {
    for (; g->final_kind < nkinds; g->final_kind++, g->final_node = 0) {
        int kind = kinds[g->final_kind];
        unsigned best = NO_NODE;
        uint16_t found = NO_NODE;
        for (int i = 0; i < g->nfollowers; i++) {
            uint16_t r = feat_find(g, g->followers[i]);
            const node *n = &g->nodes[r];
            if (n->kind != kind || n->done || !n->nmeeples) continue;
            unsigned at = next_node_of(g, r, g->final_node);
            if (at < best) best = at, found = r;
        }
        if (found != NO_NODE) {
            g->final_node = (uint16_t)(best + 1);
            return found;
        }
    }
    return NO_NODE;
}

static uint16_t next_final(cit_game *g) {
    int nkinds;
    const uint8_t *kinds = game_final_kinds(g, &nkinds);
    if (g->turn_hooks & TURN_USES_FINAL_WANTED) return next_final_walk(g, kinds, nkinds);
    return next_final_by_followers(g, kinds, nkinds);
}

uint16_t turn_next_final(cit_game *g, int walk) {
    if (!walk) return next_final(g);
    int nkinds;
    const uint8_t *kinds = game_final_kinds(g, &nkinds);
    return next_final_walk(g, kinds, nkinds);
}

static void start_final(cit_game *g) {
    g->stage = STAGE_FINAL;
    g->final_kind = 0;
    g->final_node = NO_NODE; /* final_begin still to run */
}

void turn_finish_game(cit_game *g) {
    if (g->stage == STAGE_FINAL || g->stage == STAGE_OVER) return;
    start_final(g);
}

/* One step of final scoring. */
static void final_step(cit_game *g, emitter *e) {
    /* the features the turn completed (and those the hooks put on the agenda) first */
    if (score_agenda(g, e)) return;
    if (g->final_node == NO_NODE) {
        g->final_node = 0;
        FOR_MODULES(g->modules, m) if (m->final_begin) m->final_begin(g, e);
        return;
    }
    int nkinds;
    game_final_kinds(g, &nkinds);
    if (g->final_kind < nkinds) {
        uint16_t r = next_final(g);
        if (r != NO_NODE) {
            g->nodes[r].done = FINAL_SCORED;
            open_item(g, r, 1);
            return;
        }
        g->final_kind = (uint8_t)(nkinds + 1);
        FOR_MODULES(g->modules, m) if (m->final_end) m->final_end(g, e);
        return;
    }
    g->final_kind = (uint8_t)nkinds; /* as the base game always left it */
    g->stage = STAGE_OVER;
    cit_event end = {0};
    end.type = CIT_EV_GAME_END;
    emit(e, end);
}

/* ---- the machine ------------------------------------------------------------------------- */

static void sync_decision(cit_game *g) {
    if (g->nqueue) g->decision = g->queue[0].decision;
    else g->decision = g->stage == STAGE_PLACE ? CIT_DECIDE_PLACE_TILE : CIT_DECIDE_NONE;
}

/* The scorings_done hooks (rules.h), after awards that paid (only they free a figure);
   1 if they queued a decision: the turn's end waits. */
static int scorings_owe(cit_game *g, emitter *e) {
    if (!(g->scored_self | g->scored_other)) return 0;
    FOR_MODULES(g->modules, m) if (m->scorings_done) m->scorings_done(g, e);
    return g->nqueue != 0;
}

/* The stage moves on first, so that a turn_end hook may end the game (turn_finish_game). */
static void end_of_turn(cit_game *g, emitter *e) {
    g->stage = STAGE_NEXT;
    FOR_HOOK(g, TURN_HOOK_TURN_END, m) m->turn_end(g, e);
}

void turn_pass(cit_game *g, emitter *e) {
    g->scored_self = g->scored_other = 0; /* a turn that placed nothing scored nothing */
    end_of_turn(g, e);
}

void turn_draw(cit_game *g, emitter *e) {
    if (game_draw(g, e)) g->stage = STAGE_PLACE;
    else start_final(g);
}

void turn_draw_after(cit_game *g, int module, emitter *e) {
    /* the turn_start hooks of the modules after `module` only (by id, the hooks' order) */
    FOR_MODULES(g->hook_mods[TURN_HOOK_TURN_START] & ~((2u << module) - 1u), m) if (m->turn_start(g, e)) return;
    turn_draw(g, e);
}

void turn_give_tile(cit_game *g, int tile, int from_hand, emitter *e) {
    if (from_hand) {
        g->hand = (cit_tile_id)tile;
        g->decision = CIT_DECIDE_PLACE_TILE;
        g->stage = STAGE_PLACE;
    } else if (game_take_tile(g, tile, e)) {
        g->stage = STAGE_PLACE;
    } else {
        turn_draw(g, e);
    }
}

void turn_drop_item(cit_game *g) {
    node *r = &g->nodes[g->item_root];
    for (int i = 0; i < g->nplayers; i++) {
        g->supply[i] = (uint8_t)(g->supply[i] + g->deployed[i]);
        r->meeples[i] = (uint8_t)(r->meeples[i] - g->deployed[i]);
        r->nmeeples = (uint8_t)(r->nmeeples - g->deployed[i]);
    }
    memset(g->deployed, 0, sizeof g->deployed);
    g->item_open = 0;
}

void turn_open_hooks(cit_game *g, emitter *e) {
    FOR_HOOK(g, TURN_HOOK_TURN_OPEN, m) m->turn_open(g, e);
}

/* The next player, or the same one again when a module owes them a second part (the
   draw and the turn_start hooks then run as for any turn). The turn_open hooks run once
   the turn is sure to come (rules.h): a turn_start hook took it, or the draw found a
   tile; when the stack is out, final scoring starts and nobody's turn opened. */
static void next_turn(cit_game *g, emitter *e) {
    if (__builtin_expect(g->again != 0, 0)) {
        g->player = (uint8_t)(g->again - 1);
        g->again = 0;
        g->turn_part = 1;
    } else {
        g->player = (uint8_t)(g->player + 1 == g->nplayers ? 0 : g->player + 1);
        g->turn_part = 0;
    }
    int opens = g->turn_hooks & TURN_USES_TURN_OPEN; /* some module has turn_open */
    FOR_HOOK(g, TURN_HOOK_TURN_START, m) if (m->turn_start(g, e)) {
        if (opens) turn_open_hooks(g, e);
        return;
    }
    turn_draw(g, e);
    if (opens && g->stage == STAGE_PLACE) turn_open_hooks(g, e); /* not when the stack was out */
}

/* turn_next_player once the stack is out (rules.h): the modules' turns after it. */
int turn_next_player_after_stack(const cit_game *g, int seat) {
    FOR_MODULES(g->modules, m) if (m->turn_after_stack) {
        int p = m->turn_after_stack(g, seat);
        if (p >= 0) return p;
    }
    return -1;
}

/* Runs stages until a decision is needed or the game is over. */
static void run(cit_game *g, emitter *e) {
    while (!g->nqueue) {
        switch (g->stage) {
        case STAGE_PLACE:
        case STAGE_OVER:
            sync_decision(g);
            return;
        case STAGE_SCORE:
            if (!score_agenda(g, e) && !scorings_owe(g, e)) end_of_turn(g, e);
            break;
        case STAGE_NEXT:
            /* features a decision of turn_end completed (turn_score_root) first */
            if (!score_agenda(g, e)) next_turn(g, e);
            break;
        case STAGE_FINAL:
            final_step(g, e);
            break;
        }
    }
    sync_decision(g);
}

_Static_assert(sizeof ((cit_game *)0)->hook_mods / sizeof(uint16_t) == TURN_HOOK_COUNT_, "a mask per hook");

/* What the general turn must look at in this game: the hooks some module has, and
   whether any tile that can come into play has a feature any side closes (markets). */
static uint8_t turn_uses(cit_game *g) {
    unsigned uses = 0;
    int figure_askers = 0;
    memset(g->hook_mods, 0, sizeof g->hook_mods);
    FOR_MODULES(g->modules, m) {
        const int has[TURN_HOOK_COUNT_] = {
            [TURN_HOOK_TURN_START] = !!m->turn_start, [TURN_HOOK_TURN_END] = !!m->turn_end,
            [TURN_HOOK_AFTER_PLACE] = !!m->after_place, [TURN_HOOK_BEFORE_AWARD] = !!m->before_award,
            [TURN_HOOK_AFTER_AWARD] = !!m->after_award, [TURN_HOOK_VALUE] = !!m->value,
            [TURN_HOOK_FINAL_KINDS] = !!m->final_kinds, [TURN_HOOK_SET_ASIDE] = !!m->set_aside,
            [TURN_HOOK_HELD] = !!m->figure_held, [TURN_HOOK_PAID] = !!m->figure_paid,
            [TURN_HOOK_CLAIMED] = !!m->figure_claimed, [TURN_HOOK_FIGURES_HOME] = !!m->figures_home,
            [TURN_HOOK_EATEN] = !!m->figures_eaten, [TURN_HOOK_TURN_OPEN] = !!m->turn_open,
            [TURN_HOOK_BARRED] = !!m->cell_barred, [TURN_HOOK_PIECE_HELD] = !!m->piece_held,
            [TURN_HOOK_TAKEABLE] = m->kept_word != NULL};
        for (int h = 0; h < TURN_HOOK_COUNT_; h++)
            if (has[h]) g->hook_mods[h] = (uint16_t)(g->hook_mods[h] | 1u << m->id);
        if (m->after_place) uses |= TURN_USES_AFTER_PLACE;
        if (m->winners) uses |= TURN_USES_WINNERS;
        if (m->bonus) uses |= TURN_USES_BONUS;
        if (m->final_wanted) uses |= TURN_USES_FINAL_WANTED;
        if (m->turn_open) uses |= TURN_USES_TURN_OPEN;
        figure_askers += m->figure_decisions != 0;
    }
    if (figure_askers > 1) uses |= TURN_USES_FIGURE_OPEN;
    for (int i = 0; i < g->norder; i++)
        if (g->cat->any_side_feats[g->order[i]]) uses |= TURN_USES_ANY_SIDES;
    for (int i = 0; i < g->npieces; i++) {
        if (g->cat->any_side_feats[g->pieces[i].tile]) uses |= TURN_USES_ANY_SIDES;
        /* off-land tiles are laid at set-up (a start board), never drawn */
        if (g->cat->set.tiles[g->pieces[i].tile].flags & CIT_TF_OFF_LAND) uses |= TURN_USES_OFF_LAND;
    }
    return (uint8_t)uses;
}

void turn_begin(cit_game *g) {
    g->turn_hooks = turn_uses(g);
    if (g->nqueue) g->stage = STAGE_NEXT; /* the first turn_start asked a decision */
    else if (g->decision == CIT_DECIDE_PLACE_TILE) g->stage = STAGE_PLACE;
    else start_final(g);
    emitter e = {g, NULL};
    run(g, &e);
}

/* The features the placement of piece pi completed, in the order the base game scores
   them (its closable parts, then the cloister list), marked done as they are found;
   then features of kinds any neighbour closes (markets) on the cells around. */
static void agenda_add_if_closed(cit_game *g, uint16_t part) {
    uint16_t r = feat_find(g, part);
    if (g->nodes[r].done || g->nodes[r].open != 0 || g->nagenda >= MAX_AGENDA) return;
    g->nodes[r].done = COMPLETED;
    g->agenda[g->nagenda++] = r;
}

static void collect_completed(cit_game *g, int pi) {
    /* features a module put on the agenda that are not scored yet stay on it */
    int left = g->nagenda - g->agenda_at;
    if (__builtin_expect(left > 0, 0)) memmove(g->agenda, g->agenda + g->agenda_at, sizeof g->agenda[0] * (size_t)left);
    g->nagenda = (uint8_t)(left > 0 ? left : 0);
    g->agenda_at = 0;
    if (!g->closing) return;
    const piece *p = &g->pieces[pi];
    for (unsigned m = g->cat->closable[p->tile]; m; m &= m - 1)
        agenda_add_if_closed(g, (uint16_t)(p->node0 + __builtin_ctz(m)));
    for (int i = 0; i < g->ncloisters;) {
        uint16_t n = g->cloisters[i].node;
        if (g->nodes[n].open == 0 && g->nagenda < MAX_AGENDA) {
            g->cloisters[i] = g->cloisters[--g->ncloisters];
            g->nodes[n].done = COMPLETED;
            g->agenda[g->nagenda++] = n;
        } else {
            i++;
        }
    }
    for (int d = 0; d < 4 && (g->turn_hooks & TURN_USES_ANY_SIDES); d++) {
        const piece *q = board_piece_at(g, p->x + dir_dx[d], p->y + dir_dy[d]);
        for (int k = 0; q && k < 2; k++) {
            for (unsigned m = g->cat->any_side_feats[q->tile]; m; m &= m - 1)
                agenda_add_if_closed(g, (uint16_t)(q->node0 + __builtin_ctz(m)));
            q = q->partner ? &g->pieces[q->partner - 1] : NULL;
        }
    }
}

static void apply_place(cit_game *g, const cit_move *m, const placement_rules *rules, emitter *e) {
    int pi = rules ? rules->place(g, m, e) : game_place_tile(g, m, e);
    g->placer = g->player;
    g->scored_self = g->scored_other = 0;
    if (g->turn_hooks & TURN_USES_ANY_SIDES) feat_touch_any_sides(g, pi);
    collect_completed(g, pi);
    g->stage = STAGE_SCORE;
    if (g->turn_hooks & TURN_USES_FIGURE_OPEN) { /* asked by more than one module */
        g->open_answer = (uint8_t)turn_figure_open_plain(g, pi);
        g->open_pi = (uint16_t)(pi + 1);
        g->open_counts = g->owner_counts;
    }
    if (g->turn_hooks & TURN_USES_AFTER_PLACE)
        FOR_HOOK(g, TURN_HOOK_AFTER_PLACE, mod) mod->after_place(g, pi, e);
}

/* A queued step's module: queued by a module in play, so its id is one (no range test). */
static const rules_module *step_module(const decide_step *s) { return rules_modules[s->module]; }

static cit_status apply_move(cit_game *g, const cit_move *m, cit_outcome *outcome, int listed);

cit_status turn_apply(cit_game *g, const cit_move *m, cit_outcome *outcome) { return apply_move(g, m, outcome, 0); }

/* A module decision's answer taken from its own legal list, or a placement drawn by the
   rules that answer for the tile (cit_game_play_random), needs no check (a check may cost
   as much as listing: The City's wall piece asks for a whole completion). */
void turn_apply_listed(cit_game *g, const cit_move *m) { apply_move(g, m, NULL, 1); }

cit_status turn_play_playout(cit_game *g, uint64_t *rng, cit_move *out) {
    if (g->decision == CIT_DECIDE_NONE) return CIT_ERR_GAME_OVER;
    if (g->nqueue) {
        const rules_module *mod = step_module(&g->queue[0]);
        if (mod && mod->playout && mod->playout(g, &g->queue[0], rng, out)) {
#ifdef TURN_ASSERTS
            assert(mod->check(g, &g->queue[0], out) == CIT_OK && "a playout answer is a legal one (rules.h)");
#endif
            apply_move(g, out, NULL, 1);
            return CIT_OK;
        }
    }
    uint64_t seed = *rng += 0x9E3779B97F4A7C15ULL; /* as cit_game_playout_move's stream */
    /* cit_game_random_move and cit_game_apply as a game with modules runs them, asked here
       so the turn calls nothing of game.c, which calls the turn */
    cit_status st = g->decision != CIT_DECIDE_PLACE_TILE ? turn_random_move(g, seed, out)
                                                         : place_random_move(g, seed, out);
    if (st != CIT_OK) return st;
    if (g->nqueue) { /* an answer of the decision's own legal list */
        apply_move(g, out, NULL, 1);
        return CIT_OK;
    }
    return apply_move(g, out, NULL, 0);
}

/* A playout's placement drawn by `rules` (NULL: the core's), the rules that answer for
   the tile in hand: laid and its turn run on, with the rules looked up once for the
   draw of the move and its placement (cit_game_play_random). */
void turn_play_placement(cit_game *g, const cit_move *m, const placement_rules *rules) {
    emitter e = {g, NULL};
    apply_place(g, m, rules, &e);
    run(g, &e);
}

static cit_status apply_move(cit_game *g, const cit_move *m, cit_outcome *outcome, int listed) {
    if (g->decision == CIT_DECIDE_NONE) return CIT_ERR_GAME_OVER;
    emitter e = {g, outcome};
    if (!g->nqueue) {
        if (m->type != CIT_MOVE_PLACE) return CIT_ERR_WRONG_DECISION;
        const placement_rules *rules = g->placing ? placement_rules_for(g, g->hand) : NULL;
        /* a placement the same rules drew (a playout's) is legal as the base game's is */
        cit_status st = listed ? CIT_OK : rules ? rules->check(g, m) : game_check_place(g, m);
        if (st != CIT_OK) return st;
        apply_place(g, m, rules, &e);
    } else {
        decide_step s = g->queue[0];
        const rules_module *mod = step_module(&s);
        if (!mod || !mod->check) return CIT_ERR_WRONG_DECISION;
        cit_status st = listed ? CIT_OK : mod->check(g, &s, m);
        if (st != CIT_OK) return st;
        queue_pop(g);
        mod->apply(g, &s, m, &e);
    }
    run(g, &e);
    return CIT_OK;
}

int turn_legal_moves(const cit_game *g, cit_move *out, int cap) {
    if (!g->nqueue) return 0;
    const rules_module *mod = step_module(&g->queue[0]);
    return mod && mod->legal ? mod->legal(g, &g->queue[0], out, cap) : 0;
}

/* A module decision has few answers: list them and take one uniformly (among the first
   TURN_SAMPLED_ANSWERS, for a module that says its lists may be longer). */
cit_status turn_random_move(const cit_game *g, uint64_t seed, cit_move *out) {
    cit_move moves[TURN_SAMPLED_ANSWERS];
    if (!g->nqueue) return CIT_ERR_GAME_OVER;
    const rules_module *mod = step_module(&g->queue[0]);
    if (mod && mod->random_answer && mod->random_answer(g, &g->queue[0], seed, out)) return CIT_OK;
    int (*list)(const cit_game *, const decide_step *, cit_move *, int) = mod ? mod->legal_sampled : NULL;
    if (!list) list = mod ? mod->legal : NULL;
    int n = list ? list(g, &g->queue[0], moves, TURN_SAMPLED_ANSWERS) : 0;
    if (n <= 0) return CIT_ERR_GAME_OVER;
    if (n > TURN_SAMPLED_ANSWERS) {
        if (!mod->wide_answers) {
#ifdef TURN_ASSERTS
            assert(!"a module listed more answers than turn_random_move samples (rules.h)");
#endif
            return CIT_ERR_BUFFER_TOO_SMALL;
        }
        n = TURN_SAMPLED_ANSWERS;
    }
    uint64_t state = seed;
    *out = moves[splitmix_below(&state, (uint32_t)n)];
    return CIT_OK;
}

/* Ends the game on a copy as if no tile were left: every choice is passed (the first
   legal answer of every module decision is its "no", rules.h). The final_begin hooks
   run as in a real ending (the City's wall completion is part of the projection). */
void turn_project_final(cit_game *g) {
    emitter e = {g, NULL};
    for (int guard = 0; guard < 4096 && g->decision != CIT_DECIDE_NONE; guard++) {
        if (g->nqueue) {
            cit_move m;
            if (turn_legal_moves(g, &m, 1) < 1) break;
            turn_apply(g, &m, NULL);
        } else if (g->stage == STAGE_PLACE) {
            start_final(g);
            run(g, &e);
        } else {
            break;
        }
    }
}
