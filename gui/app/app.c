/* The application object: start-up, the per-frame step (events -> scene -> draw), shutdown. */
#include "app/app.h"
#include "scenes/scenes.h"
#include "scenes/replay/replay.h"
#include "app/review_play.h"
#include "scenes/scene_state.h"
#include "app/ai_seam.h"
#include "app/sound.h"
#include "app/wake.h"
#include "app/keyboard.h"
#include "app/net_seam.h"
#include "app/push_ask.h"
#include "app/turns.h"
#include "draw/draw.h"
#include "app/i18n.h"
#include "draw/text.h"
#include "app/cmdline.h"
#include "display.h"

#include <SDL_image.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

/* A toast in layout units: above the window's bottom, and the room round its words. */
enum { TOAST_LIFT = 70, TOAST_ROOM = 32 };

#ifndef CIT_DATA_DIR
#define CIT_DATA_DIR "build"
#endif

/* Data dir: the option, CITADELA_DATA, the compiled-in dir, then next to the binary. */
static void find_datadir(gui_app *a, const char *opt)
{
    char probe[1200];
    const char *env = getenv("CITADELA_DATA");
    const char *cands[3] = {opt, env, CIT_DATA_DIR};
    for (int i = 0; i < 3; i++) {
        if (!cands[i] || !*cands[i])
            continue;
        snprintf(probe, sizeof probe, "%s/art/tiles-128.png", cands[i]);
        if (i < 2 || gui_file_exists(probe)) {
            SDL_strlcpy(a->datadir, cands[i], sizeof a->datadir);
            return;
        }
    }
    char *base = SDL_GetBasePath();
    if (base) {
        /* An installed, relocatable layout: PREFIX/bin/citadela + PREFIX/share/citadela/art. */
        snprintf(probe, sizeof probe, "%s../share/citadela/art/tiles-128.png", base);
        if (gui_file_exists(probe)) {
            snprintf(a->datadir, sizeof a->datadir, "%s../share/citadela", base);
            SDL_free(base);
            return;
        }
        SDL_strlcpy(a->datadir, base, sizeof a->datadir);
        SDL_free(base);
        size_t n = strlen(a->datadir);
        if (n > 1 && a->datadir[n - 1] == '/')
            a->datadir[n - 1] = 0;
    } else {
        SDL_strlcpy(a->datadir, CIT_DATA_DIR, sizeof a->datadir);
    }
}

/* The built-in tile catalogue, so the GUI can draw before any game exists. */
static int load_tileset(gui_app *a)
{
    a->tiles = cit_tileset_builtin();
    return a->tiles ? 0 : -1;
}

static void update_size(gui_app *a)
{
    int ww = 1, wh = 1;
    SDL_GetWindowSize(a->win, &ww, &wh);
    if (SDL_GetRendererOutputSize(a->r, &a->w, &a->h) != 0 || a->w <= 0) {
        a->w = ww;
        a->h = wh;
    }
    a->ratio = a->loop.dense > 1 ? (float)a->loop.dense : ww > 0 ? (float)a->w / (float)ww : 1.0f;
    if (a->ratio <= 0.1f)
        a->ratio = 1.0f;
}

static void set_icon(gui_app *a)
{
    char path[1200];
    snprintf(path, sizeof path, "%s/art/icon-256.png", a->datadir);
    SDL_Surface *icon = IMG_Load(path);
    if (icon) {
        SDL_SetWindowIcon(a->win, icon);
        SDL_FreeSurface(icon);
    }
}

