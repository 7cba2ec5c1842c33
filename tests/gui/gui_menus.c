/* test_gui's menus, dialogs, settings and save files, apart from the board (test_gui.c runs
   them in its order: the save and load tests use its game). */
#include "test_gui.h"

#include "app/describe.h"
#include "app/saves.h"
#include "draw/artindex.h"
#include "draw/text.h"
#include "draw/textparse.h"
#include "modules/count/count.h"

#include <stdio.h>
#include <stdlib.h>
#include <math.h>
#include <string.h>

/* Notices queue instead of replacing each other, and are never drawn over a button. */
void test_toasts(void)
{
    gui_app *a = harness_app(1280, 800, GUI_LANG_EN);
    CHECK(a != NULL);
    if (!a)
        return;
    frames(a, 3);
    gui_app_frame(a, GUI_TOAST_MS * 3, 1); /* let any start-up notice pass */
    gui_app_toast(a, "first");
    gui_app_toast(a, "second");
    gui_app_toast(a, "first"); /* a repeat waits nowhere */
    frame(a);
    CHECK(strcmp(a->toast.text, "first") == 0 && a->toast.nqueue == 1);
    int clear = 1;
    for (int i = 0; i < a->ui.nseen; i++)
        clear &= !SDL_HasIntersection(&a->toast.rc, &a->ui.seen[i].rc);
    CHECK(clear && a->toast.rc.w > 0);
    gui_app_frame(a, GUI_TOAST_MS, 1);
    CHECK(strcmp(a->toast.text, "second") == 0 && a->toast.nqueue == 0);
    gui_app_frame(a, GUI_TOAST_MS, 1);
    for (int i = 0; i < GUI_TOAST_QUEUE + 3; i++) {
        char m[24];
        snprintf(m, sizeof m, "note %d", i);
        gui_app_toast(a, m);
    }
    CHECK(a->toast.nqueue == GUI_TOAST_QUEUE && strcmp(a->toast.text, "note 0") == 0);
    gui_app_free(a);
}

