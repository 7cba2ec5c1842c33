/* Layouts that hold every language: each screen and dialog the window reaches, in each language
   with a catalogue, at 1024x600 and 1280x800; every label the window reports (buttons,
   checkboxes, the new-game screen's headings) is measured with TTF_SizeUTF8 at the size and
   weight it is drawn with against the room the widget gives it. A button shrinks its label to
   fit (gui_button_label_px), down to 9 px: a label that still does not fit there is an
   overflow. Each is printed (language, size, screen, text, needed and available pixels) and the
   test fails on any. Labels that had to shrink below a legible size are printed as notes (not
   failures: the widget shrinks them by design) so a translator sees which words to shorten.
     test_layout_gui [--shots DIR]   (DIR/layout-LANG-WxH-SCREEN.png of every screen checked) */
#include "app/net_seam.h"
#include "draw/text.h"
#include "harness.h"
#include "scenes/lesson/lesson.h"
#include "scenes/scenes.h"
#include "scenes/scene_state.h"
#include "modules/halflings/halflings.h"
#include "modules/hills/hills.h"
#include "modules/bigtop/bigtop.h"

#include <SDL_image.h>
#include <string.h>
#include <unistd.h>

/* Each hosted table listens on a port of its own (loopback; the suite runs this behind the
   loopback-only shim). */
static int next_port;

/* The least size a button's label may shrink to, in layout units: 17 is the size it starts at,
   and below 13 a German or Polish word on a 1024x600 window is no longer read at a glance. */
#define LEAST_LABEL_UNITS 13

static int overflows, notes, text_overflows;
/* On a touch screen (phone sizes): controls smaller than a finger, text smaller than legible. */
static int small_controls, small_texts; /* every screen, settings and rules too, folds for a phone */

/* Every line of text drawn in the frame being checked (gui_text_log). */
#define LOG_MAX 1024
static gui_text_drawn drawn[LOG_MAX];

static int inside(SDL_Rect in, SDL_Rect box, int slack)
{
    return in.x >= box.x - slack && in.y >= box.y - slack && in.x + in.w <= box.x + box.w + slack &&
           in.y + in.h <= box.y + box.h + slack;
}

static int holds(SDL_Rect box, int x, int y) { return x >= box.x && y >= box.y && x < box.x + box.w && y < box.y + box.h; }

static void text_overflow(gui_app *a, const char *lang, const char *screen, const gui_text_drawn *d, const char *why,
                          int need, int room)
{
    text_overflows++;
    fprintf(stderr, "text overflow %s %dx%d %s: \"%s\" %s (%d px wide at %d px, room %d)\n", lang, a->w, a->h, screen,
            d->text, why, need, d->px, room);
}

/* A seat's name cut to its room ("Bedř…"): the side panel fits names, by design. */
static int is_name(gui_app *a, const char *text)
{
    const cit_setup *su = cit_game_setup(gui_game_engine(a->game));
    size_t n = strlen(text) - 3;
    for (int p = 0; p < su->nplayers; p++)
        if (!strncmp(su->players[p].name, text, n))
            return 1;
    return 0;
}

/* Checks every line of text the last frame drew, not only the labels the widgets report: a
   wrapped line wider than the width it was wrapped to (a word too long for it), a line running
   out of the window, out of the panel (dialog, side panel) its middle lies in, or half over a
   button or checkbox that is not its own. The frame must have been drawn with the log on. */