static int create_window(gui_app *a, const gui_app_options *o, char *err, size_t cap)
{
    /* Shown only once its renderer exists: an OpenGL renderer makes SDL destroy and create the
       X window again, which a player saw as a window that blinked, and a test holding the first
       window's id then photographed a window that was gone (CI, 30 Nov 2026). */
    Uint32 flags = SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI | SDL_WINDOW_HIDDEN;
    if (a->settings.fullscreen)
        flags |= SDL_WINDOW_FULLSCREEN_DESKTOP;
    /* Default: 1280x800, but never larger than the screen (e.g. 1024x600 netbooks). */
    int w = o->w ? o->w : 1280, h = o->h ? o->h : 800;
    if (o->dense > 1) { /* a window of the screen's pixels, which it reads as points */
        a->loop.dense = o->dense;
        w *= o->dense;
        h *= o->dense;
    }
    SDL_Rect usable;
    if (!o->w && SDL_GetDisplayUsableBounds(0, &usable) == 0 && usable.w > 0 && usable.h > 0) {
        if (w > usable.w)
            w = usable.w;
        if (h > usable.h)
            h = usable.h;
    }
    a->win = SDL_CreateWindow("Citadela", SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED, w, h, flags);
    if (!a->win) {
        snprintf(err, cap, "cannot open a window: %s", SDL_GetError());
        return -1;
    }
    SDL_SetWindowMinimumSize(a->win, GUI_MIN_WINDOW_W, GUI_MIN_WINDOW_H);
    a->r = SDL_CreateRenderer(a->win, -1, SDL_RENDERER_ACCELERATED | SDL_RENDERER_PRESENTVSYNC);
    if (!a->r)
        a->r = SDL_CreateRenderer(a->win, -1, SDL_RENDERER_SOFTWARE);
    if (!a->r) {
        snprintf(err, cap, "cannot create a renderer: %s", SDL_GetError());
        return -1;
    }
    if (!o->hidden)
        SDL_ShowWindow(a->win);
    SDL_SetHint(SDL_HINT_RENDER_SCALE_QUALITY, "1");
    update_size(a);
    return 0;
}

/* A finger points from the start when CITADELA_POINTER says "coarse" (tests, trying a phone's
   layout) or the platform knows (the page's "pointer: coarse"); otherwise from the first touch.
   CITADELA_POINTER "fine" or "coarse" holds for good (*fixed): a mouse-sized layout on a
   screen that also takes a finger, as the page's desktop tests play it. */
static int initial_pointer(int *fixed)
{
    const char *v = SDL_getenv("CITADELA_POINTER");
    *fixed = v && (!strcmp(v, "coarse") || !strcmp(v, "fine"));
    if (v && !strcmp(v, "coarse"))
        return 1;
    if (v && !strcmp(v, "fine"))
        return 0;
    return plat_pointer_coarse() == 1;
}

gui_app *gui_app_new(const gui_app_options *o, char *err, size_t cap)
{
    gui_app *a = calloc(1, sizeof *a);
    if (!a) {
        snprintf(err, cap, "out of memory");
        return NULL;
    }
    a->ai_seam = gui_ai_seam_new();
    a->lan = gui_net_lan_new(o->lan_dest, o->lan_port);
    a->your_turn.turns = gui_turns_new();
    a->your_turn.ask = gui_push_ask_new();
    if (!a->ai_seam || !a->lan || !a->your_turn.turns || !a->your_turn.ask) {
        snprintf(err, cap, "out of memory");
        gui_app_free(a);
        return NULL;
    }
    a->no_settings = o->no_settings;
    a->net_port = o->net_port;
    a->in.pinch = 1.0f;
    a->coarse = initial_pointer(&a->loop.pointer_fixed);
    gui_settings_default(&a->settings);
    if (!o->no_settings)
        gui_settings_load(&a->settings);
    if (o->lang[0])
        SDL_strlcpy(a->settings.lang, o->lang, sizeof a->settings.lang);
    if (o->scale_pct)
        a->settings.scale_pct = o->scale_pct;
    if (o->fullscreen >= 0)
        a->settings.fullscreen = o->fullscreen;
    gui_ai_set_thinking(a->ai_seam, a->settings.ai_time);
    gui_ai_set_ponder(a->ai_seam, a->settings.ponder);
    gui_ai_set_cores(a->ai_seam, a->settings.ai_cores);
    gui_wake_init();
    plat_text_on_typed(gui_wake); /* a phone's typing reaches a resting window */
    a->rng = o->seed ? o->seed : (uint64_t)time(NULL) * 2654435761u;
    find_datadir(a, o->datadir);
    gui_i18n_init(a->datadir);
    if (!gui_i18n_set(a->settings.lang[0] ? a->settings.lang : gui_i18n_detect()) && o->lang[0])
        SDL_Log("citadela: no catalogue for language '%s'; showing English", o->lang);
    if (create_window(a, o, err, cap) != 0 || load_tileset(a) != 0) {
        if (!err[0])
            snprintf(err, cap, "the engine could not set up a game");
        gui_app_free(a);
        return NULL;
    }
    if (gui_text_init(a->r) != 0) {
        snprintf(err, cap, "fonts: %s", SDL_GetError());
        gui_app_free(a);
        return NULL;
    }
    set_icon(a);
    gui_sound_open(a->datadir);
    gui_sound_set(a->settings.volume, a->settings.muted);
    /* The tile sheets are decoded behind the menu, which draws at once (its board comes when
       they are in): read first, they kept a new window black for seconds. */
    a->atlas = gui_atlas_start(a->r, a->datadir, a->tiles, gui_wake);
    if (!a->atlas) {
        snprintf(err, cap, "out of memory");
        gui_app_free(a);
        return NULL;
    }
    gui_scene_newgame_reset(a);
    a->scene = GUI_SCENE_MENU;
    SDL_RendererInfo info;
    if (SDL_GetRendererInfo(a->r, &info) == 0)
        SDL_Log("citadela: renderer %s, %dx%d px (ratio %.2f), data %s, font %s", info.name, a->w, a->h,
                (double)a->ratio, a->datadir, gui_text_font_path());
    if (o->load)
        gui_app_load_game(a, o->load);
    if (o->replay)
        gui_app_replay(a, o->replay);
    return a;
}

