/* A phone's screens at every seat count and box: 2, 4 and 6 players, the base game and the Big
   Box, at 390x844 (upright), 844x390 (on its side) and 360x640 (a small phone), with a finger.
   Every control the game draws must lie on the screen, be at least GUI_TOUCH_LEAST_PT points
   on each side and not lie under another; End turn and Undo must be on the screen at the start
   of a turn and once the tile is laid, and End turn must end it; so too at every 8th tile of
   a six-player Big Box game's later turns, in all six languages, and on a screen of 3 pixels a
   point. The lists a finger cannot
   otherwise reach the end of (the new-game screen's options, the load list) must bring their
   last row into view by swipes alone. Settings and the new-game form must say tap, never
   click or a key's name. Each of the lesson's steps shows the cells its card speaks of, the
   gold cell among them, on the board and under neither its card nor a button. The first start's
   welcome, in all six languages, lies on the screen with its words and its three buttons.
   The modules' questions on a phone (the flock, the acrobats, the bazaar's table at its pick, bid
   and deal) keep every control on the screen, a finger's size, uncovered. At 360x640, Settings,
   the join form, a game's history, Save as, the leave question, the replay and its history keep
   their controls so too, and their words on the screen and under no control. LAYOUT_ONLY=WxH:
   one size.
     test_layout_phone_gui [--shots DIR]   (DIR/phone-LANG-WxH-SCREEN.png of every screen checked) */
#include "app/saves.h"
#include "draw/camera.h"
#include "draw/text.h"
#include "harness.h"
#include "scenes/lesson/lesson.h"
#include "scenes/lesson/lesson_text.h"
#include "app/hint.h"
#include "scenes/scenes.h"
#include "scenes/scene_state.h"
#include "modules/hills/hills.h"
#include "modules/bigtop/bigtop.h"
#include "modules/bazaar/bazaar.h"
#include "modules/bazaar/bazaar_view.h"
#include "modules/bazaar/bazaar_text.h"
#include "modules/gui_module.h"

#include <SDL_image.h>
#include <stdlib.h>
#include <string.h>

static int bad; /* controls off the screen, too small or covered; a list's end out of reach */
static int docked_dialogs, docked_hints; /* module dialogs docked over the side panel; their Hint shown */

/* Whether WxH names this size. */
static int sized(const char *wxh, const int size[2])
{
    char name[16];
    snprintf(name, sizeof name, "%dx%d", size[0], size[1]);
    return !strcmp(wxh, name);
}

static int inside(SDL_Rect in, SDL_Rect box)
{
    return in.x >= box.x && in.y >= box.y && in.x + in.w <= box.x + box.w && in.y + in.h <= box.y + box.h;
}

static void complain(gui_app *a, const char *lang, const char *screen, const char *what, const char *label, SDL_Rect rc)
{
    bad++;
    fprintf(stderr, "%s %s %dx%d %s: \"%s\" at %d,%d %dx%d\n", what, lang, a->w, a->h, screen, label, rc.x, rc.y, rc.w,
            rc.h);
}

/* Every enabled control of the last frame: on the screen, a finger's size, under no other. */
static void check_controls(gui_app *a, const char *lang, const char *screen)
{
    const gui_ui *ui = &a->ui;
    SDL_Rect win = {0, 0, a->w, a->h};
    int least = (int)((float)GUI_TOUCH_LEAST_PT * a->ratio + 0.5f);
    CHECK(ui->nseen > 0);
    for (int i = 0; i < ui->nseen; i++) {
        SDL_Rect rc = ui->seen[i].rc;
        if (!ui->seen[i].enabled || rc.w <= 0 || rc.h <= 0)
            continue;
        if (!inside(rc, win))
            complain(a, lang, screen, "off screen", ui->seen[i].label, rc);
        if (rc.w < least || rc.h < least)
            complain(a, lang, screen, "small control", ui->seen[i].label, rc);
        for (int j = i + 1; j < ui->nseen; j++) {
            SDL_Rect cut;
            if (ui->seen[j].enabled && SDL_IntersectRect(&rc, &ui->seen[j].rc, &cut) && cut.w > 2 && cut.h > 2) {
                char both[300];
                snprintf(both, sizeof both, "%s\" and \"%s", ui->seen[i].label, ui->seen[j].label);
                complain(a, lang, screen, "covered", both, cut);
            }
        }
    }
    if (harness_shots) {
        char name[96];
        snprintf(name, sizeof name, "phone-%s-%dx%d-%s", lang, a->w, a->h, screen);
        harness_shot(a, name);
    }
}

/* The button labelled with message m drawn last frame (enabled or not): 1 and its rectangle. */
static int drawn(gui_app *a, gui_msg m, SDL_Rect *rc)
{
    for (int i = 0; i < a->ui.nseen; i++)
        if (!strcmp(a->ui.seen[i].label, gui_tr(m))) {
            *rc = a->ui.seen[i].rc;
            return 1;
        }
    return 0;
}

/* End turn and Undo drawn wholly on the screen. */
static void check_turn_pair(gui_app *a, const char *lang, const char *screen)
{
    static const gui_msg pair[] = {MSG_END_TURN, MSG_UNDO};
    SDL_Rect win = {0, 0, a->w, a->h}, rc;
    for (int k = 0; k < 2; k++)
        if (!drawn(a, pair[k], &rc))
            complain(a, lang, screen, "not drawn", gui_tr(pair[k]), (SDL_Rect){0, 0, 0, 0});
        else if (!inside(rc, win))
            complain(a, lang, screen, "off screen", gui_tr(pair[k]), rc);
}

static const char *const seat_names[] = {"Anna", "Bedřich", "Cecílie", "Dobromila", "Eliška", "František"};

/* A phone-sized window with a game of np hot-seat players (seat_names), the Big Box's
   expansions with `big`; NULL (a failed check) when it does not start. */
static int pixels_a_point = 1; /* 3: a phone's dense screen, w x h its points */

