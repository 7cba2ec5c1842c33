/* The end of a game shown on the board: final scoring feature by feature, then Results. */
#ifndef GUI_FINALE_H
#define GUI_FINALE_H

#include <stdint.h>

#include "engine.h"

#define GUI_FINALE_STEPS 64
#define GUI_FINALE_PARTS 64

/* One scored feature: its area, its owners' points and, for a field, the cities it pays for;
   or a module's step (kind < 0, module and ev set: its final_event hook). */
typedef struct gui_finale_step {
    int kind;                        /* cit_feature_kind, or a module's negative kind */
    int module;                      /* the module of a negative kind */
    cit_event ev;                    /* the (first) event of the step */
    int points[CIT_MAX_PLAYERS];     /* per player, 0 = not an owner */
    int nparts, ncities;
    cit_feature_part parts[GUI_FINALE_PARTS];
    cit_feature_part cities[GUI_FINALE_PARTS];
    float cx, cy;                    /* board point the points fly from */
} gui_finale_step;

typedef struct {
    int n;
    gui_finale_step step[GUI_FINALE_STEPS];
    int active;                      /* the sequence is playing (or waiting to start) */
    uint32_t t0;                     /* game time it started */
    int heard;                       /* steps whose points have sounded */
} gui_finale;

/*
 * The finished cities a field (its tile parts) borders: their parts go to out (up to cap,
 * *nout of them); returns how many distinct cities there are (what the field pays for).
 */
int gui_field_cities(const cit_game *g, const cit_feature_part *parts, int nparts, cit_feature_part *out, int cap,
                     int *nout);
/* Builds the sequence from the CIT_SCORE_FINAL events of the last apply (g = the game after it),
   and the events modules claim for their final scoring (gui_finale_claims). */
void gui_finale_build(gui_finale *f, const cit_game *g, const cit_outcome *o, uint32_t now);
/* 1 if the event is part of the final scoring of game g: CIT_SCORE_FINAL, or a module's
   (final_event); *kind (may be NULL) gets the step kind. */
int gui_finale_claims(const cit_game *g, const cit_event *e, int *kind);
/* Milliseconds one step takes at animation speed `speed` (GUI_SPEED_*). */
uint32_t gui_finale_step_ms(int speed);
/* Where the sequence is at time now: the step index (n = all shown) and 0..1 within it. */
int gui_finale_at(const gui_finale *f, uint32_t now, int speed, float *within);
/* Points of player p whose flight has not landed yet at time now (the panel counts up). */
int gui_finale_pending(const gui_finale *f, uint32_t now, int speed, int p);
/* True once every step has been shown and the closing pause is over. */
/* Sounds the points of every step that landed since the last call (once per step). */
void gui_finale_sound(gui_finale *f, uint32_t now, int speed);
int gui_finale_over(const gui_finale *f, uint32_t now, int speed);

#endif
