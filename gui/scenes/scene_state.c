/* Each scene's own state (scene_state.h): made on entry, kept readable through the frame that
   left the scene, freed at the next. */
#include "scenes/mygames/notify_settings.h"
#include "scenes/scene_state.h"
#include "app/app.h"
#include "app/my_games.h"

#include <stdlib.h>

/* The game and its replay show the same board: one state serves both. */
static int board_scene(int kind) { return kind == GUI_SCENE_GAME || kind == GUI_SCENE_REPLAY; }

static int has_state(int kind)
{
    return kind == GUI_SCENE_RESULTS || kind == GUI_SCENE_RULES || kind == GUI_SCENE_SETTINGS ||
           kind == GUI_SCENE_NEWGAME || kind == GUI_SCENE_MYGAMES || kind == GUI_SCENE_JOIN ||
           board_scene(kind);
}

/* Entering scene `kind` from the one shown keeps its state. */
static int same_state(int kind, int shown) { return kind == shown || (board_scene(kind) && board_scene(shown)); }

gui_scene_state *gui_scene_state_new(int kind)
{
    if (!has_state(kind))
        return NULL;
    gui_scene_state *s = calloc(1, sizeof *s);
    if (!s)
        return NULL;
    s->kind = kind;
    if (board_scene(kind)) { /* nothing hovered, no special piece dragged */
        s->u.game.view.hist_hover = -1;
        s->u.game.view.drag.special_mod = -1;
    }
    return s;
}

void gui_scene_state_free(gui_scene_state *s)
{
    if (s && s->kind == GUI_SCENE_MYGAMES) {
        gui_mygames_free(s->u.mygames.list); /* its connections close with the screen */
        gui_notify_close(s->u.mygames.notify);
    }
    if (s && board_scene(s->kind))
        free(s->u.game.drawn.shapes);
    if (s && s->kind == GUI_SCENE_JOIN) {
        gui_keys_panel_close(&s->u.join.keys); /* its sign-in closes with the screen */
    }
    free(s);
}

int gui_scene_state_enter(gui_app *a, int kind)
{
    if (same_state(kind, (int)a->scene) && (a->scene_state || !has_state(kind))) {
        if (a->scene_state)
            a->scene_state->kind = kind;
        return 0;
    }
    gui_scene_state *s = gui_scene_state_new(kind);
    if (has_state(kind) && !s)
        return -1;
    gui_scene_state_free(a->scene_left); /* a second change within one frame */
    a->scene_left = a->scene_state;
    a->scene_state = s;
    return 0;
}

void gui_scene_state_sweep(gui_app *a)
{
    gui_scene_state_free(a->scene_left);
    a->scene_left = NULL;
}

void gui_scene_state_drop(gui_app *a)
{
    gui_scene_state_sweep(a);
    gui_scene_state_free(a->scene_state);
    a->scene_state = NULL;
    free(a->rules_over);
    a->rules_over = NULL;
}

/* The state of scene `kind`: the one shown, else the one left during this frame. */
static gui_scene_state *state_of(const gui_app *a, int kind)
{
    if (a->scene_state && same_state(a->scene_state->kind, kind))
        return a->scene_state;
    if (a->scene_left && same_state(a->scene_left->kind, kind))
        return a->scene_left;
    return NULL;
}

gui_results_state *gui_results_state_of(gui_app *a)
{
    gui_scene_state *s = state_of(a, GUI_SCENE_RESULTS);
    return s ? &s->u.results : NULL;
}

gui_rules_state *gui_rules_state_of(gui_app *a)
{
    if (a->rules_over)
        return a->rules_over;
    gui_scene_state *s = state_of(a, GUI_SCENE_RULES);
    return s ? &s->u.rules : NULL;
}

gui_settings_state *gui_settings_state_of(gui_app *a)
{
    gui_scene_state *s = state_of(a, GUI_SCENE_SETTINGS);
    return s ? &s->u.settings : NULL;
}

gui_newgame_state *gui_newgame_state_of(gui_app *a)
{
    gui_scene_state *s = state_of(a, GUI_SCENE_NEWGAME);
    return s ? &s->u.newgame : NULL;
}

gui_mygames_state *gui_mygames_state_of(gui_app *a)
{
    gui_scene_state *s = state_of(a, GUI_SCENE_MYGAMES);
    return s ? &s->u.mygames : NULL;
}

gui_join_state *gui_join_state_of(gui_app *a)
{
    gui_scene_state *s = state_of(a, GUI_SCENE_JOIN);
    return s ? &s->u.join : NULL;
}

gui_game_ui *gui_view(const gui_app *a)
{
    gui_scene_state *s = state_of(a, GUI_SCENE_GAME);
    return s ? &s->u.game.view : NULL;
}

gui_game_drawn *gui_drawn(const gui_app *a)
{
    gui_scene_state *s = state_of(a, GUI_SCENE_GAME);
    return s ? &s->u.game.drawn : NULL;
}