/* The SDL-free parsers of outside text refuse what would draw garbage or overflow. */
void test_text_parsers(void)
{
    uint64_t v = 0;
    CHECK(gui_parse_seed(" 42 ", &v) && v == 42);
    CHECK(gui_parse_seed("18446744073709551615", &v) && v == UINT64_MAX);
    CHECK(!gui_parse_seed("18446744073709551616", &v) && !gui_parse_seed("-1", &v) && !gui_parse_seed("", &v) &&
          !gui_parse_seed("1e3", &v));
    gui_settings s;
    gui_settings_default(&s);
    const char *ini = "scale = 99999999999999999999\nlang=1\nfullscreen = 7\n[x]\nbroken line\n";
    CHECK(gui_settings_parse(&s, ini, strlen(ini)) == 2 && s.scale_pct == 100 && !strcmp(s.lang, "cs") && s.fullscreen == 1);
    /* The language: a code since the catalogues; the numbers older files wrote still load. */
    const char *codes = "lang = de\n";
    CHECK(gui_settings_parse(&s, codes, strlen(codes)) == 0 && !strcmp(s.lang, "de"));
    const char *unset = "lang = -1\n";
    CHECK(gui_settings_parse(&s, unset, strlen(unset)) == 0 && s.lang[0] == 0);
    const char *bad = "lang = ../../etc\nlang = waytoolongforalanguagecode\n";
    CHECK(gui_settings_parse(&s, bad, strlen(bad)) == 2 && s.lang[0] == 0); /* both lines refused */
    /* A server's certificate trusted by its fingerprint: read whole, or refused whole. */
    const char *fp = "0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef";
    char trust[512];
    snprintf(trust, sizeof trust, "trust0 = 7447 %s lan-box\ntrust1 = 0 %s x\ntrust2 = 7447 %.63s y\ntrust3 = 1 %s a b\n", fp, fp, fp, fp);
    CHECK(gui_settings_parse(&s, trust, strlen(trust)) == 3 && s.ntrust == 1 && s.trust[0].port == 7447 &&
          !strcmp(s.trust[0].fp, fp) && !strcmp(s.trust[0].host, "lan-box"));
    const cit_tileset *set = cit_tileset_builtin();
    static float anchor[CIT_MAX_TILE_TYPES][CIT_MAX_TILE_FEATURES][2];
    const char *an = "anchor D 0 0.5 0.25\nanchor D 1 nan 0.5\nanchor D 0 1.5 0\nanchor D 9 0.5 0.5\nanchor ZZZ 0 0 0\n";
    int first = 0;
    CHECK(gui_anchors_parse(an, strlen(an), set, anchor, &first) == 3 && first == 2);
    int d = cit_tileset_find(set, "D");
    CHECK(d >= 0 && anchor[d][0][0] == 0.5f && anchor[d][0][1] == 0.25f && anchor[d][1][0] == 0.0f);
    static gui_atlas_index ix;
    const char *at = "atlas 1\ncell 128\ntile D 0 0 128 128 square\ntile E -5 0 128 128 square\n"
                     "tile V 16380 0 128 128\ntile X 0 0 0 0\nsprite follower-cb-2-lying 1 2 3 4\nbogus\n";
    gui_atlas_index_parse(at, strlen(at), set, &ix);
    int e = cit_tileset_find(set, "E");
    CHECK(ix.cell == 128 && ix.have[d] && !ix.have[e] && ix.bad_lines == 4 && ix.first_bad == 4 &&
          ix.have_f[1][2][1] && ix.follower[1][2][1].h == 4);
    /* Any other sprite is kept by its name (a module's figure, drawn with gui_atlas_sprite). */
    static gui_atlas_index ix2;
    const char *sp = "atlas 1\ncell 128\nsprite count 5 6 7 8\nsprite follower-std-9-standing 1 1 1 1\n";
    gui_atlas_index_parse(sp, strlen(sp), set, &ix2);
    CHECK(ix2.nsprites == 1 && !strcmp(ix2.sprite_name[0], "count") && ix2.sprite[0].x == 5 && ix2.sprite[0].h == 8);
    /* A sheet in parts: each record in the picture named last before it (records before any
       name: the unnamed picture, part 0); a name with a path, or not a .png, is refused with the
       records after it, which would point into the wrong picture. */
    static gui_atlas_index ix3;
    const char *parts = "atlas 1\ncell 256\ntile E 0 0 256 256\nsheet tiles-256-base.png\ntile D 8 8 256 256\n"
                        "sheet tiles-256-followers.png\nsprite follower-std-1-lying 8 8 82 66\nsprite count 1 1 2 2\n"
                        "sheet ../../etc/x.png\ntile X 8 8 256 256\nsheet tiles.jpg\ntile V 1 1 2 2\n"
                        "sheet tiles-256-more.png\ntile W 8 8 256 256\n";
    gui_atlas_index_parse(parts, strlen(parts), set, &ix3);
    int w = cit_tileset_find(set, "W"), x = cit_tileset_find(set, "X");
    CHECK(ix3.nparts == 4 && !ix3.part_name[0][0] && !strcmp(ix3.part_name[1], "tiles-256-base.png") &&
          !strcmp(ix3.part_name[3], "tiles-256-more.png"));
    CHECK(ix3.have[e] && ix3.tile_part[e] == 0 && ix3.have[d] && ix3.tile_part[d] == 1 && ix3.have_f[0][1][1] &&
          ix3.follower_part[0][1][1] == 2 && ix3.nsprites == 1 && ix3.sprite_part[0] == 2);
    CHECK(!ix3.have[x] && ix3.have[w] && ix3.tile_part[w] == 3 && ix3.bad_lines == 4 && ix3.first_bad == 9);
    /* Feature shapes: a point past the cell, a feature the tile has not, a short ring, a ring
       apart from its feature's and a broken number are refused; an unknown tile is skipped. */
    static gui_shapes sh;
    const char *shp = "# outlines\nshapes 1\nunit 512\nshape D 0 3 0 0 512 0 512 512\nshape D 0 3 0 0 10 10 0 513\n"
                      "shape D 9 3 0 0 1 1 2 2\nshape D 1 2 0 0 5 5\nshape D 1 3 0 0 256 0 0 256\nshape D 0 3 1 1 2 2 3 3\n"
                      "shape ZZZ 0 3 0 0 1 1 2 2\nshape D 2 3 0 x 1 1 2 2\n";
    CHECK(gui_shapes_parse(shp, strlen(shp), set, &sh) == 0);
    CHECK(sh.bad_lines == 5 && sh.first_bad == 5 && sh.nring == 2 && sh.count[d][0] == 1 && sh.count[d][1] == 1);
    CHECK(sh.first[d][0] == 1 && sh.ring[0] == 0 && sh.ring[1] == 3 && sh.pt[2] == 1.0f && sh.pt[3] == 0.0f &&
          sh.pt[2 * sh.ring[2] + 2] == 0.5f && !sh.first[d][2]);
    gui_shapes_free(&sh);
}

/* A save by Ctrl+S and a load by Ctrl+L; a corrupt save gives a message and changes nothing;
   the load list tells each save's players and move, and deletes after asking. */
