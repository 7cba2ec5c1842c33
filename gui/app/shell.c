/* What the scenes ask of the application (app.c runs the window, the events and the
   frame and calls the scenes; the scenes call only this): the layout unit, settings,
   cursor and title, notices, the scene and dialog shown, and starting, loading, saving
   and leaving a game. */
#include "app/app.h"
#include "app/ai_seam.h"
#include "app/i18n.h"
#include "app/saves.h"
#include "app/settings.h"
#include "app/net_seam.h"
#include "app/sound.h"
#include "app/turns.h"
#include "scenes/backdrop.h"
#include "scenes/game/game_state.h"
#include "scenes/replay/replay.h"
#include "scenes/replay/game_review.h"
#include "scenes/scene_state.h"
#include "scenes/scene_ctx.h"

#include <stdio.h>
#include <string.h>

gui_scene_ctx *gui_scene_ctx_of(gui_scene_ctx *s, const gui_app *app)
{
    gui_app *a = (gui_app *)app; /* the const application's readers (the title, key help) */
    *s = (gui_scene_ctx){
        .r = a->r,
        .ui = &a->ui,
        .atlas = a->atlas,
        .tiles = a->tiles,
        .w = a->w,
        .h = a->h,
        .clock = a->clock,
        .coarse = a->coarse,
        .in = &a->in,
        .settings = &a->settings,
        .scene = a->scene,
        .dlg = &a->dlg,
        .game = a->game,
        .view = gui_view(a),
        .drawn = gui_drawn(a),
        .play = &a->play,
        .app = a,
    };
    return s;
}

gui_art gui_app_art(gui_app *a) { return (gui_art){&a->ui, a->atlas, a->tiles, a->settings.palette_cb}; }

void gui_app_backdrop(gui_app *a)
{
    gui_art art = gui_app_art(a);
    gui_backdrop(&art, &a->backdrop, a->w, a->h, a->clock);
}

gui_screen gui_app_screen(const gui_app *a)
{
    return (gui_screen){a->coarse, a->ratio, a->w, a->h, a->settings.scale_pct};
}

float gui_app_unit(const gui_app *a)
{
    gui_screen s = gui_app_screen(a);
    return gui_theme_unit(&s);
}

int gui_app_scale_limited(const gui_app *a)
{
    gui_screen s = gui_app_screen(a);
    return gui_theme_limited(&s);
}

void gui_app_apply_settings(gui_app *a)
{
    char before[GUI_LANG_MAX];
    SDL_strlcpy(before, gui_i18n_get(), sizeof before);
    gui_i18n_set(a->settings.lang[0] ? a->settings.lang : gui_i18n_detect());
    if (a->game && strcmp(gui_i18n_get(), before) != 0)
        gui_game_relog(a->game);
    SDL_SetWindowFullscreen(a->win, a->settings.fullscreen ? SDL_WINDOW_FULLSCREEN_DESKTOP : 0);
    gui_sound_set(a->settings.volume, a->settings.muted);
    gui_ai_set_thinking(a->ai_seam, a->settings.ai_time);
    gui_ai_set_ponder(a->ai_seam, a->settings.ponder);
    gui_ai_set_cores(a->ai_seam, a->settings.ai_cores);
    if (!a->no_settings)
        gui_settings_save(&a->settings);
}

void gui_app_cursor(gui_app *a, int id)
{
    if (id < 0 || id >= SDL_NUM_SYSTEM_CURSORS || id == a->chrome.cursor)
        return;
    if (!a->chrome.cursors[id])
        a->chrome.cursors[id] = SDL_CreateSystemCursor((SDL_SystemCursor)id);
    if (a->chrome.cursors[id])
        SDL_SetCursor(a->chrome.cursors[id]);
    a->chrome.cursor = id;
}

void gui_app_title(gui_app *a, const char *base)
{
    char title[sizeof a->chrome.title];
    gui_turns_title(a->your_turn.turns, base, title, sizeof title); /* the games waiting before it: "(2) Citadela" */
    if (strcmp(a->chrome.title, title) == 0)
        return;
    SDL_strlcpy(a->chrome.title, title, sizeof a->chrome.title);
    SDL_SetWindowTitle(a->win, title);
}

