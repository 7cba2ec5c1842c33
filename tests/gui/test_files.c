/* Headless GUI tests of files and words: a corrupt or damaged autosave (the message, the
   offer to play on from the good moves), the field hover's words and the history lines. */
#define _XOPEN_SOURCE 700
#include "app/app.h"
#include "app/i18n.h"
#include "app/saves.h"
#include "scenes/game/game_panels.h"
#include "scenes/scenes.h"
#include "harness.h"

#include <SDL_image.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* A field's hover line counts its finished cities in the right number and says what it
   will score at the end (it scores nothing "now"), in both languages. */
static void test_field_line(void)
{
    const char *save = "citadela-save 2\nmode classic\nseed 1\nplayer human 0 Anna\nplayer human 1 Bob\n"
                       "tiles D E U U U\nmove place E 0,-1 r2\nend\n";
    cit_setup s;
    cit_status st;
    cit_load_error le;
    cit_setup_default(&s, 2, 1);
    cit_session *sess = cit_session_new(&s, &st);
    CHECK(sess && cit_session_load(sess, save, strlen(save), &le) == CIT_OK);
    if (!sess)
        return;
    char line[240];
    gui_lang was = harness_lang_now();
    gui_i18n_set(harness_lang(GUI_LANG_EN));
    gui_feature_line(cit_session_game(sess), 0, -1, 1, 0, line, sizeof line);
    CHECK(strstr(line, "feeds 1 finished city · 3 points at the end") != NULL);
    gui_i18n_set(harness_lang(GUI_LANG_CS));
    gui_feature_line(cit_session_game(sess), 0, -1, 1, 0, line, sizeof line);
    CHECK(strstr(line, "živí 1 dokončené město · 3 body na konci hry") != NULL);
    /* The field south of D's road touches no finished city: it says so, not "feeds 0". */
    gui_i18n_set(harness_lang(GUI_LANG_EN));
    gui_feature_line(cit_session_game(sess), 0, 0, 3, 0, line, sizeof line);
    CHECK(strstr(line, "no finished city yet · 0 points at the end") != NULL && strstr(line, "feeds 0") == NULL);
    gui_i18n_set(harness_lang(was));
    cit_session_free(sess);
}

/* The history tells each move as a player would: what the tile shows and where it went from the
   start, which follower went on what, what a score was for (here a knight closing a
   city of 2 tiles), in both languages. */
static void test_history_words(void)
{
    char path[1200], err[128];
    gui_named_save_path("history-words", path, sizeof path);
    const char *save = "citadela-save 2\nmode classic\nseed 1\nplayer human 0 Anna\nplayer human 1 Bob\n"
                       "tiles D E U U U\nmove place E 0,-1 r2 f0\nmove place U 0,1 r0\nend\n";
    CHECK(gui_write_atomic(path, save, strlen(save), err, sizeof err) == 0);
    for (int lang = 0; lang < 2; lang++) {
        gui_app *a = harness_app(1280, 800, lang);
        CHECK(a && gui_app_load_game(a, path) == 0 && a->game);
        if (!a || !a->game) {
            gui_app_free(a);
            continue;
        }
        gui_game *g = a->game;
        CHECK(g->nlog >= 3);
        const char *want[2][3] = {{"Anna: city, 1 tile north of the start · knight (city, 2 tiles)",
                                   "  Anna +4 · city, 2 tiles", "Bob: road, 1 tile south of the start"},
                                  {"Anna: město, 1 kartička severně od startu · rytíř (město, 2 kartičky)",
                                   "  Anna +4 · město, 2 kartičky", "Bob: cesta, 1 kartička jižně od startu"}};
        for (int i = 0; i < 3 && i < g->nlog; i++) {
            if (strcmp(g->log[i], want[lang][i]) != 0)
                fprintf(stderr, "history line %d: '%s', want '%s'\n", i, g->log[i], want[lang][i]);
            CHECK(strcmp(g->log[i], want[lang][i]) == 0);
        }
        gui_app_free(a);
    }
    remove(path);
}

