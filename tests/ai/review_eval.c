/*
 * A measurement, not a test (docs/ai.md, "Review"): plays 2-player base games between
 * two medium players, reviews each with cit_review_game and prints the time a review
 * takes and a calibration table (predicted win chance against the outcome).
 *
 *   build/review_eval [--games N] [--seed S] [--budget B] [--save FILE] [--blunder FILE]
 *                     [--dump FILE]
 *   build/review_eval --fit FILE --check FILE
 *
 * --save writes the first game; --blunder writes a save of the first game cut at a
 * decision where a legal move hands the opponent a finished city (at least 8 points
 * to them, none to the mover), ending with that move (tests/tools/review.sh uses one).
 * --dump appends one line per reviewed decision to FILE, for fitting the calibration
 * (docs/ai.md, "Speed and calibration"): game seed, decision, its count, mover, the raw
 * win chance before and after it, the calibrated ones, the margin before, the outcome.
 * --fit fits the calibration's slope B (review.c, CAL_B) by maximum likelihood on the
 * positions of one dump and --check prints the reliability of the raw and calibrated
 * chances on another (held-out) dump, e.g. other seeds. The phase of decision i of n is
 * taken as (i + 1) / n (the position a move on: review.c, cit_review_phase).
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "ai.h"
#include "engine.h"
#include "review.h"

static double now(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static int write_session(const cit_session *s, const char *path) {
    size_t need = cit_session_save(s, NULL, 0);
    char *text = malloc(need + 1);
    FILE *f = fopen(path, "w");
    int ok = text && f;
    if (ok) {
        cit_session_save(s, text, need + 1);
        ok = fwrite(text, 1, need, f) == need;
    }
    if (f && fclose(f) != 0) ok = 0;
    free(text);
    if (!ok) perror(path);
    return ok;
}

static cit_move moves[CIT_MAX_MOVES];

/* The first decision of s where a legal move other than the one played gives the
   opponent >= 8 points and the mover none: writes the save up to it with that move. */
static int find_blunder(const cit_session *s, const char *path) {
    cit_game *g = cit_review_start(s), *t = cit_game_clone(g);
    int found = 0;
    for (int i = 0; i < cit_session_length(s) && !found; i++) {
        int me = cit_game_pending(g).player, np = cit_game_setup(g)->nplayers;
        int n = cit_game_legal_moves(g, moves, CIT_MAX_MOVES);
        for (int k = 0; k < n && !found; k++) {
            cit_game_copy(t, g);
            cit_game_apply(t, &moves[k], NULL);
            int mine = cit_game_score(t, me) - cit_game_score(g, me), theirs = 0;
            for (int p = 0; p < np; p++)
                if (p != me) theirs += cit_game_score(t, p) - cit_game_score(g, p);
            if (mine == 0 && theirs >= 8 && i >= 6) {
                found = i + 1;
                char text[64];
                cit_move_format(g, &moves[k], text, sizeof text);
                printf("blunder at decision %d: %s gives %d points away\n", i + 1, text, theirs);
                /* the save of s cut at i, plus the blunder: undo a copy of s */
                size_t need = cit_session_save(s, NULL, 0);
                char *buf = malloc(need + 1);
                cit_session_save(s, buf, need + 1);
                cit_session *d = cit_session_new(cit_game_setup(g), NULL);
                cit_session_load(d, buf, need, NULL);
                free(buf);
                cit_session_undo_to(d, i);
                cit_session_apply(d, &moves[k], NULL);
                write_session(d, path);
                cit_session_free(d);
            }
        }
        cit_game_apply(g, cit_session_move(s, i), NULL);
    }
    cit_game_free(g);
    cit_game_free(t);
    return found;
}

/* The time and calibration so far (printed after every game: a long run can be stopped). */
static void table(long budget, int games, double total_time, double max_time, double total_cpu, double max_cpu,
                  long positions, const long *nb, const double *pred, const double *won) {
    printf("review of a 2-player base game at budget %ld: %.1f s mean, %.1f s max over %d games "
           "(CPU: %.1f s mean, %.1f s max)\n",
           budget, games ? total_time / games : 0, max_time, games, games ? total_cpu / games : 0, max_cpu);
    printf("calibration over %ld positions (the mover's win chance before each decision):\n", positions);
    printf("| predicted | positions | mean predicted | actual |\n|---|---|---|---|\n");
    for (int b = 0; b < 10; b++)
        if (nb[b])
            printf("| %d-%d %% | %ld | %.1f %% | %.1f %% |\n", b * 10, b * 10 + 10, nb[b], 100 * pred[b] / (double)nb[b],
                   100 * won[b] / (double)nb[b]);
    fflush(stdout);
}

