/* The engine's faults a player can meet, in the player's language: the engine gives codes
   (cit_status, cit_load_reason) and English for logs; the window's words are keyed by code. */
#ifndef CIT_GUI_ENGINE_WORDS_H
#define CIT_GUI_ENGINE_WORDS_H

#include <stddef.h>

#include "app/i18n.h"
#include "engine.h"

/* Why a save did not load, as one clause for MSG_LOAD_FAILED's %3 ("the save's list of
   players is damaged"); a fault with no reason of the text's (CIT_LOAD_NONE) is its status's
   words. Writes buf and returns it. */
const char *gui_load_reason(const cit_load_error *le, char *buf, size_t cap);
/* The words of one reason (tests: every reason has its sentence); NULL for CIT_LOAD_NONE or a
   number that is no reason. */
const gui_words *gui_load_reason_words(int reason);

#endif