void test_save_load(gui_app *a)
{
    key(a, SDLK_s, KMOD_LCTRL);
    CHECK(a->dlg.kind == GUI_DLG_SAVE_AS);
    for (int i = 0; i < 40; i++)
        key(a, SDLK_BACKSPACE, 0);
    push_text("mysave");
    frame(a);
    key(a, SDLK_RETURN, 0);
    CHECK(a->dlg.kind == GUI_DLG_NONE);
    char path[1200];
    gui_named_save_path("mysave", path, sizeof path);
    CHECK(gui_file_exists(path));
    int saved = session_len(a);
    CHECK(play_one(a));
    CHECK(session_len(a) == saved + 1);
    key(a, SDLK_l, KMOD_LCTRL);
    CHECK(a->dlg.kind == GUI_DLG_LOAD);
    SDL_Rect rc;
    frame(a);
    CHECK(gui_ui_find(&a->ui, "mysave", &rc));
    click(a, rc.x + rc.w / 2, rc.y + rc.h / 2);
    CHECK(a->dlg.kind == GUI_DLG_NONE && a->scene == GUI_SCENE_GAME);
    CHECK(session_len(a) == saved);
    /* A save copied in by hand with a space in its name ("my game.cit") is listed and loads. */
    char spaced[1200], text_err[128];
    size_t len = 0;
    char *text = gui_read_file(path, &len);
    CHECK(text != NULL);
    snprintf(spaced, sizeof spaced, "%.*s/my game.cit", (int)(strrchr(path, '/') - path), path);
    CHECK(text && gui_write_atomic(spaced, text, len, text_err, sizeof text_err) == 0);
    free(text);
    CHECK(play_one(a));
    key(a, SDLK_l, KMOD_LCTRL);
    frame(a);
    CHECK(gui_ui_find(&a->ui, "my game", &rc));
    click(a, rc.x + rc.w / 2, rc.y + rc.h / 2);
    CHECK(a->dlg.kind == GUI_DLG_NONE && a->scene == GUI_SCENE_GAME);
    CHECK(session_len(a) == saved);
    remove(spaced);
    /* The unfinished game that was in the autosave is kept, not overwritten. */
    char names[GUI_MAX_SAVES][GUI_SAVE_NAME];
    int nn = gui_list_saves(names, GUI_MAX_SAVES), kept = 0;
    for (int i = 0; i < nn; i++)
        kept += strncmp(names[i], "unfinished-", 11) == 0;
    CHECK(kept == 1);
    /* A corrupt save: a readable message, and the game goes on untouched. */
    char bad[1200], err[128];
    gui_named_save_path("broken", bad, sizeof bad);
    const char *junk = "this is not a save\nplace nowhere\n";
    CHECK(gui_write_atomic(bad, junk, strlen(junk), err, sizeof err) == 0);
    uint64_t h = cit_game_hash(gui_game_engine(a->game));
    key(a, SDLK_l, KMOD_LCTRL);
    frame(a);
    CHECK(gui_ui_find(&a->ui, "broken", &rc));
    click(a, rc.x + rc.w / 2, rc.y + rc.h / 2);
    CHECK(a->dlg.kind == GUI_DLG_MESSAGE && strstr(a->dlg.text, "broken") != NULL);
    key(a, SDLK_RETURN, 0);
    CHECK(a->dlg.kind == GUI_DLG_NONE && a->scene == GUI_SCENE_GAME);
    CHECK(cit_game_hash(gui_game_engine(a->game)) == h);
    /* The load list tells each save's players and move number, and deletes after asking. */
    key(a, SDLK_l, KMOD_LCTRL);
    frame(a);
    int row_mine = -1, row_broken = -1;
    for (int i = 0; i < a->dlg.nnames; i++) {
        row_mine = !strcmp(a->dlg.names[i], "mysave") ? i : row_mine;
        row_broken = !strcmp(a->dlg.names[i], "broken") ? i : row_broken;
    }
    char want[64];
    snprintf(want, sizeof want, "move %d", saved);
    CHECK(row_mine >= 0 && strstr(a->dlg.info[row_mine], "Player 1, Player 2") && strstr(a->dlg.info[row_mine], want));
    CHECK(row_broken >= 0 && strstr(a->dlg.info[row_broken], "cannot be read"));
    SDL_Rect del;
    CHECK(nth_button(a, gui_tr(MSG_DELETE), row_broken, &del));
    click(a, del.x + del.w / 2, del.y + del.h / 2);
    CHECK(gui_file_exists(bad)); /* asked first */
    click(a, del.x + del.w / 2, del.y + del.h / 2);
    CHECK(!gui_file_exists(bad) && gui_file_exists(path));
    key(a, SDLK_ESCAPE, 0);
    CHECK(a->dlg.kind == GUI_DLG_NONE);
}

/* A save of six long names and every expansion is shown whole in the list: every name, every
   expansion, the date and the move, nothing cut to "..." (wrapped under its name instead). */
static void test_load_list_whole(gui_app *a)
{
    static const char *const who[6] = {"Bedřiška Nováková", "Maximilián", "Jaroslava", "Květoslav", "Ludmila", "Zdeněk"};
    static const char *const mods[5] = {"count", "bridges", "castles", "bazaar", "halflings"};
    cit_setup su;
    cit_status st;
    char path[1200], err[128];
    cit_setup_default(&su, 6, 3);
    for (int p = 0; p < 6; p++)
        SDL_strlcpy(su.players[p].name, who[p], sizeof su.players[p].name);
    for (int k = 0; k < 5; k++)
        CHECK(cit_option_set(&su.opt, cit_option_find(mods[k], strlen(mods[k])), 1));
    cit_session *cs = cit_session_new(&su, &st);
    gui_named_save_path("six-long-names", path, sizeof path);
    CHECK(cs && gui_save_session(cs, path, err, sizeof err) == 0);
    cit_session_free(cs);
    key(a, SDLK_l, KMOD_LCTRL);
    frame(a);
    int row = -1;
    for (int i = 0; i < a->dlg.nnames; i++)
        row = !strcmp(a->dlg.names[i], "six-long-names") ? i : row;
    CHECK(row >= 0);
    if (row < 0)
        return;
    a->dlg.scroll = row; /* in view */
    frames(a, 2);
    const char *info = a->dlg.info[row];
    int all = 1;
    for (int p = 0; p < 6; p++)
        all &= strstr(info, who[p]) != NULL;
    for (int k = 0; k < 5; k++) {
        const cit_option_def *d = cit_option_def_at(cit_option_find(mods[k], strlen(mods[k])));
        all &= d && strstr(info, d->label_en) != NULL;
    }
    all &= strstr(info, "move 0") != NULL && strstr(info, "20") != NULL;
    if (!all)
        fprintf(stderr, "load list info: '%s'\n", info);
    CHECK(all);
    CHECK(a->dlg.info_cut == 0); /* every row drawn whole */
    key(a, SDLK_ESCAPE, 0);
    remove(path);
}

