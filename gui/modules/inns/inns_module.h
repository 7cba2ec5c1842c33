/* Inns & Cathedrals' entry in the GUI module table (modules/registry.c). */
#ifndef GUI_INNS_MODULE_H
#define GUI_INNS_MODULE_H

#include "modules/gui_module.h"

extern const gui_module gui_inns_module;
extern const gui_module gui_big_follower_module; /* its second switch: option and rules only */

/* The end and Results (inns_final.c): hooks of gui_inns_module. */
struct gui_finale_step;
int gui_inns_event_line(gui_game *g, const cit_game *before, const cit_event *e, char *buf, size_t cap,
                        gui_log_ref *ref);
int gui_inns_final_event(const cit_event *e, int *kind);
const char *gui_inns_final_name(int kind);
void gui_inns_final_draw(gui_module_ctx *ctx, const struct gui_finale_step *s);
int gui_inns_tally(const cit_game *after, const cit_event *e, int *row, int *taken, int *payer);
int gui_inns_tally_row(const cit_game *e, int row, int points, int count, char *label, size_t lcap, char *cell,
                       size_t ccap);

#endif
