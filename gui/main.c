/* citadela: command line, SDL start-up and the real-time loop around gui_app_frame. */
#define _POSIX_C_SOURCE 200809L
#include "app.h"
#include "i18n.h"

#include <SDL_image.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define CITADELA_VERSION "0.1.0"

static void usage(FILE *f)
{
    fputs("Usage: citadela [OPTION]...\n"
          "A tile-laying board game for 2-6 players at one computer.\n\n"
          "  --lang cs|en       interface language\n"
          "  --scale PERCENT    interface size, 75-200\n"
          "  --fullscreen       start in full screen (F11 toggles)\n"
          "  --windowed         start in a window\n"
          "  --size WxH         window size in points\n"
          "  --load FILE        open a saved game\n"
          "  --datadir DIR      where art/ is (default: $CITADELA_DATA or the built-in dir)\n"
          "  --seed N           seeds the new-game screen (for reproducible games)\n"
          "  --help             show this help and exit\n"
          "  --version          show the version and exit\n",
          f);
}

/* A wrong value says what was expected, GNU style, and the exit status is 2. */
static int bad(const char *opt, const char *v, const char *want)
{
    if (v)
        fprintf(stderr, "citadela: %s takes %s, not '%s'\nTry 'citadela --help'.\n", opt, want, v);
    else
        fprintf(stderr, "citadela: %s needs a value: %s\nTry 'citadela --help'.\n", opt, want);
    return 2;
}

static int parse_args(int argc, char **argv, gui_app_options *o)
{
    for (int i = 1; i < argc; i++) {
        const char *s = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;
        char *end = NULL;
        if (!strcmp(s, "--help")) {
            usage(stdout);
            exit(0);
        } else if (!strcmp(s, "--version")) {
            printf("citadela " CITADELA_VERSION "\n");
            exit(0);
        } else if (!strcmp(s, "--fullscreen")) {
            o->fullscreen = 1;
        } else if (!strcmp(s, "--windowed")) {
            o->fullscreen = 0;
        } else if (!strcmp(s, "--lang")) {
            if (!v || (strcmp(v, "cs") && strcmp(v, "en")))
                return bad(s, v, "cs or en");
            o->lang = !strcmp(v, "cs") ? GUI_LANG_CS : GUI_LANG_EN;
            i++;
        } else if (!strcmp(s, "--scale")) {
            long pct = v ? strtol(v, &end, 10) : 0;
            if (!v || !*v || (*end && strcmp(end, "%")) || pct < 75 || pct > 200)
                return bad(s, v, "a percentage from 75 to 200");
            o->scale_pct = (int)pct;
            i++;
        } else if (!strcmp(s, "--size")) {
            char tail;
            if (!v || sscanf(v, "%dx%d%c", &o->w, &o->h, &tail) != 2 || o->w < 320 || o->h < 240)
                return bad(s, v, "a window size like 1280x800");
            i++;
        } else if (!strcmp(s, "--load") || !strcmp(s, "--datadir")) {
            if (!v)
                return bad(s, v, !strcmp(s, "--load") ? "a save file" : "a directory");
            if (!strcmp(s, "--load"))
                o->load = v;
            else
                o->datadir = v;
            i++;
        } else if (!strcmp(s, "--seed")) {
            unsigned long long seed = v ? strtoull(v, &end, 10) : 0;
            if (!v || !*v || *end)
                return bad(s, v, "a whole number");
            o->seed = seed;
            i++;
        } else {
            fprintf(stderr, "citadela: unrecognised option '%s'\nTry 'citadela --help'.\n", s);
            return 2;
        }
    }
    return 0;
}

int main(int argc, char **argv)
{
    gui_app_options o;
    memset(&o, 0, sizeof o);
    o.lang = -1;
    o.fullscreen = -1;
    int rc = parse_args(argc, argv, &o);
    if (rc)
        return rc;
    setenv("SDL_VIDEO_X11_WMCLASS", "citadela", 0);
    SDL_SetHint(SDL_HINT_APP_NAME, "Citadela");
    /* Without a display SDL may fall back to an invisible off-screen driver: a game nobody can
       see. Say so instead, unless a driver was asked for on purpose (SDL_VIDEODRIVER). */
    int init = SDL_Init(SDL_INIT_VIDEO);
    const char *drv = init == 0 ? SDL_GetCurrentVideoDriver() : NULL;
    int invisible = drv && !getenv("SDL_VIDEODRIVER") && (!strcmp(drv, "offscreen") || !strcmp(drv, "dummy"));
    if (init != 0 || invisible) {
        const char *x = getenv("DISPLAY"), *w = getenv("WAYLAND_DISPLAY");
        if (invisible || ((!x || !*x) && (!w || !*w)))
            fprintf(stderr, "citadela: no display to open a window on (DISPLAY and WAYLAND_DISPLAY are not set).\n"
                            "Start it from a desktop session; --help and --version work without one.\n");
        else
            fprintf(stderr, "citadela: cannot open a window on this display: %s\n", SDL_GetError());
        SDL_Quit();
        return 1;
    }
    IMG_Init(IMG_INIT_PNG);
    char err[512] = "";
    gui_app *a = gui_app_new(&o, err, sizeof err);
    if (!a) {
        fprintf(stderr, "citadela: %s\n", err);
        SDL_Quit();
        return 1;
    }
    Uint32 last = SDL_GetTicks();
    for (;;) {
        /* A still picture is not redrawn: sleep until an event (input, expose, resize) comes. */
        if (!gui_app_busy(a) && !SDL_WaitEventTimeout(NULL, 1000)) {
            last = SDL_GetTicks();
            continue;
        }
        Uint32 now = SDL_GetTicks();
        if (!gui_app_frame(a, now - last, 1))
            break;
        last = now;
        /* Vsync usually paces us; this keeps a software renderer near 60 fps too. */
        Uint32 spent = SDL_GetTicks() - now;
        if (spent < 16)
            SDL_Delay(16 - spent);
    }
    gui_app_autosave(a);
    gui_app_free(a);
    IMG_Quit();
    SDL_Quit();
    return 0;
}