/* Writes `text` as the autosave at `path` and presses Continue in a new window: the message
   about it is up. NULL (after a failed check) if no window opens. */
static gui_app *continue_from(const char *path, const char *text)
{
    char err[128];
    CHECK(gui_write_atomic(path, text, strlen(text), err, sizeof err) == 0);
    gui_app *a = harness_app(1024, 600, GUI_LANG_EN);
    CHECK(a != NULL);
    if (!a)
        return NULL;
    frames(a, 2);
    CHECK(click_label(a, gui_tr(MSG_CONTINUE)));
    CHECK(a->dlg.kind == GUI_DLG_MESSAGE && a->scene == GUI_SCENE_MENU);
    return a;
}

/* A corrupt autosave: Continue shows a readable message and the menu stays usable. */
static void test_corrupt_autosave(void)
{
    char path[1200];
    gui_autosave_path(path, sizeof path);
    gui_app *a = continue_from(path, "citadela-save 999\ngarbage here\n");
    if (!a)
        return;
    CHECK(strstr(a->dlg.text, "autosave") != NULL);
    click_label(a, gui_tr(MSG_OK));
    CHECK(a->dlg.kind == GUI_DLG_NONE);
    /* Moved aside (renamed, not deleted), so Continue is not offered for it again. */
    CHECK(!gui_file_exists(path));
    char names[GUI_MAX_SAVES][GUI_SAVE_NAME];
    int n = gui_list_saves(names, GUI_MAX_SAVES), aside = 0;
    for (int i = 0; i < n; i++)
        aside |= strncmp(names[i], "unreadable-autosave", 19) == 0;
    CHECK(aside);
    frames(a, 2);
    SDL_Rect rc;
    int enabled = -1;
    for (int i = 0; i < a->ui.nseen; i++)
        if (!strcmp(a->ui.seen[i].label, gui_tr(MSG_CONTINUE)))
            enabled = a->ui.seen[i].enabled;
    CHECK(enabled == 0);
    (void)rc;
    CHECK(click_label(a, gui_tr(MSG_NEW_GAME)) && a->scene == GUI_SCENE_NEWGAME);
    CHECK(a->dlg.recover_moves == 0); /* a broken header: nothing to play on from */
    gui_app_free(a);
    remove(path);
}

/* A damaged autosave whose first moves are fine (line 11, the 5th move, is impossible): the message
   names the line once, without nested brackets, and offers to play on from move 4; doing so
   gives exactly the game of those 4 moves, and the damaged file stays as it was. */
static void test_damaged_autosave_recovery(void)
{
    char path[1200], err[128];
    gui_autosave_path(path, sizeof path);
    const char *save = "citadela-save 2\nmode classic\nseed 5\nplayer human 0 Anna\nplayer human 1 Bedřich\n"
                       "tiles D K J O Q N D D D P U V E H B U B S V S H R N V P B U K U R F T E P K W L V U L A W V L J W E"
                       " G N A B U E I V V O W M U M F C H U E V V J I X R\n"
                       "move place K -1,0 r2 f2\nmove place J -1,-1 r1 f2\nmove place O -1,1 r1 f2\n"
                       "move place Q 0,1 r2 f0\nmove place N 9,9 r0\nmove place D 0,-1 r0\nend\n";
    gui_app *a = continue_from(path, save);
    if (!a)
        return;
    CHECK(strstr(a->dlg.text, "line 11:") != NULL);
    CHECK(strstr(a->dlg.text, "((") == NULL && strstr(a->dlg.text, "))") == NULL);
    CHECK(strstr(a->dlg.text, "a move the rules do not allow") != NULL);
    CHECK(a->dlg.recover_moves == 4 && a->dlg.recover_line == 11);
    char shot[512];
    snprintf(shot, sizeof shot, "%s/recover.png", tmpdir);
    CHECK(gui_app_screenshot(a, shot) == 0);
    char kept[1200];
    SDL_strlcpy(kept, a->dlg.recover, sizeof kept);
    CHECK(click_label(a, "Play on from move 4"));
    CHECK(a->dlg.kind == GUI_DLG_NONE && a->scene == GUI_SCENE_GAME && a->game);
    CHECK(a->game && cit_session_length(a->game->sess) == 4);
    /* The kept file still holds the damaged game, byte for byte. */
    size_t len = 0;
    char *text = gui_read_file(kept, &len);
    CHECK(text && len == strlen(save) && memcmp(text, save, len) == 0);
    free(text);
    /* The autosave is now the recovered game and loads cleanly. */
    int line = 0;
    cit_setup s;
    cit_status st;
    cit_setup_default(&s, 2, 1);
    cit_session *sess = cit_session_new(&s, &st);
    CHECK(sess && gui_load_session(sess, path, &line, err, sizeof err) == 0 && cit_session_length(sess) == 4);
    cit_session_free(sess);
    gui_app_free(a);
    remove(path);
}

