/* What the window shows, in words a test can read: the browser's tests (tests/web/) press
   buttons and fill fields found by their labels, and drag the tile in hand onto a lit cell. */
#ifndef GUI_DESCRIBE_H
#define GUI_DESCRIBE_H

#include "app/app.h"

/*
 * The last frame as one JSON object, in renderer pixels:
 *   {"scene":"menu","dialog":0,"w":800,"h":600,"lesson":-1,
 *    "buttons":[{"label":"New game","on":1,"x":..,"y":..,"w":..,"h":..},...],
 * (a checkbox among the buttons also has "ticked": 0 or 1),
 *    "fields":[{"label":"Your name","x":..,...},...]
 * and in the game scene also "yours" (1: this window's seat is to move; the hand and the
 * lit cells show a computer's tile too), "laid" (the turn's tile is on the board), "hand"
 * (the tile in hand's rectangle, or null) and "cells" (lit cells in view: "cx","cy" and the
 * rectangle). In My games also "games": each card's "code", "state" (lobby, play, over),
 * "yours", "moves" and "turn" (the name of the seat to move).
 * "lesson" is the lesson's move count, -1 when the game is no lesson. Writes at most cap
 * bytes with the zero; returns the length, 0 when it did not fit.
 */
size_t gui_app_describe(const gui_app *a, char *out, size_t cap);

#endif
