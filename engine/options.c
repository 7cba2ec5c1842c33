/* The rule options as one table (the core's rows here, a module's with the module):
   names, defaults, limits and explanations in two languages; and the game modes. */
#include "rules.h"
#include "box.h"
#include "textfmt.h"

#include <stddef.h>
#include <string.h>

/* The core's own rows, by id; a module's rows are in its rules table (rules.h). */
static const cit_option_def core_options[CIT_OPTIONS_MAX] = {
    [CIT_OPT_SMALL_CITY_TWO_POINTS] = {
        "small_city_two_points", 0, 1, CIT_MODE_CLASSIC, 0, -1, -1,
         CIT_N_("Small cities score 2"),
          CIT_N_("A completed city of two tiles scores 2 points instead of 4 (old rule).")},
    [CIT_OPT_FARMERS_OFF] = {
        "farmers_off", 0, 1, CIT_MODE_CLASSIC, 0, -1, -1,
         CIT_N_("Without farmers"),
          CIT_N_("The beginners' game: no follower may be placed on a field, so fields score "
         "nothing at the end (not with the Count).")},
};

/* The core's ids, so that loops visit rows, not every id (set-up runs them per game). */
static const uint8_t core_ids[] = {CIT_OPT_SMALL_CITY_TWO_POINTS, CIT_OPT_FARMERS_OFF};

int cit_option_count(void) { return CIT_OPTIONS_MAX; }

/* The row of the registered module that brings option `id` (a module's ids lie in its own
   range, CIT_MODULE_IDS; the first modules' below 16), or NULL (a core option, or none). */
static const module_option *module_row(int id) {
    if (id < 0 || id >= CIT_OPTIONS_MAX) return NULL;
    int first = id < CIT_MODULE_IDS(0) ? 1 : (id - CIT_MODULE_IDS(0)) / 8;
    int last = id < CIT_MODULE_IDS(0) ? CIT_MODULE_MAX - 1 : first;
    for (int m = first; m >= 1 && m <= last; m++) {
        const rules_module *mod = rules_modules[m];
        for (int k = 0; mod && k < mod->noptions; k++)
            if (mod->options[k].id == id) return &mod->options[k];
    }
    return NULL;
}

/* The core's row, or the module's that brings option `id`. */
const cit_option_def *cit_option_def_at(int id) {
    if (id < 0 || id >= CIT_OPTIONS_MAX) return NULL;
    if (core_options[id].name) return &core_options[id];
    const module_option *row = module_row(id);
    return row ? &row->def : NULL;
}

/* An option that is on in `o`, other than `other_than`, and lays the board's first tiles
   (rules_module.lays_start), or -1. By rule, not by name: a module that lays the start
   names no other that does. */
static int start_layer_on(const cit_options *o, int other_than) {
    for (int m = 1; m < CIT_MODULE_MAX; m++) {
        const rules_module *mod = rules_modules[m];
        if (mod && mod->lays_start && mod->option != other_than && o->v[mod->option]) return mod->option;
    }
    return -1;
}

/* 1 if option `id` switches on a module that lays the board's first tiles. */
static int lays_start(int id) {
    for (int m = 1; m < CIT_MODULE_MAX; m++)
        if (rules_modules[m] && rules_modules[m]->option == id) return rules_modules[m]->lays_start;
    return 0;
}

int cit_option_excluded_by(const cit_options *o, int id) {
    const cit_option_def *d = cit_option_def_at(id);
    if (!o || !d) return -1;
    if (d->excludes >= 0 && o->v[d->excludes]) return d->excludes;
    for (int k = 0; k < CIT_OPTIONS_MAX; k++) {
        const cit_option_def *dk = cit_option_def_at(k);
        if (dk && dk->excludes == id && o->v[k]) return k;
    }
    return lays_start(id) ? start_layer_on(o, id) : -1;
}

int cit_option_find(const char *name, size_t len) {
    if (!name) return -1;
    for (int i = 0; i < CIT_OPTIONS_MAX; i++) {
        const cit_option_def *d = cit_option_def_at(i);
        if (d && strlen(d->name) == len && memcmp(d->name, name, len) == 0) return i;
    }
    return -1;
}

int cit_option_get(const cit_options *o, int id) {
    if (!o || !cit_option_def_at(id)) return -1;
    return o->v[id];
}

int cit_option_set(cit_options *o, int id, int value) {
    const cit_option_def *d = cit_option_def_at(id);
    if (!o || !d || value < 0 || value > d->max) return 0;
    o->v[id] = (uint8_t)value;
    return 1;
}