static void check_texts(gui_app *a, const char *lang, const char *screen)
{
    const gui_ui *ui = &a->ui;
    int n = gui_text_logged(), slack = 1;
    SDL_Rect window = {0, 0, a->w, a->h};
    for (int i = 0; i < n && i < LOG_MAX; i++) {
        const gui_text_drawn *d = &drawn[i];
        SDL_Rect rc = d->rc, cut;
        int covered = 0; /* under a panel drawn after it (the scene under a dialog): hidden, not cut */
        for (int k = 0; k < ui->npanels; k++)
            covered |= ui->panel_after[k] > i && SDL_HasIntersection(&rc, &ui->panels[k]);
        if (covered)
            continue;
        if (d->clipped) { /* a scrolled list or page shows what lies in its window */
            if (!SDL_IntersectRect(&rc, &d->clip, &cut))
                continue;
            if (rc.x < d->clip.x - slack || rc.x + rc.w > d->clip.x + d->clip.w + slack) {
                text_overflow(a, lang, screen, d, "is cut by its scrolling box", rc.w, d->clip.w);
                continue;
            }
            rc.y = cut.y; /* a line half scrolled out is cut by design */
            rc.h = cut.h;
        }
        /* the glyph box is a line's height: measure the ink's width against the room */
        if (d->wrap_w > 0 && rc.w > d->wrap_w + slack) {
            text_overflow(a, lang, screen, d, "wider than the width it wraps to", rc.w, d->wrap_w);
            continue;
        }
        if (!inside(rc, window, slack)) {
            text_overflow(a, lang, screen, d, "runs out of the window", rc.w, a->w);
            continue;
        }
        /* the side panel's lines are said whole (wrapped), never cut short with an ellipsis:
           "10 Flussplättchen übrig, der …" (a player's name may be, it says the same cut) */
        size_t len = strlen(d->text);
        if (a->scene == GUI_SCENE_GAME && a->game && rc.x >= gui_drawn(a)->board_rc.x + gui_drawn(a)->board_rc.w && len >= 3 &&
            !strcmp(d->text + len - 3, "\xE2\x80\xA6") && !strstr(d->text, "\xE2\x80\xA6 ") && !is_name(a, d->text)) {
            text_overflow(a, lang, screen, d, "is cut short in the side panel", rc.w, 0);
            continue;
        }
        /* a dialog's heading shrinks before it is cut: "Anna ents…" said less than the header */
        if (len >= 3 && !strcmp(d->text + len - 3, "\xE2\x80\xA6") && d->px >= gui_font_px(ui, GUI_FONT_HEADING)) {
            text_overflow(a, lang, screen, d, "is a heading cut short", rc.w, 0);
            continue;
        }
        if (a->toast.text[0] && !strncmp(d->text, a->toast.text, sizeof d->text - 1)) { /* a notice: its own box, over all */
            if (!inside(rc, a->toast.rc, slack))
                text_overflow(a, lang, screen, d, "runs out of its notice", rc.w, a->toast.rc.w);
            continue;
        }
        /* its panel: the last drawn before it that holds its middle (a box in a dialog is drawn
           after the dialog; a dialog after the scene's panels under it) */
        int cx = rc.x + rc.w / 2, cy = rc.y + rc.h / 2, best = -1;
        for (int k = 0; k < ui->npanels; k++)
            if (ui->panel_after[k] <= i && holds(ui->panels[k], cx, cy))
                best = k;
        if (best >= 0 && !inside(rc, ui->panels[best], slack)) {
            text_overflow(a, lang, screen, d, "runs out of its panel", rc.w, ui->panels[best].w);
            continue;
        }
        int in_field = 0;
        for (int k = 0; k < ui->nfields && !in_field; k++)
            in_field = holds(ui->fields[k].rc, rc.x, cy) && !inside(rc, ui->fields[k].rc, slack);
        if (in_field) {
            text_overflow(a, lang, screen, d, "runs out of its text field", rc.w, 0);
            continue;
        }
        for (int k = 0; k < ui->nseen; k++) {
            SDL_Rect w = ui->seen[k].rc;
            if (SDL_IntersectRect(&rc, &w, &cut) && cut.w > 2 && cut.h > 2 && !inside(rc, w, slack)) {
                text_overflow(a, lang, screen, d, "runs half under a button", rc.w, w.w);
                break;
            }
        }
    }
}

/* On a touch screen: every control the frame drew at least GUI_TOUCH_LEAST_PT points on each
   side, every line of text at least GUI_TOUCH_TEXT_PT points (tall glyphs: its pixel size). */
