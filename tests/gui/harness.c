/* What the headless GUI tests share: check counting, a scratch home, injected input. */
#define _XOPEN_SOURCE 700
#include "harness.h"
#include "app/i18n.h"
#include "draw/atlas.h"
#include "draw/camera.h"
#include "scenes/game/board_view.h"
#include "scenes/game/game_state.h"
#include "app/hint.h"
#include "scenes/scene_state.h"
#include "app/my_games.h"
#include "modules/gui_module.h"
#include "engine.h"
#include "host.h"

#include <SDL_image.h>

#include <ftw.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

int passed, failed;
char tmpdir[256];
int drawing = 1;

int harness_start(const char *name, const char *suite)
{
    snprintf(tmpdir, sizeof tmpdir, "%s/citadela-%s-XXXXXX", access("/dev/shm", W_OK) == 0 ? "/dev/shm" : "/tmp",
             name);
    if (!mkdtemp(tmpdir)) {
        perror("mkdtemp");
        return -1;
    }
    setenv("XDG_DATA_HOME", tmpdir, 1);
    setenv("XDG_CONFIG_HOME", tmpdir, 1);
    setenv("XDG_STATE_HOME", tmpdir, 1);
    setenv("SDL_VIDEODRIVER", "dummy", 1);
    setenv("SDL_AUDIODRIVER", "dummy", 1);
    setenv("SDL_RENDER_DRIVER", "software", 1);
    if (SDL_Init(SDL_INIT_VIDEO) != 0) {
        fprintf(stderr, "SDL_Init: %s\n", SDL_GetError());
        printf("%s: 0 passed, 1 failed\n", suite);
        harness_finish();
        return -1;
    }
    IMG_Init(IMG_INIT_PNG);
    /* Each window decoded the 128-px sheet's 22.6 MB of pixels again: under ASan, which maps
       every large block fresh, most of the window tests' time. Decoded once a process now; the
       first window (and any whose art differs) decodes its own, and test_gui checks both. */
    gui_atlas_reuse_decoded(1);
    return 0;
}

static int remove_one(const char *path, const struct stat *st, int flag, struct FTW *ftw)
{
    (void)st;
    (void)flag;
    (void)ftw;
    return remove(path);
}

void harness_finish(void) { nftw(tmpdir, remove_one, 16, FTW_DEPTH | FTW_PHYS); }

/* Where the windows made next send beacons and listen for tables (harness_lan). */
static const char *lan_dest;
static int lan_port;

void harness_lan(const char *dest, int port)
{
    lan_dest = dest;
    lan_port = port;
}

/* The pixels a point of the last window opened: the mouse's events are in points. */
static int points_ratio = 1;

gui_app *harness_app(int w, int h, int lang) { return harness_app_dense(w, h, lang, 1); }

gui_app *harness_app_dense(int w, int h, int lang, int dense)
{
    gui_app_options o;
    memset(&o, 0, sizeof o);
    o.w = w;
    o.h = h;
    o.dense = dense > 1 ? dense : 0;
    points_ratio = dense > 1 ? dense : 1;
    SDL_strlcpy(o.lang, harness_lang(lang), sizeof o.lang);
    o.hidden = 1;
    o.no_settings = 1;
    o.seed = 7;
    o.lan_dest = lan_dest;
    o.lan_port = lan_port;
    char err[256] = "";
    gui_app *a = gui_app_new(&o, err, sizeof err);
    if (!a)
        fprintf(stderr, "app: %s\n", err);
    else /* the 256-px sheet's 82 MB of pixels, decoded for each of a run's hundreds of windows,
            were most of the window tests' CPU time; test_gui checks a window that reads it */
        gui_atlas_keep_small(a->atlas);
    return a;
}

void frame(gui_app *a) { gui_app_frame(a, 16, drawing); }

void frames(gui_app *a, int n)
{
    for (int i = 0; i < n; i++)
        frame(a);
}

int harness_waiting(Uint32 t0, Uint32 ms, const char *what)
{
    if (SDL_GetTicks() - t0 < ms)
        return 1;
    failed++;
    fprintf(stderr, "FAIL timed out waiting for %s (%u s)\n", what, (unsigned)(ms / 1000));
    return 0;
}

