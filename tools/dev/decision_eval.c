/*
 * A measurement, not a test (docs/ai.md, "Every decision judged"): plays games
 * and, at decisions other than tile placement, compares the search's answer at a level's
 * budget with a uniformly random answer, both judged by a deeper search from the
 * decider's view (tools/dev/decision_judge.c).
 *
 *   build/decision_eval [--mode M] [--option NAME=VALUE]... [--count] [--players P]
 *                       [--positions N] [--games G] [--per-game K] [--seed S]
 *                       [--budget B] [--judge J] [--gen I] [--kind NAME]...
 *                       [--chooser search|random] [--verbose]
 *
 * Game i has engine seed S + i; its tile placements are made by medium searches of I
 * iterations (default 300; 0: greedy in even games, uniformly random in odd ones, as
 * tests/ai/count_eval.c), every other decision uniformly at random (so that followers
 * reach the Count's quarters, bazaars see every kind of bid...). At most K decisions per
 * kind and game (default 2), each taken with chance 1/2, are judged, until every kind
 * met has N positions (default 40) or G games (default 400) were played. The chooser is
 * the medium search with B iterations (default 4,000, medium's), or a uniform answer
 * (--chooser random: the check that the measure can tell). The judge is a review
 * search of J iterations per answer (default 4 * B). Deterministic for its arguments.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ai.h"
#include "decision_judge.h"
#include "engine.h"
#include "optarg.h"
#include "review.h"

#define MAX_KINDS 256
#define MAX_FILTER 16

typedef struct {
    long n;
    double s_val, s_rnd, s_d, s_dd, s_dwin, s_dmargin;
    long at_least, best;
    double share; /* summed per position: the share of judged alternatives it is at least as good as */
} kind_stats;

static kind_stats stats[MAX_KINDS];