static void check_touch(gui_app *a, const char *lang, const char *screen)
{
    const gui_ui *ui = &a->ui;
    int least = (int)((float)GUI_TOUCH_LEAST_PT * a->ratio + 0.5f), text = (int)((float)GUI_TOUCH_TEXT_PT * a->ratio + 0.5f);
    for (int i = 0; i < ui->nseen; i++) {
        SDL_Rect rc = ui->seen[i].rc;
        if (!ui->seen[i].enabled || rc.w <= 0 || rc.h <= 0)
            continue; /* greyed: nothing to tap */
        if (rc.w < least || rc.h < least) {
            small_controls++;
            fprintf(stderr, "small control %s %dx%d %s: \"%s\" %dx%d px (least %d)\n", lang, a->w, a->h, screen,
                    ui->seen[i].label, rc.w, rc.h, least);
        }
    }
    int n = gui_text_logged();
    for (int i = 0; i < n && i < LOG_MAX; i++)
        if (drawn[i].px < text) {
            small_texts++;
            fprintf(stderr, "small text %s %dx%d %s: \"%s\" at %d px (least %d)\n", lang, a->w, a->h, screen, drawn[i].text,
                    drawn[i].px, text);
        }
}

/* Checks every label of the last frame; `screen` names it in the messages. */
static void check_labels(gui_app *a, const char *lang, const char *screen)
{
    const gui_ui *ui = &a->ui;
    int least = gui_font_px(ui, LEAST_LABEL_UNITS), checked = 0;
    for (int i = 0; i < ui->nseen; i++) {
        const char *label = ui->seen[i].label;
        int room = ui->seen[i].room;
        if (!label[0] || room <= 0)
            continue; /* unlabelled, or a widget that does not say how wide its label may be */
        int checkbox = ui->seen[i].ticked >= 0;
        int px = checkbox ? (ui->seen[i].px > 0 ? ui->seen[i].px : gui_font_px(ui, 16)) : ui->seen[i].px;
        int bold = checkbox ? 0 : 1; /* buttons and headings are bold (gui_button_lead, option headings) */
        if (px <= 0)
            continue;
        int need = gui_text_width(label, px, bold);
        checked++;
        if (need > room) {
            overflows++;
            fprintf(stderr, "overflow %s %dx%d %s: \"%s\" needs %d px at %d px, has %d\n", lang, a->w, a->h, screen, label,
                    need, px, room);
        } else if (need <= room && !checkbox && !ui->seen[i].bold && px < least) {
            notes++;
            fprintf(stderr, "note %s %dx%d %s: \"%s\" shrunk to %d px (legible from %d)\n", lang, a->w, a->h, screen, label,
                    px, least);
        }
    }
    CHECK(checked > 0); /* the screen was drawn and reported its labels */
    /* no two buttons of the same layer overlap (a panel too full for its window) */
    for (int i = 0; i < ui->nseen; i++)
        for (int j = i + 1; j < ui->nseen; j++) {
            SDL_Rect cut;
            if (ui->seen[i].label[0] && ui->seen[j].label[0] &&
                SDL_IntersectRect(&ui->seen[i].rc, &ui->seen[j].rc, &cut) && cut.w > 2 && cut.h > 2) {
                overflows++;
                fprintf(stderr, "overlap %s %dx%d %s: \"%s\" and \"%s\" share %dx%d px\n", lang, a->w, a->h, screen,
                        ui->seen[i].label, ui->seen[j].label, cut.w, cut.h);
            }
        }
    check_texts(a, lang, screen);
    if (a->coarse)
        check_touch(a, lang, screen);
    if (harness_shots) {
        char name[96];
        snprintf(name, sizeof name, "layout-%s-%dx%d-%s", lang, a->w, a->h, screen);
        harness_shot(a, name);
    }
}

/* The app in language `lang` at w x h (the harness's, switched to the language at once). */
static int touch; /* the sizes being checked are a phone's: a finger points */

static gui_app *open_app(const char *lang, int w, int h)
{
    gui_app *a = harness_app(w, h, GUI_LANG_EN);
    if (!a)
        return NULL;
    a->coarse = touch;
    CHECK(gui_i18n_set(lang) && !strcmp(gui_i18n_get(), lang));
    gui_newgame_names_follow_language(a); /* "Player 1" in the language, as Settings would */
    return a;
}