/* Loading a save again keeps no copy of a game a save already holds; a long load list
   scrolls with its arrows and the arrow keys and says which rows show; each row names the
   expansions its game plays with. */
void test_load_list(gui_app *a)
{
    char names[GUI_MAX_SAVES][GUI_SAVE_NAME], path[1200], err[128];
    int before = gui_list_saves(names, GUI_MAX_SAVES);
    /* The autosave holds "mysave" as loaded: loading it again adds no unfinished copy. */
    key(a, SDLK_l, KMOD_LCTRL);
    SDL_Rect rc;
    frame(a);
    CHECK(gui_ui_find(&a->ui, "mysave", &rc));
    click(a, rc.x + rc.w / 2, rc.y + rc.h / 2);
    CHECK(a->dlg.kind == GUI_DLG_NONE && a->scene == GUI_SCENE_GAME);
    CHECK(gui_list_saves(names, GUI_MAX_SAVES) == before);
    /* Twelve more saves, one with the Count: more than the list's rows. */
    size_t len = 0;
    gui_named_save_path("mysave", path, sizeof path);
    char *text = gui_read_file(path, &len);
    CHECK(text != NULL);
    for (int i = 0; text && i < 12; i++) {
        char name[32], p2[1200];
        snprintf(name, sizeof name, "extra-%02d", i);
        gui_named_save_path(name, p2, sizeof p2);
        CHECK(gui_write_atomic(p2, text, len, err, sizeof err) == 0);
    }
    free(text);
    cit_setup su;
    cit_status st;
    cit_setup_default(&su, 2, 3);
    su.opt.v[CIT_OPT_COUNT] = 1;
    SDL_strlcpy(su.players[0].name, "Anna", sizeof su.players[0].name);
    SDL_strlcpy(su.players[1].name, "Bob", sizeof su.players[1].name);
    cit_session *cs = cit_session_new(&su, &st);
    gui_named_save_path("with-count", path, sizeof path);
    CHECK(cs && gui_save_session(cs, path, err, sizeof err) == 0);
    cit_session_free(cs);
    key(a, SDLK_l, KMOD_LCTRL);
    frame(a);
    CHECK(a->dlg.kind == GUI_DLG_LOAD && a->dlg.nnames >= 14 && a->dlg.scroll == 0);
    int row = -1;
    for (int i = 0; i < a->dlg.nnames; i++)
        row = !strcmp(a->dlg.names[i], "with-count") ? i : row;
    CHECK(row >= 0 && strstr(a->dlg.info[row], "Anna, Bob · ") && strstr(a->dlg.info[row], "Count"));
    CHECK(gui_ui_find(&a->ui, "\xE2\x96\xBC", &rc));
    click(a, rc.x + rc.w / 2, rc.y + rc.h / 2);
    CHECK(a->dlg.scroll == 1);
    key(a, SDLK_DOWN, 0);
    CHECK(a->dlg.scroll == 2);
    key(a, SDLK_UP, 0);
    key(a, SDLK_UP, 0);
    key(a, SDLK_UP, 0);
    CHECK(a->dlg.scroll == 0);
    /* The line under the list names the wheel and the arrow keys to a mouse, ▲ and ▼ to a finger. */
    static gui_text_drawn lines[256];
    int said[2] = {0, 0};
    for (int coarse = 0; coarse < 2; coarse++) {
        a->coarse = coarse;
        gui_text_log(lines, 256);
        frame(a);
        for (int i = 0; i < gui_text_logged() && i < 256; i++)
            said[coarse] |= strstr(lines[i].text, coarse ? "\xE2\x96\xB2 and \xE2\x96\xBC" : "the wheel") != NULL;
        gui_text_log(NULL, 0);
    }
    a->coarse = 0;
    frame(a);
    CHECK(said[0] && said[1]);
    char shot[512];
    snprintf(shot, sizeof shot, "%s/load-list.png", tmpdir);
    CHECK(gui_app_screenshot(a, shot) == 0);
    key(a, SDLK_ESCAPE, 0);
    CHECK(a->dlg.kind == GUI_DLG_NONE);
    test_load_list_whole(a);
}

/* A text field's suggested text is selected, so typing replaces it; Ctrl+A selects it all
   again; Backspace on a selection clears it. */
void test_text_selection(gui_app *a)
{
    key(a, SDLK_s, KMOD_LCTRL);
    CHECK(a->dlg.kind == GUI_DLG_SAVE_AS && a->dlg.input[0]);
    push_text("abc");
    frame(a);
    CHECK(!strcmp(a->dlg.input, "abc"));
    push_text("d");
    frame(a);
    CHECK(!strcmp(a->dlg.input, "abcd"));
    key(a, SDLK_a, KMOD_LCTRL);
    push_text("z");
    frame(a);
    CHECK(!strcmp(a->dlg.input, "z"));
    key(a, SDLK_a, KMOD_LCTRL);
    key(a, SDLK_BACKSPACE, 0);
    CHECK(a->dlg.input[0] == 0);
    key(a, SDLK_ESCAPE, 0);
    CHECK(a->dlg.kind == GUI_DLG_NONE);
}

/* The name field edits as text fields do: a caret that Left/Right/Home/End move (over whole
   UTF-8 characters), typing at the caret, Backspace before it, Delete after it; a click in the
   field being edited puts the caret there. */
