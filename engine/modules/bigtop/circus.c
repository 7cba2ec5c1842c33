/* Under the Big Top's circus (RULES.md §13, decision 2): the big top moves onto each new
   circus tile; where it stood, its face-down animal token is turned and pays every player
   its value for each of their meeples on the 3x3 cells around it. */
#include "rules.h"
#include "turn.h"
#include "circus.h"
#include "acrobats.h"
#include "figures.h"

#include <string.h>

/*
 * How it runs:
 *   after_place: a circus tile is noted (the big top comes after the turn's scorings);
 *   turn_end:    after every scoring of the turn part (this module's id is after every
 *                other's, and a wagon's or the dragon's steps are decisions their turn_end
 *                only queued), the big top, if it stands, is scored: its token is turned,
 *                pays and leaves the game; then the big top moves onto the new circus tile
 *                with a new face-down token;
 *   final_end:   the big top, if it stands, is scored once more (acrobats.c's end first).
 * The face-down token is not kept: the one under the big top is drawn from the tokens not
 * yet turned when it is turned, a chance of the game's (rules_chance: a seat is told it as
 * turned, and cit_game_shuffle_unseen deals the generator anew for an observer). Every token not turned is as likely then as had it been drawn on arrival, and
 * no state, view, save or hash can give it away (docs/rules-decisions.md, "Under the Big
 * Top" 9).
 */

/* 16 tokens: 1 flea, 4 monkeys, 5 seals, 3 bears, 2 tigers, 1 elephant; their values. */
static const uint8_t full_pool[CIT_BIGTOP_ANIMALS] = {1, 4, 5, 3, 2, 1};
static const uint8_t animal_value[CIT_BIGTOP_ANIMALS] = {1, 3, 4, 5, 6, 7};

int cit_bigtop_animal_value(int animal) {
    return animal >= 0 && animal < CIT_BIGTOP_ANIMALS ? animal_value[animal] : 0;
}

void circus_setup(cit_game *g) {
    if (bigtop_option(g, CIT_OPT_BIGTOP_CIRCUS)) memcpy(bigtop_of(g)->pool, full_pool, sizeof full_pool);
}

void circus_after_place(cit_game *g, int pi) {
    if (!bigtop_option(g, CIT_OPT_BIGTOP_CIRCUS) || !bigtop_tile_has(g, pi, CIT_TF_CIRCUS)) return;
    bigtop_state *b = bigtop_of(g);
    bigtop_set_piece(&b->arrived_lo, &b->arrived_hi, pi);
}

static int near(const piece *q, int x, int y) { return q->x - x <= 1 && x - q->x <= 1 && q->y - y <= 1 && y - q->y <= 1; }

/* Whether feature `root` has a part on a cell of the 3x3 around x, y. */
static int feature_near(const cit_game *g, uint16_t root, int x, int y) {
    for (int dy = -1; dy <= 1; dy++)
        for (int dx = -1; dx <= 1; dx++) {
            int pi = cell_piece_at(g, x + dx, y + dy);
            if (!pi) continue;
            const piece *q = &g->pieces[pi - 1];
            for (int f = 0; f < q->nfeat; f++)
                if (feat_find(g, (uint16_t)(q->node0 + f)) == root) return 1;
        }
    return 0;
}

/* Meeples: every follower on a part of a tile of the 3x3 (the core's list: normal, big as
   one, mayor, wagon, ringmaster; builders, pigs, barns and shepherds are no followers), and
   the figures modules keep on its cells (figures_kept_near: acrobats, a tower's top). A follower another module's rule holds on its
   feature (a castle's, until it is paid) stands on the whole of it: it counts when any
   cell of that feature is in the 3x3 (a castle's second cell, RULES.md §13 "With
   Bridges, Castles, Bazaars"), once. Followers off the board (a Count quarter) are on no
   cell. */
int circus_meeples(const cit_game *g, int x, int y, int player) {
    int k = 0;
    for (int i = 0; i < g->nfollowers; i++) {
        uint16_t nd = g->followers[i];
        const node *n = &g->nodes[nd];
        if (n->owner != player + 1) continue;
        if (near(&g->pieces[n->piece], x, y) || (turn_figure_held(g, nd) && feature_near(g, feat_find(g, nd), x, y))) k++;
    }
    return k + figures_kept_near(g, x, y, 1, player);
}

/* The big top's token is turned: a token not turned yet, each as likely. */
static int turn_token(cit_game *g) {
    bigtop_state *b = bigtop_of(g);
    int total = 0;
    for (int a = 0; a < CIT_BIGTOP_ANIMALS; a++) total += b->pool[a];
    if (!total) return -1; /* 16 tokens for 12 circus tiles: never */
    int r = rules_chance(g, (uint32_t)total), a = 0;
    while (r >= b->pool[a]) r -= b->pool[a++];
    b->pool[a]--;
    return a;
}

static cit_event cell_event(int type, int player, const piece *q) {
    cit_event ev = {0};
    ev.type = (uint8_t)type;
    ev.player = (uint8_t)player;
    ev.x = q->x;
    ev.y = q->y;
    ev.spot = CIT_SPOT_NONE;
    ev.feature_kind = 0xFF;
    return ev;
}

/* Scores the big top where it stands; it stays there (the caller moves it). */
static void score_top(cit_game *g, int top, emitter *e) {
    const piece *q = &g->pieces[top];
    int a = turn_token(g);
    if (a < 0) return;
    int value = animal_value[a];
    cit_event ev = cell_event(CIT_EV_BIGTOP_TOKEN, CIT_NOBODY, q);
    ev.count = (uint8_t)a;
    ev.points = (int16_t)value;
    emit(e, ev);
    for (int p = 0; p < g->nplayers; p++) {
        int meeples = circus_meeples(g, q->x, q->y, p);
        if (!meeples) continue;
        score_add(g, p, CIT_CAT_OTHER, meeples * value);
        cit_event s = cell_event(CIT_EV_SCORE, p, q);
        s.points = (int16_t)(meeples * value);
        s.reason = CIT_SCORE_BIGTOP_CIRCUS;
        s.count = (uint8_t)a;
        emit(e, s);
    }
}

void circus_turn_end(cit_game *g, emitter *e) {
    bigtop_state *b = bigtop_of(g);
    int pi = bigtop_piece(b->arrived_lo, b->arrived_hi), top = bigtop_piece(b->top_lo, b->top_hi);
    if (pi < 0) return;
    b->arrived_lo = b->arrived_hi = 0;
    if (top >= 0) score_top(g, top, e);
    bigtop_set_piece(&b->top_lo, &b->top_hi, pi);
    emit(e, cell_event(CIT_EV_BIGTOP_MOVE, g->placer, &g->pieces[pi]));
}

void circus_final(cit_game *g, emitter *e) {
    const bigtop_state *b = bigtop_of(g);
    int top = bigtop_piece(b->top_lo, b->top_hi);
    if (top >= 0) score_top(g, top, e);
}
