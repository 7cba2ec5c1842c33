/* The abbey question at a person's screen: the abbey waits lit in the supply box while a hole
   is open; dragged onto a lit hole it answers "abbey yes" and is then the tile in hand, put
   where it was dropped; the panel's Draw (Pass in the round after the last tile), D or Enter
   answers "abbey no". */
#include "modules/abbey/abbey_view.h"
#include "modules/abbey/abbey_text.h"
#include "modules/abbey/abbey.h"
#include "scenes/board_view.h"
#include "scenes/decide.h"
#include "scenes/game_state.h"
#include "draw/atlas.h"
#include "draw/draw.h"
#include "draw/text.h"

#include <math.h>
#include <string.h>

#define HOLE_RGB GUI_COL_TARGET /* a hole the abbey may fill */
#define GOOD_RGB GUI_COL_LIT_EDGE_HOT /* the hole under the dragged abbey */

int abbey_question_open(const gui_app *a)
{
    const gui_game *g = a->game;
    return g && g->pend.decision == CIT_DECIDE_ABBEY && !cit_game_over(gui_game_engine(g)) &&
           gui_app_seat_here(a, g->pend.player);
}

static int dragging(const gui_app *a) { return a->drag.kind == GUI_DRAG_MODULE && a->drag.module == CIT_MODULE_ABBEY; }

/* The round after the last land tile: "no" passes rather than draws. */
static int last_round(const gui_app *a) { return cit_game_stack_left(gui_game_engine(a->game)) == 0; }

void abbey_draw_tile_icon(gui_app *a, float cx, float cy, float h, Uint8 alpha)
{
    int t = abbey_tile_type(a);
    SDL_Rect rc = {(int)(cx - h / 2), (int)(cy - h / 2), (int)h, (int)h};
    if (t >= 0)
        gui_atlas_tile(a->atlas, t, 0, rc, alpha);
    else
        gui_fill_rect(a->r, rc, gui_rgba(0x8a7a5a, alpha));
    gui_rect_outline(a->r, rc, 1, gui_rgba(0x5b4a36, alpha));
}

/* ---- the turn ---- */

void abbey_turn_reset(gui_game *g)
{
    abbey_gui *st = abbey_gui_of(g);
    st->want_draw = 0;
    st->wagon_hover = -1;
    if (g->pend.decision != CIT_DECIDE_PLACE_TILE)
        st->taken_len = 0;
    /* the abbey dropped on a hole: now the tile in hand, put where it was dropped */
    if (st->put_abbey && g->pend.decision == CIT_DECIDE_PLACE_TILE && cit_tile_is_abbey(gui_game_engine(g), g->pend.tile)) {
        st->taken_len = cit_session_length(g->sess);
        gui_game_put(g, st->want_x, st->want_y, 0);
    }
    st->want_abbey = st->put_abbey = 0;
}

int abbey_undo(gui_game *g)
{
    abbey_gui *st = abbey_gui_of(g);
    int len = cit_session_length(g->sess);
    const cit_move *last = len > 0 ? cit_session_move(g->sess, len - 1) : NULL;
    if (!st->taken_len || st->taken_len != len || !last || last->type != CIT_MOVE_ABBEY)
        return 0;
    /* The abbey goes back into the supply and the question is asked again: taking it drew
       nothing, so taking it back reveals nothing. */
    if (cit_session_undo_to(g->sess, len - 1) != CIT_OK)
        return 0;
    st->taken_len = 0;
    g->synced = -1;
    gui_game_sync(g);
    return 1;
}

int abbey_question(gui_app *a, cit_move *chosen)
{
    abbey_gui *st = abbey_gui_of(a->game);
    if (!st->want_draw && !st->want_abbey)
        return 0;
    memset(chosen, 0, sizeof *chosen);
    chosen->type = CIT_MOVE_ABBEY;
    chosen->spot = CIT_SPOT_NONE;
    chosen->arg0 = st->want_abbey ? 1 : 0;
    st->put_abbey = st->want_abbey; /* asked once: a refused answer is not sent again */
    st->want_draw = st->want_abbey = 0;
    return GUI_DECIDE_CHOSEN;
}

/* ---- the panel under the hand ---- */

int abbey_panel(gui_app *a, int x, int y, int w)
{
    gui_ui *ui = &a->ui;
    abbey_gui *st = abbey_gui_of(a->game);
    if (!abbey_question_open(a))
        return y;
    if (gui_key_take(&a->ui, SDLK_d, SDLK_UNKNOWN)) {
        a->decide.mute_d = 1; /* held on, D is no pan until released */
        st->want_draw = 1;
    }
    if (gui_key_take(&a->ui, SDLK_RETURN, SDLK_KP_ENTER))
        st->want_draw = 1;
    int last = last_round(a), px = gui_font_px(ui, 14);
    y += gui_text_wrapped(abbey_tr(last ? AB_ASK_LAST : AB_ASK), x, y, w, px, 1, gui_rgba(GUI_COL_INK, 255)) +
         gui_px(ui, 6);
    int bh = gui_px(ui, 40);
    SDL_Rect b = {x, y, w, bh};
    if (gui_button_colour(ui, GUI_ID(0), b, gui_rgba(GUI_COL_ACCENT, 255), abbey_tr(last ? AB_PASS : AB_DRAW),
                          a->drag.kind == GUI_DRAG_NONE))
        st->want_draw = 1;
    cit_move no = {0}; /* a hint to draw (or pass) rings the button */
    no.type = CIT_MOVE_ABBEY;
    no.spot = CIT_SPOT_NONE;
    gui_decide_answer(a, b, &no);
    if (st->abbey_rc.w) { /* and a hint to take the abbey rings it in the supply box */
        cit_move yes = no;
        yes.arg0 = 1;
        gui_decide_answer(a, st->abbey_rc, &yes);
    }
    return y + bh + gui_px(ui, 8);
}