/* Calls visit(id, row) for every option: the core's, then each registered module's. */
#define FOR_OPTION_ROWS(id, row, body)                                                     \
    do {                                                                                   \
        for (size_t k_ = 0; k_ < sizeof core_ids; k_++) {                                  \
            int id = core_ids[k_];                                                         \
            const cit_option_def *row = &core_options[id];                                 \
            body                                                                           \
        }                                                                                  \
        for (int m_ = 1; m_ < CIT_MODULE_MAX; m_++)                                        \
            for (int k_ = 0; rules_modules[m_] && k_ < rules_modules[m_]->noptions; k_++) { \
                int id = rules_modules[m_]->options[k_].id;                                \
                const cit_option_def *row = &rules_modules[m_]->options[k_].def;           \
                body                                                                       \
            }                                                                              \
    } while (0)

void cit_options_default(cit_options *o) {
    memset(o, 0, sizeof *o);
    FOR_OPTION_ROWS(id, row, { o->v[id] = row->def; });
}

/* Every option within its limits, meant for the game's mode and not on together with
   one it excludes (the Count and the beginners' game without farmers: the Count's
   market quarter sends followers into fields at the end, docs/rules-decisions.md,
   base decision 11), at most one that lays the start; no byte set where no option is. */
int options_valid(const cit_options *o, int mode) {
    uint8_t known[CIT_OPTIONS_MAX] = {0};
    int ok = 1;
    FOR_OPTION_ROWS(id, row, {
        int v = o->v[id];
        known[id] = 1;
        if (v > row->max || (v != row->def && row->mode != mode) ||
            (v && row->excludes >= 0 && o->v[row->excludes]))
            ok = 0;
    });
    unsigned stray = 0; /* a byte set where no option is (branch-free: it vectorises) */
    for (int i = 0; i < CIT_OPTIONS_MAX; i++) stray |= o->v[i] & (unsigned)(known[i] - 1);
    int start = ok ? start_layer_on(o, -1) : -1;
    return ok && !stray && (start < 0 || start_layer_on(o, start) < 0);
}

size_t cit_options_problem(const cit_options *o, int mode, char *buf, size_t cap) {
    if (cap) buf[0] = '\0';
    if (!o) return 0;
    if (options_valid(o, mode)) {
        int fits, n = box_size(o, mode, &fits);
        if (fits) return 0;
        return n > CIT_MAX_STACK
                   ? cit_fmt(buf, cap, "these expansions hold more than %d tiles, more than one game can (leave one out)", CIT_MAX_STACK)
                   : cit_fmt(buf, cap, "these expansions' tiles hold more features than one game can (leave one out)");
    }
    size_t n = 0;
    FOR_OPTION_ROWS(id, row, {
        int v = o->v[id];
        if (n) continue;
        if (v > row->max) n = cit_fmt(buf, cap, "'%s' may be at most %d", row->name, row->max);
        else if (v != row->def && row->mode != mode)
            n = cit_fmt(buf, cap, "'%s' belongs to another game mode", row->name);
        else if (v && row->excludes >= 0 && o->v[row->excludes])
            n = cit_fmt(buf, cap, "'%s' cannot be on together with '%s'", row->name,
                        cit_option_def_at(row->excludes)->name);
        else if (v && lays_start(id) && start_layer_on(o, id) >= 0)
            n = cit_fmt(buf, cap, "'%s' cannot be on together with '%s' (each lays the first tiles)", row->name,
                        cit_option_def_at(start_layer_on(o, id))->name);
    });
    return n ? n : cit_fmt(buf, cap, "an option byte is set where no option is");
}

/* ---- modes ---- */

static const cit_mode_def modes[CIT_MODE_COUNT_] = {
    [CIT_MODE_CLASSIC] = {"classic", CIT_MIN_PLAYERS, CIT_MAX_PLAYERS, CIT_N_("Carcassonne"),
          CIT_N_("The base game for 2\xE2\x80\x93" "6 players, with the expansions below.")},
    [CIT_MODE_CITY] = {"city", 2, 4, CIT_N_("Carcassonne: The City"),
          CIT_N_("A game of its own for 2\xE2\x80\x93" "4: one city of streets, markets and quarters from three "
                       "stacks, and a wall that rises round it until it closes.")},
};

int cit_mode_count(void) { return CIT_MODE_COUNT_; }

const cit_mode_def *cit_mode_def_at(int mode) {
    return mode >= 0 && mode < CIT_MODE_COUNT_ ? &modes[mode] : NULL;
}

int cit_mode_find(const char *name, size_t len) {
    if (!name) return -1;
    for (int i = 0; i < CIT_MODE_COUNT_; i++)
        if (strlen(modes[i].name) == len && memcmp(modes[i].name, name, len) == 0) return i;
    return -1;
}