void test_text_caret(gui_app *a)
{
    key(a, SDLK_s, KMOD_LCTRL);
    CHECK(a->dlg.kind == GUI_DLG_SAVE_AS);
    push_text("abcd");
    frame(a);
    CHECK(!strcmp(a->dlg.input, "abcd"));
    key(a, SDLK_LEFT, 0);
    key(a, SDLK_LEFT, 0);
    push_text("X");
    frame(a);
    CHECK(!strcmp(a->dlg.input, "abXcd"));
    key(a, SDLK_HOME, 0);
    push_text("0");
    frame(a);
    CHECK(!strcmp(a->dlg.input, "0abXcd"));
    key(a, SDLK_END, 0);
    key(a, SDLK_BACKSPACE, 0);
    CHECK(!strcmp(a->dlg.input, "0abXc"));
    key(a, SDLK_HOME, 0);
    key(a, SDLK_DELETE, 0);
    CHECK(!strcmp(a->dlg.input, "abXc"));
    key(a, SDLK_RIGHT, 0);
    key(a, SDLK_BACKSPACE, 0);
    CHECK(!strcmp(a->dlg.input, "bXc"));
    key(a, SDLK_END, 0);
    key(a, SDLK_RIGHT, 0); /* at the end: stays */
    push_text("\xC5\x99"); /* ř: two bytes, one character */
    frame(a);
    push_text("!");
    frame(a);
    key(a, SDLK_LEFT, 0);
    key(a, SDLK_LEFT, 0);
    key(a, SDLK_DELETE, 0);
    CHECK(!strcmp(a->dlg.input, "bXc!"));
    key(a, SDLK_LEFT, 0);
    key(a, SDLK_BACKSPACE, 0);
    CHECK(!strcmp(a->dlg.input, "bc!"));
    /* A click near the field's left end puts the caret before the first character. */
    SDL_Rect f = a->ui.focus_rc;
    CHECK(f.w > 0);
    click(a, f.x + gui_px(&a->ui, 4), f.y + f.h / 2);
    push_text("<");
    frame(a);
    CHECK(!strcmp(a->dlg.input, "<bc!"));
    key(a, SDLK_ESCAPE, 0);
    CHECK(a->dlg.kind == GUI_DLG_NONE);
}

/* Keys and text that reach one frame together keep their order, and none is lost: in the
   browser one frame once gathered the last of 40 Backspaces with the first letters of the name
   typed after them, and the field applied the letters first (so they were deleted: the game
   was saved as "bgame", not "webgame"); more keys than a frame holds were dropped. */
void test_text_burst(gui_app *a)
{
    key(a, SDLK_s, KMOD_LCTRL);
    CHECK(a->dlg.kind == GUI_DLG_SAVE_AS && strlen(a->dlg.input) > 10);
    key(a, SDLK_END, 0); /* the suggested name no longer selected: each Backspace takes one */
    for (int k = 0; k < 40; k++)
        push_key(SDLK_BACKSPACE, 0);
    push_key(SDLK_w, 0);
    push_text("w");
    push_key(SDLK_e, 0);
    push_text("e");
    frames(a, 8);
    CHECK(!strcmp(a->dlg.input, "we"));
    key(a, SDLK_ESCAPE, 0);
    CHECK(a->dlg.kind == GUI_DLG_NONE);
}

/* The main menu's ten buttons ("My games" the latest) and their panel stay inside the window (at 1024x600 the panel
   once ran off the bottom edge after Host and Join were added). */
void test_menu_fits(int w, int h)
{
    gui_app *a = harness_app(w, h, GUI_LANG_CS);
    if (!a)
        return;
    gui_app_set_scene(a, GUI_SCENE_MENU);
    frames(a, 2);
    gui_ui *ui = &a->ui;
    int low = 0, n = 0;
    for (int i = 0; i < ui->nseen; i++, n++) {
        SDL_Rect r = ui->seen[i].rc;
        low = r.y + r.h > low ? r.y + r.h : low;
    }
    CHECK(n == 10);
    CHECK(low + gui_px(ui, 24) <= a->h); /* the panel's margin under the last button */
    gui_app_free(a);
}

/* Settings at 1024x600 in Czech (and English, and 1280x800): the rows keep their full height (two
   columns where one would not fit), every row's buttons share one label size, no two controls
   overlap and all lie in the window. Before, the rows closed up and the speed buttons each
   shrank their own label. */