static gui_app *seated_app(const char *lang, int w, int h, int np, int big)
{
    gui_app *a = harness_app_dense(w, h, GUI_LANG_EN, pixels_a_point);
    if (!a) {
        CHECK(0);
        return NULL;
    }
    a->coarse = 1;
    CHECK(gui_i18n_set(lang));
    cit_setup su;
    cit_setup_default(&su, np, 5);
    static const char *const box[] = {"river", "inns", "big_follower", "traders", "builder", "pig", "dragon",
                                      "abbey", "mayor", "wagon", "barn", "tower"};
    for (size_t k = 0; big && k < sizeof box / sizeof box[0]; k++)
        CHECK(cit_option_set(&su.opt, cit_option_find(box[k], strlen(box[k])), 1));
    for (int p = 0; p < np; p++) {
        SDL_strlcpy(su.players[p].name, seat_names[p], CIT_NAME_LEN);
        su.players[p].kind = CIT_SEAT_HUMAN;
        su.players[p].colour = (uint8_t)p;
    }
    CHECK(gui_app_start_game(a, &su) == 0 && a->game);
    if (!a->game) {
        gui_app_free(a);
        return NULL;
    }
    return a;
}

/* A game of np hot-seat players, the Big Box's expansions with `big`: its first turn before and
   after the tile is laid, then End turn tapped. */
static void game_turn(const char *lang, int w, int h, int np, int big)
{
    gui_app *a = seated_app(lang, w, h, np, big);
    if (!a)
        return;
    frames(a, 30); /* the camera glides onto the lit cell */
    gui_view(a)->glide = 0;
    frames(a, 3);
    char screen[64];
    snprintf(screen, sizeof screen, "%s%d", big ? "bigbox" : "base", np);
    check_controls(a, lang, screen);
    check_turn_pair(a, lang, screen);
    gui_game *g = a->game;
    CHECK(g->nplace > 0);
    if (g->nplace > 0) {
        int sx, sy;
        cell_centre(a, g->place[0].x, g->place[0].y, &sx, &sy);
        click(a, sx, sy);
        frames(a, 3);
        CHECK(g->has_tile);
        snprintf(screen, sizeof screen, "%s%d-laid", big ? "bigbox" : "base", np);
        check_controls(a, lang, screen);
        check_turn_pair(a, lang, screen);
        int len = session_len(a);
        SDL_Rect rc = {0, 0, 0, 0};
        if (drawn(a, MSG_END_TURN, &rc)) {
            click(a, rc.x + rc.w / 2, rc.y + rc.h / 2);
            frames(a, 2);
        }
        if (session_len(a) <= len)
            complain(a, lang, screen, "a tap does not end the turn", gui_tr(MSG_END_TURN), rc);
    }
    gui_app_free(a);
}

/* A six-player Big Box game's later turns, which the first turn does not show: scores,
   emptier supplies, the dragon and fairy, the tower's pieces, goods and the barn in the
   panels. Moves come from the engine by a fixed rule (a follower placed whenever the move
   offers one), every 8th tile turn is laid by a tap and its controls and End turn / Undo
   checked as at the first turn, then taken back and the engine's move applied. */
static void later_turns(const char *lang, int w, int h)
{
    gui_app *a = seated_app(lang, w, h, 6, 1);
    if (!a)
        return;
    static cit_move ms[4096];
    uint64_t seq = 0x2545F4914F6CDD1Dull;
    int tiles = 0, checked = 0;
    for (int step = 0; step < 1000 && tiles < 64; step++) {
        const cit_game *e = gui_game_engine(a->game);
        cit_pending p = cit_game_pending(e);
        if (p.decision == CIT_DECIDE_NONE)
            break;
        if (p.decision == CIT_DECIDE_PLACE_TILE && ++tiles % 8 == 0 && a->game->nplace > 0) {
            frames(a, 30); /* the camera glides onto the lit cell */
            gui_view(a)->glide = 0;
            frames(a, 2);
            char screen[48];
            snprintf(screen, sizeof screen, "bigbox6-tile%d", tiles);
            check_controls(a, lang, screen);
            check_turn_pair(a, lang, screen);
            int sx, sy;
            cell_centre(a, a->game->place[0].x, a->game->place[0].y, &sx, &sy);
            click(a, sx, sy);
            frames(a, 3);
            CHECK(a->game->has_tile);
            snprintf(screen, sizeof screen, "bigbox6-tile%d-laid", tiles);
            check_controls(a, lang, screen);
            check_turn_pair(a, lang, screen);
            CHECK(gui_game_undo(a->game) == 1);
            frames(a, 2);
            checked++;
            e = gui_game_engine(a->game);
        }
        int n = cit_game_legal_moves(e, ms, (int)(sizeof ms / sizeof ms[0]));
        if (n <= 0) {
            CHECK(0);
            break;
        }
        seq ^= seq << 13, seq ^= seq >> 7, seq ^= seq << 17;
        int pick = (int)(seq % (uint64_t)n);
        for (int k = 0; k < n; k++) /* from there on, the first move that stands a follower */
            if (ms[(pick + k) % n].spot >= 0) {
                pick = (pick + k) % n;
                break;
            }
        if (gui_game_apply(a->game, &ms[pick], NULL) != CIT_OK) {
            CHECK(0);
            break;
        }
        frames(a, 1);
    }
    CHECK(checked >= 6);
    gui_app_free(a);
}

/* The cells x0,y0..x1,y1 wholly on the board, clear of the lesson's card and of every button
   (the zoom column, the card's own); a complaint for each that is not. */
static void cells_in_sight(gui_app *a, const char *lang, const char *screen, int x0, int y0, int x1, int y1)
{
    SDL_Rect card, in;
    CHECK(gui_lesson_card_rect(GUI_SCENE_CTX(a), &card));
    for (int y = y0; y <= y1; y++)
        for (int x = x0; x <= x1; x++) {
            SDL_Rect rc = gui_camera_cell_rect(&gui_view(a)->cam, x, y);
            char label[64];
            snprintf(label, sizeof label, "cell %d,%d", x, y);
            if (!SDL_IntersectRect(&rc, &gui_drawn(a)->board_rc, &in) || in.w != rc.w || in.h != rc.h)
                complain(a, lang, screen, "off the board", label, rc);
            if (SDL_IntersectRect(&rc, &card, &in))
                complain(a, lang, screen, "under the lesson's card", label, in);
            for (int i = 0; i < a->ui.nseen; i++)
                if (SDL_IntersectRect(&rc, &a->ui.seen[i].rc, &in))
                    complain(a, lang, screen, "under a button", label, in);
        }
}

/* The lesson step by step ("Show me", then End turn): each person's step frames what its card
   speaks of beside the card. */
