/* Under the Big Top's motion and sound: the big top glides from the circus tile it left to the
   new one while the animal it turned shows face up where it stood, the acrobats of a pyramid
   that left their space (scored, or eaten) leap off it, and its events' sounds. */
#ifndef GUI_BIGTOP_MOTION_H
#define GUI_BIGTOP_MOTION_H

#include "modules/gui_module.h"
#include "modules/bigtop/bigtop.h"

#define BIGTOP_SPACES 12 /* acrobat spaces followed: the set has 8 */

/* One acrobat space as last drawn, or a pyramid leaving it. */
typedef struct {
    int8_t x, y;
    uint8_t n;         /* followers there (at most 3) */
    uint8_t colours[3];
    uint32_t since;    /* leaving: the game time it left */
} bigtop_space_seen;

/* Its per-game window state (gui_module.state_size): what was drawn last, so a change seen now
   animates whoever made it (a person, a computer, a network seat, an undo). */
typedef struct {
    uint8_t known;                    /* 0: nothing seen yet (a new or loaded game animates nothing) */
    uint8_t has_top, gliding;
    int8_t x, y, from_x, from_y;      /* the big top's cell; where it glides from */
    uint32_t glide_since;
    int8_t turned, turned_x, turned_y; /* the animal turned last (-1 none) and where */
    uint32_t turned_since;
    uint8_t pool[CIT_BIGTOP_ANIMALS];  /* tokens not turned, as last seen */
    bigtop_space_seen space[BIGTOP_SPACES], leaving[BIGTOP_SPACES];
    int nspace;
} gui_bigtop_state;

/* What the last frame seen compared (bigtop_motion_update) and what moves now: once a frame,
   first thing of draw_under. */
void bigtop_motion_update(gui_module_ctx *ctx);
/* Where the big top is drawn now, in cells (the glide's point, lifted mid-way): 1, or 0 when it
   is not on the board. */
int bigtop_motion_top(gui_module_ctx *ctx, float *fx, float *fy);
/* The turned animal rising where the big top stood and the acrobats leaping off their spaces
   (draw_under, after the big top). */
void bigtop_motion_draw(gui_module_ctx *ctx);
/* What moves now, a bit each: 1 the big top gliding, 2 its turned animal showing, 4 acrobats
   leaving; 0 when all is still. For the window tests, which count frames till it ends. */
int bigtop_motion_busy(const gui_game *g);
/* gui_module.sound: the big top's move as a figure moved, a follower climbing or the
   ringmaster set down as a follower, a pyramid's acrobats coming down as a completion. */
int bigtop_sound(const cit_event *e);

#endif