void test_settings_layout(int w, int h, int lang)
{
    gui_app *a = harness_app(w, h, lang);
    if (!a)
        return;
    gui_app_set_scene(a, GUI_SCENE_SETTINGS);
    frames(a, 2);
    gui_ui *ui = &a->ui;
    int mixed = 0, squeezed = 0, overlap = 0, outside = 0, steppers = 0;
    for (int i = 0; i < ui->nseen; i++) {
        SDL_Rect r = ui->seen[i].rc;
        outside += r.x < 0 || r.y < 0 || r.x + r.w > a->w || r.y + r.h > a->h;
        for (int j = i + 1; j < ui->nseen; j++) {
            SDL_Rect q = ui->seen[j].rc;
            overlap += SDL_HasIntersection(&r, &q);
            /* buttons side by side in one row (same top, next to each other) share one label size */
            int near = q.x - (r.x + r.w) < gui_px(ui, 30) && r.x - (q.x + q.w) < gui_px(ui, 30);
            mixed += r.y == q.y && near && ui->seen[i].px && ui->seen[j].px && ui->seen[i].px != ui->seen[j].px &&
                     strcmp(ui->seen[i].label, "-") && strcmp(ui->seen[i].label, "+") && strcmp(ui->seen[j].label, "-") &&
                     strcmp(ui->seen[j].label, "+");
        }
        if (strcmp(ui->seen[i].label, "-"))
            continue;
        steppers++;
        for (int j = i + 1; j < ui->nseen; j++) /* the next stepper below in the same column */
            if (!strcmp(ui->seen[j].label, "-") && ui->seen[j].rc.x == r.x) {
                squeezed += ui->seen[j].rc.y - r.y < gui_px(ui, 56);
                break;
            }
    }
    if (mixed || squeezed || overlap || outside)
        fprintf(stderr, "settings %dx%d %s: mixed %d squeezed %d overlap %d outside %d\n", w, h, lang ? "cs" : "en",
                mixed, squeezed, overlap, outside);
    CHECK(steppers == 4);
    CHECK(mixed == 0);
    CHECK(squeezed == 0);
    CHECK(overlap == 0);
    CHECK(outside == 0);
    if (harness_shots) {
        char name[64];
        snprintf(name, sizeof name, "settings-%dx%d-%s", w, h, lang ? "cs" : "en");
        harness_shot(a, name);
    }
    gui_app_free(a);
}

/* Closing the window mid-game asks first (and says the autosave has every finished move). */
void test_quit_prompt(void)
{
    gui_app *a = harness_app(1280, 800, GUI_LANG_EN);
    CHECK(a != NULL);
    if (!a)
        return;
    start_two_player_game(a);
    SDL_Event q;
    memset(&q, 0, sizeof q);
    q.type = SDL_QUIT;
    SDL_PushEvent(&q);
    frames(a, 2);
    CHECK(a->dlg.kind == GUI_DLG_QUIT && !a->quit);
    CHECK(click_button(a, MSG_CANCEL) && a->dlg.kind == GUI_DLG_NONE && !a->quit);
    SDL_PushEvent(&q);
    frames(a, 2);
    CHECK(a->dlg.kind == GUI_DLG_QUIT);
    CHECK(click_button(a, MSG_QUIT) && a->quit);
    gui_app_free(a);
    /* In the menu, closing the window just quits. */
    a = harness_app(1280, 800, GUI_LANG_EN);
    if (!a)
        return;
    frames(a, 2);
    SDL_PushEvent(&q);
    frames(a, 2);
    CHECK(a->quit && a->dlg.kind == GUI_DLG_NONE);
    gui_app_free(a);
}

/* "Interface size 200 %" is twice 100 % where the window has room, and says so where not. */
void test_scale(void)
{
    gui_app *a = harness_app(2560, 1440, GUI_LANG_EN);
    CHECK(a != NULL);
    if (!a)
        return;
    frames(a, 2);
    a->settings.scale_pct = 100;
    float u1 = gui_app_unit(a);
    a->settings.scale_pct = 200;
    float u2 = gui_app_unit(a);
    CHECK(u2 > 1.95f * u1 && !gui_app_scale_limited(a));
    gui_app_free(a);
    a = harness_app(1024, 600, GUI_LANG_EN);
    if (!a)
        return;
    frames(a, 2);
    a->settings.scale_pct = 200;
    CHECK(gui_app_scale_limited(a));
    gui_app_free(a);
}

/* The scale rule (draw/theme.h): a mouse's unit as before; a finger's makes the least body
   text 14 points and the least control 44 points at a phone's sizes, upright and on its side,
   at pixel ratios 1 to 3, grows with Interface size, and tells the layouts they must fold. */
void test_theme_rule(void)
{
    gui_screen desk = {0, 1.0f, 1280, 800, 100};
    CHECK(fabsf(gui_theme_unit(&desk) - 1.0f) < 0.001f && !gui_theme_narrow(&desk) && !gui_theme_short(&desk));
    CHECK(gui_theme_least_hit_px(&desk) == 0 && gui_theme_least_text_px(&desk) == GUI_FINE_TEXT_PT);
    gui_screen small = {0, 1.0f, 1024, 600, 100}; /* a mouse on a netbook: shrinks to fit */
    CHECK(gui_theme_unit(&small) < 0.86f && !gui_theme_short(&small));
    static const int sizes[][2] = {{390, 844}, {844, 390}};
    static const float ratios[] = {1.0f, 2.0f, 3.0f};
    for (int s = 0; s < 2; s++)
        for (int r = 0; r < 3; r++) {
            float k = ratios[r];
            gui_screen ph = {1, k, (int)((float)sizes[s][0] * k), (int)((float)sizes[s][1] * k), 100};
            float u = gui_theme_unit(&ph);
            CHECK((float)GUI_FONT_SMALL * u + 0.5f >= (float)GUI_TOUCH_TEXT_PT * k);
            CHECK(gui_theme_least_text_px(&ph) >= (int)((float)GUI_TOUCH_TEXT_PT * k));
            CHECK(gui_theme_least_hit_px(&ph) >= (int)((float)GUI_TOUCH_LEAST_PT * k));
            CHECK(s == 0 ? gui_theme_narrow(&ph) && !gui_theme_short(&ph) : gui_theme_short(&ph));
            ph.coarse = 0; /* the same screen with a mouse: the old rule, everything fits, tiny */
            CHECK(gui_theme_unit(&ph) < u && !gui_theme_narrow(&ph) && !gui_theme_short(&ph));
            ph.coarse = 1;
            ph.scale_pct = 150; /* tired eyes on a phone: larger still */
            CHECK(gui_theme_unit(&ph) > 1.45f * u && !gui_theme_limited(&ph));
        }
    gui_screen tablet = {1, 2.0f, 2732, 2048, 100}; /* a large tablet on its side: no fold */
    CHECK(gui_theme_unit(&tablet) >= 2.0f * (float)GUI_TOUCH_TEXT_PT / (float)GUI_FONT_SMALL - 0.001f);
    CHECK(!gui_theme_narrow(&tablet) && !gui_theme_short(&tablet));
    /* The app applies it: a finger's touch turns a mouse's window into a finger's. */
    gui_app *a = harness_app(390, 844, GUI_LANG_EN);
    if (!a)
        return;
    frames(a, 2);
    CHECK(!a->coarse && a->ui.least_hit == 0);
    SDL_Event e = {0};
    e.type = SDL_FINGERDOWN;
    e.tfinger.fingerId = 1;
    e.tfinger.x = e.tfinger.y = 0.01f;
    SDL_PushEvent(&e);
    e.type = SDL_FINGERUP;
    SDL_PushEvent(&e);
    frames(a, 2);
    CHECK(a->coarse && a->ui.least_hit >= 44 && a->ui.narrow);
    SDL_Rect rc;
    CHECK(gui_ui_find(&a->ui, gui_tr(MSG_NEW_GAME), &rc) && rc.h >= 44);
    gui_app_free(a);
}