/* ---- the calibration fit (--fit, --check) ---- */

typedef struct {
    double raw, phase, out;
} cal_row;

static int load_dump(const char *path, cal_row **rows) {
    FILE *f = fopen(path, "r");
    if (!f) {
        perror(path);
        return -1;
    }
    int n = 0, cap = 0;
    unsigned long long seed;
    int i, k, p;
    double rb, ra, cb, ca, mg, out;
    *rows = NULL;
    while (fscanf(f, "%llu %d %d %d %lf %lf %lf %lf %lf %lf", &seed, &i, &k, &p, &rb, &ra, &cb, &ca, &mg, &out) == 10) {
        if (n == cap) {
            cap = cap ? 2 * cap : 1024;
            cal_row *t = realloc(*rows, (size_t)cap * sizeof *t);
            if (!t) break;
            *rows = t;
        }
        (*rows)[n++] = (cal_row){rb, k > 0 ? (double)(i + 1) / k : 1, out};
    }
    fclose(f);
    return n;
}

static double clamp_logit(double p) {
    if (p < 0.001) p = 0.001;
    if (p > 0.999) p = 0.999;
    return log(p / (1 - p));
}

/* The slope B of p = sigmoid(B * phase * logit(raw)) that maximises the likelihood. */
static double fit_slope(const cal_row *r, int n) {
    double b = 0.5;
    for (int it = 0; it < 50; it++) {
        double g = 0, h = 1e-9;
        for (int i = 0; i < n; i++) {
            double x = r[i].phase * clamp_logit(r[i].raw), p = 1 / (1 + exp(-b * x));
            g += (r[i].out - p) * x;
            h += p * (1 - p) * x * x;
        }
        b += g / h;
    }
    return b;
}

static void reliability(const cal_row *r, int n, int calibrated, double slope) {
    long nb[10] = {0};
    double pred[10] = {0}, won[10] = {0}, ll = 0, brier = 0;
    for (int i = 0; i < n; i++) {
        double w = r[i].raw;
        if (calibrated == 1) w = cit_review_calibrate(r[i].raw, r[i].phase, 2);
        if (calibrated == 2) w = 1 / (1 + exp(-slope * r[i].phase * clamp_logit(r[i].raw)));
        double q = w < 1e-4 ? 1e-4 : w > 1 - 1e-4 ? 1 - 1e-4 : w;
        ll -= r[i].out * log(q) + (1 - r[i].out) * log(1 - q);
        brier += (w - r[i].out) * (w - r[i].out);
        int b = (int)(w * 10);
        b = b > 9 ? 9 : b < 0 ? 0 : b;
        nb[b]++;
        pred[b] += w;
        won[b] += r[i].out;
    }
    printf("%s: %d positions, log loss %.3f, Brier %.3f\n",
           calibrated == 0 ? "raw" : calibrated == 1 ? "calibrated (review.c)" : "calibrated (fitted slope)", n,
           ll / n, brier / n);
    printf("| predicted | positions | mean predicted | actual |\n|---|---|---|---|\n");
    for (int b = 0; b < 10; b++)
        if (nb[b])
            printf("| %d-%d %% | %ld | %.1f %% | %.1f %% |\n", b * 10, b * 10 + 10, nb[b], 100 * pred[b] / (double)nb[b],
                   100 * won[b] / (double)nb[b]);
}

static int fit_main(const char *fit, const char *check) {
    cal_row *a = NULL, *b = NULL;
    int na = fit ? load_dump(fit, &a) : 0, nbk = check ? load_dump(check, &b) : 0;
    if (na < 0 || nbk < 0) return 1;
    double slope = na > 0 ? fit_slope(a, na) : 0;
    if (na > 0) printf("fitted on %d positions of %s: B = %.4f (p = sigmoid(B * phase * logit(raw)))\n", na, fit, slope);
    if (nbk > 0) {
        printf("held-out: %s\n", check);
        reliability(b, nbk, 0, slope);
        reliability(b, nbk, 1, slope);
        if (na > 0) reliability(b, nbk, 2, slope);
    }
    free(a);
    free(b);
    return 0;
}