void gui_app_toast(gui_app *a, const char *msg)
{
    if (!msg || !msg[0])
        return;
    if (!a->toast.text[0] || a->clock >= a->toast.until) {
        SDL_strlcpy(a->toast.text, msg, sizeof a->toast.text);
        a->toast.until = a->clock + GUI_TOAST_MS;
        return;
    }
    if (strcmp(a->toast.text, msg) == 0)
        return;
    for (int i = 0; i < a->toast.nqueue; i++)
        if (strcmp(a->toast.queue[i], msg) == 0)
            return;
    if (a->toast.nqueue == GUI_TOAST_QUEUE) { /* full: the oldest waiting one gives way */
        memmove(a->toast.queue[0], a->toast.queue[1], sizeof a->toast.queue[0] * (GUI_TOAST_QUEUE - 1));
        a->toast.nqueue--;
    }
    SDL_strlcpy(a->toast.queue[a->toast.nqueue++], msg, sizeof a->toast.queue[0]);
}

/* The next waiting notice once the shown one has had its time. */
void gui_app_toast_withdraw(gui_app *a, const char *msg)
{
    if (a->toast.text[0] && a->clock < a->toast.until && strcmp(a->toast.text, msg) == 0)
        a->toast.until = a->clock; /* the next in the queue, if any, shows at once */
    for (int i = 0; i < a->toast.nqueue; i++)
        if (strcmp(a->toast.queue[i], msg) == 0) {
            memmove(a->toast.queue[i], a->toast.queue[i + 1], sizeof a->toast.queue[0] * (size_t)(a->toast.nqueue - i - 1));
            a->toast.nqueue--;
            i--;
        }
}

void gui_app_toast_advance(gui_app *a)
{
    if (a->clock < a->toast.until || a->toast.nqueue == 0)
        return;
    SDL_strlcpy(a->toast.text, a->toast.queue[0], sizeof a->toast.text);
    a->toast.until = a->clock + GUI_TOAST_MS;
    memmove(a->toast.queue[0], a->toast.queue[1], sizeof a->toast.queue[0] * (GUI_TOAST_QUEUE - 1));
    a->toast.nqueue--;
}

void gui_app_message(gui_app *a, const char *msg)
{
    SDL_strlcpy(a->dlg.text, msg, sizeof a->dlg.text);
    gui_app_open_dialog(a, GUI_DLG_MESSAGE);
    a->dlg.recover_moves = 0; /* a message offers no recovery unless its caller says so */
}

void gui_app_set_scene(gui_app *a, gui_scene s)
{
    /* The end of a game, with the hash of its last state: a test that plays one checks it against
       another build loading the autosave (tests/web). */
    if (s == GUI_SCENE_RESULTS && a->scene != GUI_SCENE_RESULTS && a->game && cit_game_over(gui_game_engine(a->game)))
        SDL_Log("citadela: game over, hash %016llx", (unsigned long long)cit_game_hash(gui_game_engine(a->game)));
    if (s != GUI_SCENE_RESULTS && s != GUI_SCENE_REPLAY) { /* leaving the results and replay ends their review */
        gui_review_free(a->play.review);
        a->play.review = NULL;
    }
    if (gui_scene_state_enter(a, s) != 0) {
        SDL_Log("citadela: out of memory: the screen stays");
        return;
    }
    a->scene = s;
    a->redraw = 2; /* e.g. the final scoring ending on its own: the new scene must be drawn */
    a->ui.active = 0;
    a->ui.focus = 0;
    gui_game_ui *v = gui_view(a);
    if (v) { /* the game's board kept from its replay or for it (scenes/scene_state.h): no drag goes on */
        v->drag.kind = GUI_DRAG_NONE;
        v->drag.special_mod = -1;
    }
}

/* ---- games ------------------------------------------------------------------------------------ */

/* Before the game on screen is left: the computer's move, a hint being searched and the
   thinking during a person's turn all belong to it. */
static void stop_game_work(gui_app *a)
{
    gui_ai_free(a->play.ai);
    a->play.ai = NULL;
    gui_ai_free(a->play.hint.job);
    gui_ai_ponder_stop(a->ai_seam);
    a->play.hint.job = NULL;
    a->play.hint.key = a->play.hint.ready = a->play.hint.then_due = a->play.hint.then_ok = 0;
}

/* The board of a game just put on screen: the camera fits it anew, the side panels closed. A
   screen entered from another starts so; the game and its replay keep their board's state
   between them (scenes/scene_state.h), so a game shown in place of the one on it starts so too. */
static void fresh_board_view(gui_app *a)
{
    gui_game_ui *v = gui_view(a);
    if (!v)
        return;
    v->cam_ready = 0;
    v->show_history = v->show_dist = v->show_projected = 0;
    v->history_scroll = 0;
    v->history_top = 0;
    v->hist_hover = -1;
}

