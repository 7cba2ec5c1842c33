/* Hills & Sheep's motion and sound: a token drawn from the bag drops in beside its shepherd, a
   flock that left the board (gathered, or driven off by a wolf or the dragon) rises and fades
   where it stood, and the expansion's events' sounds. */
#ifndef GUI_HILLS_MOTION_H
#define GUI_HILLS_MOTION_H

#include "modules/gui_module.h"
#include "modules/hills/hills.h"

#define HILLS_SIZES 5 /* token sizes 1-4 by index; 0 unused */

/* A player's shepherd and flock as last drawn. */
typedef struct {
    uint8_t out;                    /* on the board, at `at` */
    cit_feature_part at;
    uint8_t tokens[HILLS_SIZES];    /* tokens of each size in the flock */
} hills_seen;

/* Its per-game window state (gui_module.state_size): what was drawn last, so a change seen now
   animates whoever made it. */
typedef struct {
    uint8_t known;                          /* 0: nothing seen yet (a loaded game animates nothing) */
    hills_seen seen[CIT_MAX_PLAYERS];
    int8_t arriving[CIT_MAX_PLAYERS];       /* size of the token dropping in, 0 none */
    uint32_t arriving_since[CIT_MAX_PLAYERS];
    hills_seen left[CIT_MAX_PLAYERS];       /* a flock leaving (left[p].out: it is) */
    uint32_t left_since[CIT_MAX_PLAYERS];
} gui_hills_state;

/* Compares what the engine shows with what was drawn last and ends what has run its time: once a
   frame, first thing of draw_over. */
void hills_motion_update(gui_module_ctx *ctx);
/* How far player's token of `size` dropping in has come (0..1), or -1 when none of that size
   drops in now: its flock's last token of that size is drawn coming down. */
float hills_motion_arriving(gui_module_ctx *ctx, int player, int size);
/* The flock player's shepherd had when it left the board, and how far its leaving has come
   (0..1): 1 and both, or 0 when it does not leave now. */
int hills_motion_leaving(gui_module_ctx *ctx, int player, const hills_seen **flock, float *t);
/* What moves now, a bit each: 1 a token dropping in, 2 a flock leaving; 0 when all is still.
   For the window tests, which count frames till it ends. */
int hills_motion_busy(const gui_game *g);
/* gui_module.sound: the shepherd set down and a token drawn as a follower set down, a wolf as a
   figure moved (it drives the flock off); a gathering's points keep the core's chime. */
int hills_sound(const cit_event *e);

#endif