static void lesson_steps(const char *lang, int w, int h)
{
    gui_app *a = harness_app(w, h, GUI_LANG_EN);
    if (!a) {
        CHECK(0);
        return;
    }
    a->coarse = 1;
    a->settings.anim_speed = GUI_SPEED_INSTANT;
    CHECK(gui_i18n_set(lang));
    frames(a, 2);
    CHECK(gui_lesson_start(a) == 0);
    int steps = 0;
    for (int guard = 0; guard < 40 && a->scene == GUI_SCENE_GAME && !cit_game_over(gui_game_engine(a->game)); guard++) {
        int at = gui_lesson_at(GUI_SCENE_CTX(a)), x0, y0, x1, y1;
        cit_move m;
        if (!gui_lesson_wanted(GUI_SCENE_CTX(a), &m)) { /* the computer's prepared answer */
            for (int i = 0; i < 400 && session_len(a) <= at && a->scene == GUI_SCENE_GAME; i++)
                frame(a);
            continue;
        }
        for (int i = 0; i < 120 && (gui_view(a)->glide || i < 2); i++) /* the step's view settles */
            frame(a);
        char screen[32];
        snprintf(screen, sizeof screen, "lesson-step%d", at / 2 + 1);
        check_controls(a, lang, screen);
        CHECK(gui_lesson_subject(GUI_SCENE_CTX(a), &x0, &y0, &x1, &y1));
        CHECK(x0 <= m.x && m.x <= x1 && y0 <= m.y && m.y <= y1); /* the gold cell among them */
        cells_in_sight(a, lang, screen, x0, y0, x1, y1);
        steps++;
        CHECK(click_label(a, lesson_tr(LESSON_SHOW_ME))); /* the move set up; End turn plays it */
        frame(a);
        key(a, SDLK_RETURN, 0);
        frames(a, 2);
        CHECK(session_len(a) > at);
    }
    CHECK(steps == 6 && cit_game_over(gui_game_engine(a->game)));
    gui_app_free(a);
}

/* Six seats' turns in a row: the banner says whose turn it is with the whole name (no
   ellipsis in it), each turn a tile laid on a lit cell and End turn tapped. */
static void turn_names(const char *lang, int w, int h)
{
    static gui_text_drawn lines[512];
    gui_app *a = seated_app(lang, w, h, 6, 0);
    if (!a)
        return;
    for (int turn = 0; turn < 6; turn++) {
        frames(a, 30); /* the camera glides onto the lit cell */
        gui_view(a)->glide = 0;
        gui_text_log(lines, 512);
        frame(a);
        int n = gui_text_logged() < 512 ? gui_text_logged() : 512, whole = 0;
        const char *name = seat_names[gui_game_player(a->game)];
        char screen[32];
        snprintf(screen, sizeof screen, "names6-turn%d", turn + 1);
        for (int i = 0; i < n; i++) {
            if (!SDL_HasIntersection(&lines[i].rc, &gui_drawn(a)->banner_rc))
                continue;
            if (strstr(lines[i].text, "\xE2\x80\xA6"))
                complain(a, lang, screen, "a name cut in the banner", lines[i].text, lines[i].rc);
            whole |= strstr(lines[i].text, name) != NULL;
        }
        gui_text_log(NULL, 0);
        if (!whole)
            complain(a, lang, screen, "the banner does not name the turn's player", name, gui_drawn(a)->banner_rc);
        check_controls(a, lang, screen);
        gui_game *g = a->game;
        SDL_Rect rc;
        if (g->nplace <= 0 || !drawn(a, MSG_END_TURN, &rc)) {
            CHECK(0);
            break;
        }
        int sx, sy;
        cell_centre(a, g->place[0].x, g->place[0].y, &sx, &sy);
        click(a, sx, sy);
        frames(a, 2);
        CHECK(drawn(a, MSG_END_TURN, &rc));
        click(a, rc.x + rc.w / 2, rc.y + rc.h / 2);
        frames(a, 2);
    }
    CHECK(session_len(a) >= 6);
    /* Where Menu / Save / History folded into one button, it lists them and each works. */
    SDL_Rect menu, save;
    frames(a, 2);
    if (drawn(a, MSG_MENU, &menu) && !drawn(a, MSG_SAVE, &save)) {
        click(a, menu.x + menu.w / 2, menu.y + menu.h / 2);
        frames(a, 2);
        CHECK(a->dlg.kind == GUI_DLG_GAME_MENU);
        check_controls(a, lang, "names6-menu");
        CHECK(click_button(a, MSG_HISTORY));
        frames(a, 2);
        CHECK(a->dlg.kind == GUI_DLG_NONE && gui_view(a)->show_history);
        click(a, menu.x + menu.w / 2, menu.y + menu.h / 2);
        frames(a, 2);
        CHECK(click_button(a, MSG_SAVE));
        frames(a, 2);
        CHECK(a->dlg.kind == GUI_DLG_SAVE_AS);
        key(a, SDLK_ESCAPE, 0);
        frames(a, 2);
        click(a, menu.x + menu.w / 2, menu.y + menu.h / 2);
        frames(a, 2);
        click(a, a->w / 4, a->h * 3 / 4); /* beside the list: it closes, nothing else happens */
        frames(a, 2);
        CHECK(a->dlg.kind == GUI_DLG_NONE && a->scene == GUI_SCENE_GAME);
    }
    gui_app_free(a);
}

/* One swipe up as a finger flicks: from the lower part of `area` up by 60 % of the window. */
static void swipe_up(gui_app *a, SDL_Rect area)
{
    int x = area.x + area.w / 2, y0 = area.y + area.h * 3 / 4, y1 = y0 - a->h * 6 / 10;
    drag(a, x, y0, x, y1 < 2 ? 2 : y1);
    frames(a, 2);
}

/* The label of the last checkbox drawn (the new-game list's rows are checkboxes). */
static int last_checkbox(gui_app *a, char *label, size_t cap, SDL_Rect *rc)
{
    int at = -1;
    for (int i = 0; i < a->ui.nseen; i++)
        if (a->ui.seen[i].ticked >= 0 && a->ui.seen[i].label[0])
            at = i;
    if (at < 0)
        return 0;
    SDL_strlcpy(label, a->ui.seen[at].label, cap);
    *rc = a->ui.seen[at].rc;
    return 1;
}

/* Whether a control labelled `label` was drawn last frame wholly on the screen. */
static int shown(gui_app *a, const char *label)
{
    SDL_Rect win = {0, 0, a->w, a->h};
    for (int i = 0; i < a->ui.nseen; i++)
        if (!strcmp(a->ui.seen[i].label, label) && inside(a->ui.seen[i].rc, win))
            return 1;
    return 0;
}

/* The new-game screen with six seats, and a phone's second page (mode and options), whose last
   row (found on a window tall enough for all) swipes must bring onto the screen. */
