/* Halflings's entry in the GUI module table: the hands, the triangle drag, the curtain, its
   dialogs, its history lines and its rules. */
#include "modules/halflings/halflings_module.h"
#include "scenes/game/place_words.h"
#include "modules/halflings/halflings_decide.h"
#include "modules/halflings/halflings_view.h"
#include "modules/halflings/halflings_text.h"
#include "scenes/rules/rules_diagram.h"
#include "modules/halflings/halflings.h"

#include <SDL.h>
#include <stdio.h>

static const char *kind_lower(int kind, char *buf, size_t cap)
{
    gui_kind_in_sentence(kind, buf, cap);
    return buf;
}

/* 1 if player p will be asked in the crop circle's round: a follower of the named kind on the
   board (and, to add one, a follower in supply), as the engine asks. */
static int crop_asks(const cit_game *e, const cit_follower *f, int nf, int kind, int add, int p)
{
    if (add && cit_game_supply(e, p) <= 0)
        return 0;
    for (int i = 0; i < nf; i++)
        if (f[i].player == p && f[i].where == CIT_AT_PART && f[i].feature_kind == kind)
            return 1;
    return 0;
}

/* The turn-order discs while the crop circle's action goes round: the seats still to answer,
   from the placer's left round to the placer (pending: arg the kind, limit the action), then the
   turns after the placer's but the answering one's. Not left to the core's order when nobody
   else answers: it would count from the placer and give the one answering now a disc. */
static int round_order(const gui_game *g, int *seats, int cap)
{
    const cit_pending *pd = &g->pend;
    if (pd->module != CIT_MODULE_HALFLINGS ||
        (pd->decision != CIT_DECIDE_HALFLINGS_CROP_ADD && pd->decision != CIT_DECIDE_HALFLINGS_CROP_RETURN))
        return 0;
    const cit_game *e = gui_game_engine(g);
    cit_follower f[CIT_MAX_PLAYERS * (CIT_FOLLOWERS + 1) + 8];
    int nf = cit_game_followers(e, f, (int)(sizeof f / sizeof f[0]));
    nf = nf < (int)(sizeof f / sizeof f[0]) ? nf : (int)(sizeof f / sizeof f[0]);
    int np = cit_game_setup(e)->nplayers, placer = pd->active, n = 0;
    int from = (pd->player - placer + np) % np; /* the one answering now is the placer's k-th */
    for (int k = (from ? from : np) + 1; k <= np && n < cap; k++)
        if (crop_asks(e, f, nf, pd->arg, pd->limit == CIT_CROP_ADD, (placer + k) % np))
            seats[n++] = (placer + k) % np;
    for (int k = 1, listed = n; k < np && n < cap; k++) {
        int q = (placer + k) % np, again = q == pd->player; /* the one answering now carries no disc */
        for (int i = 0; i < listed; i++)
            again |= seats[i] == q; /* a disc is its first place */
        if (!again)
            seats[n++] = q;
    }
    return n;
}

/* A line about a seat's own move: spoken to when it is the one person at this screen. */
static const char *half_seat(const gui_game *g, halflings_text_id id, int player)
{
    return gui_word_seat(&halflings_text[id], gui_game_is_you(g, player));
}

/* A triangle placed: it came from the hand. */
static int place_line(const gui_game *g, const cit_game *before, const cit_move *m, int player, char *buf,
                      size_t cap)
{
    const cit_tileset *ts = cit_game_tileset(before);
    if (m->tile >= ts->ntiles || ts->tiles[m->tile].shape != CIT_SHAPE_TRIANGLE)
        return 0;
    char kind[32];
    if (m->spot != CIT_SPOT_NONE && m->spot < ts->tiles[m->tile].nfeat)
        gui_subst(buf, cap, half_seat(g, HALF_HIST_PLAY_FOLLOWER, player), gui_game_player_name(g, player),
                  kind_lower(ts->tiles[m->tile].feat[m->spot].kind, kind, sizeof kind), NULL);
    else
        gui_subst(buf, cap, half_seat(g, HALF_HIST_PLAY, player), gui_game_player_name(g, player), NULL, NULL);
    return 1;
}

/* The kind of the feature a part names (a crop-circle answer). */
static int part_kind(const cit_game *e, int x, int y, int spot, int half)
{
    cit_placed_tile pc[2];
    const cit_tileset *ts = cit_game_tileset(e);
    if (cit_game_parts_at(e, x, y, pc) <= half || pc[half].tile >= ts->ntiles || spot < 0 ||
        spot >= ts->tiles[pc[half].tile].nfeat)
        return CIT_FEAT_ROAD;
    return ts->tiles[pc[half].tile].feat[spot].kind;
}