void gui_app_free(gui_app *a)
{
    if (!a)
        return;
    gui_ai_free(a->play.ai);
    gui_review_drop(a); /* cancels a running review, waits for its thread */
    gui_ai_free(a->play.hint.job);
    gui_net_close(a);
    gui_game_free(a->game);
    gui_replay_free(a->play.replay);
    gui_scene_state_drop(a);
    cit_game_free(a->backdrop);
    /* the app's seams after the scenes and jobs that use them (a sliced search is on its list) */
    gui_turns_free(a->your_turn.turns);
    gui_push_ask_free(a->your_turn.ask);
    gui_net_lan_free(a->lan);
    gui_ai_seam_free(a->ai_seam);
    for (int i = 0; i < SDL_NUM_SYSTEM_CURSORS; i++)
        if (a->chrome.cursors[i])
            SDL_FreeCursor(a->chrome.cursors[i]);
    gui_atlas_free(a->atlas);
    gui_sound_close();
    if (a->r) {
        gui_text_quit();
        SDL_DestroyRenderer(a->r);
    }
    if (a->win)
        SDL_DestroyWindow(a->win);
    free(a);
}

/* ---- events ---------------------------------------------------------------------------- */

static int is_button(const SDL_Event *e)
{
    return e->type == SDL_MOUSEBUTTONDOWN || e->type == SDL_MOUSEBUTTONUP;
}

/* A key that moves a text field's caret or deletes: held, it repeats while a field has focus. */
static int edit_key(SDL_Keycode k)
{
    return k == SDLK_LEFT || k == SDLK_RIGHT || k == SDLK_DELETE;
}

/* The first two fingers down: the second starts a gesture (the first finger's press is
   dropped: no click, no drag); while both are down, the change of their distance is a pinch
   about their middle and the middle's move a pan. */
static void finger(gui_app *a, const SDL_TouchFingerEvent *f, Uint32 type)
{
    gui_input *in = &a->in;
    float x = f->x * (float)a->w, y = f->y * (float)a->h;
    int k = -1;
    for (int i = 0; i < a->loop.touch.n; i++)
        if (a->loop.touch.finger[i].id == f->fingerId)
            k = i;
    if (type == SDL_FINGERDOWN) {
        if (k >= 0 || a->loop.touch.n >= 2)
            return;
        a->loop.touch.finger[a->loop.touch.n].id = f->fingerId;
        a->loop.touch.finger[a->loop.touch.n].x = x;
        a->loop.touch.finger[a->loop.touch.n++].y = y;
        if (a->loop.touch.n == 2) {
            in->gesture = 1;
            in->down[1] = 0;
            a->ui.active = 0;
        }
        return;
    }
    if (k < 0)
        return;
    if (type == SDL_FINGERUP) {
        a->loop.touch.finger[k] = a->loop.touch.finger[a->loop.touch.n - 1];
        if (--a->loop.touch.n < 2)
            in->gesture = 0;
        return;
    }
    if (a->loop.touch.n < 2) {
        a->loop.touch.finger[k].x = x;
        a->loop.touch.finger[k].y = y;
        return;
    }
    float ox = a->loop.touch.finger[1 - k].x, oy = a->loop.touch.finger[1 - k].y;
    float before = SDL_sqrtf((a->loop.touch.finger[k].x - ox) * (a->loop.touch.finger[k].x - ox) + (a->loop.touch.finger[k].y - oy) * (a->loop.touch.finger[k].y - oy));
    float after = SDL_sqrtf((x - ox) * (x - ox) + (y - oy) * (y - oy));
    float mx0 = (a->loop.touch.finger[k].x + ox) / 2, my0 = (a->loop.touch.finger[k].y + oy) / 2;
    a->loop.touch.finger[k].x = x;
    a->loop.touch.finger[k].y = y;
    if (before > 1.0f && after > 1.0f)
        in->pinch *= after / before;
    in->pinch_x = (x + ox) / 2;
    in->pinch_y = (y + oy) / 2;
    in->pan_x += in->pinch_x - mx0;
    in->pan_y += in->pinch_y - my0;
}