static void newgame_lists(const char *lang, int w, int h)
{
    char last[128] = "";
    SDL_Rect rc;
    gui_app *a = harness_app(w, 4000, GUI_LANG_EN);
    if (a) {
        a->coarse = 1;
        CHECK(gui_i18n_set(lang));
        gui_app_set_scene(a, GUI_SCENE_NEWGAME);
        frames(a, 2);
        if (a->newgame_kept.page > 0)
            CHECK(click_button(a, MSG_MODE));
        frames(a, 2);
        CHECK(last_checkbox(a, last, sizeof last, &rc));
        gui_app_free(a);
    }
    a = harness_app(w, h, GUI_LANG_EN);
    if (!a) {
        CHECK(0);
        return;
    }
    a->coarse = 1;
    CHECK(gui_i18n_set(lang));
    gui_app_set_scene(a, GUI_SCENE_NEWGAME);
    frames(a, 2);
    SDL_Rect middle = {0, a->h / 4, a->w, a->h / 2};
    for (int k = 0; k < 20 && a->setup.nplayers < 6; k++) /* Add player scrolls away on a small phone */
        if (!gui_ui_find(&a->ui, gui_tr(MSG_ADD_PLAYER), &rc) || !click_button(a, MSG_ADD_PLAYER))
            swipe_up(a, middle);
    frames(a, 2);
    CHECK(a->setup.nplayers == 6);
    check_controls(a, lang, "newgame6");
    CHECK(click_button(a, MSG_MODE));
    frames(a, 2);
    check_controls(a, lang, "newgame-options");
    int reached = shown(a, last);
    for (int k = 0; k < 30 && !reached; k++) {
        swipe_up(a, middle);
        reached = shown(a, last);
    }
    if (!reached)
        complain(a, lang, "newgame-options", "a swipe cannot reach the last row", last, middle);
    else
        check_controls(a, lang, "newgame-options-end");
    CHECK(a->scene == GUI_SCENE_NEWGAME);
    gui_app_free(a);
}


/* A phone's window (coarse pointer: a finger) of w x h in `lang`; NULL (a failed check) if
   none opens. */
static gui_app *phone_app(const char *lang, int w, int h)
{
    gui_app *a = harness_app(w, h, GUI_LANG_EN);
    CHECK(a != NULL);
    if (!a)
        return NULL;
    a->coarse = 1;
    CHECK(gui_i18n_set(lang));
    return a;
}
/* Every line of words the last frame drew (gui_text_log), for check_words. */
#define WORDS_MAX 512
static gui_text_drawn words[WORDS_MAX];

/* The last frame's words: on the screen, and under no control they are not the label of (a
   control's words lie inside it); words a panel drawn later hides (a dialog over the game)
   and the notice over everything are not read. */
static void check_words(gui_app *a, const char *lang, const char *screen)
{
    const gui_ui *ui = &a->ui;
    SDL_Rect win = {0, 0, a->w, a->h};
    int n = gui_text_logged();
    for (int i = 0; i < n && i < WORDS_MAX; i++) {
        SDL_Rect rc = words[i].rc, cut;
        int hidden = SDL_HasIntersection(&rc, &a->toast.rc);
        for (int k = 0; k < ui->npanels; k++)
            hidden |= ui->panel_after[k] > i && SDL_HasIntersection(&rc, &ui->panels[k]);
        if (words[i].clipped && !SDL_IntersectRect(&rc, &words[i].clip, &rc))
            continue; /* scrolled out of its window */
        if (hidden || rc.w <= 0 || rc.h <= 0)
            continue;
        if (!inside(rc, win))
            complain(a, lang, screen, "words off screen", words[i].text, rc);
        for (int j = 0; j < ui->nseen; j++) {
            SDL_Rect c = ui->seen[j].rc;
            if (SDL_IntersectRect(&rc, &c, &cut) && cut.w > 2 && cut.h > 2 && !inside(rc, (SDL_Rect){c.x - 1, c.y - 1, c.w + 2, c.h + 2}))
                complain(a, lang, screen, "words under a control", words[i].text, cut);
        }
    }
}

/* A touch screen's words name no mouse or key: complains of each such line of the n logged. */
static void no_mouse_words(gui_app *a, const char *screen, const gui_text_drawn *lines, int n)
{
    static const char *const banned[] = {"F11", "(M)", "click", "Click"};
    for (int i = 0; i < n; i++)
        for (size_t b = 0; b < sizeof banned / sizeof banned[0]; b++)
            if (strstr(lines[i].text, banned[b]))
                complain(a, "en", screen, "a mouse's or a key's words", lines[i].text, lines[i].rc);
}

/* The screens a small phone ran off or under (issue 99): Settings, the join form; in a game
   laid one turn deep, its history, Save as and the leave question; the replay and its history.
   Each is checked as check_controls does (on the screen, a finger's size, under nothing) and
   its words as check_words does. */
static void small_screens(const char *lang, int w, int h)
{
    gui_app *a = phone_app(lang, w, h);
    if (!a)
        return;
    gui_text_log(words, WORDS_MAX);
    static const struct {
        gui_scene scene;
        const char *name;
    } own[] = {{GUI_SCENE_SETTINGS, "settings"}, {GUI_SCENE_JOIN, "net"}};
    for (size_t k = 0; k < sizeof own / sizeof own[0]; k++) {
        gui_app_set_scene(a, own[k].scene);
        frames(a, 3);
        CHECK(a->scene == own[k].scene);
        check_controls(a, lang, own[k].name);
        check_words(a, lang, own[k].name);
    }
    gui_text_log(NULL, 0);
    gui_app_free(a);
    a = seated_app(lang, w, h, 2, 0);
    if (!a)
        return;
    gui_text_log(words, WORDS_MAX);
    frames(a, 30);
    gui_view(a)->glide = 0;
    frames(a, 3);
    gui_game *g = a->game;
    SDL_Rect rc;
    if (g->nplace > 0) { /* a move for the history and the replay to show */
        int sx, sy;
        cell_centre(a, g->place[0].x, g->place[0].y, &sx, &sy);
        click(a, sx, sy);
        frames(a, 3);
        if (drawn(a, MSG_END_TURN, &rc))
            click(a, rc.x + rc.w / 2, rc.y + rc.h / 2);
        frames(a, 3);
    }
    CHECK(session_len(a) > 0);
    key(a, SDLK_h, 0);
    frames(a, 2);
    CHECK(gui_view(a)->show_history);
    check_controls(a, lang, "history");
    check_words(a, lang, "history");
    key(a, SDLK_h, 0);
    frames(a, 2);
    static const struct {
        gui_dialog_kind kind;
        const char *name;
    } dialogs[] = {{GUI_DLG_SAVE_AS, "save-as"}, {GUI_DLG_LEAVE, "leave"}};
    for (size_t k = 0; k < sizeof dialogs / sizeof dialogs[0]; k++) {
        gui_dialog_open(a, dialogs[k].kind);
        frames(a, 3);
        CHECK(a->dlg.kind == dialogs[k].kind);
        check_controls(a, lang, dialogs[k].name);
        check_words(a, lang, dialogs[k].name);
        key(a, SDLK_ESCAPE, 0);
        frames(a, 2);
    }
    gui_app_set_scene(a, GUI_SCENE_RESULTS);
    frames(a, 3);
    CHECK(click_button(a, MSG_REPLAY));
    frames(a, 3);
    CHECK(a->scene == GUI_SCENE_REPLAY);
    if (a->scene == GUI_SCENE_REPLAY) {
        key(a, SDLK_END, 0);
        frames(a, 3);
        check_controls(a, lang, "replay");
        check_words(a, lang, "replay");
        key(a, SDLK_h, 0);
        frames(a, 2);
        check_controls(a, lang, "replay-history");
        check_words(a, lang, "replay-history");
    }
    gui_text_log(NULL, 0);
    gui_app_free(a);
}

