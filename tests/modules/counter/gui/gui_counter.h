/* The counter module's GUI part (tests/modules/counter/gui): a number in each player's row. */
#ifndef CIT_GUI_COUNTER_H
#define CIT_GUI_COUNTER_H

#include "modules/gui_module.h"

/* Its per-game GUI state: what the side panel showed last for each player. */
typedef struct {
    int shown[CIT_MAX_PLAYERS];
    int frames; /* rows drawn so far */
} gui_counter_state;

extern const gui_module gui_counter_module;

#endif