/* A truncated autosave (cut at a line's end, or in the middle of a move, as a crash leaves it):
   the message is one plain sentence (no engine words, quotes or brackets) and playing on from the
   moves that replay is offered, as for any damaged autosave. */
static void test_truncated_autosave(void)
{
    static const char head[] = "citadela-save 2\nmode classic\nseed 5\nplayer human 0 Anna\nplayer human 1 Bedřich\n"
                               "tiles D K J O Q N D D D P U V E H B U B S V S H R N V P B U K U R F T E P K W L V U L A W"
                               " V L J W E G N A B U E I V V O W M U M F C H U E V V J I X R\n"
                               "move place K -1,0 r2 f2\nmove place J -1,-1 r1 f2\nmove place O -1,1 r1 f2\n"
                               "move place Q 0,1 r2 f0\n";
    const char *tails[2] = {"", "move pla"};
    for (int k = 0; k < 2; k++) {
        for (int lang = 0; lang < 2; lang++) {
            char path[1200], err[128], text[1024];
            gui_autosave_path(path, sizeof path);
            snprintf(text, sizeof text, "%s%s", head, tails[k]);
            CHECK(gui_write_atomic(path, text, strlen(text), err, sizeof err) == 0);
            gui_app *a = harness_app(1024, 600, lang);
            if (!a)
                continue;
            frames(a, 2);
            CHECK(click_label(a, gui_tr(MSG_CONTINUE)));
            CHECK(a->dlg.kind == GUI_DLG_MESSAGE);
            const char *m = a->dlg.text;
            size_t n = strlen(m);
            int plain = n > 20 && !strchr(m, '(') && !strchr(m, '\'') && !strstr(m, "truncated") &&
                        !strstr(m, "parse") && strchr(m, '.') == m + n - 1;
            if (!plain)
                fprintf(stderr, "truncated autosave (%d, %s): '%s'\n", k, lang ? "cs" : "en", m);
            CHECK(plain);
            CHECK(a->dlg.recover_moves == 4);
            if (harness_shots) {
                char name[64];
                snprintf(name, sizeof name, "truncated-%d-%s", k, lang ? "cs" : "en");
                harness_shot(a, name);
            }
            if (a->dlg.recover_moves == 4 && lang == 1) {
                char label[64];
                gui_subst(label, sizeof label, gui_tr(MSG_RECOVER), "4", NULL, NULL);
                CHECK(click_label(a, label));
                CHECK(a->scene == GUI_SCENE_GAME && a->game && cit_session_length(a->game->sess) == 4);
            }
            gui_app_free(a);
            remove(path);
        }
    }
}

/* Kept unfinished games (each New game after one keeps the autosave as "unfinished-DATE") stay
   at most GUI_KEEP_UNFINISHED, the newest; a save the player named is never removed, even one
   whose name begins alike. */