/* The form of a new table on a server, its game page: the Play row with correspondence
   chosen (its six day buttons) must be reachable by swipes and every control fit a finger. */
static void server_form(const char *lang, int w, int h)
{
    gui_app *a = phone_app(lang, w, h);
    if (!a)
        return;
    gui_app_set_scene(a, GUI_SCENE_NEWGAME);
    gui_newgame_state_of(a)->host_form = 2; /* as "New table on a server" opens it */
    a->newgame_kept.net_pace = 14;
    frames(a, 2);
    CHECK(click_button(a, MSG_MODE));
    frames(a, 2);
    SDL_Rect middle = {0, a->h / 4, a->w, a->h / 2};
    int reached = shown(a, "14");
    for (int k = 0; k < 30 && !reached; k++) {
        swipe_up(a, middle);
        reached = shown(a, "14");
    }
    if (!reached)
        complain(a, lang, "server-form", "a swipe cannot reach the row", "14", middle);
    else
        check_controls(a, lang, "server-form-play");
    CHECK(a->newgame_kept.net_pace == 14 && a->scene == GUI_SCENE_NEWGAME);
    gui_app_free(a);
}

/* Fourteen saves, more than a phone's load list shows: swipes alone bring the last into view. */
static void load_list(const char *lang, int w, int h)
{
    char path[1200], err[256];
    cit_setup su;
    cit_status st;
    cit_setup_default(&su, 2, 3);
    SDL_strlcpy(su.players[0].name, "Anna", sizeof su.players[0].name);
    SDL_strlcpy(su.players[1].name, "Bob", sizeof su.players[1].name);
    cit_session *cs = cit_session_new(&su, &st);
    CHECK(cs != NULL);
    for (int i = 0; cs && i < 14; i++) {
        char name[32];
        snprintf(name, sizeof name, "phone-%02d", i);
        gui_named_save_path(name, path, sizeof path);
        CHECK(gui_save_session(cs, path, err, sizeof err) == 0);
    }
    cit_session_free(cs);
    gui_app *a = phone_app(lang, w, h);
    if (!a)
        return;
    gui_dialog_open(a, GUI_DLG_LOAD);
    frames(a, 3);
    CHECK(a->dlg.kind == GUI_DLG_LOAD && a->dlg.nnames >= 14);
    check_controls(a, lang, "load");
    const char *last = a->dlg.nnames > 0 ? a->dlg.names[a->dlg.nnames - 1] : "";
    SDL_Rect list = {0, 0, 0, 0}; /* the rows drawn: from the first's top to the last's foot */
    for (int i = 0; i < a->ui.nseen; i++)
        for (int k = 0; k < a->dlg.nnames; k++)
            if (!strcmp(a->ui.seen[i].label, a->dlg.names[k]))
                SDL_UnionRect(&list, &a->ui.seen[i].rc, &list);
    int reached = shown(a, last);
    for (int k = 0; k < 30 && !reached && list.w > 0; k++) {
        swipe_up(a, list);
        reached = a->dlg.kind == GUI_DLG_LOAD && shown(a, last);
    }
    if (!reached)
        complain(a, lang, "load", "a swipe cannot reach the last row", last, list);
    CHECK(a->dlg.kind == GUI_DLG_LOAD && a->scene == GUI_SCENE_MENU); /* a swipe loads no save */
    gui_app_free(a);
}

/* "My games" with a card of every kind: Open and Remove a finger's size, on the screen. */
static void my_games(const char *lang, int w, int h)
{
    gui_app *a = phone_app(lang, w, h);
    if (!a)
        return;
    harness_mygames_cards(a);
    CHECK(a->scene == GUI_SCENE_MYGAMES);
    check_controls(a, lang, "mygames");
    gui_app_free(a);
}

/* My games' absence dialog over its cards: the days' − and +, Go away and Cancel a finger's
   size, on the screen, over nothing else that takes a tap. */
static void away_dialog(const char *lang, int w, int h)
{
    gui_app *a = phone_app(lang, w, h);
    if (!a)
        return;
    harness_mygames_cards(a);
    gui_mygames_state *st = gui_mygames_state_of(a);
    CHECK(st != NULL);
    if (st) {
        st->away_at = 1;
        st->away_days = 7;
        frames(a, 2);
        check_controls(a, lang, "mygames-away");
    }
    gui_app_free(a);
}

/* The cells the acrobats' question lights (a space to climb, a pyramid to score) wholly on the
   board, under no dialog and no button: the player sees what the question is about. */