void push_motion(int x, int y)
{
    SDL_Event e;
    memset(&e, 0, sizeof e);
    e.type = SDL_MOUSEMOTION;
    e.motion.x = x / points_ratio;
    e.motion.y = y / points_ratio;
    SDL_PushEvent(&e);
}

void push_button(int x, int y, int button, int down)
{
    SDL_Event e;
    memset(&e, 0, sizeof e);
    e.type = down ? SDL_MOUSEBUTTONDOWN : SDL_MOUSEBUTTONUP;
    e.button.x = x / points_ratio;
    e.button.y = y / points_ratio;
    e.button.button = (Uint8)button;
    e.button.state = down ? SDL_PRESSED : SDL_RELEASED;
    e.button.clicks = 1;
    SDL_PushEvent(&e);
}

void push_key(SDL_Keycode k, Uint16 mod)
{
    SDL_Event e;
    memset(&e, 0, sizeof e);
    e.type = SDL_KEYDOWN;
    e.key.keysym.sym = k;
    e.key.keysym.mod = mod;
    e.key.state = SDL_PRESSED;
    SDL_PushEvent(&e);
}

void push_text(const char *t)
{
    SDL_Event e;
    memset(&e, 0, sizeof e);
    e.type = SDL_TEXTINPUT;
    SDL_strlcpy(e.text.text, t, sizeof e.text.text);
    SDL_PushEvent(&e);
}

void key(gui_app *a, SDL_Keycode k, Uint16 mod)
{
    push_key(k, mod);
    frame(a);
}

void click(gui_app *a, int x, int y)
{
    push_motion(x, y);
    frame(a);
    push_button(x, y, 1, 1);
    frame(a);
    push_button(x, y, 1, 0);
    frame(a);
}

void drag(gui_app *a, int x0, int y0, int x1, int y1)
{
    push_motion(x0, y0);
    frame(a);
    push_button(x0, y0, 1, 1);
    frame(a);
    for (int i = 1; i <= 8; i++) {
        push_motion(x0 + (x1 - x0) * i / 8, y0 + (y1 - y0) * i / 8);
        frame(a);
    }
    push_button(x1, y1, 1, 0);
    frame(a);
}

int click_label(gui_app *a, const char *label)
{
    SDL_Rect rc;
    frame(a);
    if (!gui_ui_find(&a->ui, label, &rc)) {
        fprintf(stderr, "no button '%s'\n", label);
        return 0;
    }
    click(a, rc.x + rc.w / 2, rc.y + rc.h / 2);
    return 1;
}

int harness_logged(gui_app *a, const char *what, int back)
{
    for (int i = a->game ? a->game->nlog - 1 : -1; i >= 0 && i >= a->game->nlog - back; i--)
        if (strstr(a->game->log[i], what))
            return 1;
    return 0;
}

void harness_wheel(gui_app *a, int x, int y, int dy)
{
    push_motion(x, y);
    SDL_Event e;
    memset(&e, 0, sizeof e);
    e.type = SDL_MOUSEWHEEL;
    e.wheel.y = dy;
    SDL_PushEvent(&e);
    frame(a);
}

gui_app *harness_rules_page(const struct gui_module *m, int lang, const char *title)
{
    CHECK(m && m->rules && m->rules_diagram);
    gui_app *a = harness_app(1280, 800, lang);
    if (!a || !m || !m->rules_diagram) {
        gui_app_free(a);
        return NULL;
    }
    CHECK(m->rules_diagram(GUI_MODULE_CTX(a, m), 0, 0, 700, 16) >= 3 * 16);
    gui_app_set_scene(a, GUI_SCENE_RULES);
    frames(a, 2);
    int found = 0;
    for (int k = 0; k < 40 && !(found = click_label(a, title)); k++)
        frames(a, 1);
    CHECK(found);
    frames(a, 3);
    return a;
}