static uint64_t mix(uint64_t z) {
    z += 0x9e3779b97f4a7c15ULL;
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

static void print_table(const char *rules, long budget, long judge, int random_chooser) {
    printf("\n%s; chooser %s, judge %ld iterations per answer\n", rules,
           random_chooser ? "uniform random" : "medium search", judge);
    (void)budget;
    printf("| decision | positions | chooser's value | random's value | difference (95 %%) | win (pp) | margin | "
           "chooser >= random | >= each answer | judge's best |\n|---|---|---|---|---|---|---|---|---|---|\n");
    for (int k = 0; k < MAX_KINDS; k++) {
        const kind_stats *s = &stats[k];
        if (!s->n) continue;
        double n = (double)s->n, md = s->s_d / n;
        double var = s->n > 1 ? (s->s_dd - n * md * md) / (n - 1) : 0;
        double half = 1.96 * sqrt(var > 0 ? var / n : 0);
        printf("| %s | %ld | %.4f | %.4f | %+.4f (%+.4f..%+.4f) | %+.1f | %+.2f | %.0f %% | %.0f %% | %.0f %% |\n",
               cit_decision_name(k), s->n, s->s_val / n, s->s_rnd / n, md, md - half, md + half,
               100 * s->s_dwin / n, s->s_dmargin / n, 100.0 * (double)s->at_least / n, 100 * s->share / n,
               100.0 * (double)s->best / n);
    }
    fflush(stdout);
}

int main(int argc, char **argv) {
    int mode = CIT_MODE_CLASSIC, players = 2, positions = 40, max_games = 400, per_game = 2, verbose = 0;
    int random_chooser = 0, nfilter = 0, filter[MAX_FILTER];
    uint64_t seed = 1;
    long budget = 4000, judge_budget = 0, gen = 300;
    cit_options rules;
    cit_options_default(&rules);
    char err[512];
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;
        if (!strcmp(a, "--verbose")) {
            verbose = 1;
            continue;
        }
        if (!strcmp(a, "--count")) {
            tools_option_arg(&rules, "count=1", err, sizeof err);
            continue;
        }
        if (!v) {
            fprintf(stderr, "decision_eval: '%s' needs a value (see the comment at the top of tools/dev/decision_eval.c)\n", a);
            return 2;
        }
        i++;
        if (!strcmp(a, "--mode")) {
            mode = tools_mode_arg(v, err, sizeof err);
            if (mode < 0) {
                fprintf(stderr, "decision_eval: %s\n", err);
                return 2;
            }
        } else if (!strcmp(a, "--option")) {
            if (!tools_option_arg(&rules, v, err, sizeof err)) {
                fprintf(stderr, "decision_eval: %s\n", err);
                return 2;
            }
        } else if (!strcmp(a, "--players")) players = atoi(v);
        else if (!strcmp(a, "--positions")) positions = atoi(v);
        else if (!strcmp(a, "--games")) max_games = atoi(v);
        else if (!strcmp(a, "--per-game")) per_game = atoi(v);
        else if (!strcmp(a, "--seed")) seed = strtoull(v, NULL, 10);
        else if (!strcmp(a, "--budget")) budget = atol(v);
        else if (!strcmp(a, "--judge")) judge_budget = atol(v);
        else if (!strcmp(a, "--gen")) gen = atol(v);
        else if (!strcmp(a, "--chooser")) random_chooser = !strcmp(v, "random");
        else if (!strcmp(a, "--kind")) {
            int k = -1;
            for (int d = 2; d < MAX_KINDS; d++)
                if (!strcmp(cit_decision_name(d), v)) k = d;
            if (k < 0 || nfilter >= MAX_FILTER) {
                fprintf(stderr, "decision_eval: unknown decision '%s'\n", v);
                return 2;
            }
            filter[nfilter++] = k;
        } else {
            fprintf(stderr, "decision_eval: unknown '%s'\n", a);
            return 2;
        }
    }
    if (!judge_budget) judge_budget = 4 * budget;
    if (!tools_options_fit_mode(&rules, mode, err, sizeof err)) {
        fprintf(stderr, "decision_eval: %s\n", err);
        return 2;
    }
    char rtext[256], head[400];
    tools_options_text(&rules, rtext, sizeof rtext);
    snprintf(head, sizeof head, "%s, %d players, options %s, seed %llu, budget %ld, generator medium:%ld",
             cit_mode_def_at(mode)->name, players, rtext, (unsigned long long)seed, budget, gen);
    printf("decision_eval: %s\n", head);

    cit_ai_config cc;
    cit_ai_config_default(&cc, CIT_AI_MEDIUM);
    cc.iterations = (int32_t)budget;
    cc.threads = 1;
    cit_ai *chooser = cit_ai_new_config(&cc, 7);
    cit_ai_config gc;
    cit_ai_config_default(&gc, CIT_AI_MEDIUM);
    gc.iterations = (int32_t)(gen > 0 ? gen : 1);
    cit_review *judge = cit_review_new(judge_budget, 3);
    cit_game *scratch = malloc(cit_game_size());
    static cit_move legal[CIT_MAX_MOVES];
    if (!chooser || !judge || !scratch) {
        fprintf(stderr, "decision_eval: out of memory or bad budget\n");
        return 1;
    }
    judged_position jp;
    for (int gi = 0; gi < max_games; gi++) {
        cit_setup su;
        cit_setup_default(&su, players, seed + (uint64_t)gi);
        su.mode = (uint8_t)mode;
        su.opt = rules;
        cit_status st;
        cit_game *g = cit_game_new(&su, NULL, 0, &st);
        if (!g) {
            fprintf(stderr, "decision_eval: cannot start the game: %s\n", cit_status_str(st));
            return 2;
        }
        cit_ai *gens[CIT_MAX_PLAYERS];
        for (int p = 0; p < players; p++)
            gens[p] = gen > 0 ? cit_ai_new_config(&gc, 1000 * (uint64_t)gi + (uint64_t)p)
                              : cit_ai_new(gi % 2 ? CIT_AI_RANDOM : CIT_AI_GREEDY, 1000 * (uint64_t)gi + (uint64_t)p);
        uint64_t rng = mix(seed * 7919 + (uint64_t)gi);
        int taken[MAX_KINDS] = {0};
        for (int mi = 0; !cit_game_over(g) && mi < 2000; mi++) {
            cit_pending pd = cit_game_pending(g);
            cit_move m;
            if (pd.decision == CIT_DECIDE_PLACE_TILE) {
                if (cit_ai_choose(gens[pd.player], g, &m) != CIT_OK) break;
                cit_game_apply(g, &m, NULL);
                continue;
            }
            int n = cit_game_legal_moves(g, legal, CIT_MAX_MOVES);
            if (n <= 0) break;
            if (n > CIT_MAX_MOVES) n = CIT_MAX_MOVES;
            int k = pd.decision, wanted = nfilter == 0;
            for (int f = 0; f < nfilter; f++) wanted |= filter[f] == k;
            rng = mix(rng);
            if (wanted && n >= 2 && taken[k] < per_game && stats[k].n < positions && (rng & 1)) {
                taken[k]++;
                cit_move c;
                if (random_chooser) c = legal[(mix(rng) >> 33) % (uint64_t)n];
                else if (cit_ai_choose(chooser, g, &c) != CIT_OK) break;
                if (judge_decision(judge, g, &c, mix(rng ^ 0x51), scratch, &jp) == 0) {
                    kind_stats *s = &stats[k];
                    const judged_answer *ca = &jp.a[jp.chosen];
                    double d = ca->value - jp.random_value;
                    s->n++;
                    s->s_val += ca->value;
                    s->s_rnd += jp.random_value;
                    s->s_d += d;
                    s->s_dd += d * d;
                    s->s_dwin += ca->win - jp.random_win;
                    s->s_dmargin += ca->margin - jp.random_margin;
                    s->at_least += ca->value >= jp.random_value - 1e-12;
                    int ge = 0, best = 1;
                    for (int j = 0; j < jp.njudged; j++) {
                        if (j == jp.chosen) continue;
                        ge += ca->value >= jp.a[j].value;
                        if (jp.a[j].value > ca->value) best = 0;
                    }
                    s->share += jp.njudged > 1 ? (double)ge / (jp.njudged - 1) : 1;
                    s->best += best;
                    if (verbose) {
                        char t[64];
                        cit_move_format(g, &c, t, sizeof t);
                        printf("game %d move %d %s: P%d chose '%s' (%d legal): %.3f vs random %.3f\n", gi, mi,
                               cit_decision_name(k), jp.decider + 1, t, n, ca->value, jp.random_value);
                        for (int j = 0; j < jp.njudged; j++) {
                            cit_move_format(g, &jp.a[j].move, t, sizeof t);
                            printf("    %-28s win %5.1f %% margin %+6.1f value %.3f\n", t, 100 * jp.a[j].win,
                                   jp.a[j].margin, jp.a[j].value);
                        }
                    }
                }
            }
            /* the game goes on with a uniform answer */
            m = legal[(mix(rng ^ 0x7777) >> 33) % (uint64_t)n];
            cit_game_apply(g, &m, NULL);
        }
        for (int p = 0; p < players; p++) cit_ai_free(gens[p]);
        cit_game_free(g);
        int done = 1, seen = 0;
        for (int k = 2; k < MAX_KINDS; k++) {
            int wanted = nfilter == 0;
            for (int f = 0; f < nfilter; f++) wanted |= filter[f] == k;
            if (!wanted) continue;
            if (stats[k].n) seen = 1;
            if ((nfilter || stats[k].n) && stats[k].n < positions) done = 0;
        }
        if ((gi + 1) % 10 == 0 || (done && seen)) {
            printf("after %d games:", gi + 1);
            print_table(head, budget, judge_budget, random_chooser);
        }
        if (done && seen && gi >= 4) break;
    }
    print_table(head, budget, judge_budget, random_chooser);
    cit_ai_free(chooser);
    cit_review_free(judge);
    free(scratch);
    return 0;
}