static void handle_event(gui_app *a, const SDL_Event *e)
{
    gui_input *in = &a->in;
    switch (e->type) {
    case SDL_QUIT:
        /* Closing the window mid-game asks first; closing it again (or elsewhere) quits. */
        if (a->scene == GUI_SCENE_GAME && a->game && !cit_game_over(gui_game_engine(a->game)) &&
            a->dlg.kind != GUI_DLG_QUIT)
            gui_dialog_open(a, GUI_DLG_QUIT);
        else
            a->quit = 1;
        break;
    case SDL_FINGERDOWN:
    case SDL_FINGERUP:
    case SDL_FINGERMOTION:
        if (!a->loop.pointer_fixed)
            a->coarse = 1;
        finger(a, &e->tfinger, e->type);
        break;
    case SDL_MOUSEMOTION:
        if (e->motion.which == SDL_TOUCH_MOUSEID && a->loop.touch.n >= 2)
            break; /* the first finger of a pinch points at nothing */
        in->mx = (int)((float)e->motion.x * a->ratio);
        in->my = (int)((float)e->motion.y * a->ratio);
        in->moved = 1;
        break;
    case SDL_MOUSEBUTTONDOWN:
    case SDL_MOUSEBUTTONUP:
        if (e->button.button < 1 || e->button.button > 3)
            break;
        if (e->button.which == SDL_TOUCH_MOUSEID && a->loop.touch.n >= 2)
            break;
        in->mx = (int)((float)e->button.x * a->ratio);
        in->my = (int)((float)e->button.y * a->ratio);
        if (e->type == SDL_MOUSEBUTTONDOWN) {
            in->down[e->button.button] = 1;
            in->pressed[e->button.button] = 1;
        } else {
            in->down[e->button.button] = 0;
            in->released[e->button.button] = 1;
        }
        break;
    case SDL_MOUSEWHEEL:
        in->wheel += e->wheel.y;
        break;
    case SDL_KEYDOWN:
        if (e->key.keysym.sym == SDLK_F11) {
            a->settings.fullscreen = !a->settings.fullscreen;
            gui_app_apply_settings(a);
        } else if (e->key.repeat && e->key.keysym.sym != SDLK_BACKSPACE && !(a->ui.focus && edit_key(e->key.keysym.sym))) {
            break; /* held keys are read from the keyboard state where it matters (a text field's repeat) */
        } else if (in->nkeys < GUI_MAX_KEYS) {
            in->keys[in->nkeys] = e->key.keysym.sym;
            in->mods[in->nkeys++] = e->key.keysym.mod;
        }
        break;
    case SDL_TEXTINPUT:
        if (strlen(in->text) + strlen(e->text.text) < sizeof in->text)
            strcat(in->text, e->text.text);
        break;
    default:
        break;
    }
}

/* Whether this event must wait for the next frame's input rather than join this one's: a
   key when the frame holds all it can (dropped, it would be lost), and typed text after a
   key. A text field applies the frame's text before its keys (gui_textfield), so a letter
   typed after Backspace in the same frame would be inserted and then deleted (the browser's
   save dialog kept "bgame" of a quickly typed "webgame"). */
static int waits_a_frame(const gui_input *in, const SDL_Event *e)
{
    if (e->type == SDL_KEYDOWN)
        return in->nkeys >= GUI_MAX_KEYS;
    if (e->type == SDL_TEXTINPUT)
        return in->nkeys > 0 || strlen(in->text) + strlen(e->text.text) >= sizeof in->text;
    return 0;
}

/* Moves queued events into this frame's input; a second button change waits a frame, as do
   keys and text that this frame cannot take in order (waits_a_frame). */