/* A classic two-player game a few tiles in, loaded at w x h in `lang`; NULL after a failed check. */
static gui_app *open_game(const char *lang, int w, int h)
{
    char path[600];
    snprintf(path, sizeof path, "%s/layout.sav", tmpdir);
    FILE *f = fopen(path, "w");
    if (!f) {
        CHECK(0);
        return NULL;
    }
    fputs("citadela-save 2\nmode classic\nseed 1\nplayer human 0 Anna\nplayer human 1 Bedřich\n"
          "tiles D U U B E B E U B E V V K\nend\n",
          f);
    fclose(f);
    gui_app *a = open_app(lang, w, h);
    if (!a || gui_app_load_game(a, path) != 0 || !a->game) {
        CHECK(0);
        gui_app_free(a);
        return NULL;
    }
    frames(a, 30); /* the camera glides onto the lit cell */
    gui_view(a)->glide = 0;
    frames(a, 2);
    return a;
}

static void scene(gui_app *a, const char *lang, gui_scene s, const char *name)
{
    gui_app_set_scene(a, s);
    frames(a, 3);
    CHECK(a->scene == s);
    check_labels(a, lang, name);
}

static void dialog(gui_app *a, const char *lang, gui_dialog_kind kind, const char *name)
{
    gui_dialog_open(a, kind);
    frames(a, 3);
    CHECK(a->dlg.kind == kind);
    check_labels(a, lang, name);
    key(a, SDLK_ESCAPE, 0);
    frames(a, 2);
}

static void menus(const char *lang, int w, int h)
{
    gui_app *a = open_app(lang, w, h);
    if (!a)
        return;
    scene(a, lang, GUI_SCENE_MENU, "menu");
    scene(a, lang, GUI_SCENE_SETTINGS, "settings");
    scene(a, lang, GUI_SCENE_RULES, "rules");
    scene(a, lang, GUI_SCENE_JOIN, "net");
    harness_mygames_cards(a);
    check_labels(a, lang, "mygames");
    scene(a, lang, GUI_SCENE_MENU, "menu");
    dialog(a, lang, GUI_DLG_LOAD, "load");
    dialog(a, lang, GUI_DLG_QUIT, "quit");
    gui_app_set_scene(a, GUI_SCENE_NEWGAME);
    frames(a, 2);
    while (a->setup.nplayers < 6 && click_button(a, MSG_ADD_PLAYER)) /* the fullest screen */
        ;
    frames(a, 2);
    check_labels(a, lang, "newgame");
    if (touch) { /* a phone's form: its second page, the game's mode and options */
        CHECK(click_button(a, MSG_MODE));
        frames(a, 2);
        check_labels(a, lang, "newgame-options");
    }
    /* The host form, then the lobby of the table this window opens. */
    gui_app_set_scene(a, GUI_SCENE_MENU);
    frames(a, 2);
    a->net_port = next_port++;
    CHECK(click_button(a, MSG_HOST_TABLE));
    push_motion(1, 1); /* no option's explanation hovering over the others */
    frames(a, 2);
    check_labels(a, lang, "host-form");
    a->setup.nplayers = 2;
    a->setup.players[1].kind = CIT_SEAT_HUMAN;
    gui_newgame_state_of(a)->seat_friend[1] = 1;
    frame(a);
    CHECK(click_button(a, MSG_OPEN_TABLE));
    frames(a, 3);
    CHECK(a->scene == GUI_SCENE_LOBBY);
    if (a->scene == GUI_SCENE_LOBBY)
        check_labels(a, lang, "lobby");
    gui_app_free(a);
}

/* A game in progress: the side panel with both players, then the turn's tile laid (the bar
   that asks for a follower or the end of the turn), the leave and save dialogs, the results. */