void harness_option_offered(int opt, const char *en, const char *cs, const char *shot)
{
    static const int size[2][2] = {{1024, 600}, {1280, 800}};
    for (int k = 0; k < 2; k++) {
        gui_app *a = harness_app(size[k][0], size[k][1], k ? GUI_LANG_CS : GUI_LANG_EN);
        if (!a)
            continue;
        frames(a, 2);
        CHECK(click_button(a, MSG_NEW_GAME));
        while (a->setup.nplayers < 6 && click_button(a, MSG_ADD_PLAYER)) /* the fullest screen */
            ;
        frames(a, 2);
        char name[64];
        snprintf(name, sizeof name, "%s-%dx%d", shot, size[k][0], size[k][1]);
        harness_shot(a, name);
        /* six seats and every expansion may make the list scroll: the wheel brings the row */
        SDL_Rect rc;
        for (int step = 0; step < 60 && !gui_ui_find(&a->ui, k ? cs : en, &rc); step++)
            harness_wheel(a, a->w / 2, a->h / 2, -1);
        CHECK(click_label(a, k ? cs : en));
        frames(a, 2);
        CHECK(a->setup.opt.v[opt] == 1);
        gui_app_free(a);
    }
}

int harness_made(gui_app *a, int len, int type, int arg0)
{
    const cit_move *m = session_len(a) == len + 1 ? cit_session_move(a->game->sess, len) : NULL;
    return m && m->type == type && m->arg0 == arg0;
}

int pixels_of(gui_app *a, SDL_Rect rc, unsigned rgb)
{
    char path[512];
    snprintf(path, sizeof path, "%s/pixels.png", tmpdir);
    if (gui_app_screenshot(a, path) != 0)
        return -1;
    SDL_Surface *raw = IMG_Load(path);
    if (!raw)
        return -1;
    SDL_Surface *s = SDL_ConvertSurfaceFormat(raw, SDL_PIXELFORMAT_ARGB8888, 0);
    SDL_FreeSurface(raw);
    if (!s)
        return -1;
    int n = 0;
    for (int y = rc.y; y < rc.y + rc.h && y < s->h; y++)
        for (int x = rc.x; x < rc.x + rc.w && x < s->w; x++)
            n += (((const Uint32 *)((const Uint8 *)s->pixels + y * s->pitch))[x] & 0xffffff) == rgb;
    SDL_FreeSurface(s);
    return n;
}

int click_button(gui_app *a, gui_msg label)
{
    return click_label(a, gui_tr(label));
}

int nth_button(gui_app *a, const char *label, int n, SDL_Rect *rc)
{
    for (int i = 0; i < a->ui.nseen; i++)
        if (strcmp(a->ui.seen[i].label, label) == 0 && n-- == 0) {
            *rc = a->ui.seen[i].rc;
            return 1;
        }
    return 0;
}

void cell_centre(gui_app *a, int x, int y, int *sx, int *sy)
{
    gui_view(a)->glide = 0;
    gui_view(a)->cam.cx = (float)x + 0.5f;
    gui_view(a)->cam.cy = (float)y + 0.5f;
    frame(a);
    SDL_Rect rc = gui_camera_cell_rect(&gui_view(a)->cam, x, y);
    *sx = rc.x + rc.w / 2;
    *sy = rc.y + rc.h / 2;
}

int session_len(gui_app *a) { return a->game ? cit_session_length(a->game->sess) : -1; }

int play_one(gui_app *a)
{
    gui_game *g = a->game;
    if (!g || a->scene != GUI_SCENE_GAME || g->nplace == 0)
        return 0;
    int sx, sy, n = session_len(a);
    cell_centre(a, g->place[0].x, g->place[0].y, &sx, &sy);
    click(a, sx, sy);
    key(a, SDLK_SPACE, 0);
    /* more than one: a computer answered in the same frame (at instant speed its worker, started
       after the move, may finish before the frame polls it on a busy machine) */
    return session_len(a) > n || a->scene == GUI_SCENE_RESULTS;
}

void remove_settings(void)
{
    char path[600];
    snprintf(path, sizeof path, "%s/citadela/settings.ini", tmpdir);
    remove(path);
}

gui_app *harness_open_game(int lang, const char *name, const char *options, const char *tiles,
                           const char *moves)
{
    char text[4096];
    int n = snprintf(text, sizeof text,
                     "citadela-save 2\nmode classic\n%sseed 1\nplayer human 0 Anna\nplayer human 1 Bedřich\ntiles %s\n%send\n",
                     options, tiles, moves);
    if (n < 0 || (size_t)n >= sizeof text) {
        CHECK(0); /* a longer game than the buffer holds */
        return NULL;
    }
    return harness_open_save(lang, name, text);
}