static void acrobat_cells_in_sight(gui_app *a, const char *lang, const char *screen)
{
    const cit_game *e = gui_game_engine(a->game);
    cit_move ms[64];
    int n = cit_game_legal_moves(e, ms, 64), lit = 0;
    for (int i = 0; i < n && i < 64; i++) {
        if (ms[i].type != CIT_MOVE_BIGTOP_PYRAMID && !(ms[i].type == CIT_MOVE_BIGTOP_ACROBAT && ms[i].arg0))
            continue;
        SDL_Rect rc = gui_camera_cell_rect(&gui_view(a)->cam, ms[i].x, ms[i].y), in;
        char label[64];
        snprintf(label, sizeof label, "cell %d,%d", ms[i].x, ms[i].y);
        lit++;
        if (!SDL_IntersectRect(&rc, &gui_drawn(a)->board_rc, &in) || in.w != rc.w || in.h != rc.h)
            complain(a, lang, screen, "off the board", label, rc);
        for (int k = 0; k < a->ui.npanels; k++)
            if (SDL_IntersectRect(&rc, &a->ui.panels[k], &in))
                complain(a, lang, screen, "under the dialog", label, in);
        for (int k = 0; k < a->ui.nseen; k++)
            if (SDL_IntersectRect(&rc, &a->ui.seen[k].rc, &in))
                complain(a, lang, screen, "under a button", label, in);
    }
    CHECK(lit > 0);
}

/* One more frame, its words read: no player's name drawn cut short with "…" (a seat of the
   bazaar's table said "Ce…"). */
static void names_whole(gui_app *a, const char *lang, const char *screen)
{
    const cit_setup *su = cit_game_setup(gui_game_engine(a->game));
    gui_text_log(words, WORDS_MAX);
    frame(a);
    int n = gui_text_logged() < WORDS_MAX ? gui_text_logged() : WORDS_MAX;
    for (int i = 0; i < n; i++) {
        size_t len = strlen(words[i].text);
        if (len < 3 || strcmp(words[i].text + len - 3, "\xE2\x80\xA6"))
            continue;
        for (int p = 0; p < su->nplayers; p++)
            if (!strncmp(su->players[p].name, words[i].text, len - 3))
                complain(a, lang, screen, "a name cut short", words[i].text, words[i].rc);
    }
    CHECK(n > 0);
    gui_text_log(NULL, 0);
}

/* Whether text is word (its soft hyphens, U+00AD, left out), or a part of it broken at one:
   "Auktio-", "nator". */
static int part_of(const char *text, const char *word)
{
    char whole[128], part[128];
    size_t n = 0, len = strlen(text);
    for (const char *c = word; *c && n + 1 < sizeof whole; c++)
        if ((unsigned char)c[0] == 0xC2 && (unsigned char)c[1] == 0xAD)
            c++;
        else
            whole[n++] = *c;
    whole[n] = 0;
    if (!strcmp(text, whole))
        return 1;
    SDL_strlcpy(part, text, sizeof part);
    if (len > 1 && part[len - 1] == '-')
        part[len - 1] = 0;
    return n != strlen(word) && part[0] && strstr(whole, part);
}

/* The bazaar's seats hold their words: a name, the auctioneer's tag ("Auktionator" on a small
   phone's narrow seat) or what they did on the lot lies inside its seat, clear of its sides by
   GUI_SIZE_NUDGE. The words from the
   table's title on are its own (what it covers is drawn before); a notice over it is put away. */
static void seat_words_inside(gui_app *a, const char *lang, const char *screen)
{
    const gui_bazaar_ui *bu = gui_bazaar_of(a->game);
    const cit_setup *su = cit_game_setup(gui_game_engine(a->game));
    const char *auctioneer = bazaar_tr(BZ_AUCTIONEER);
    int checked = 0, nudge = gui_px(&a->ui, GUI_SIZE_NUDGE);
    a->toast.text[0] = 0;
    a->toast.nqueue = 0;
    gui_text_log(words, WORDS_MAX);
    frame(a);
    int n = gui_text_logged() < WORDS_MAX ? gui_text_logged() : WORDS_MAX, from = n;
    for (int i = 0; i < n; i++)
        if (!strcmp(words[i].text, bazaar_tr(BZ_TITLE)))
            from = i + 1;
    for (int i = from; i < n; i++) {
        SDL_Point mid = {words[i].rc.x + words[i].rc.w / 2, words[i].rc.y + words[i].rc.h / 2};
        for (int p = 0; p < su->nplayers; p++) {
            int own = part_of(words[i].text, auctioneer) || SDL_PointInRect(&mid, &bu->status_rc[p]);
            for (int q = 0; q < su->nplayers; q++)
                own |= !strcmp(words[i].text, su->players[q].name);
            if (!own || !SDL_PointInRect(&mid, &bu->seat_rc[p]))
                continue;
            checked++;
            SDL_Rect seat = bu->seat_rc[p];
            seat.x += nudge;
            seat.w -= 2 * nudge;
            if (!inside(words[i].rc, seat))
                complain(a, lang, screen, "words wider than their seat", words[i].text, words[i].rc);
        }
    }
    if (checked < su->nplayers) /* each seat's name at least */
        complain(a, lang, screen, "seats not found by their words", bazaar_tr(BZ_TITLE), (SDL_Rect){0, 0, 0, 0});
    gui_text_log(NULL, 0);
}

/* A phone-sized window playing the save `text` (two people at this screen), at a decision of a
   module's own: its dialog's buttons and End turn / Undo must fit a finger on the screen. */
static void module_decision(const char *lang, int w, int h, const char *screen, const char *text, int decision)
{
    char path[600];
    snprintf(path, sizeof path, "%s/%s.sav", tmpdir, screen);
    FILE *f = fopen(path, "w");
    if (!f) {
        CHECK(0);
        return;
    }
    fputs(text, f);
    fclose(f);
    gui_app *a = phone_app(lang, w, h);
    if (!a)
        return;
    if (gui_app_load_game(a, path) != 0 || !a->game) {
        CHECK(0);
        gui_app_free(a);
        return;
    }
    frames(a, 40); /* the camera's glide beside the dialog */
    gui_view(a)->glide = 0;
    frames(a, 3);
    CHECK(cit_game_pending(gui_game_engine(a->game)).decision == decision);
    if (!strcmp(lang, "en")) { /* the question's words say "tap", never "click" */
        gui_text_log(words, WORDS_MAX);
        frame(a);
        no_mouse_words(a, screen, words, gui_text_logged() < WORDS_MAX ? gui_text_logged() : WORDS_MAX);
        gui_text_log(NULL, 0);
    }
    check_controls(a, lang, screen);
    if (decision == CIT_DECIDE_BIGTOP_ACROBATS)
        acrobat_cells_in_sight(a, lang, screen);
    names_whole(a, lang, screen);
    if (decision == CIT_DECIDE_BAZAAR_PICK || decision == CIT_DECIDE_BAZAAR_BID || decision == CIT_DECIDE_BAZAAR_DEAL)
        seat_words_inside(a, lang, screen);
    /* a dialog docked over the side panel's Hint has one of its own (a hint answers the
       decision too), in its last row of buttons, and a tap on the Hint asks */
    if (gui_view(a)->decide.over_rc.w > 0 && gui_hint_offered(a)) {
        SDL_Rect rc;
        int hint = nth_button(a, "hint", 0, &rc); /* the panel's, where the dialog leaves it uncovered */
        docked_dialogs++;
        docked_hints += hint;
        if (!hint) {
            complain(a, lang, screen, "no Hint on the dialog covering it", "hint", gui_view(a)->decide.over_rc);
        } else {
            click(a, rc.x + rc.w / 2, rc.y + rc.h / 2);
            frames(a, 2);
            CHECK(gui_hint_thinking(a) || gui_hint_shown(a));
        }
    }
    /* the dialog's buttons cover none of the panel's, greyed or not (its own check above sees
       only the enabled ones) */
    const gui_ui *ui = &a->ui;
    for (int i = 0; i < ui->nseen; i++)
        for (int j = 0; j < ui->nseen && ui->seen[i].enabled; j++) {
            SDL_Rect cut;
            if (!ui->seen[j].enabled && SDL_IntersectRect(&ui->seen[i].rc, &ui->seen[j].rc, &cut) && cut.w > 2 && cut.h > 2) {
                char both[300];
                snprintf(both, sizeof both, "%s\" over \"%s", ui->seen[i].label, ui->seen[j].label);
                complain(a, lang, screen, "covered", both, cut);
            }
        }
    gui_app_free(a);
}

