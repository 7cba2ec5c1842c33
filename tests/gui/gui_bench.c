/* The window's speed figures for `make bench` (docs/testing.md, "The window's figures"): the
   time one frame takes to draw a game on a board of N tiles, and the latency of a key (R turns
   the tile being placed) to the end of the frame that shows it. The hidden window of the GUI
   tests draws with SDL's software renderer under the dummy video driver, so the figures count
   the game's own drawing and no GPU or compositor. Nothing is asserted: a figure is measured
   and printed, and "no worse" is claimed by comparing two runs' numbers. */
#include "harness.h"
#include "engine.h"
#include "scenes/game/game_state.h"

#include <stdlib.h>
#include <string.h>
#include <time.h>

enum {
    WARM_FRAMES = 30,   /* frames drawn before timing: the atlas's textures, the fonts' glyphs */
    TIMED_FRAMES = 300, /* frames timed per board */
    KEY_PRESSES = 100,  /* key presses timed per board */
    MAX_KEY_FRAMES = 8, /* a press shown no later than this many frames is counted */
    SAVE_CAP = 1 << 16
};
static const int board_sizes[] = {10, 40, 70}; /* tiles on the board; a classic game has 72 */

/* This thread's CPU time in ms: what a frame cost the process, whatever else the machine runs. */
static double cpu_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return (double)ts.tv_sec * 1000.0 + (double)ts.tv_nsec / 1e6;
}

static double now_ms(void) { return (double)SDL_GetPerformanceCounter() * 1000.0 / (double)SDL_GetPerformanceFrequency(); }

static int cmp_double(const void *x, const void *y)
{
    double a = *(const double *)x, b = *(const double *)y;
    return (a > b) - (a < b);
}

/* Median, 95th percentile and maximum of v[0..n), sorted in place. */
static void summary(double *v, int n, double *med, double *p95, double *max)
{
    qsort(v, (size_t)n, sizeof v[0], cmp_double);
    *med = v[n / 2];
    *p95 = v[(n * 95) / 100 < n ? (n * 95) / 100 : n - 1];
    *max = v[n - 1];
}

/* The first cell where the tile in hand may lie in two rotations or more (R then turns it), or
   -1; out[0..n) are the game's legal placements. */
static int turnable(const cit_placement *out, int n)
{
    for (int i = 0; i < n; i++)
        if (out[i].rotmask & (out[i].rotmask - 1))
            return i;
    return -1;
}

/* A classic two-player game of people played at random (seed 11) until `ntiles` tiles lie on the
   board and the tile in hand may lie turned two ways somewhere, as the save text the window
   loads; NULL if it cannot be made. */
static char *board_save(int ntiles)
{
    cit_setup s = two_players(11);
    cit_status st;
    cit_session *ss = cit_session_new(&s, &st);
    if (!ss)
        return NULL;
    for (uint64_t i = 1; i < 1000; i++) {
        const cit_game *g = cit_session_game(ss);
        cit_move m;
        cit_placement pl[256];
        if (cit_game_placed_count(g) >= ntiles && turnable(pl, cit_game_legal_placements(g, pl, 256)) >= 0)
            break;
        if (cit_game_over(g) || cit_game_random_move(g, 11 * 1000 + i, &m) != CIT_OK ||
            cit_session_apply(ss, &m, NULL) != CIT_OK)
            break;
    }
    char *text = malloc(SAVE_CAP);
    if (text && (cit_game_placed_count(cit_session_game(ss)) < ntiles || cit_session_save(ss, text, SAVE_CAP) >= SAVE_CAP)) {
        free(text);
        text = NULL;
    }
    cit_session_free(ss);
    return text;
}

/* Frames with the pointer wandering over the board (the hover is worked out each frame, as when
   a person looks around): each one's wall time and CPU time in ms into t[] and cpu[]
   (TIMED_FRAMES each). */