static void enter_game(gui_app *a, gui_game *g)
{
    stop_game_work(a);
    gui_replay_free(a->play.replay); /* a game played on from a replay leaves the replay */
    a->play.replay = NULL;
    gui_game_free(a->game);
    a->game = g;
    gui_game_set_you(g, gui_app_you(a));
    a->play.game_name[0] = 0; /* a loaded or played-on game names itself after this */
    gui_app_set_scene(a, cit_game_over(gui_game_engine(g)) ? GUI_SCENE_RESULTS : GUI_SCENE_GAME);
    if (a->scene == GUI_SCENE_GAME)
        fresh_board_view(a);
}

void gui_app_enter_game(gui_app *a, gui_game *g) { enter_game(a, g); }

int gui_app_seat_here(const gui_app *a, int p)
{
    const cit_game *e = gui_game_engine(a->game);
    const cit_setup *s = cit_game_setup(e);
    if (p < 0 || p >= s->nplayers || gui_net_remote(a, p) || gui_net_ai_kind(a, p))
        return 0;
    /* A client's own seat is a person whatever the host's set-up says. */
    return s->players[p].kind == CIT_SEAT_HUMAN || gui_net_own_seat(a) == p;
}

int gui_app_you(const gui_app *a)
{
    if (!a->game)
        return -1;
    int n = cit_game_setup(gui_game_engine(a->game))->nplayers, you = -1, people = 0;
    for (int p = 0; p < n; p++)
        if (gui_app_seat_here(a, p)) {
            you = p;
            people++;
        }
    /* Two or more at one screen share it: "you" would not say whom. */
    return people == 1 ? you : -1;
}

int gui_app_seat_person(const gui_app *a, int p)
{
    const cit_setup *s = cit_game_setup(gui_game_engine(a->game));
    if (p < 0 || p >= s->nplayers || gui_net_elsewhere(a, p))
        return 0;
    return s->players[p].kind == CIT_SEAT_HUMAN || gui_net_own_seat(a) == p;
}

int gui_app_seat_computer(const gui_app *a, int p)
{
    const cit_setup *s = cit_game_setup(gui_game_engine(a->game));
    if (gui_net_ai_kind(a, p)) /* a friend away long, played here meanwhile */
        return 1;
    return p >= 0 && p < s->nplayers && s->players[p].kind != CIT_SEAT_HUMAN && !gui_net_elsewhere(a, p) &&
           gui_net_own_seat(a) != p;
}

int gui_app_seat_by_computer(const gui_app *a, int p)
{
    const cit_setup *s = cit_game_setup(gui_game_engine(a->game));
    if (p < 0 || p >= s->nplayers)
        return 0;
    /* The table says "ai" for the host's computer seats and for a friend's it took over. */
    if (gui_net_role_of(a) != GUI_NET_NONE && gui_net_seat_state(a, p) == GUI_NET_SEAT_AI)
        return 1;
    return s->players[p].kind != CIT_SEAT_HUMAN && gui_net_own_seat(a) != p;
}

/* The game in the autosave is about to be replaced: keep it if it was not finished. */
static void keep_previous(gui_app *a)
{
    char name[GUI_SAVE_NAME], msg[320];
    int left = a->play.left_to_menu;
    a->play.left_to_menu = 0;
    if (left) /* left for the menu, told another game replaces it: not kept in Load */
        return;
    if (gui_keep_unfinished_autosave(name, sizeof name)) {
        gui_subst(msg, sizeof msg, gui_tr(MSG_KEPT_UNFINISHED), name, NULL, NULL);
        gui_app_toast(a, msg);
    }
}

int gui_app_start_game(gui_app *a, const cit_setup *setup)
{
    cit_status st;
    gui_game *g = gui_game_new(setup, &st);
    if (!g) {
        gui_app_message(a, gui_status(st));
        return -1;
    }
    keep_previous(a);
    enter_game(a, g);
    gui_app_autosave(a);
    return 0;
}