/* Hills & Sheep's flock question (as tests/scenarios/hills-shepherd-grow-gather.scn) and the Big
   Top's acrobats (as bigtop-acrobats-pyramid.scn). */
static void module_decisions(const char *lang, int w, int h)
{
    module_decision(lang, w, h, "flock",
                    "citadela-save 2\nmode classic\noption shepherd 1\nseed 1\nplayer human 0 Anna\n"
                    "player human 1 Bedřich\ntiles D B E B B B\nmove place B 0,1 r0\nmove shepherd f1\n"
                    "move place E 0,-1 r2\nmove shepherd none\nmove place B 1,1 r0\nend\n",
                    CIT_DECIDE_HILLS_FLOCK);
    module_decision(lang, w, h, "acrobats",
                    "citadela-save 2\nmode classic\noption bigtop 1\noption circus 1\noption acrobats 1\n"
                    "option ringmaster 1\nseed 1\nplayer human 0 Anna\nplayer human 1 Bedřich\n"
                    "tiles D BT-01 E E E E E\nmove place BT-01 0,1 r0\nend\n",
                    CIT_DECIDE_BIGTOP_ACROBATS);
    /* The bazaar's table (the whole window on a phone) at each question of a three-player game
       just after the bazaar tile, as test_layout_gui's: the auctioneer's pick, a bid, the deal;
       the longest names seat_names holds. */
    static const struct {
        const char *moves, *screen;
        int decision;
    } bazaar[] = {
        {"", "bazaar", CIT_DECIDE_BAZAAR_PICK},
        {"move pick 0 2\n", "bazaar-bid", CIT_DECIDE_BAZAAR_BID},
        {"move pick 0 2\nmove bid 3\nmove bid pass\n", "bazaar-deal", CIT_DECIDE_BAZAAR_DEAL},
    };
    for (size_t k = 0; k < sizeof bazaar / sizeof bazaar[0]; k++) {
        char text[512];
        snprintf(text, sizeof text,
                 "citadela-save 2\nmode classic\noption bazaar 1\noption bazaar_no_auction 0\nseed 1\n"
                 "player human 0 Dobromila\nplayer human 1 František\nplayer human 2 Cecílie\n"
                 "tiles D BCB-6 B E A U B U U U V V\nmove place BCB-6 0,1 r0\n%send\n",
                 bazaar[k].moves);
        module_decision(lang, w, h, bazaar[k].screen, text, bazaar[k].decision);
    }
}

/* The new-game options with the Big Top and Hills & Sheep ticked (their parts listed under
   them): every row a finger's size, the last one in a swipe's reach. */
static void newgame_bigtop_hills(const char *lang, int w, int h)
{
    gui_app *a = phone_app(lang, w, h);
    if (!a)
        return;
    static const char *const opts[] = {"bigtop", "circus", "acrobats", "ringmaster", "hills_sheep", "shepherd"};
    for (size_t k = 0; k < sizeof opts / sizeof opts[0]; k++)
        CHECK(cit_option_set(&a->setup.opt, cit_option_find(opts[k], strlen(opts[k])), 1));
    gui_app_set_scene(a, GUI_SCENE_NEWGAME);
    frames(a, 2);
    CHECK(click_button(a, MSG_MODE)); /* a phone's second page */
    frames(a, 2);
    SDL_Rect middle = {0, a->h / 4, a->w, a->h / 2};
    check_controls(a, lang, "newgame-bigtop-hills");
    for (int m = 0; m < cit_mode_count(); m++) { /* every game mode a button (The City's was left out) */
        const cit_mode_def *d = cit_mode_def_at(m);
        if (d && gui_mode_shown(m) && !shown(a, gui_translate(d->label_en)))
            complain(a, lang, "newgame-bigtop-hills", "a game mode without its button", gui_translate(d->label_en),
                     (SDL_Rect){0, 0, 0, 0});
    }
    int bigtop = shown(a, gui_translate("Under the Big Top"));
    for (int k = 0; k < 30; k++) { /* down the list, every screenful checked */
        swipe_up(a, middle);
        check_controls(a, lang, "newgame-bigtop-hills-swiped");
        bigtop |= shown(a, gui_translate("Under the Big Top"));
    }
    CHECK(bigtop); /* the list this looks at is the options' */
    CHECK(a->scene == GUI_SCENE_NEWGAME);
    gui_app_free(a);
}

/* On a touch screen Settings and the new-game form speak of taps: no key's name, no click
   (a tall window, so every row of Settings is drawn). */
static void touch_words(void)
{
    static gui_text_drawn lines[512];
    static const char *const banned[] = {"F11", "(M)", "click", "Click"};
    static const gui_scene scenes[] = {GUI_SCENE_SETTINGS, GUI_SCENE_NEWGAME};
    for (size_t k = 0; k < sizeof scenes / sizeof scenes[0]; k++) {
        gui_app *a = harness_app(390, 2400, GUI_LANG_EN);
        if (!a) {
            CHECK(0);
            return;
        }
        a->coarse = 1;
        gui_app_set_scene(a, scenes[k]);
        frames(a, 2);
        gui_text_log(lines, 512);
        frame(a);
        int n = gui_text_logged() < 512 ? gui_text_logged() : 512;
        no_mouse_words(a, k ? "newgame" : "settings", lines, n);
        for (int i = 0; i < a->ui.nseen; i++)
            for (size_t b = 0; b < sizeof banned / sizeof banned[0]; b++)
                if (strstr(a->ui.seen[i].label, banned[b]))
                    complain(a, "en", k ? "newgame" : "settings", "a mouse's or a key's words", a->ui.seen[i].label,
                             a->ui.seen[i].rc);
        CHECK(n > 10);
        gui_text_log(NULL, 0);
        gui_app_free(a);
    }
}