static void time_frames(gui_app *a, double *t, double *cpu)
{
    for (int i = 0; i < WARM_FRAMES + TIMED_FRAMES; i++) {
        push_motion(a->w / 4 + (i * 7) % (a->w / 2), a->h / 4 + (i * 5) % (a->h / 2));
        double t0 = now_ms(), c0 = cpu_ms();
        frame(a);
        if (i >= WARM_FRAMES) {
            t[i - WARM_FRAMES] = now_ms() - t0;
            cpu[i - WARM_FRAMES] = cpu_ms() - c0;
        }
    }
}

/* R pressed with the tile put on a lit cell where it turns: the time from the key's event to the end of
   the frame whose tile shows the new turn, and the frames it took, into lat[] and fr[]; returns
   how many presses were shown (each within MAX_KEY_FRAMES frames). */
static int time_keys(gui_app *a, double *lat, double *fr)
{
    gui_game *g = a->game;
    if (!g || g->nplace == 0)
        return 0;
    int sx, sy, n = 0, at = turnable(g->place, g->nplace);
    if (at < 0)
        return 0;
    cell_centre(a, g->place[at].x, g->place[at].y, &sx, &sy);
    click(a, sx, sy);
    frames(a, 10);
    if (!g->has_tile)
        return 0;
    for (int i = 0; i < KEY_PRESSES; i++) {
        int rot = g->trot, k = 0;
        double t0 = now_ms();
        push_key(SDLK_r, 0);
        while (k < MAX_KEY_FRAMES && g->trot == rot) {
            frame(a);
            k++;
        }
        if (g->trot != rot) {
            lat[n] = now_ms() - t0;
            fr[n++] = k;
        }
        frames(a, 2); /* the turn's animation settles between presses */
    }
    return n;
}

int main(int argc, char **argv)
{
    (void)argc;
    (void)argv;
    if (harness_start("gui-bench", "gui-bench") != 0)
        return 1;
    static double t[TIMED_FRAMES], cpu[TIMED_FRAMES], lat[KEY_PRESSES], fr[KEY_PRESSES];
    printf("the window, 1280x800, SDL's software renderer (dummy video driver), wall ms: median (95th percentile,\n"
           "max); a frame's CPU ms: median\n");
    int bad = 0;
    for (size_t b = 0; b < sizeof board_sizes / sizeof board_sizes[0]; b++) {
        char *text = board_save(board_sizes[b]);
        gui_app *a = text ? harness_open_save(GUI_LANG_EN, "bench", text) : NULL;
        free(text);
        if (!a) {
            printf("  board of %d tiles: the game did not load\n", board_sizes[b]);
            bad = 1;
            continue;
        }
        key(a, SDLK_HOME, 0); /* the whole board in view */
        frames(a, 30);
        int tiles = cit_game_placed_count(gui_game_engine(a->game));
        double med, p95, max, cmed, cp95, cmax;
        time_frames(a, t, cpu);
        summary(t, TIMED_FRAMES, &med, &p95, &max);
        summary(cpu, TIMED_FRAMES, &cmed, &cp95, &cmax);
        printf("  frame, board of %2d tiles:  %6.2f (%6.2f, %6.2f)  CPU %6.2f  over %d frames\n", tiles, med, p95, max,
               cmed, TIMED_FRAMES);
        int n = time_keys(a, lat, fr);
        if (n > 0) {
            double fmed, fp95, fmax;
            summary(lat, n, &med, &p95, &max);
            summary(fr, n, &fmed, &fp95, &fmax);
            printf("  key R to its frame, board of %2d tiles:  %6.2f (%6.2f, %6.2f)  %.0f frame(s), %d presses\n", tiles,
                   med, p95, max, fmed, n);
        } else {
            printf("  key R to its frame, board of %2d tiles: no press shown\n", tiles);
            bad = 1;
        }
        gui_app_free(a);
    }
    harness_finish();
    SDL_Quit();
    return bad;
}