static void test_unfinished_kept_few(void)
{
    char path[1200], mine[1200], err[128], name[GUI_SAVE_NAME], last[GUI_SAVE_NAME] = "";
    gui_autosave_path(path, sizeof path);
    gui_named_save_path("unfinished-by-me", mine, sizeof mine);
    static const char game[] = "citadela-save 2\nmode classic\nseed %d\nplayer human 0 Anna\n"
                               "player human 1 Bedřich\nmove place 1,0 r0\nend\n";
    char text[400];
    snprintf(text, sizeof text, game, 99);
    CHECK(gui_write_atomic(mine, text, strlen(text), err, sizeof err) == 0);
    for (int k = 0; k < GUI_KEEP_UNFINISHED + 3; k++) {
        snprintf(text, sizeof text, game, k + 1); /* a game of one move: something to lose */
        CHECK(gui_write_atomic(path, text, strlen(text), err, sizeof err) == 0);
        CHECK(gui_keep_unfinished_autosave(name, sizeof name) == 1);
        SDL_strlcpy(last, name, sizeof last);
    }
    char names[GUI_MAX_SAVES][GUI_SAVE_NAME];
    int n = gui_list_saves(names, GUI_MAX_SAVES), kept = 0, newest = 0, by_me = 0;
    char prefix[64];
    snprintf(prefix, sizeof prefix, "%s-2", gui_tr(MSG_UNFINISHED_PREFIX)); /* the window's language */
    for (int i = 0; i < n; i++) {
        kept += strncmp(names[i], prefix, strlen(prefix)) == 0;
        newest |= !strcmp(names[i], last);
        by_me |= !strcmp(names[i], "unfinished-by-me");
    }
    CHECK(kept == GUI_KEEP_UNFINISHED && newest && by_me);
    for (int i = 0; i < n; i++)
        if (!strncmp(names[i], prefix, strlen(prefix)) || !strcmp(names[i], "unfinished-by-me")) {
            char p[1200];
            gui_named_save_path(names[i], p, sizeof p);
            remove(p);
        }
}

/* Saves whose name is a kept unfinished game's, in the window's language. */
static int unfinished_saves(void)
{
    char names[GUI_MAX_SAVES][GUI_SAVE_NAME], prefix[64];
    snprintf(prefix, sizeof prefix, "%s-", gui_tr(MSG_UNFINISHED_PREFIX));
    int n = gui_list_saves(names, GUI_MAX_SAVES), k = 0;
    for (int i = 0; i < n; i++)
        k += strncmp(names[i], prefix, strlen(prefix)) == 0;
    return k;
}

/* A game left for the menu (its dialog says another game replaces it) and then a new game: Load
   gains no "unfinished-DATE" save. Continue plays the left game on; a game replaced from
   within (Ctrl+L) is still kept. */
static void test_left_game_not_kept(void)
{
    gui_app *a = harness_app(1280, 800, GUI_LANG_EN);
    if (!a)
        return;
    frames(a, 2);
    cit_setup s;
    cit_setup_default(&s, 2, 4);
    CHECK(gui_app_start_game(a, &s) == 0);
    frames(a, 2);
    CHECK(play_one(a));
    int before = unfinished_saves();
    gui_dialog_open(a, GUI_DLG_LEAVE);
    frame(a);
    CHECK(strstr(a->dlg.text, "until you start or load another game") != NULL);
    key(a, SDLK_RETURN, 0);
    frames(a, 2);
    CHECK(a->scene == GUI_SCENE_MENU);
    CHECK(gui_app_start_game(a, &s) == 0);
    frames(a, 2);
    CHECK(unfinished_saves() == before);
    if (unfinished_saves() != before)
        fprintf(stderr, "leaving a game and starting another kept %d unfinished saves\n", unfinished_saves() - before);
    /* the game just started, played on and replaced without leaving it, is kept */
    CHECK(play_one(a));
    CHECK(gui_app_start_game(a, &s) == 0);
    frames(a, 2);
    CHECK(unfinished_saves() == before + 1);
    gui_app_free(a);
}

int main(void)
{
    if (harness_start("files-test", "files") != 0)
        return 1;
    test_corrupt_autosave();
    test_damaged_autosave_recovery();
    test_truncated_autosave();
    test_field_line();
    test_history_words();
    test_unfinished_kept_few();
    test_left_game_not_kept();
    IMG_Quit();
    SDL_Quit();
    harness_finish();
    printf("files: %d passed, %d failed\n", passed, failed);
    fflush(stdout);
    return failed ? 1 : 0;
}