static void gather_input(gui_app *a)
{
    SDL_Event e;
    while (a->loop.held.n < (int)(sizeof a->loop.held.ev / sizeof a->loop.held.ev[0]) && SDL_PollEvent(&e))
        if (!gui_wake_is(&e)) /* a worker's wake-up is no input: it only brought this frame */
            a->loop.held.ev[a->loop.held.n++] = e;
    gui_input *in = &a->in;
    memset(in->pressed, 0, sizeof in->pressed);
    memset(in->released, 0, sizeof in->released);
    in->wheel = 0;
    in->moved = 0;
    in->pinch = 1.0f;
    in->pan_x = in->pan_y = 0;
    in->nkeys = 0;
    in->text[0] = 0;
    if (a->loop.held.n)
        a->loop.last_input = a->clock;
    /* A button change ends the frame's input, so a press is seen where it happened. */
    int used = 0;
    while (used < a->loop.held.n) {
        if (used > 0 && waits_a_frame(in, &a->loop.held.ev[used]))
            break;
        int button = is_button(&a->loop.held.ev[used]);
        handle_event(a, &a->loop.held.ev[used++]);
        if (button)
            break;
    }
    memmove(a->loop.held.ev, a->loop.held.ev + used, (size_t)(a->loop.held.n - used) * sizeof a->loop.held.ev[0]);
    a->loop.held.n -= used;
}

/* ---- the frame ----------------------------------------------------------------------------- */

static void run_scene(gui_app *a)
{
    switch (a->scene) {
    case GUI_SCENE_MENU: gui_scene_menu(a); break;
    case GUI_SCENE_NEWGAME: gui_scene_newgame(a); break;
    case GUI_SCENE_GAME: gui_scene_game(a); break;
    case GUI_SCENE_RESULTS: gui_scene_results(a); break;
    case GUI_SCENE_SETTINGS: gui_scene_settings(a); break;
    case GUI_SCENE_RULES: gui_scene_rules(a); break;
    case GUI_SCENE_REPLAY: gui_scene_replay(a); break;
    case GUI_SCENE_JOIN: gui_scene_join(a); break;
    case GUI_SCENE_LOBBY: gui_scene_lobby(a); break;
    case GUI_SCENE_MYGAMES: gui_scene_mygames(a); break;
    }
}

/* The first button this frame drew that rc overlaps, or NULL. */
static const SDL_Rect *covered_button(const gui_ui *ui, SDL_Rect rc)
{
    for (int i = 0; i < ui->nseen; i++)
        if (SDL_HasIntersection(&rc, &ui->seen[i].rc))
            return &ui->seen[i].rc;
    return NULL;
}

/* A button, or the lesson's card (a notice over its words would hide the step), under rc. */
static const SDL_Rect *covered(const gui_app *a, SDL_Rect rc)
{
    const SDL_Rect *b = covered_button(&a->ui, rc);
    const gui_game_drawn *d = gui_drawn(a);
    if (!b && d && d->lesson_card_rc.w > 0 && SDL_HasIntersection(&rc, &d->lesson_card_rc))
        b = &d->lesson_card_rc;
    return b;
}

/* Bottom centre, unless buttons (or the lesson's card) are there: then moved up above them
   (or, if the window has no free band, down from the top), so a notice never hides what to
   press or read. */
static SDL_Rect toast_place(const gui_app *a, int w, int h)
{
    const gui_ui *ui = &a->ui;
    SDL_Rect rc = {(a->w - w) / 2, a->h - gui_px(ui, TOAST_LIFT), w, h};
    const SDL_Rect *b;
    while ((b = covered(a, rc)) && b->y - h - gui_px(ui, GUI_SIZE_SPACE) >= 0)
        rc.y = b->y - h - gui_px(ui, GUI_SIZE_SPACE);
    if (!covered(a, rc))
        return rc;
    for (rc.y = gui_px(ui, GUI_SIZE_SPACE); (b = covered(a, rc)) && rc.y + h < a->h;)
        rc.y = b->y + b->h + gui_px(ui, GUI_SIZE_SPACE);
    if (rc.y + h <= a->h)
        return rc;
    /* No band free of both (a phone on its side, the lesson's card docked along the board): over
       the card's words for a moment rather than over a button or out of the window. */
    for (rc.y = gui_px(ui, GUI_SIZE_SPACE); (b = covered_button(ui, rc)) && rc.y + h < a->h;)
        rc.y = b->y + b->h + gui_px(ui, GUI_SIZE_SPACE);
    if (rc.y + h > a->h)
        rc.y = a->h - h;
    return rc;
}

