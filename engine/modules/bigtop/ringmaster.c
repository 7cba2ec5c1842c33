/* Under the Big Top's ringmaster (RULES.md §13, decision 4): a follower of strength 1 on a
   road, city, cloister or field of the new tile; whenever its feature is scored, its owner
   scores 2 for each circus and acrobat tile on the 3x3 cells around it. */
#include "rules.h"
#include "figures.h"
#include "figure_ask.h"
#include "turn.h"
#include "ringmaster.h"

enum { RINGMASTER_POINTS = 2 };

static fig_record *ringmaster(const cit_game *g, int player) {
    return figure_of((cit_game *)(uintptr_t)g, CIT_MODULE_BIGTOP, CIT_BIGTOP_RINGMASTER_KIND, player, 0);
}

/* The ringmaster's game kind (its option on). */
static int kind(const cit_game *g) { return g->module_kind0[CIT_MODULE_BIGTOP] + CIT_BIGTOP_RINGMASTER_KIND; }

static int asked_piece(const cit_game *g) {
    const bigtop_state *b = bigtop_of(g);
    return bigtop_piece(b->asking_lo, b->asking_hi);
}

int ringmaster_offered(const cit_game *g, int player, int pi) {
    return ringmaster(g, player) && figure_ask_due(g, player, kind(g), pi);
}

int ringmaster_legal(const cit_game *g, const decide_step *s, cit_move *out, int cap) {
    (void)s;
    return figure_ask_answers(g, CIT_MOVE_BIGTOP_RINGMASTER, kind(g), asked_piece(g), out, cap);
}

cit_status ringmaster_check(const cit_game *g, const decide_step *s, const cit_move *m) {
    (void)s;
    return figure_ask_check(g, CIT_MOVE_BIGTOP_RINGMASTER, kind(g), asked_piece(g), m);
}

void ringmaster_apply(cit_game *g, const decide_step *s, const cit_move *m, emitter *e) {
    if (!m->arg0) return;
    int p = s->player, pi = asked_piece(g);
    uint16_t n = figure_ask_place(g, p, kind(g), pi, m);
    cit_event ev = {0};
    ev.type = CIT_EV_BIGTOP_RINGMASTER;
    ev.player = (uint8_t)p;
    ev.x = g->pieces[pi].x;
    ev.y = g->pieces[pi].y;
    ev.spot = m->spot;
    ev.half = piece_half(g, pi);
    ev.feature_kind = g->nodes[n].kind;
    emit(e, ev);
}

/* A ringmaster whose part lost its owner (its feature scored, the dragon, a capture, a
   princess) went home with the core's followers: it is back in its own supply, which the
   core's count does not hold. Looked at only when some owner was cleared. */
void ringmaster_sync(cit_game *g) {
    if (!bigtop_option(g, CIT_OPT_BIGTOP_RINGMASTER) || !owners_moved(g, CIT_MODULE_BIGTOP)) return;
    for (int p = 0; p < g->nplayers; p++) {
        fig_record *f = ringmaster(g, p);
        if (!f || f->where != FIG_PART || g->nodes[f->at].owner == p + 1) continue;
        if (g->supply[p]) g->supply[p]--;
        figure_home(f);
    }
}

/* Circus and acrobat tiles on the 3x3 around piece pi. */
static int show_tiles(const cit_game *g, int pi) {
    const piece *c = &g->pieces[pi];
    int k = 0;
    for (int dy = -1; dy <= 1; dy++)
        for (int dx = -1; dx <= 1; dx++) {
            int at = cell_piece_at(g, c->x + dx, c->y + dy);
            k += at && bigtop_tile_has(g, at - 1, CIT_TF_CIRCUS | CIT_TF_ACROBATS);
        }
    return k;
}

/* Player's ringmaster on part n pays its bonus (decision 4). */
static void pay_bonus(cit_game *g, int player, uint16_t n, emitter *e) {
    int pi = g->nodes[n].piece, points = RINGMASTER_POINTS * show_tiles(g, pi);
    if (!points) return;
    score_add(g, player, CIT_CAT_OTHER, points);
    cit_event ev = {0};
    ev.type = CIT_EV_SCORE;
    ev.player = (uint8_t)player;
    ev.points = (int16_t)points;
    ev.reason = CIT_SCORE_BIGTOP_RINGMASTER;
    ev.feature_kind = g->nodes[n].kind;
    ev.x = g->pieces[pi].x;
    ev.y = g->pieces[pi].y;
    ev.spot = (int8_t)g->nodes[n].feat;
    ev.half = piece_half(g, pi);
    emit(e, ev);
}

/* Every ringmaster in the feature just scored pays its owner its bonus, won or not, even
   for a feature worth 0 (decision 4); then those gone home are back in their supply. */
void ringmaster_after_award(cit_game *g, uint16_t root, int final, emitter *e) {
    if (!bigtop_option(g, CIT_OPT_BIGTOP_RINGMASTER)) return;
    for (int p = 0; p < g->nplayers; p++) {
        const fig_record *f = ringmaster(g, p);
        /* in play the award just sent it home; at the end it still stands */
        if (!f || f->where != FIG_PART || feat_find(g, f->at) != root || (final && g->nodes[f->at].owner != p + 1))
            continue;
        pay_bonus(g, p, f->at, e);
    }
    ringmaster_sync(g);
}

/* Whether a figure stands on a corner of field `root` (a barn: the one figure on corners). */
static int corner_figure_in(const cit_game *g, uint16_t root) {
    for (int i = 0; i < g->nfigures; i++) {
        const fig_record *f = &g->figures[i];
        if (f->where == FIG_CORNER && feat_find(g, (uint16_t)(f->at >> 2)) == root) return 1;
    }
    return 0;
}

/* A barn scores its field's farmers at the end of the turn part, outside an award, after
   this module's turn_end (docs/rules-decisions.md, "Under the Big Top" 3): every field
   with a barn and a farmer pays then (RULES.md §11), so a ringmaster standing in a field
   with a figure on a corner is scored by it now and pays its bonus here, once, before it
   goes home (RULES.md §13: "or by a barn"). */
void ringmaster_barn_scoring(cit_game *g, emitter *e) {
    /* no corner figure in the game: nothing to ask each turn */
    if (!(g->figure_props & FK_CORNER) || !bigtop_option(g, CIT_OPT_BIGTOP_RINGMASTER)) return;
    for (int p = 0; p < g->nplayers; p++) {
        const fig_record *f = ringmaster(g, p);
        if (!f || f->where != FIG_PART || g->nodes[f->at].owner != p + 1 || g->nodes[f->at].kind != CIT_FEAT_FIELD)
            continue;
        if (corner_figure_in(g, feat_find(g, f->at))) pay_bonus(g, p, f->at, e);
    }
}

size_t ringmaster_format(const cit_game *g, const cit_move *m, char *buf, size_t cap) {
    (void)g;
    return figure_ask_format("ringmaster", m, buf, cap);
}

int ringmaster_parse(const cit_game *g, mt_cursor *c, cit_move *m) {
    (void)g;
    return figure_ask_parse(c, m);
}