int gui_app_load_game(gui_app *a, const char *path)
{
    cit_setup s;
    cit_status st;
    char err[256], msg[320];
    cit_setup_default(&s, 2, 1);
    gui_game *g = gui_game_new(&s, &st);
    if (!g) {
        gui_app_message(a, gui_status(st));
        return -1;
    }
    int line = 0;
    char autosave[1200];
    gui_autosave_path(autosave, sizeof autosave);
    if (gui_game_load(g, path, &line, err, sizeof err) != 0) {
        const char *base = strrchr(path, '/');
        char num[16] = "?", aside[GUI_SAVE_NAME], kept[1200];
        if (line > 0)
            snprintf(num, sizeof num, "%d", line);
        SDL_strlcpy(kept, path, sizeof kept);
        /* The moves before the bad line may replay fine: offer to play on from them. A file that
           breaks off (no end line) says so in plain words, with the move it got to. */
        int moves = line > 0 ? gui_recoverable_moves(kept, line) : -1, cut = moves > 0 && gui_save_cut_short(path);
        char upto[16];
        snprintf(upto, sizeof upto, "%d", moves);
        /* A broken autosave is reported once and moved aside (kept for a bug report), so Continue
           is not offered for it again. */
        if (strcmp(path, autosave) == 0 && gui_move_aside(path, "unreadable-autosave", aside, sizeof aside)) {
            if (cut)
                gui_subst(msg, sizeof msg, gui_tr(MSG_AUTOSAVE_CUT), upto, aside, NULL);
            else
                gui_subst(msg, sizeof msg, gui_tr(MSG_AUTOSAVE_MOVED), num, err, aside);
            gui_named_save_path(aside, kept, sizeof kept);
        } else if (cut) {
            gui_subst(msg, sizeof msg, gui_tr(MSG_SAVE_CUT), base ? base + 1 : path, upto, NULL);
        } else {
            gui_subst(msg, sizeof msg, gui_tr(MSG_LOAD_FAILED), base ? base + 1 : path, num, err);
        }
        gui_app_message(a, msg);
        if (moves > 0) {
            SDL_strlcpy(a->dlg.recover, kept, sizeof a->dlg.recover);
            a->dlg.recover_line = line;
            a->dlg.recover_moves = moves;
        }
        gui_game_free(g);
        return -1;
    }
    if (strcmp(path, autosave) != 0) {
        keep_previous(a);
        enter_game(a, g);
        gui_app_autosave(a); /* the loaded game now owns the autosave */
        const char *base = strrchr(path, '/');
        SDL_strlcpy(a->play.game_name, base ? base + 1 : path, sizeof a->play.game_name);
        char *dot = strrchr(a->play.game_name, '.');
        if (dot && strcmp(dot, ".cit") == 0)
            *dot = 0;
    } else {
        a->play.left_to_menu = 0; /* Continue: the game left is played on */
        enter_game(a, g);
    }
    return 0;
}

int gui_app_replay(gui_app *a, const char *path)
{
    cit_setup s;
    cit_status st;
    char err[256], msg[320], num[16] = "?";
    gui_game *loaded = NULL, *shown = NULL;
    const cit_session *src = a->game ? a->game->sess : NULL;
    if (path) {
        int line = 0;
        cit_setup_default(&s, 2, 1);
        loaded = gui_game_new(&s, &st);
        if (!loaded) {
            gui_app_message(a, gui_status(st));
            return -1;
        }
        if (gui_game_load(loaded, path, &line, err, sizeof err) != 0) {
            const char *base = strrchr(path, '/');
            if (line > 0)
                snprintf(num, sizeof num, "%d", line);
            gui_subst(msg, sizeof msg, gui_tr(MSG_LOAD_FAILED), base ? base + 1 : path, num, err);
            gui_app_message(a, msg);
            gui_game_free(loaded);
            return -1;
        }
        src = loaded->sess;
    }
    gui_replay *r = src ? gui_replay_new(src, &shown) : NULL;
    if (r && shown) /* the hints asked show in the replay's history too */
        shown->rec = loaded ? loaded->rec : a->game->rec;
    gui_game_free(loaded);
    if (!r) {
        gui_app_message(a, gui_status(CIT_ERR_NO_MEMORY));
        return -1;
    }
    if (!path) /* the game just played: its save's name, if it has one */
        SDL_strlcpy(r->name, a->play.game_name, sizeof r->name);
    if (path) { /* the save's name, without its folder and .cit */
        SDL_strlcpy(r->path, path, sizeof r->path);
        const char *base = strrchr(path, '/');
        SDL_strlcpy(r->name, base ? base + 1 : path, sizeof r->name);
        char *dot = strrchr(r->name, '.');
        if (dot && strcmp(dot, ".cit") == 0)
            *dot = 0;
    }
    /* The game in play (if any) is in the autosave already: it is written after every move. */
    gui_app_show_replay(a, shown, r);
    return 0;
}

void gui_app_show_replay(gui_app *a, gui_game *shown, gui_replay *rp)
{
    stop_game_work(a);
    gui_game_free(a->game); /* after the workers that may read it have stopped */
    a->game = shown;
    gui_replay_free(a->play.replay);
    a->play.replay = rp;
    gui_app_set_scene(a, GUI_SCENE_REPLAY);
    if (a->scene == GUI_SCENE_REPLAY)
        fresh_board_view(a);
}