int gui_app_toast_rect(gui_app *a, SDL_Rect *rc)
{
    gui_app_toast_advance(a);
    if (!a->toast.text[0] || a->clock >= a->toast.until)
        return 0;
    gui_ui *ui = &a->ui;
    int px = gui_font_px(ui, GUI_FONT_LINE);
    int w = gui_text_width(a->toast.text, px, 0) + gui_px(ui, TOAST_ROOM), h = px * 5 / 4;
    if (w > a->w - 20) { /* wider than the window (a phone): in lines */
        w = a->w - 20;
        int was = gui_draw_enabled;
        gui_draw_enabled = 0;
        h = gui_text_wrapped(a->toast.text, 0, 0, w - gui_px(ui, TOAST_ROOM), px, 0, gui_rgba(0, 255));
        gui_draw_enabled = was;
    }
    *rc = toast_place(a, w, h + gui_px(ui, GUI_SIZE_SECTION));
    return 1;
}

static void draw_toast(gui_app *a)
{
    SDL_Rect rc;
    if (!gui_app_toast_rect(a, &rc))
        return;
    gui_ui *ui = &a->ui;
    int px = gui_font_px(ui, GUI_FONT_LINE);
    a->toast.rc = rc;
    gui_fill_rounded(a->r, rc, gui_px(ui, GUI_SIZE_PANEL_RADIUS), gui_rgba(GUI_COL_PLATE, 225));
    if (rc.h > px * 5 / 4 + gui_px(ui, GUI_SIZE_SECTION) + 1)
        gui_text_wrapped(a->toast.text, rc.x + gui_px(ui, GUI_SIZE_INSET), rc.y + gui_px(ui, GUI_SIZE_PAD), rc.w - gui_px(ui, TOAST_ROOM), px, 0,
                         gui_rgba(GUI_COL_CREAM, 255));
    else
        gui_text(a->toast.text, a->w / 2, rc.y + gui_px(ui, GUI_SIZE_PAD), px, 0, gui_rgba(GUI_COL_CREAM, 255), GUI_ALIGN_CENTER);
}

/* Once the tile art is in: what is wrong with it said once, for a while. */
static void art_arrived(gui_app *a)
{
    char why[256], said[256];
    if (a->loop.atlas_told || !gui_atlas_ready(a->atlas))
        return;
    a->loop.atlas_told = 1;
    a->redraw = 2; /* the menu's board, now it can be drawn */
    /* Said for tests that photograph the menu (tests/windows/lib.sh menu_shot): until now it
       stands still without its board, for seconds on a loaded machine. */
    SDL_Log("citadela: the tile art is in");
    gui_atlas_problem(a->atlas, a->datadir, why, sizeof why);
    if (why[0]) {
        gui_subst(said, sizeof said,
                  gui_tr(gui_atlas_has_art(a->atlas) ? MSG_ATLAS_BROKEN : MSG_ATLAS_MISSING), why, NULL, NULL);
        gui_app_toast(a, said);
        a->toast.until = a->clock + 8000;
    }
}

/* The screen stays on while a game is played (a phone that locks while the others think),
   and may sleep again on the results, the menu, or a finished board. */
static void keep_awake(gui_app *a)
{
    int want = a->scene == GUI_SCENE_GAME && a->game && !cit_game_over(gui_game_engine(a->game));
    if (want != a->play.awake) {
        a->play.awake = want;
        plat_keep_awake(want);
    }
}

