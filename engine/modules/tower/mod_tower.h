/* The Tower inside the engine: its rules table, state and the helpers its files share
   (mod_tower.c: the hooks and decisions; tower_capture.c: range, targets, prisoners;
   tower_text.c: move text; tower_query.c: the public queries). */
#ifndef CIT_MOD_TOWER_H
#define CIT_MOD_TOWER_H

#include "modules/tower/tower.h" /* its public face */
#include "rules.h"
#include "figures.h"
#include "turn.h"

#include <stdint.h>

/* Foundations a game can hold: the set has 18; room for a second copy of some. */
#define TOWER_MAX 24

/* Every member is a byte (no padding) because cit_game_hash hashes the bytes. The figures
   on tops and the prisoners are the core's records (figures.h), kept by The Tower at the
   slots below. */
typedef struct {
    int8_t x[TOWER_MAX], y[TOWER_MAX]; /* each foundation's cell, in the order laid */
    uint8_t height[TOWER_MAX];         /* pieces on it */
    uint8_t closed[TOWER_MAX];         /* 1: a follower stands on its top (closed) */
    uint8_t ntowers;
    uint8_t pieces[6];                 /* tower pieces each player has left */
    uint8_t asking;                    /* tower index + 1 the pending capture is about */
    uint8_t piece_at;                  /* piece index + 1 the pending figure step follows */
    uint8_t exchange_with;             /* player + 1 the pending exchange is with */
    uint8_t exchange_kind;             /* the kind of the follower just captured */
    uint8_t spare[3];
} tower_state;

static inline tower_state *tower_of(const cit_game *g) { return MODULE_STATE(g, tower_state, CIT_MODULE_TOWER); }
static inline int tower_running(const cit_game *g) { return g && (g->modules >> CIT_MODULE_TOWER & 1); }

struct rules_module;
extern const struct rules_module tower_module;

/* The slots (fig_record.at, keeper CIT_MODULE_TOWER; figures.h FIG_SLOT) of the figures it
   keeps: the follower on the top of tower i, a prisoner of captor c. Their places are
   tower.h's codes (what cit_game_big_follower_away answers), far from the Count's
   (quarters 0..4, 200 up). A figure is named by its follower code (figures.h): 0 a normal
   follower, i + 1 follower kind i; the Tower calls no kind by name. */
#define TOWER_SLOT_TOP(i) FIG_SLOT(CIT_TOWER_AT_TOP, i)
#define TOWER_SLOT_PRISON(c) FIG_SLOT(CIT_TOWER_AT_PRISON, c)

/* Appends answer m to a listing (written only below cap; counted on past it). */
static inline int tower_push(cit_move *out, int cap, int n, cit_move m) {
    if (n < cap) out[n] = m;
    return n + 1;
}

/* The tower at x, y (index), or -1. */
int tower_index(const tower_state *t, int x, int y);
/* Normal followers of player p in supply (the big one apart). */
int tower_normal_supply(const cit_game *g, int p);

/* Whether cell x, y lies in range of a tower at tx, ty of height h: the cell itself or up
   to h cells N, E, S or W, over gaps (a pure helper; inline: the step's playout asks it
   of every tower and target). */
static inline int tower_in_range(int tx, int ty, int h, int x, int y) {
    int dx = x - tx, dy = y - ty;
    if (dx && dy) return 0; /* a straight line N, E, S or W only (decision 2) */
    int d = dx ? dx : dy;
    return (d < 0 ? -d : d) <= h;
}

/* Cells as bits for a quick "none in range": rows[y mod 16] holds x mod 64, cols[x mod 16]
   holds y mod 64. tower_bits_near may say yes for a cell out of range (two cells share a
   word), never no for one in range (test_fastpaths.c). */
typedef struct {
    uint64_t rows[16], cols[16];
} tower_bits;
static inline void tower_bits_make(tower_bits *b, const int8_t *xs, const int8_t *ys, int n) {
    for (int j = 0; j < 16; j++) b->rows[j] = b->cols[j] = 0;
    for (int j = 0; j < n; j++) {
        b->rows[ys[j] & 15] |= 1ULL << (xs[j] & 63);
        b->cols[xs[j] & 15] |= 1ULL << (ys[j] & 63);
    }
}
/* Whether a line's word holds a bit within h of x (modulo 64): the window of 2h + 1 bits
   turned to the word's low end. */