int harness_special_at(gui_app *a, int mod, int kind, int *x, int *y)
{
    for (int k = 0; k < gui_drawn(a)->nspecial_rc; k++)
        if (gui_drawn(a)->special_mod[k] == mod && gui_drawn(a)->special_kind[k] == kind) {
            *x = gui_drawn(a)->special_rc[k].x + gui_drawn(a)->special_rc[k].w / 2;
            *y = gui_drawn(a)->special_rc[k].y + gui_drawn(a)->special_rc[k].h / 2;
            return 1;
        }
    return 0;
}

void harness_spot_px(gui_app *a, int spot, int *x, int *y)
{
    gui_game *g = a->game;
    float px, py;
    gui_board_anchor_px(GUI_SCENE_CTX(a), g->pend.tile, spot, g->trot, g->tx, g->ty, &px, &py);
    *x = (int)px;
    *y = (int)py;
}

const cit_move *harness_drag_special(gui_app *a, int mod, int spot, const char *hint)
{
    int sx, sy, fx, fy;
    frames(a, 2);
    if (!harness_special_at(a, mod, 0, &sx, &sy)) {
        CHECK(!"the module's special piece is drawn in the supply box");
        return NULL;
    }
    const gui_module *m = gui_module_find(mod);
    const char *h = m && m->hint ? m->hint(GUI_MODULE_CTX(a, m)) : NULL;
    CHECK(h && strstr(h, hint) != NULL);
    harness_spot_px(a, spot, &fx, &fy);
    drag(a, sx, sy, fx, fy);
    CHECK(a->game->spot == spot && a->game->special_mod == mod && a->game->special_kind == 0);
    int len = session_len(a);
    key(a, SDLK_RETURN, 0);
    frames(a, 4);
    if (session_len(a) != len + 2) {
        CHECK(session_len(a) == len + 2);
        return NULL;
    }
    const cit_move *m0 = cit_session_move(a->game->sess, len);
    CHECK(m0 && m0->type == CIT_MOVE_PLACE && m0->spot == CIT_SPOT_NONE);
    return cit_session_move(a->game->sess, len + 1);
}

struct net_hub *harness_hub(int allow_create)
{
    net_hub_config cfg = {0};
    cfg.allow_create = allow_create;
    const char *why = NULL;
    net_hub *h = net_hub_new(&cfg, &why);
    CHECK(h != NULL);
    return h;
}

void harness_show_hint(gui_app *a, const cit_move *m, const cit_move *then)
{
    gui_hint_cancel(a);
    a->play.hint.key = session_len(a) + 1;
    a->play.hint.ready = 1;
    a->play.hint.move = *m;
    a->play.hint.then_ok = then != NULL;
    if (then)
        a->play.hint.then = *then;
}

int harness_wait_hint(gui_app *a)
{
    for (int i = 0; i < 4000 && a->play.hint.job; i++) {
        frame(a);
        SDL_Delay(2);
    }
    frames(a, 2);
    return gui_hint_shown(a) != NULL;
}

gui_app *harness_open_save(int lang, const char *name, const char *text)
{
    char path[600];
    snprintf(path, sizeof path, "%s/%s.sav", tmpdir, name);
    FILE *f = fopen(path, "w");
    if (!f) {
        CHECK(0);
        return NULL;
    }
    fputs(text, f);
    fclose(f);
    gui_app *a = harness_app(1280, 800, lang);
    if (!a || gui_app_load_game(a, path) != 0 || !a->game) {
        CHECK(0);
        gui_app_free(a);
        return NULL;
    }
    frames(a, 30); /* let the camera glide onto the lit cell */
    gui_view(a)->glide = 0;
    frames(a, 2);
    return a;
}

const char *harness_shots;

void harness_shot(gui_app *a, const char *name)
{
    if (!harness_shots)
        return;
    char path[600];
    snprintf(path, sizeof path, "%s/%s.png", harness_shots, name);
    frame(a);
    gui_app_screenshot(a, path);
}

cit_setup two_players(uint64_t seed)
{
    cit_setup s;
    cit_setup_default(&s, 2, seed);
    SDL_strlcpy(s.players[0].name, "Anna", CIT_NAME_LEN);
    SDL_strlcpy(s.players[1].name, "Bedřich", CIT_NAME_LEN);
    s.players[1].colour = 1;
    return s;
}

