/* The review of the game in play (gui_play.review, app/app.h): the review of one record, shared
   by the results screen and the replay viewer (it lives while either shows that game;
   gui_review_drop frees it, cancelling a running one). The results screen offers "Review" for
   the game just played (cached beside the autosave), the replay viewer for the game it shows
   (cached beside its save; the autosave's for the game just played). See docs/gui.md, "Review". */
#ifndef GUI_APP_REVIEW_PLAY_H
#define GUI_APP_REVIEW_PLAY_H

#include "app/app.h"
#include "scenes/replay/review_view.h"

/* The review of the record with this hash, or NULL (a review of another game is dropped). */
gui_review *gui_review_of(gui_app *a, uint64_t record_hash);
/* Starts the review of the record (len bytes), cached beside `save` (the save file's path:
   SAVE.review; NULL: beside the autosave). Replaces a->play.review. */
void gui_review_begin(gui_app *a, const char *record, size_t len, const char *save);
/* Frees a->play.review (cancelling it if it runs). */
void gui_review_drop(gui_app *a);
/* What the review is drawn with on the screen shown now (scenes/replay/review_view.h), and the
   same for one call: `gui_review_graph(GUI_REVIEW_PANE(a), rc)`. */
gui_review_pane gui_review_pane_of(gui_app *a);
#define GUI_REVIEW_PANE(a) ((const gui_review_pane[]){gui_review_pane_of(a)})

/* From the results' graph: the replay of a->game at step i, the suggested move ghosted; Back
   (gui_review_back) returns to the results. */
void gui_review_open_replay(gui_app *a, int i);
/* Leaves a replay opened from the results back to them; 0 if it was not. */
int gui_review_back(gui_app *a);
/* The replay's ghost: the review's better move at the position shown, if any. */
void gui_review_update_ghost(gui_app *a);

#endif
