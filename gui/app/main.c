/* citadela: command line, SDL start-up and the real-time loop around gui_app_frame. */
#define _POSIX_C_SOURCE 200809L
#include "app/app.h"
#include "app/net_seam.h"
#include "app/cmdline.h"
#include "app/describe.h"
#include "app/i18n.h"
#include "app/join_link.h"
#include "display.h"
#include "loop.h"
#include "sock.h"
#include "startfail.h"

#include <SDL_image.h>
#include <locale.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "version.h"
#include "cit_commit.h" /* generated: $(BUILD)/gen */

static void usage(FILE *f)
{
    fputs("Usage: citadela [OPTION]...\n"
          "A tile-laying board game for 2-6 players at one computer.\n\n"
          "  --lang CODE        interface language: en, cs, de... (a catalogue in locale/)\n"
          "  --scale PERCENT    interface size, 75-200\n"
          "  --fullscreen       start in full screen (F11 toggles)\n"
          "  --windowed         start in a window\n"
          "  --size WxH         window size in points (at least 320x320)\n"
          "  --load FILE        open a saved game\n"
          "  --replay FILE      watch a saved game again (read-only)\n"
          "  --datadir DIR      where art/ is (default: $CITADELA_DATA or the built-in dir)\n"
          "  --seed N           seeds the new-game screen (for reproducible games)\n"
          "  --port N           the port \"Host a table\" listens on (default 7447)\n"
          "  --join LINK        open the join screen filled in from a friend's link\n"
          "                     (http://SERVER:PORT/#join=CODE)\n"
          "  --help             show this help and exit\n"
          "  --version          show the version and exit\n",
          f);
}

/* The window's loop (platform/loop.h) and what it needs between turns. */
typedef struct {
    gui_app *app;
    uint32_t last; /* SDL ticks of the previous frame */
} running;

static int waiting_step(void *arg)
{
    running *r = arg;
    return gui_app_loop_once(r->app, &r->last);
}

static int paced_step(void *arg)
{
    running *r = arg;
    return gui_app_tick(r->app, &r->last);
}

static size_t describe(void *arg, char *buf, size_t cap)
{
    running *r = arg;
    return gui_app_describe(r->app, buf, cap);
}

static void closed(void *arg)
{
    running *r = arg;
    gui_app_autosave(r->app);
    gui_app_free(r->app);
    IMG_Quit();
    SDL_Quit();
}

int main(int argc, char **argv)
{
    gui_app_options o;
    memset(&o, 0, sizeof o);
    o.lang[0] = 0;
    o.fullscreen = -1;
    char why[160];
    switch (gui_parse_args(argc, argv, &o, why, sizeof why)) {
    case GUI_ARGS_HELP:
        usage(stdout);
        return 0;
    case GUI_ARGS_VERSION:
        printf("citadela " CIT_VERSION " (commit " CIT_COMMIT ")\n");
        return 0;
    case GUI_ARGS_BAD:
        fprintf(stderr, "citadela: %s\nTry 'citadela --help'.\n", why);
        return 2;
    case GUI_ARGS_RUN:
        break;
    }
    /* The user's character set, for SDL's X11 window title: the WM_NAME property older window
       managers read is the title converted to the locale's charset, which without this is the C
       locale's ASCII, so "Citadela — Anna's turn" or any Czech name came out garbled or not at all.
       LC_CTYPE only: numbers in saves and logs keep the C locale's decimal point. */
    setlocale(LC_CTYPE, "");
    SDL_setenv("SDL_VIDEO_X11_WMCLASS", "citadela", 0);
    SDL_SetHint(SDL_HINT_APP_NAME, "Citadela");
    /* Windows at 125-150 % scaling: the window is sized in points and drawn at its real pixel
       size (per-monitor DPI awareness v2, as the manifest declares), so text stays sharp; the
       game already draws in pixels times the window's ratio (gui_app.ratio), as on macOS or
       Wayland. Without it Windows stretches a 100 % bitmap. The hint means nothing elsewhere. */
    SDL_SetHint(SDL_HINT_WINDOWS_DPI_SCALING, "1");
    /* Without a display SDL may fall back to an invisible off-screen driver: a game nobody can
       see. Say so instead, unless a driver was asked for on purpose (SDL_VIDEODRIVER). With no
       display at all (platform/display.h: on Linux no display variable; Windows always has
       one) SDL is not even tried: its Wayland probe would print its own complaint
       ("XDG_RUNTIME_DIR is invalid") before ours. */
    const char *x = getenv("DISPLAY"), *w = getenv("WAYLAND_DISPLAY"), *want = getenv("SDL_VIDEODRIVER");
    int none = !plat_display_named();
    int init = none ? -1 : SDL_Init(SDL_INIT_VIDEO);
    const char *drv = init == 0 ? SDL_GetCurrentVideoDriver() : NULL;
    int invisible = drv && !want && (!strcmp(drv, "offscreen") || !strcmp(drv, "dummy"));
    if (init != 0 || invisible) {
        if (none)
            fprintf(stderr, "citadela: no display to open a window on (DISPLAY and WAYLAND_DISPLAY are not set).\n"
                            "Start it from a desktop session; --help and --version work without one.\n");
        else if (invisible) /* a display is named, but SDL could not reach it and fell back */
            fprintf(stderr, "citadela: cannot open a window on display %s (SDL fell back to its %s driver).\n",
                    x && *x ? x : w, drv);
        else {
            char reason[300];
            snprintf(reason, sizeof reason, "cannot open a window on this display: %s", SDL_GetError());
            fprintf(stderr, "citadela: %s\n", reason);
            plat_start_failed(reason, 0);
        }
        if (!none)
            SDL_Quit();
        return 1;
    }
    IMG_Init(IMG_INIT_PNG);
    /* Winsock must be started before the first socket (nothing to do on Linux): without it
       citadela.exe could neither host nor join a table. */
    if (plat_sock_init() != 0)
        fprintf(stderr, "citadela: the system's network did not start: tables cannot be hosted or joined\n");
    char err[512] = "";
    gui_app *a = gui_app_new(&o, err, sizeof err);
    if (!a) {
        fprintf(stderr, "citadela: %s\n", err);
        /* The font is the first of the game's own files it cannot start without (missing art
           only warns): a "fonts:" failure means the files beside the program are missing. */
        plat_start_failed(err, strncmp(err, "fonts:", 6) == 0);
        SDL_Quit();
        return 1;
    }
    if (o.join)
        gui_app_join_link(a, o.join);
    else if (plat_page_address())
        gui_app_page_url(a, plat_page_address()); /* a browser page opened by a join link */
    /* Static, forced by emscripten: in the browser the loop goes on after main has returned
       (platform/loop.h). */
    static running r;
    r.app = a;
    r.last = SDL_GetTicks();
    static const plat_loop loop = {waiting_step, paced_step, closed, describe, &r};
    plat_loop_run(&loop);
    return 0;
}