gui_app *harness_computers_play(cit_setup su, const char *const *words, int nwords, int *counts, int max_frames,
                                Uint32 max_ms)
{
    gui_app *a = harness_app(1280, 800, GUI_LANG_EN);
    for (int p = 0; p < su.nplayers; p++)
        su.players[p].kind = CIT_SEAT_AI_EASY;
    if (!a || gui_app_start_game(a, &su) != 0 || !a->game) {
        CHECK(0);
        gui_app_free(a);
        return NULL;
    }
    a->settings.anim_speed = GUI_SPEED_INSTANT;
    memset(counts, 0, sizeof counts[0] * (size_t)nwords);
    Uint32 t0 = SDL_GetTicks();
    int seen = 0;
    for (int i = 0; i < max_frames && a->scene == GUI_SCENE_GAME && a->game &&
                    harness_waiting(t0, max_ms, "the computers to play their game to the end");
         i++) {
        frame(a);
        for (; a->game && seen < a->game->nlog; seen++)
            for (int w = 0; w < nwords; w++)
                counts[w] += strstr(a->game->log[seen], words[w]) != NULL;
    }
    return a;
}

int harness_find_moves(const cit_setup *s, int (*pred)(const cit_game *), cit_move *ms, int cap)
{
    for (uint64_t seed = 1; seed < 400; seed++) {
        cit_status st;
        cit_game *g = cit_game_new(s, NULL, 0, &st);
        if (!g)
            return -1;
        int n = 0;
        while (!cit_game_over(g) && n < cap) {
            if (pred(g)) {
                cit_game_free(g);
                return n;
            }
            cit_move m;
            if (cit_game_random_move(g, seed * 7919u + (uint64_t)n, &m) != CIT_OK ||
                cit_game_apply(g, &m, NULL) != CIT_OK)
                break;
            ms[n++] = m;
        }
        cit_game_free(g);
    }
    return -1;
}

int harness_sweep;

void harness_read_args(int argc, char **argv)
{
    for (int i = 1; i < argc; i++)
        if (!strcmp(argv[i], "--shots") && i + 1 < argc)
            harness_shots = argv[++i];
        else if (!strcmp(argv[i], "--sweep"))
            harness_sweep = 1;
}

int harness_swept(int lang, int nlangs, int size, int nsizes)
{
    return !harness_sweep || lang == size % nlangs || size == lang % nsizes;
}

void harness_mygames_cards(gui_app *a)
{
    static const char *const names[] = {"Anna", "Bedřich Dlouhojméno", "Cecílie", "Dobromila Nováková", "Eliška", "František"};
    gui_app_set_scene(a, GUI_SCENE_MYGAMES);
    frame(a);
    gui_mygames_state *st = gui_mygames_state_of(a);
    if (!st)
        return;
    net_listed_game g[5];
    memset(g, 0, sizeof g);
    long long now = 1800000000;
    for (int i = 0; i < 5; i++) {
        net_game_info *in = &g[i].info;
        snprintf(g[i].code, sizeof g[i].code, "ABCDEFGH%c2", 'J' + i);
        in->nplayers = i == 1 ? 6 : 2;
        for (int k = 0; k < in->nplayers; k++)
            snprintf(in->names[k], sizeof in->names[k], "%s", names[k]);
        snprintf(in->rules, sizeof in->rules, "%s", i == 1 ? "classic+inns+traders+abbey+tower+bazaar+bridges" : "classic");
        in->state = i == 3 ? NET_GAME_LOBBY : i == 4 ? NET_GAME_OVER : NET_GAME_PLAY;
        in->turn = in->state == NET_GAME_PLAY ? (i == 0 ? 0 : 1) : -1;
        in->moves = in->state == NET_GAME_LOBBY ? 0 : 20 + i;
        in->last = in->moves ? now - 3600 * (i + 1) : 0;
        in->days = i == 2 ? 0 : 7;
        in->deadline = in->state == NET_GAME_PLAY && in->days ? now + 86400 * (i + 1) : 0;
        for (int k = 0; in->state == NET_GAME_OVER && k < in->nplayers; k++)
            in->score[k] = 40 + 7 * k;
    }
    gui_mygames_take(st->list, "play.example.org", 7447, g, 5, now);
    frames(a, 2);
}