static void game(const char *lang, int w, int h)
{
    gui_app *a = open_game(lang, w, h);
    if (!a)
        return;
    check_labels(a, lang, "game");
    gui_game *g = a->game;
    if (g && g->nplace > 0) {
        int sx, sy;
        cell_centre(a, g->place[0].x, g->place[0].y, &sx, &sy);
        click(a, sx, sy);
        frames(a, 2);
        CHECK(g->has_tile);
        check_labels(a, lang, "game-laid");
        CHECK(click_button(a, MSG_END_TURN)); /* a move for the history and the replay to say */
        frames(a, 3);
    }
    key(a, SDLK_h, 0); /* the history panel */
    frames(a, 2);
    CHECK(gui_view(a)->show_history);
    check_labels(a, lang, "history");
    key(a, SDLK_h, 0);
    frames(a, 2);
    dialog(a, lang, GUI_DLG_SAVE_AS, "save-as");
    dialog(a, lang, GUI_DLG_LEAVE, "leave");
    scene(a, lang, GUI_SCENE_RESULTS, "results");
    /* The replay of the game, from the results, and its history. */
    CHECK(click_button(a, MSG_REPLAY));
    frames(a, 3);
    CHECK(a->scene == GUI_SCENE_REPLAY);
    if (a->scene == GUI_SCENE_REPLAY) {
        key(a, SDLK_END, 0);
        frames(a, 3);
        check_labels(a, lang, "replay");
        key(a, SDLK_h, 0);
        frames(a, 2);
        check_labels(a, lang, "replay-history");
    }
    gui_app_free(a);
}

/* The fullest side panel: the Big Box's modules (the River first, so its line shows), every
   special piece in the supply, two seats; then a crop circle's question after the hot-seat
   curtain (Halflings). */
static void module_games(const char *lang, int w, int h)
{
    gui_app *a = open_app(lang, w, h);
    if (!a)
        return;
    cit_setup su;
    cit_setup_default(&su, 6, 5); /* six seats: the narrowest player rows */
    static const char *const big[] = {"river", "inns", "big_follower", "traders", "builder", "pig", "dragon",
                                      "abbey", "mayor", "wagon", "barn", "tower"};
    for (size_t k = 0; k < sizeof big / sizeof big[0]; k++)
        CHECK(cit_option_set(&su.opt, cit_option_find(big[k], strlen(big[k])), 1));
    SDL_strlcpy(su.players[0].name, "Anna", CIT_NAME_LEN);
    SDL_strlcpy(su.players[1].name, "Bedřich", CIT_NAME_LEN);
    for (int p = 0; p < 6; p++)
        su.players[p].colour = (uint8_t)p;
    CHECK(gui_app_start_game(a, &su) == 0 && a->game);
    frames(a, 30);
    gui_view(a)->glide = 0;
    frames(a, 2);
    if (a->game)
        check_labels(a, lang, "game-bigbox");
    gui_app_free(a);

    char path[600];
    snprintf(path, sizeof path, "%s/layout-crop.sav", tmpdir);
    FILE *f = fopen(path, "w");
    if (!f) {
        CHECK(0);
        return;
    }
    /* tests/fixtures/save-v2-halflings-crop-no-follower.sav up to its crop circle's question */
    fputs("citadela-save 2\nmode classic\noption halflings 1\nseed 55\nplayer human 0 Anna\nplayer human 1 Bedřich\n"
          "tiles D U U E E H2-04 H1-01 H1-02 H1-03 H1-05 H1-06\nmove draw\nmove place U -1,0 r0 f0\nmove draw\n"
          "move place U 1,0 r0\nmove play H2-04\nmove place H2-04 0,1 r1\nend\n",
          f);
    fclose(f);
    a = open_app(lang, w, h);
    if (!a || gui_app_load_game(a, path) != 0 || !a->game) {
        CHECK(0);
        gui_app_free(a);
        return;
    }
    frames(a, 3);
    check_texts(a, lang, "crop-curtain"); /* the hot-seat curtain: words, no widgets */
    click(a, a->w / 2, a->h / 2); /* the curtain: Anna is ready */
    frames(a, 40);
    CHECK(a->game->pend.decision == CIT_DECIDE_HALFLINGS_CROP);
    check_labels(a, lang, "crop");
    gui_app_free(a);
}

/* The bazaar's table at each of its questions, in a three-player game just after the bazaar
   tile: the auctioneer's pick (and the table folded to its strip), a bid on the lot, the
   auctioneer's buy or sell. */