int main(int argc, char **argv) {
    const char *fit = NULL, *check = NULL;
    for (int i = 1; i + 1 < argc; i += 2) {
        if (!strcmp(argv[i], "--fit")) fit = argv[i + 1];
        if (!strcmp(argv[i], "--check")) check = argv[i + 1];
    }
    if (fit || check) return fit_main(fit, check);
    int games = 4;
    uint64_t seed = 1;
    long budget = CIT_REVIEW_BUDGET_MEDIUM;
    const char *save = NULL, *blunder = NULL, *dump = NULL;
    for (int i = 1; i + 1 < argc; i += 2) {
        if (!strcmp(argv[i], "--games")) games = atoi(argv[i + 1]);
        else if (!strcmp(argv[i], "--seed")) seed = strtoull(argv[i + 1], NULL, 10);
        else if (!strcmp(argv[i], "--budget")) budget = atol(argv[i + 1]);
        else if (!strcmp(argv[i], "--save")) save = argv[i + 1];
        else if (!strcmp(argv[i], "--blunder")) blunder = argv[i + 1];
        else if (!strcmp(argv[i], "--dump")) dump = argv[i + 1];
        else if (!strcmp(argv[i], "--fit") || !strcmp(argv[i], "--check")) continue;
        else {
            fprintf(stderr, "review_eval: unknown '%s'\n", argv[i]);
            return 2;
        }
    }
    /* calibration: predicted win chance (before each decision, the mover's) in tenths */
    long nb[10] = {0};
    double won[10] = {0}, pred[10] = {0};
    double total_time = 0, max_time = 0, total_cpu = 0, max_cpu = 0;
    long positions = 0;
    cit_review_step *steps = malloc(CIT_MAX_STACK * 4 * sizeof *steps);
    cit_review *r = cit_review_new(budget, 1);
    for (int gi = 0; gi < games; gi++) {
        cit_setup su;
        cit_setup_default(&su, 2, seed + (uint64_t)gi);
        cit_session *s = cit_session_new(&su, NULL);
        cit_ai *ai[2] = {cit_ai_new(CIT_AI_MEDIUM, 11 + (uint64_t)gi), cit_ai_new(CIT_AI_MEDIUM, 22 + (uint64_t)gi)};
        while (!cit_game_over(cit_session_game(s))) {
            cit_move m;
            int p = cit_game_pending(cit_session_game(s)).player;
            if (cit_ai_choose(ai[p], cit_session_game(s), &m) != CIT_OK) break;
            cit_session_apply(s, &m, NULL);
        }
        cit_ai_free(ai[0]);
        cit_ai_free(ai[1]);
        if (gi == 0 && save) write_session(s, save);
        if (gi == 0 && blunder && !find_blunder(s, blunder)) printf("no blunder found in game 1\n");
        double t0 = now();
        clock_t c0 = clock();
        int n = cit_review_session(r, s, steps);
        double dt = now() - t0, cpu = (double)(clock() - c0) / CLOCKS_PER_SEC;
        total_cpu += cpu;
        if (cpu > max_cpu) max_cpu = cpu;
        total_time += dt;
        if (dt > max_time) max_time = dt;
        const cit_game *end = cit_session_game(s);
        int sc[2] = {cit_game_score(end, 0), cit_game_score(end, 1)};
        printf("game %d: %d-%d, %d decisions reviewed in %.1f s (%.1f s of CPU)\n", gi + 1, sc[0], sc[1], n, dt, cpu);
        fflush(stdout);
        for (int i = 0; i < n; i++) {
            int p = steps[i].player;
            double w = steps[i].before.win, out = sc[p] > sc[1 - p] ? 1 : sc[p] == sc[1 - p] ? 0.5 : 0;
            int b = (int)(w * 10);
            if (b > 9) b = 9;
            if (b < 0) b = 0;
            if (dump) {
                FILE *f = fopen(dump, "a");
                if (f) {
                    fprintf(f, "%llu %d %d %d %.5f %.5f %.5f %.5f %.3f %.1f\n",
                            (unsigned long long)(seed + (uint64_t)gi), i, n, p, steps[i].before_raw.win,
                            steps[i].after_raw.win, w, steps[i].after.win, steps[i].before.margin, out);
                    fclose(f);
                }
            }
            nb[b]++;
            won[b] += out;
            pred[b] += w;
            positions++;
        }
        cit_session_free(s);
        table(budget, gi + 1, total_time, max_time, total_cpu, max_cpu, positions, nb, pred, won);
    }
    cit_review_free(r);
    free(steps);
    return 0;
}
