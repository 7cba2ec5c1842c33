/* Headless GUI test of the new-game screen with more expansions than any shipped table yet
   (newgame_rows.c pads both registries): at 1024x600 with six seats, 1280x800 and 1920x1080, no
   two widgets overlap, every option row can be reached by the wheel, the keys and the scroll bar,
   a click on a row deep in the list ticks it, and Back and Start stay in the window. */
#include "app/app.h"
#include "app/i18n.h"
#include "modules/gui_module.h"
#include "harness.h"
#include "newgame_rows.h"

#include <SDL_image.h>
#include <string.h>

/* The new-game screen of a fresh window with `seats` seats; NULL after a failed check. */
static gui_app *open_screen(int w, int h, int lang, int seats)
{
    gui_app *a = harness_app(w, h, lang);
    CHECK(a != NULL);
    if (!a)
        return NULL;
    frames(a, 2);
    CHECK(click_button(a, MSG_NEW_GAME));
    for (int n = 2; n < seats; n++)
        CHECK(click_button(a, MSG_ADD_PLAYER));
    frames(a, 2);
    return a;
}

/* The options the classic screen lists (expansions, their switches, rule options) into ids[];
   how many. *expansions: the rows that are an expansion of their own. */
static int listed(int *ids, int cap, int *expansions)
{
    int n = 0;
    *expansions = 0;
    for (int id = 0; id < cit_option_count() && n < cap; id++) {
        const cit_option_def *d = cit_option_def_at(id);
        if (!d || d->mode != CIT_MODE_CLASSIC || !gui_option_shown(id))
            continue;
        ids[n++] = id;
        *expansions += d->is_module && gui_option_companion_of(id) < 0;
    }
    return n;
}

static const char *label_of(int id)
{
    const cit_option_def *d = cit_option_def_at(id);
    return gui_translate(d->label_en);
}

/* Where option `id`'s checkbox was drawn last frame: 1 and *rc, or 0. */
static int option_at(gui_app *a, int id, SDL_Rect *rc)
{
    for (int i = 0; i < a->ui.nseen; i++)
        if (!strcmp(a->ui.seen[i].label, label_of(id))) {
            *rc = a->ui.seen[i].rc;
            return 1;
        }
    return 0;
}

static int inside(const gui_app *a, SDL_Rect rc)
{
    return rc.x >= 0 && rc.y >= 0 && rc.x + rc.w <= a->w && rc.y + rc.h <= a->h;
}

/* Widgets of the last frame that overlap another or leave the window (each reported once). */
static int faults(gui_app *a, const char *where)
{
    int bad = 0;
    for (int i = 0; i < a->ui.nseen; i++) {
        SDL_Rect ri = a->ui.seen[i].rc, cut;
        if (!inside(a, ri)) {
            bad++;
            fprintf(stderr, "  %s: '%s' leaves the window\n", where, a->ui.seen[i].label);
        }
        for (int j = i + 1; j < a->ui.nseen; j++)
            if (SDL_IntersectRect(&ri, &a->ui.seen[j].rc, &cut)) {
                bad++;
                fprintf(stderr, "  %s: '%s' overlaps '%s'\n", where, a->ui.seen[i].label, a->ui.seen[j].label);
            }
    }
    return bad;
}

/* Back and Start drawn whole in the window. */
static int buttons_shown(gui_app *a)
{
    SDL_Rect b, s;
    return gui_ui_find(&a->ui, gui_tr(MSG_BACK), &b) && gui_ui_find(&a->ui, gui_tr(MSG_START), &s) && inside(a, b) &&
           inside(a, s);
}


/* Marks in got[] the listed rows drawn whole in the window last frame; how many are marked. */
static int mark(gui_app *a, const int *ids, int n, int *got)
{
    int total = 0;
    for (int k = 0; k < n; k++) {
        SDL_Rect rc;
        got[k] |= option_at(a, ids[k], &rc) && inside(a, rc);
        total += got[k];
    }
    return total;
}

/* Steps through the list with `step` (a wheel notch or a key) until every row was shown, checking
   each frame; returns the frames' faults and sets *reached to the rows reached. */
static int walk(gui_app *a, const int *ids, int n, int *reached, int by_key, const char *where)
{
    int got[CIT_OPTIONS_MAX] = {0}, bad = 0, before = -1;
    for (int step = 0; step < 60; step++) {
        frame(a);
        bad += faults(a, where);
        bad += !buttons_shown(a);
        int now = mark(a, ids, n, got);
        if (now == n || (now == before && step > 2))
            break;
        before = now;
        SDL_Rect v = gui_newgame_state_of(a)->view;
        if (by_key)
            key(a, SDLK_PAGEDOWN, 0);
        else
            harness_wheel(a, v.w ? v.x + v.w / 2 : a->w / 2, v.w ? v.y + v.h / 2 : a->h / 2, -1);
    }
    *reached = mark(a, ids, n, got);
    return bad;
}