static void bazaar_scenes(const char *lang, int w, int h)
{
    static const struct {
        const char *moves, *screen;
    } at[] = {
        {"", "bazaar"},
        {"move pick 0 2\n", "bazaar-bid"},
        {"move pick 0 2\nmove bid 3\nmove bid pass\n", "bazaar-deal"},
    };
    for (size_t k = 0; k < sizeof at / sizeof at[0]; k++) {
        gui_app *a = open_app(lang, w, h);
        if (!a)
            return;
        char path[600];
        snprintf(path, sizeof path, "%s/layout-bazaar.sav", tmpdir);
        FILE *f = fopen(path, "w");
        if (f) {
            fprintf(f,
                    "citadela-save 2\nmode classic\noption bazaar 1\noption bazaar_no_auction 0\nseed 1\n"
                    "player human 0 Anna\nplayer human 1 Ben\nplayer human 2 Cecílie\n"
                    "tiles D BCB-6 B E A U B U U U V V\nmove place BCB-6 0,1 r0\n%send\n",
                    at[k].moves);
            fclose(f);
        }
        CHECK(f && gui_app_load_game(a, path) == 0 && a->game);
        if (a->game) {
            a->toast.until = 0;
            a->toast.nqueue = 0;
            frames(a, 4);
            check_labels(a, lang, at[k].screen);
            if (k == 0) { /* B folds the table to a strip over the board */
                key(a, SDLK_b, 0);
                frames(a, 3);
                check_labels(a, lang, "bazaar-folded");
            }
        }
        gui_app_free(a);
    }
}

/* Hills & Sheep's flock question (grow or gather), a dialog over the board: Anna's shepherd's
   field has just grown (tests/gui/test_hills.c's game). */
static void flock_scene(const char *lang, int w, int h)
{
    gui_app *a = open_app(lang, w, h);
    if (!a)
        return;
    char path[600];
    snprintf(path, sizeof path, "%s/layout-flock.sav", tmpdir);
    FILE *f = fopen(path, "w");
    if (f) {
        fputs("citadela-save 2\nmode classic\noption shepherd 1\nseed 1\nplayer human 0 Anna\nplayer human 1 Bedřich\n"
              "tiles D B E B B B\nmove place B 0,1 r0\nmove shepherd f1\nmove place E 0,-1 r2\nmove shepherd none\n"
              "move place B 1,1 r0\nend\n",
              f);
        fclose(f);
    }
    CHECK(f && gui_app_load_game(a, path) == 0 && a->game);
    if (a->game) {
        a->toast.until = 0;
        a->toast.nqueue = 0;
        frames(a, 4);
        CHECK(a->game->pend.decision == CIT_DECIDE_HILLS_FLOCK);
        check_labels(a, lang, "flock");
    }
    gui_app_free(a);
}

/* Under the Big Top's acrobats' question, a panel over the board with a pyramid to score: the
   game of tests/gui/test_bigtop.c, three followers up BT-01's space, Bedřich's tile laid. */
static void acrobats_scene(const char *lang, int w, int h)
{
    gui_app *a = open_app(lang, w, h);
    if (!a)
        return;
    char path[600];
    snprintf(path, sizeof path, "%s/layout-acrobats.sav", tmpdir);
    FILE *f = fopen(path, "w");
    if (f) {
        fputs("citadela-save 2\nmode classic\noption bigtop 1\nseed 1\nplayer human 0 Anna\nplayer human 1 Bedřich\n"
              "tiles D BT-01 E E E E E\nmove place BT-01 0,1 r0\nmove acrobat 0,1\nmove place E 1,1 r0\n"
              "move acrobat 0,1\nmove place E -1,1 r0\nmove acrobat 0,1\nmove place E 2,1 r0\nend\n",
              f);
        fclose(f);
    }
    CHECK(f && gui_app_load_game(a, path) == 0 && a->game);
    if (a->game) {
        a->toast.until = 0;
        a->toast.nqueue = 0;
        frames(a, 30);
        CHECK(a->game->pend.decision == CIT_DECIDE_BIGTOP_ACROBATS);
        check_labels(a, lang, "acrobats");
    }
    gui_app_free(a);
}