/* The draft's picks and the crop circle's choice and answers. */
static int move_line(const gui_game *g, const cit_game *before, const cit_move *m, int player, char *buf,
                     size_t cap, gui_log_ref *ref)
{
    char words[160], kind[32];
    switch (m->type) {
    case CIT_MOVE_HALFLINGS_DRAFT:
        gui_subst(buf, cap, half_seat(g, HALF_HIST_DRAFT, player), gui_game_player_name(g, player), NULL, NULL);
        return 1;
    case CIT_MOVE_HALFLINGS_CROP:
        half_move_words(before, m, words, sizeof words);
        gui_subst(buf, cap, halflings_tr(HALF_HIST_CROP), words, NULL, NULL);
        return 1;
    case CIT_MOVE_HALFLINGS_CROP_ADD:
    case CIT_MOVE_HALFLINGS_CROP_RETURN:
        if (m->type == CIT_MOVE_HALFLINGS_CROP_ADD && !m->arg0) {
            gui_subst(buf, cap, half_seat(g, HALF_HIST_CROPADD_NONE, player), gui_game_player_name(g, player), NULL, NULL);
            return 1;
        }
        gui_subst(buf, cap,
                  half_seat(g, m->type == CIT_MOVE_HALFLINGS_CROP_ADD ? HALF_HIST_CROPADD : HALF_HIST_CROPRETURN, player),
                  gui_game_player_name(g, player), kind_lower(part_kind(before, m->x, m->y, m->spot, m->rot), kind,
                                                              sizeof kind),
                  NULL);
        *ref = (gui_log_ref){-1, m->x, m->y, 0, 0, 0, 0, 0, 0}; /* told in words; hovering shows nothing more */
        return 1;
    case CIT_MOVE_HALFLINGS_CROP_FOLLOWER:
        if (!m->arg0)
            gui_subst(buf, cap, half_seat(g, HALF_HIST_CROPFOLLOWER_NONE, player), gui_game_player_name(g, player), NULL,
                      NULL);
        else
            gui_subst(buf, cap, half_seat(g, HALF_HIST_CROPFOLLOWER, player), gui_game_player_name(g, player),
                      kind_lower(part_kind(before, m->x, m->y, m->spot, m->rot), kind, sizeof kind), NULL);
        *ref = (gui_log_ref){-1, m->x, m->y, 0, 0, 0, 0, 0, 0};
        return 1;
    default:
        return 0;
    }
}

/* A cloister completed in play with vineyards around it: "Anna +12 · cloister, 9 + 3 vineyard". */
static int vineyard_line(const gui_game *g, const cit_game *before, const cit_event *e, char *buf, size_t cap,
                         gui_log_ref *ref)
{
    if (e->type != CIT_EV_SCORE || e->feature_kind != CIT_FEAT_CLOISTER || e->reason != CIT_SCORE_COMPLETED)
        return 0;
    /* a completed cloister scores 9; the vineyards around it (+3 each, the engine's value
       hook) are the rest: read off the points, so a replayed history tells it alike */
    (void)before;
    int v = (e->points - 9) / 3;
    if (e->points <= 9 || (e->points - 9) % 3)
        return 0;
    char kind[32], base[16], bonus[16], what[96];
    snprintf(base, sizeof base, "%d", e->points - 3 * v);
    snprintf(bonus, sizeof bonus, "%d", 3 * v);
    gui_subst(what, sizeof what, halflings_tr(v == 1 ? HALF_VINEYARD_ONE : HALF_VINEYARD_MANY),
              kind_lower(CIT_FEAT_CLOISTER, kind, sizeof kind), base, bonus);
    gui_score_line(g, e->player, e->points, what, buf, cap);
    gui_log_ref_feature(ref, e);
    return 1;
}

static int event_line(gui_game *g, const cit_game *before, const cit_event *e, char *buf, size_t cap,
                      gui_log_ref *ref)
{
    if (vineyard_line(g, before, e, buf, cap, ref))
        return 1;
    if (e->type != CIT_EV_HALFLINGS_HILL)
        return 0;
    SDL_strlcpy(buf, halflings_tr(HALF_HIST_HILL), cap);
    ref->has_feature = 0;
    return 1;
}

/* The turn question starts a turn: "Anna's turn". */
static int is_turn(const gui_game *g) { return g->pend.decision == CIT_DECIDE_HALFLINGS_TURN; }

static const char *rules(const cit_options *o, const char **on_line)
{
    *on_line = o->v[CIT_OPT_HALFLINGS] ? gui_tr(MSG_RULE_MODULE_ON) : NULL;
    return halflings_tr(HALF_RULES);
}

/* The start tile, a cell of two triangles (a road turning south, a small cloister) and the road going on. */
static const gui_diagram_piece diagram[] = {{"D", 0, 0, 0, -1, 0}, {"H1-02", 1, 0, 0, 0, 0}, {"H1-04", 1, 0, 2, 0, 1}, {"U", 1, 1, 1, -1, 0}};

static int rules_diagram(gui_module_ctx *ctx, int x, int y, int w, int px)
{
    gui_diagram_frame f;
    int h =
        gui_module_ctx_diagram_board(ctx, diagram, (int)(sizeof diagram / sizeof diagram[0]), x, y, w, 0, &f) + px / 2;
    return h + gui_diagram_caption(halflings_tr(HALF_DIAGRAM), x, y + h, w, px);
}

/* Its short lesson, two screens (gui_module.lesson: the new-game screen's "?"). */
static const char *lesson(int screen)
{
    return screen >= 0 && screen < 2 ? halflings_tr((halflings_text_id)(HALF_LESSON_1 + screen)) : NULL;
}

const gui_module gui_halflings_module = {
    .module = CIT_MODULE_HALFLINGS,
    .state_size = sizeof(half_state),
    .turn_reset = half_turn_reset,
    .undo = half_undo,
    .place_line = place_line,
    .move_line = move_line,
    .event_line = event_line,
    .move_words = half_move_words,
    .draw_under = half_draw_under,
    .draw_over = half_draw_over,
    .pieces = half_pieces,
    .panel = half_panel,
    .hint = half_hint,
    .key_help = half_key_help,
    .cover = half_cover,
    .press = half_press,
    .drag_motion = half_drag_motion,
    .drag_release = half_drag_release,
    .drag_turn = half_drag_turn,
    .drag_draw = half_drag_draw,
    .hot = half_hot,
    .decide = half_decide,
    .frame = half_frame,
    .is_turn = is_turn,
    .round_order = round_order,
    .words = halflings_text,
    .nwords = HALF_NWORDS,
    .option = CIT_OPT_HALFLINGS,
    .rules = rules,
    .rules_diagram = rules_diagram,
    .lesson = lesson,
};