static void finger_event(Uint32 type, SDL_FingerID id, int x, int y, const gui_app *a)
{
    SDL_Event e = {0};
    e.type = type;
    e.tfinger.touchId = 1;
    e.tfinger.fingerId = id;
    e.tfinger.x = (float)x / (float)a->w;
    e.tfinger.y = (float)y / (float)a->h;
    SDL_PushEvent(&e);
}

/* Two fingers on the board: spreading them zooms in about their middle, pinching zooms out,
   moving both pans; the first finger's press is no board drag, and no button under it is
   clicked. A finger alone still drags the tile onto a lit cell. */
void test_pinch(void)
{
    gui_app *a = harness_open_save(GUI_LANG_EN, "pinch",
                                   "citadela-save 2\nmode classic\nseed 1\nplayer human 0 Anna\nplayer human 1 Bob\n"
                                   "tiles D U U B E B E U B E V V K\nend\n");
    if (!a)
        return;
    a->coarse = 1;
    frames(a, 3);
    SDL_Rect b = gui_drawn(a)->board_rc;
    int cx = b.x + b.w / 2, cy = b.y + b.h / 2;
    float z0 = gui_view(a)->cam.zoom;
    finger_event(SDL_FINGERDOWN, 1, cx - 40, cy, a);
    frame(a);
    finger_event(SDL_FINGERDOWN, 2, cx + 40, cy, a);
    frame(a);
    CHECK(a->in.gesture && gui_view(a)->drag.kind == GUI_DRAG_NONE);
    for (int i = 1; i <= 5; i++) { /* spread to 240 px apart */
        finger_event(SDL_FINGERMOTION, 1, cx - 40 - 16 * i, cy, a);
        finger_event(SDL_FINGERMOTION, 2, cx + 40 + 24 * i, cy, a);
        frame(a);
    }
    float z1 = gui_view(a)->cam.zoom;
    CHECK(z1 > z0 * 1.5f || z1 >= gui_view(a)->cam.max_zoom - 0.01f);
    float cam_x = gui_view(a)->cam.cx;
    for (int i = 1; i <= 4; i++) { /* both fingers 25 px left each frame: the board follows */
        finger_event(SDL_FINGERMOTION, 1, cx - 120 - 25 * i, cy, a);
        finger_event(SDL_FINGERMOTION, 2, cx + 160 - 25 * i, cy, a);
        frame(a);
    }
    CHECK(gui_view(a)->cam.cx > cam_x + 1.0f / z1 && fabsf(gui_view(a)->cam.zoom - z1) < 0.01f * z1);
    for (int i = 1; i <= 5; i++) { /* pinch back to 80 px apart */
        finger_event(SDL_FINGERMOTION, 1, cx - 220 + 16 * i, cy, a);
        finger_event(SDL_FINGERMOTION, 2, cx + 60 - 16 * i, cy, a);
        frame(a);
    }
    CHECK(gui_view(a)->cam.zoom < z1 * 0.7f);
    finger_event(SDL_FINGERUP, 1, cx, cy, a);
    finger_event(SDL_FINGERUP, 2, cx, cy, a);
    frames(a, 2);
    CHECK(!a->in.gesture && a->loop.touch.n == 0);
    /* A finger alone (SDL's mouse from the touch) drags the tile onto a lit cell as a mouse does. */
    gui_game *g = a->game;
    CHECK(g->nplace > 0 && !g->has_tile && gui_drawn(a)->hand_rc.w > 0);
    if (g->nplace > 0 && gui_drawn(a)->hand_rc.w > 0) {
        int sx, sy;
        cell_centre(a, g->place[0].x, g->place[0].y, &sx, &sy);
        drag(a, gui_drawn(a)->hand_rc.x + gui_drawn(a)->hand_rc.w / 2, gui_drawn(a)->hand_rc.y + gui_drawn(a)->hand_rc.h / 2, sx, sy);
        frames(a, 2);
        CHECK(g->has_tile);
    }
    gui_app_free(a);
}