int gui_app_play_on(gui_app *a)
{
    gui_replay *r = a->play.replay;
    if (!r || !a->game)
        return -1;
    /* A new save name: the watched save's (or "last-game") and the move, numbered if taken. */
    char base[GUI_SAVE_NAME], name[GUI_SAVE_NAME], num[16], path[1200], err[256], msg[320];
    snprintf(num, sizeof num, "%d", r->at);
    gui_subst(base, sizeof base, gui_tr(MSG_PLAY_ON_NAME), r->name[0] ? r->name : gui_tr(MSG_REPLAY_LAST), num, NULL);
    SDL_strlcpy(name, base, sizeof name);
    gui_named_save_path(name, path, sizeof path);
    for (int k = 2; gui_file_exists(path) && k < 1000; k++) {
        char suffix[16];
        snprintf(suffix, sizeof suffix, "-%d", k);
        SDL_strlcpy(name, base, sizeof name - strlen(suffix));
        SDL_strlcat(name, suffix, sizeof name);
        gui_named_save_path(name, path, sizeof path);
    }
    /* The record goes along: the seats' times, and the hints asked before this position. */
    gui_record rec = a->game->rec;
    gui_record_cut(&rec, cit_session_length(a->game->sess));
    if (gui_save_game_record(a->game->sess, &rec, path, err, sizeof err) != 0) {
        gui_subst(msg, sizeof msg, gui_tr(MSG_SAVE_FAILED), err, NULL, NULL);
        gui_app_message(a, msg);
        return -1;
    }
    /* The new game is that file loaded afresh (nothing of the replay's view carries over). */
    cit_setup s;
    cit_status st;
    int line = 0;
    cit_setup_default(&s, 2, 1);
    gui_game *g = gui_game_new(&s, &st);
    if (!g || gui_game_load(g, path, &line, err, sizeof err) != 0) {
        gui_game_free(g);
        gui_app_message(a, gui_status(CIT_ERR_NO_MEMORY));
        return -1;
    }
    const char *shown = strrchr(path, '/');
    SDL_strlcpy(name, shown ? shown + 1 : path, sizeof name);
    char *dot = strrchr(name, '.');
    if (dot)
        *dot = 0;
    keep_previous(a);
    enter_game(a, g);
    gui_app_autosave(a);
    SDL_strlcpy(a->play.game_name, name, sizeof a->play.game_name);
    gui_subst(msg, sizeof msg, gui_tr(MSG_PLAY_ON_SAVED), num, name, NULL);
    gui_app_toast(a, msg);
    return 0;
}

int gui_app_recover_game(gui_app *a)
{
    cit_setup s;
    cit_status st;
    cit_setup_default(&s, 2, 1);
    gui_game *g = gui_game_new(&s, &st);
    if (!g || gui_game_load_before(g, a->dlg.recover, a->dlg.recover_line) <= 0) {
        gui_game_free(g);
        return -1;
    }
    /* The damaged file is left as it is; the game played on from it is the autosave's. */
    keep_previous(a);
    enter_game(a, g);
    gui_app_autosave(a);
    return 0;
}

void gui_app_autosave(gui_app *a)
{
    char path[1200], err[256], msg[320];
    /* A client's view is not its game to keep; the host's final save is. */
    if (!a->game || (gui_net_role_of(a) == GUI_NET_CLIENT && !gui_net_final(a)))
        return;
    gui_autosave_path(path, sizeof path);
    if (gui_save_game_record(a->game->sess, &a->game->rec, path, err, sizeof err) != 0) {
        gui_subst(msg, sizeof msg, gui_tr(MSG_SAVE_FAILED), err, NULL, NULL);
        gui_app_toast(a, msg);
    }
}

void gui_app_leave_game(gui_app *a)
{
    stop_game_work(a);
    gui_app_autosave(a);
    gui_net_close(a); /* leaving a network game leaves its table */
    gui_app_set_scene(a, GUI_SCENE_MENU);
    a->play.left_to_menu = 1; /* the next game started replaces it (MSG_QUIT_CONFIRM says so) */
}

void gui_app_open_dialog(gui_app *a, gui_dialog_kind kind)
{
    a->dlg.kind = kind;
    a->dlg.scroll = 0;
    a->dlg.scroll_px = 0;
    a->redraw = 2;
    a->ui.active = 0;
    a->ui.focus = 0;
}