/* My games' absence dialog over its cards (its words ran past a small phone's panel). */
static void away_scene(const char *lang, int w, int h)
{
    gui_app *a = open_app(lang, w, h);
    if (!a)
        return;
    harness_mygames_cards(a);
    gui_mygames_state *mg = gui_mygames_state_of(a);
    CHECK(mg != NULL);
    if (mg) {
        mg->away_at = 1;
        mg->away_days = 7;
        frames(a, 2);
        check_labels(a, lang, "mygames-away");
    }
    gui_app_free(a);
}

/* On a phone: the lesson's first step, the other scene a game goes through. */
static void phone_scenes(const char *lang, int w, int h)
{
    gui_app *a = open_app(lang, w, h);
    if (!a)
        return;
    gui_lesson_start(a);
    frames(a, 30);
    CHECK(a->game != NULL);
    if (a->game)
        check_labels(a, lang, "lesson");
    gui_app_free(a);
}

int main(int argc, char **argv)
{
    harness_read_args(argc, argv);
    if (harness_start("layout-test", "layout-gui") != 0)
        return 1;
    gui_text_log(drawn, LOG_MAX);
    next_port = 30000 + (int)(getpid() % 20000);
    harness_lan("127.0.0.1", next_port + 500); /* beacons stay on loopback */
    /* A mouse's window sizes, then a phone upright and on its side with a finger; a small phone
       (360x640) for the dialogs only (test_layout_phone_gui checks its controls). */
    static const int sizes[][3] = {{1024, 600, 0}, {1280, 800, 0}, {390, 844, 1}, {844, 390, 1}, {360, 640, 2}};
    const char *only = getenv("LAYOUT_ONLY"); /* a language or a size (WxH) alone, while mending one */
    for (int l = 0; l < gui_i18n_count(); l++)
        for (int s = 0; s < (int)(sizeof sizes / sizeof sizes[0]); s++) {
            char size[16];
            snprintf(size, sizeof size, "%dx%d", sizes[s][0], sizes[s][1]);
            if ((only && strcmp(only, gui_i18n_code(l)) && strcmp(only, size)) ||
                !harness_swept(l, gui_i18n_count(), s, (int)(sizeof sizes / sizeof sizes[0])))
                continue;
            touch = sizes[s][2] > 0;
            away_scene(gui_i18n_code(l), sizes[s][0], sizes[s][1]);
            if (sizes[s][2] == 2) {
                acrobats_scene(gui_i18n_code(l), sizes[s][0], sizes[s][1]);
                continue;
            }
            menus(gui_i18n_code(l), sizes[s][0], sizes[s][1]);
            game(gui_i18n_code(l), sizes[s][0], sizes[s][1]);
            bazaar_scenes(gui_i18n_code(l), sizes[s][0], sizes[s][1]);
            flock_scene(gui_i18n_code(l), sizes[s][0], sizes[s][1]);
            acrobats_scene(gui_i18n_code(l), sizes[s][0], sizes[s][1]);
            if (!touch)
                module_games(gui_i18n_code(l), sizes[s][0], sizes[s][1]);
            else
                phone_scenes(gui_i18n_code(l), sizes[s][0], sizes[s][1]);
        }
    CHECK(gui_i18n_count() >= 6); /* English and the five catalogues */
    CHECK(overflows == 0);
    CHECK(text_overflows == 0);
    CHECK(small_controls == 0);
    CHECK(small_texts == 0);
    printf("layout-gui: %d passed, %d failed (%d overflows, %d lines of text out of their box, %d labels shrunk below %d "
           "units; on a touch screen %d controls under %d pt, %d lines of text under %d pt)\n",
           passed, failed, overflows, text_overflows, notes, LEAST_LABEL_UNITS, small_controls, GUI_TOUCH_LEAST_PT,
           small_texts, GUI_TOUCH_TEXT_PT);
    IMG_Quit();
    SDL_Quit();
    harness_finish();
    fflush(stdout);
    return failed ? 1 : 0;
}