static void render_frame(gui_app *a)
{
    gui_ui *ui = &a->ui;
    update_size(a);
    ui->r = a->r;
    ui->in = &a->in;
    gui_screen screen = gui_app_screen(a);
    ui->u = gui_theme_unit(&screen);
    ui->least_text = gui_theme_least_text_px(&screen);
    ui->least_hit = gui_theme_least_hit_px(&screen);
    ui->coarse = a->coarse;
    ui->narrow = gui_theme_narrow(&screen);
    ui->short_h = gui_theme_short(&screen);
    ui->consumed = 0;
    ui->nseen = 0;
    ui->nfields = 0;
    ui->npanels = 0;
    gui_keyboard_begin(a);
    if (gui_drawn(a))
        gui_drawn(a)->lesson_card_rc = (SDL_Rect){0, 0, 0, 0};
    gui_text_frame();
    SDL_SetRenderDrawColor(a->r, 0x23, 0x30, 0x2a, 255);
    if (gui_draw_enabled)
        SDL_RenderClear(a->r);
    if (a->scene != GUI_SCENE_GAME && a->scene != GUI_SCENE_REPLAY)
        gui_app_title(a, "Citadela");
    int modal = a->dlg.kind != GUI_DLG_NONE || gui_push_ask_showing(a); /* the question is a dialog too */
    int want_arrow = a->scene != GUI_SCENE_GAME || modal;
    if (want_arrow)
        gui_app_cursor(a, SDL_SYSTEM_CURSOR_ARROW);
    if (modal) {
        /* The scene still draws, but a dialog owns the input. */
        gui_input saved = a->in;
        memset(&a->in, 0, sizeof a->in);
        a->in.mx = a->in.my = -100000;
        int act = ui->active;
        run_scene(a);
        ui->active = act;
        a->in = saved;
        ui->consumed = 0;
        ui->nseen = 0; /* only the dialog's buttons and fields can be pressed */
        ui->nfields = 0;
        ui->focus_buf = NULL;
        if (a->dlg.kind != GUI_DLG_NONE)
            gui_dialog_frame(a);
        else
            gui_push_ask_frame(a);
    } else {
        run_scene(a);
    }
    draw_toast(a);
    gui_keyboard_end(a);
    keep_awake(a);
    if (!a->in.down[1])
        ui->active = 0;
}

int gui_app_frame(gui_app *a, uint32_t dt_ms, int draw)
{
    gui_scene_state_sweep(a); /* the state of a scene the previous frame left */
    a->clock += dt_ms;
    a->dt = dt_ms > 100 ? 100 : dt_ms;
    if (a->game)
        gui_game_tick(a->game, dt_ms);
    gui_net_poll(a, 0); /* a network game: what the table said since the last frame */
    gui_turns_step(a);  /* the games waiting: the title's count, the taskbar's flash */
    gui_push_ask_step(a); /* the page's question about turn notifications */
    if (a->game) /* a seat given away or taken over changes who is spoken to */
        gui_game_set_you(a->game, gui_app_you(a));
    art_arrived(a);
    gather_input(a);
    gui_draw_enabled = draw;
    render_frame(a);
    gui_draw_enabled = 1;
    if (a->redraw > 0)
        a->redraw--;
    if (draw)
        SDL_RenderPresent(a->r);
    return !a->quit;
}

/* How long the pulsing cells and the drifting menu board keep moving after the last input. */
enum { AMBIENT_MS = 2500 };

/* Background work whose progress bar is on screen: 1 running, 0 none; a computer's move or a
   hint that is ready but not yet taken counts as moving (2): the next frames take it. */
static int job_state(const gui_app *a)
{
    if (a->play.review && gui_review_get_state(a->play.review) == GUI_REVIEW_RUNNING)
        return 1;
    if (a->scene != GUI_SCENE_GAME || !a->game)
        return 0;
    if ((a->play.ai && !gui_ai_running(a->play.ai)) || (a->play.hint.job && !gui_ai_running(a->play.hint.job)))
        return 2;
    return a->play.ai || a->play.hint.job;
}

static int moving(const gui_app *a)
{
    const gui_game_ui *v = gui_view(a);
    if (a->loop.held.n || a->redraw > 0 || a->clock - a->loop.last_input < AMBIENT_MS || (v && (v->drag.kind != GUI_DRAG_NONE || v->glide)) ||
        (a->toast.text[0] && a->clock < a->toast.until))
        return 1;
    const gui_game *g = a->game;
    if (a->scene == GUI_SCENE_REPLAY && a->play.replay && g)
        return a->play.replay->playing || a->play.replay->dragging || g->now - g->applied_at < 3000;
    if (!g || a->scene != GUI_SCENE_GAME)
        return 0;
    if ((g->finale && g->finale->active) || g->now - g->applied_at < 3000)
        return 1;
    for (int k = 0; k < GUI_MAX_FX; k++)
        if (g->fx[k].active)
            return 1;
    /* A computer seat about to be asked for its move; a seat at another screen wakes the
       window through the sockets (main.c). */
    const cit_game *e = gui_game_engine(g);
    if (gui_net_remote(a, gui_game_player(g)))
        return 0;
    return !a->play.ai && !cit_game_over(e) && !gui_app_seat_here(a, gui_game_player(g));
}

int gui_app_wait_ms(const gui_app *a)
{
    int job = job_state(a);
    if (job == 2 || moving(a))
        return 0;
    if (gui_mygames_busy((gui_app *)a)) /* servers still answering: their sockets are polled each frame */
        return GUI_JOB_TICK_MS;
    if (job)
        return GUI_JOB_TICK_MS;
    return gui_turns_wait_ms(a->your_turn.turns, GUI_JOB_TICK_MS); /* the games waiting, listed again now and then */
}

