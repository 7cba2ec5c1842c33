/* A game's review in the window: cit_review_session on a thread of its own, cached beside the save. */
#ifndef GUI_REVIEW_H
#define GUI_REVIEW_H

#include <SDL.h>
#include <stddef.h>
#include <stdint.h>

#include "review.h" /* ai/review.h */
#include "scenes/game/game_state.h"

/*
 * The review of one game's record (the save text of its session). gui_review_start reads the
 * cache file first: a valid one makes the review done at once (no search); else a thread of the
 * review's own runs cit_review_session on its own session and cit_review (nothing of the engine
 * or the AI is shared with the main thread, which only calls cit_review_progress and
 * cit_review_cancel, both safe from any thread) and writes the cache when it finishes. The
 * steps are read by the main thread only once the state is GUI_REVIEW_DONE.
 *
 * The cache (docs/save-format.md, "Review cache"): a text file keyed by a hash of the record,
 * the budget, the seed and the format version; a stale or damaged one is ignored and replaced.
 * The budget is the medium one, or CITADELA_REVIEW_BUDGET (iterations per search, for tests);
 * the seed is 1, so the numbers are those of `cit-cli review SAVE`.
 */

/* GUI_REVIEW_FORMAT 2: the win chances are calibrated (ai/review.h, cit_review_calibrate); a
   cache of format 1 holds the raw ones and is replaced. 3: a move's tile may be above 255, and
   a Halflings triangle played or drafted is in its tile field, not in arg0/arg1 (a cache of
   format 2 holds such moves the old way and is replaced). */
enum { GUI_REVIEW_SWINGS = 5, GUI_REVIEW_FORMAT = 3 };

typedef enum { GUI_REVIEW_RUNNING, GUI_REVIEW_DONE, GUI_REVIEW_CANCELLED, GUI_REVIEW_FAILED } gui_review_state;

typedef struct gui_review {
    uint64_t record_hash;    /* which game: the hash of its record alone */
    uint64_t key;            /* the cache's key: record, budget, seed, format */
    long budget;
    uint64_t seed;
    char cache[1200];        /* the cache file ("" none) */
    char *record;            /* the save text reviewed */
    size_t record_len;
    int nplayers;
    int nsteps;              /* decisions in the record */
    cit_review_step *steps;  /* the worker's until done */
    int from_cache;          /* 1 if the steps were read from the cache */
    int swing[GUI_REVIEW_SWINGS]; /* the biggest losses (step indices, in move order) */
    int nswing;
    /* The worker. */
    SDL_Thread *thread;
    cit_review *rv;
    int sliced;              /* no thread to be had: judged a slice a frame (gui_review_slices) */
    cit_game *sliced_start;  /* its start and moves (cit_review_game_start) */
    cit_move *sliced_moves;
    cit_session *sess;
    SDL_atomic_t state;      /* gui_review_state */
    /* The view (review_view.c). */
    int hover;               /* step under the pointer, -1 none */
    SDL_Rect graph_rc;       /* where the graph was drawn last (tests, clicks) */
    int listed, list_cut;    /* swings the list showed when drawn last, and lines of them cut */
    int list_bottom;         /* the bottom of its last row as drawn last (window pixels) */
    int show_scores;         /* the results show the score chart instead of the graph */
    int back_results;        /* the replay was opened from the results' graph: Back returns there */
    gui_game *results_game; /* the finished game the results showed, kept while the replay runs */
} gui_review;

/* FNV-1a of len bytes. */
uint64_t gui_review_hash(const char *text, size_t len);
/* Without threads (the browser's page that is not cross-origin isolated) the review is
   judged on the main thread a slice at a time: the window's loop gives it `seconds` every
   turn while it runs (no-op for a review on its thread or done). */
void gui_review_slices(gui_review *r, double seconds);
/* The budget a review uses: CITADELA_REVIEW_BUDGET if set (1..CIT_AI_MAX_ITERATIONS), else medium. */
long gui_review_default_budget(void);

/* Starts the review of `record` (len bytes, copied), cached in the file `cache` (NULL: none).
   NULL when the record does not load or memory runs out. */
gui_review *gui_review_start(const char *record, size_t len, const char *cache);
gui_review_state gui_review_get_state(const gui_review *r);
/* 0..1 while running, 1 once done. */
float gui_review_progress(const gui_review *r);
/* Stops a running review and waits for its thread (the state becomes CANCELLED). */
void gui_review_cancel(gui_review *r);
/* Cancels, waits, frees (NULL: no-op); the results game kept is freed too. */
void gui_review_free(gui_review *r);

/* Reads a cache file into r's steps: 1 if it is valid for r's key and record, else 0. */
int gui_review_cache_read(gui_review *r, const char *path);
/* Writes r's steps to the cache file (a temporary file renamed over it); 0 on success. */
int gui_review_cache_write(const gui_review *r, const char *path);

/* The save text of a session (malloc'ed, NUL-terminated; *len its length); NULL on failure. */
char *gui_review_record(const cit_session *s, size_t *len);
/* The win chance (0..1) of player p after step i of a done review, from p's view: -1 unless p
   made that decision. A player's line is drawn from their own decisions only: every search
   leans a little towards whoever decides at its position (docs/ai.md, "Review"), so a player's
   own `after` values, all taken where another player decides, are alike, while mixing in the
   complement of the other's (taken where this player decides) would zigzag by that leaning. */
double gui_review_win(const gui_review *r, int i, int p);

#endif