const char *abbey_key_help(const gui_app *a)
{
    return abbey_question_open(a) ? abbey_tr(last_round(a) ? AB_KEYS_LAST : AB_KEYS) : NULL;
}

const char *abbey_hint(const gui_app *a)
{
    if (dragging(a))
        return abbey_tr(AB_HINT_DRAG);
    if (abbey_question_open(a))
        return abbey_tr(last_round(a) ? AB_ASK_LAST : AB_ASK);
    return abbey_figure_hint(a);
}

/* ---- the drag ---- */

/* The abbey as the supply box drew it this frame (abbey_special_draw records it). */
static int abbey_shown(const gui_app *a, const abbey_gui *st)
{
    return st->abbey_rc.w > 0 && st->abbey_clock == a->clock;
}

int abbey_press(gui_app *a)
{
    abbey_gui *st = abbey_gui_of(a->game);
    if (!abbey_question_open(a) || !abbey_shown(a, st) || !gui_hit(&a->in, st->abbey_rc))
        return 0;
    a->drag.kind = GUI_DRAG_MODULE;
    a->drag.module = CIT_MODULE_ABBEY;
    st->drag_x = st->drag_y = -1000;
    return 1;
}

void abbey_drag_motion(gui_app *a)
{
    abbey_gui *st = abbey_gui_of(a->game);
    gui_camera_cell_at(&a->cam, a->in.mx, a->in.my, &st->drag_x, &st->drag_y);
}

/* The pointer is over a hole the abbey may fill now. */
static int over_hole(gui_app *a, const abbey_gui *st)
{
    return gui_hit(&a->in, a->board_rc) && cit_game_abbey_hole(gui_game_engine(a->game), st->drag_x, st->drag_y);
}

void abbey_drag_release(gui_app *a, int far)
{
    (void)far;
    abbey_gui *st = abbey_gui_of(a->game);
    abbey_drag_motion(a);
    if (!over_hole(a, st)) /* anywhere else: back to the supply */
        return;
    st->want_abbey = 1; /* the question is answered next frame (decide hook) */
    st->want_x = st->drag_x;
    st->want_y = st->drag_y;
}

void abbey_drag_draw(gui_app *a)
{
    abbey_gui *st = abbey_gui_of(a->game);
    if (over_hole(a, st)) { /* snapped into the hole, outlined green */
        SDL_Rect c = gui_camera_cell_rect(&a->cam, st->drag_x, st->drag_y);
        SDL_RenderSetClipRect(a->r, &a->board_rc);
        abbey_draw_tile_icon(a, (float)c.x + (float)c.w / 2, (float)c.y + (float)c.h / 2, (float)c.w, 235);
        gui_rect_outline(a->r, c, gui_px(&a->ui, 3), gui_rgba(GOOD_RGB, 255));
        SDL_RenderSetClipRect(a->r, NULL);
        return;
    }
    abbey_draw_tile_icon(a, (float)a->in.mx, (float)a->in.my, a->cam.zoom, 170);
}

int abbey_hot(gui_app *a, int over_board)
{
    (void)over_board;
    abbey_gui *st = abbey_gui_of(a->game);
    return abbey_question_open(a) && abbey_shown(a, st) && gui_hit(&a->in, st->abbey_rc);
}

/* Under the followers: the holes while the question is open, faintly pulsing, and the one under
   the dragged abbey green. */
void abbey_draw_under(gui_app *a)
{
    abbey_gui *st = abbey_gui_of(a->game);
    int drag = dragging(a);
    if (!abbey_question_open(a) || (!drag && a->settings.purist)) /* the purist switch: only while dragged */
        return;
    const gui_game *g = a->game;
    const cit_game *e = gui_game_engine(g);
    float pu = 0.5f + 0.5f * sinf((float)a->clock * 0.006f);
    for (int i = 0; i < g->nfrontier; i++) {
        int x = g->frontier[i][0], y = g->frontier[i][1];
        if (!cit_game_abbey_hole(e, x, y))
            continue;
        SDL_Rect c = gui_camera_cell_rect(&a->cam, x, y);
        int hot = drag && x == st->drag_x && y == st->drag_y;
        gui_fill_rect(a->r, c, gui_rgba(hot ? GUI_COL_LIT_HOT : HOLE_RGB, (Uint8)(hot ? 120 : 50 + 50 * pu)));
        gui_rect_outline(a->r, c, gui_px(&a->ui, 3), gui_rgba(hot ? GOOD_RGB : HOLE_RGB, 230));
    }
}