int gui_app_busy(const gui_app *a) { return gui_app_wait_ms(a) == 0; }

/* A search without a thread of its own (gui_ai_slices) gets this much of every turn of the
   window's loop: in the browser a turn is a display frame (16.7 ms at 60 Hz), and the rest
   is left for drawing it. */
#define GUI_AI_SLICE_SECONDS 0.010

/* The searches without threads, a slice each (the computer's, a hint, a ponder, a review):
   1 if one runs. */
static int run_slices(gui_app *a)
{
    int any = 0;
    if (gui_ai_sliced(a->ai_seam)) {
        gui_ai_slices(a->ai_seam, GUI_AI_SLICE_SECONDS);
        any = 1;
    }
    if (a->play.review && a->play.review->sliced && gui_review_get_state(a->play.review) == GUI_REVIEW_RUNNING) {
        gui_review_slices(a->play.review, GUI_AI_SLICE_SECONDS);
        any = 1;
    }
    return any;
}

int gui_app_loop_once(gui_app *a, uint32_t *last)
{
    int sliced = run_slices(a);
    int wait = gui_app_wait_ms(a);
    if (wait > 1 && sliced) /* the next slice soon */
        wait = 1;
    if (wait != 0 && (gui_net_role_of(a) != GUI_NET_NONE || gui_net_finding(a))) {
        /* At a network table the sockets wake it too: they are polled for a while (the only
           wait here that is not on SDL's queue), then the queue is looked at. */
        if (!gui_net_poll(a, 40) && !SDL_WaitEventTimeout(NULL, 10) && wait < 0) {
            *last = SDL_GetTicks();
            return 1;
        }
    } else if (wait != 0 && !SDL_WaitEventTimeout(NULL, wait > 0 ? wait : 1000) && wait < 0) {
        /* Asleep until an event: input, expose, resize, or a worker's end (gui_wake). The 1 s
           cap only bounds the sleep; a timeout with nothing to draw draws nothing. */
        *last = SDL_GetTicks();
        return 1;
    }
    Uint32 now = SDL_GetTicks();
    if (!gui_app_frame(a, now - *last, 1))
        return 0;
    *last = now;
    /* Vsync usually paces us; this keeps a software renderer near 60 fps too. */
    Uint32 spent = SDL_GetTicks() - now;
    if (spent < 16)
        SDL_Delay(16 - spent);
    return 2;
}

int gui_app_tick(gui_app *a, uint32_t *last)
{
    run_slices(a); /* every frame, drawn or not */
    int wait = gui_app_wait_ms(a);
    int woken = gui_net_role_of(a) != GUI_NET_NONE || gui_net_finding(a) ? gui_net_poll(a, 0) : 0;
    SDL_PumpEvents();
    woken |= SDL_HasEvents(SDL_FIRSTEVENT, SDL_LASTEVENT);
    Uint32 now = SDL_GetTicks();
    if (wait != 0 && !woken) {
        if (wait < 0) { /* asleep: nothing moves, so the next frame's time starts now */
            *last = now;
            return 1;
        }
        if (now - *last < (Uint32)wait) /* a worker's job: looked at every wait ms, as on the desktop */
            return 1;
    }
    if (!gui_app_frame(a, now - *last, 1))
        return 0;
    *last = now;
    return 2;
}

int gui_app_screenshot(gui_app *a, const char *path)
{
    /* A still frame: no clicks or keys from the last frame are replayed. */
    gui_input *in = &a->in;
    memset(in->pressed, 0, sizeof in->pressed);
    memset(in->released, 0, sizeof in->released);
    in->wheel = 0;
    in->pinch = 1.0f;
    in->pan_x = in->pan_y = 0;
    in->nkeys = 0;
    in->text[0] = 0;
    render_frame(a);
    SDL_Surface *s = SDL_CreateRGBSurfaceWithFormat(0, a->w, a->h, 32, SDL_PIXELFORMAT_ARGB8888);
    if (!s)
        return -1;
    int rc = SDL_RenderReadPixels(a->r, NULL, SDL_PIXELFORMAT_ARGB8888, s->pixels, s->pitch);
    if (rc == 0)
        rc = IMG_SavePNG(s, path);
    SDL_FreeSurface(s);
    SDL_RenderPresent(a->r);
    return rc;
}