/* The first start's welcome over the menu: its panel, every line it writes and its three buttons
   on the screen (it ran past a small phone's foot, its title past the right edge). */
static void welcome(const char *lang, int w, int h)
{
    static gui_text_drawn lines[256];
    gui_app *a = phone_app(lang, w, h);
    if (!a)
        return;
    a->settings.first_start = 1;
    gui_app_set_scene(a, GUI_SCENE_MENU);
    frames(a, 2);
    gui_text_log(lines, 256);
    frame(a);
    SDL_Rect win = {0, 0, a->w, a->h}, rc;
    int n = gui_text_logged() < 256 ? gui_text_logged() : 256;
    for (int i = 0; i < n; i++)
        if (!inside(lines[i].rc, win))
            complain(a, lang, "welcome", "words off screen", lines[i].text, lines[i].rc);
    gui_text_log(NULL, 0);
    CHECK(n > 3 && a->ui.npanels > 0);
    for (int i = 0; i < a->ui.npanels; i++) /* the menu's own panel waits: only the welcome's */
        if (!inside(a->ui.panels[i], win))
            complain(a, lang, "welcome", "a panel off screen", "welcome", a->ui.panels[i]);
    check_controls(a, lang, "welcome");
    static const lesson_text_id buttons[] = {LESSON_FIRST_PLAY, LESSON_NOT_NOW};
    CHECK(drawn(a, MSG_LEARN_TO_PLAY, &rc) && inside(rc, win));
    for (int k = 0; k < 2; k++) {
        int found = 0;
        for (int i = 0; i < a->ui.nseen; i++)
            found |= !strcmp(a->ui.seen[i].label, lesson_tr(buttons[k])) && inside(a->ui.seen[i].rc, win);
        CHECK(found);
    }
    CHECK(a->settings.first_start); /* only shown: nothing pressed */
    gui_app_free(a);
}

int main(int argc, char **argv)
{
    harness_read_args(argc, argv);
    if (harness_start("layout-phone-test", "layout-phone-gui") != 0)
        return 1;
    touch_words();
    static const int sizes[][2] = {{390, 844}, {844, 390}, {360, 640}, {1024, 600}};
    static const char *const all_langs[] = {"en", "cs", "de", "es", "fr", "pl"};
    const int nsizes = (int)(sizeof sizes / sizeof sizes[0]), nall = (int)(sizeof all_langs / sizeof all_langs[0]);
    for (int l = 0; l < nall; l++)
        for (int s = 0; s < nsizes; s++)
            if (harness_swept(l, nall, s, nsizes))
                welcome(all_langs[l], sizes[s][0], sizes[s][1]);
    static const char *const langs[] = {"en", "de"};
    const char *only = getenv("LAYOUT_ONLY"); /* a size (WxH) alone, while mending one */
    const int nlangs = (int)(sizeof langs / sizeof langs[0]);
    for (int l = 0; l < nlangs; l++)
        for (int s = 0; s < nsizes; s++) {
            int w = sizes[s][0], h = sizes[s][1];
            if ((only && !sized(only, sizes[s])) || !harness_swept(l, nlangs, s, nsizes))
                continue;
            for (int np = 2; np <= 6; np += 2)
                for (int big = 0; big < 2; big++)
                    game_turn(langs[l], w, h, np, big);
            if (w != 1024)
                later_turns(langs[l], w, h);
            newgame_lists(langs[l], w, h);
            server_form(langs[l], w, h);
            load_list(langs[l], w, h);
            lesson_steps(langs[l], w, h);
            turn_names(langs[l], w, h);
            my_games(langs[l], w, h);
            away_dialog(langs[l], w, h);
            module_decisions(langs[l], w, h);
            newgame_bigtop_hills(langs[l], w, h);
            if (w == 360 && h == 640)
                small_screens(langs[l], w, h);
        }
    /* a six-player Big Box game in the other languages: its first turn at each phone size, its
       later ones at one size a language (cs, es, fr and pl take the three in turn) */
    for (int l = 0; l < nall; l++)
        for (int s = 0; s < nsizes - 1 /* the phones */; s++)
            if (strcmp(all_langs[l], "en") && strcmp(all_langs[l], "de") && harness_swept(l, nall, s, nsizes - 1) &&
                !(only && !sized(only, sizes[s]))) {
                game_turn(all_langs[l], sizes[s][0], sizes[s][1], 6, 1);
                if (l % (nsizes - 1) == s)
                    later_turns(all_langs[l], sizes[s][0], sizes[s][1]);
            }
    /* a phone's screen at 3 pixels a point, as most phones have: every seat count and box, upright
       and on its side (the window tests draw at 1 pixel a point elsewhere) */
    pixels_a_point = 3;
    for (int s = 0; s < 2; s++) {
        /* swept (the sanitizer pass), upright only: nine times the pixels cost it most */
        if ((only && !sized(only, sizes[s])) || (harness_sweep && s > 0))
            continue;
        for (int np = 2; np <= 6; np += 2)
            for (int big = 0; big < 2; big++)
                game_turn("en", sizes[s][0], sizes[s][1], np, big);
        later_turns("en", sizes[s][0], sizes[s][1]);
    }
    pixels_a_point = 1;
    /* the module dialogs in every language on the small phone, whose board is shortest */
    for (int l = 0; l < nall; l++)
        if (harness_swept(l, nall, 2 /* 360x640 */, nsizes))
            module_decisions(all_langs[l], 360, 640);
    CHECK(bad == 0);
    printf("  %d module dialogs docked over the side panel, %d with a Hint to tap\n", docked_dialogs, docked_hints);
    printf("layout-phone-gui: %d passed, %d failed (%d controls off the screen, too small, covered or out of a "
           "swipe's reach)\n",
           passed, failed, bad);
    IMG_Quit();
    SDL_Quit();
    harness_finish();
    fflush(stdout);
    return failed ? 1 : 0;
}