/* What the window shows, for the browser's tests (app/describe.h): the settings' checkboxes
   with their ticks, the join screen's fields by their words, nothing half-written when the
   buffer is short, and in a game whose turn it is. */
void test_describe(void)
{
    gui_app *a = harness_app(1024, 600, GUI_LANG_EN);
    if (!a)
        return;
    static char text[1 << 16];
    gui_app_set_scene(a, GUI_SCENE_SETTINGS);
    frames(a, 2);
    size_t n = gui_app_describe(a, text, sizeof text);
    CHECK(n > 0 && n == strlen(text) && text[0] == '{' && text[n - 1] == '}');
    CHECK(strstr(text, "\"scene\":\"settings\"") != NULL);
    CHECK(strstr(text, "{\"label\":\"Colour-blind-safe colours\",\"on\":1,\"ticked\":0,") != NULL);
    CHECK(strstr(text, "{\"label\":\"Back\",\"on\":1,\"x\":") != NULL); /* a button has no tick */
    a->settings.palette_cb = 1;
    frames(a, 1);
    gui_app_describe(a, text, sizeof text);
    CHECK(strstr(text, "{\"label\":\"Colour-blind-safe colours\",\"on\":1,\"ticked\":1,") != NULL);
    CHECK(gui_app_describe(a, text, 40) == 0);
    gui_app_set_scene(a, GUI_SCENE_JOIN);
    frames(a, 2);
    gui_app_describe(a, text, sizeof text);
    CHECK(strstr(text, "\"fields\":[{\"label\":\"Host's address\",\"x\":") != NULL);
    CHECK(strstr(text, "\"label\":\"Your name\",\"x\":") != NULL);
    gui_app_free(a);
    /* In a game, whether the person here is to move: the hand and the lit cells are drawn for
       the computer's tile too, and a page's test that took them for its turn saved a move late. */
    a = harness_open_save(GUI_LANG_EN, "describe-turn",
                          "citadela-save 2\nmode classic\nseed 1\nplayer human 0 Anna\nplayer ai-easy 1 Bořek\n"
                          "tiles D E E E E E\nend\n");
    if (!a)
        return;
    gui_app_describe(a, text, sizeof text);
    CHECK(strstr(text, "\"yours\":1,\"laid\":0,\"hand\":{") != NULL);
    CHECK(play_one(a));
    gui_app_describe(a, text, sizeof text);
    CHECK(cit_game_pending(gui_game_engine(a->game)).player == 1); /* the computer's move still glides in */
    CHECK(strstr(text, "\"yours\":0,\"laid\":0,\"hand\":{") != NULL);
    gui_app_free(a);
    char autosave[1200]; /* this game is no unfinished one for the tests after */
    gui_autosave_path(autosave, sizeof autosave);
    remove(autosave);
}

/* A phone on its side: settings' rows and a rules page scroll under a finger's drag; a drag that
   began on a checkbox or a button does not press it; the rules' ">" turns the page from its top. */
void test_phone_scroll(void)
{
    gui_app *a = harness_app(844, 390, GUI_LANG_EN);
    if (!a)
        return;
    a->coarse = 1;
    gui_app_set_scene(a, GUI_SCENE_SETTINGS);
    frames(a, 3);
    CHECK(a->ui.short_h && gui_settings_state_of(a)->scroll == 0);
    SDL_Rect rc, ponder;
    CHECK(gui_ui_find(&a->ui, gui_tr(MSG_FULLSCREEN_TOUCH), &rc) && rc.h >= 44); /* no key named on a touch screen */
    CHECK(!gui_ui_find(&a->ui, gui_tr(MSG_PONDER), &ponder)); /* below the window */
    int full = a->settings.fullscreen;
    drag(a, rc.x + rc.w / 2, rc.y + rc.h / 2, rc.x + rc.w / 2, rc.y + rc.h / 2 - 120);
    CHECK(gui_settings_state_of(a)->scroll >= 100 && a->settings.fullscreen == full);
    for (int i = 0; i < 20; i++) /* the wheel, to the end: it stops there */
        harness_wheel(a, a->w / 2, a->h / 2, -1);
    frames(a, 2);
    int end = gui_settings_state_of(a)->scroll;
    CHECK(gui_ui_find(&a->ui, gui_tr(MSG_PONDER), &ponder) && ponder.y + ponder.h <= a->h);
    harness_wheel(a, a->w / 2, a->h / 2, -1);
    CHECK(gui_settings_state_of(a)->scroll == end);
    gui_app_set_scene(a, GUI_SCENE_RULES);
    CHECK(gui_rules_state_of(a)->page == 0 && gui_rules_state_of(a)->scroll == 0); /* fresh on entry */
    frames(a, 3);
    CHECK(gui_ui_find(&a->ui, ">", &rc));
    drag(a, a->w / 2, a->h - 40, a->w / 2, a->h - 200);
    CHECK(gui_rules_state_of(a)->scroll >= 100 && gui_rules_state_of(a)->page == 0);
    CHECK(click_label(a, ">"));
    frames(a, 2);
    CHECK(gui_rules_state_of(a)->page == 1 && gui_rules_state_of(a)->scroll == 0);
    gui_app_free(a);
}