/* One window size: the walk by the wheel and by the keys, a click deep in the list, the bar. */
static void check_size(int w, int h, int lang, int seats)
{
    char where[64];
    snprintf(where, sizeof where, "%dx%d %s, %d seats", w, h, lang == GUI_LANG_CS ? "cs" : "en", seats);
    gui_app *a = open_screen(w, h, lang, seats);
    if (!a)
        return;
    int ids[CIT_OPTIONS_MAX], expansions, n = listed(ids, CIT_OPTIONS_MAX, &expansions), reached = 0;
    CHECK(expansions >= 16);
    char shot[96];
    snprintf(shot, sizeof shot, "newgame-rows-%dx%d-%s-top", w, h, lang == GUI_LANG_CS ? "cs" : "en");
    harness_shot(a, shot);
    CHECK(walk(a, ids, n, &reached, 0, where) == 0);
    CHECK(reached == n);
    if (reached < n)
        fprintf(stderr, "  %s: %d of %d rows reached by the wheel\n", where, reached, n);
    snprintf(shot, sizeof shot, "newgame-rows-%dx%d-%s-end", w, h, lang == GUI_LANG_CS ? "cs" : "en");
    harness_shot(a, shot);

    /* The last padding expansion is the deepest row: a click on its box ticks it. */
    int deep = NEWGAME_PAD_OPTION + NEWGAME_PAD_ROWS - 1;
    SDL_Rect rc = {0, 0, 0, 0};
    CHECK(option_at(a, deep, &rc) && inside(a, rc));
    CHECK(cit_option_get(&a->setup.opt, deep) == 0);
    click(a, rc.x + rc.h / 2, rc.y + rc.h / 2);
    CHECK(cit_option_get(&a->setup.opt, deep) == 1);
    SDL_Rect again;
    CHECK(option_at(a, deep, &again) && again.y == rc.y); /* the list did not move under the click */

    /* Keys: Home goes back to the top, Page Down walks to the end. */
    key(a, SDLK_HOME, 0);
    frame(a);
    if (gui_newgame_state_of(a)->bar.w)
        CHECK(gui_newgame_state_of(a)->scroll == 0);
    CHECK(walk(a, ids, n, &reached, 1, where) == 0);
    CHECK(reached == n);

    /* The bar: a press at its top end goes back to the top; dragging its thumb to the bottom
       end shows the deepest row again. */
    if (gui_newgame_state_of(a)->bar.w) {
        SDL_Rect b = gui_newgame_state_of(a)->bar;
        click(a, b.x + b.w / 2, b.y + 1);
        frames(a, 2);
        CHECK(gui_newgame_state_of(a)->scroll < 50); /* a page up at most from anywhere near the top */
        key(a, SDLK_HOME, 0);
        frame(a);
        CHECK(gui_newgame_state_of(a)->scroll == 0);
        harness_wheel(a, a->w / 2, gui_px(&a->ui, 40), -1); /* over the title: the list is all the wheel moves */
        CHECK(gui_newgame_state_of(a)->scroll > 0);
        key(a, SDLK_HOME, 0);
        drag(a, b.x + b.w / 2, b.y + gui_px(&a->ui, 10), b.x + b.w / 2, b.y + b.h + gui_px(&a->ui, 40));
        frames(a, 2);
        CHECK(option_at(a, deep, &rc) && inside(a, rc));
    }
    gui_app_free(a);
}

/* Adding seats never moves an option across the columns, the scrolling list included (issue 66,
   16). */
static void check_order(int w, int h)
{
    gui_app *a = open_screen(w, h, GUI_LANG_EN, 2);
    if (!a)
        return;
    int ids[CIT_OPTIONS_MAX], expansions, n = listed(ids, CIT_OPTIONS_MAX, &expansions);
    int col[CIT_OPTIONS_MAX], moved = 0, mid = 0;
    for (int seats = 2; seats <= 6; seats++) {
        frames(a, 2);
        key(a, SDLK_HOME, 0);
        int known[CIT_OPTIONS_MAX] = {0};
        for (int step = 0; step < 40; step++) {
            frame(a);
            SDL_Rect rc, first;
            if (!mid && option_at(a, ids[0], &first)) /* the right column starts past the first's middle */
                mid = first.x + first.w / 2;
            for (int k = 0; k < n; k++)
                if (!known[k] && option_at(a, ids[k], &rc) && mid) {
                    int c = rc.x > mid;
                    if (seats > 2 && c != col[k]) {
                        moved++;
                        fprintf(stderr, "  %dx%d, %d seats: '%s' changed column\n", w, h, seats, label_of(ids[k]));
                    }
                    col[k] = c;
                    known[k] = 1;
                }
            if (!gui_newgame_state_of(a)->bar.w)
                break;
            key(a, SDLK_PAGEDOWN, 0);
        }
        if (seats < 6)
            CHECK(click_button(a, MSG_ADD_PLAYER));
    }
    CHECK(moved == 0);
    gui_app_free(a);
}

int main(int argc, char **argv)
{
    harness_read_args(argc, argv);
    if (harness_start("newgame-rows-test", "newgame-rows") != 0)
        return 1;
    check_size(1024, 600, GUI_LANG_EN, 6);
    check_size(1024, 600, GUI_LANG_CS, 6);
    check_size(1280, 800, GUI_LANG_EN, 6);
    check_size(1280, 800, GUI_LANG_CS, 2);
    check_size(1920, 1080, GUI_LANG_EN, 6);
    check_order(1024, 600);
    check_order(1280, 800);
    IMG_Quit();
    SDL_Quit();
    harness_finish();
    printf("newgame-rows: %d passed, %d failed\n", passed, failed);
    fflush(stdout);
    return failed ? 1 : 0;
}