static inline int tower_bits_window(uint64_t line, int x, int h) {
    if (2 * h + 1 >= 64) return line != 0;
    unsigned shift = (unsigned)(x - h) & 63;
    uint64_t turned = shift ? line >> shift | line << (64 - shift) : line;
    return (turned & ((2ULL << (2 * h)) - 1)) != 0;
}
/* Whether a cell of b may lie in range of a tower at x, y of height h (tower_in_range). */
static inline int tower_bits_near(const tower_bits *b, int x, int y, int h) {
    return tower_bits_window(b->rows[y & 15], x, h) || tower_bits_window(b->cols[x & 15], y, h);
}

/* tower_capture.c. */
/* The capture answers for tower i as if it were h high (the "none" first); returns how
   many (may exceed cap). */
int tower_capture_answers(const cit_game *g, int i, int h, cit_move *out, int cap);
/* The same answers without "none" and without those taking `player`'s followers, in the
   same order (the capture's playout draws from them; test_fastpaths_modules.c checks
   them against the list). */
int tower_capture_others(const cit_game *g, int i, int h, int player, cit_move *out, int cap);
/* Whether tower i, as if h high, has a capture answer besides "none" (others: one that
   takes a follower not `player`'s): tower_capture_answers' question without its list,
   stopping at the first (the step's playout asks it of every tower; test_fastpaths.c
   checks it against the list). */
int tower_capture_any(const cit_game *g, int i, int h, int player, int others);
/* The cells of every capture target not `player`'s (tower_capture_any's with `others`:
   followers on parts, each part once or more, and tops), into xs, ys; returns how many
   (at most cap). A tower that is open reaches another's follower one piece higher when
   one of them lies in range: the step's playout asks it of every tower from one list. */
#define TOWER_TARGETS_MAX (MAX_FOLLOWER_NODES + TOWER_MAX)
int tower_others_cells(const cit_game *g, int player, int8_t *xs, int8_t *ys, int cap);
/* Carries out a listed capture by player c (prisoner, home, exchange: queues the
   exchange question when c must choose). */
void tower_capture(cit_game *g, int c, const cit_move *m, emitter *e);
/* The pending exchange answered: c's follower of that kind comes back. */
void tower_exchange(cit_game *g, int c, int kind, emitter *e);
/* How many of owner's figures of follower code `code` The Tower keeps at `slot`. */
int tower_kept(const cit_game *g, int slot, int owner, int code);
/* The codes (bit 1 << code) of owner's figures that holder keeps as prisoners. */
unsigned tower_held_kinds(const cit_game *g, int holder, int owner);
/* The players (bit per player) who hold one of owner's figures as a prisoner, and in
   codes[h] for each such player h (the others' are not written) the codes (bit
   1 << code) of those h holds. */
unsigned tower_held_by(const cit_game *g, int owner, unsigned *codes);
/* Whether any player holds a prisoner. While none does, the turn_end hook (the ransom)
   rests (rules.h turn_hook_rest): only imprison makes one, and wakes it. */
int tower_prisoners_any(const cit_game *g);
/* The owner of the follower on the top of tower i (its code in *code), or -1. */
int tower_top(const cit_game *g, int i, int *code);
/* The figures_eaten hook: a follower on the top of the tower at x, y is eaten (RULES.md
   §9 decision 4): back in its own supply, the tower open again. */
void tower_top_eaten(cit_game *g, int x, int y, uint8_t *eaten);
/* The kept_cell hook: a follower on a tower's top stands on the tower's cell; a prisoner
   on none. */
int tower_kept_cell(const cit_game *g, const fig_record *f, int *x, int *y);
/* A follower of `owner` of that code held by `holder` back into its own supply (the
   last prisoner: the turn_end hook rests; an exchange's pair looks once). */
void tower_release(cit_game *g, int holder, int owner, int code);

/* tower_text.c */
#define TOWER_NVERBS 4
extern const move_verb tower_verbs[TOWER_NVERBS];

#endif
