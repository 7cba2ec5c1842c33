/* The loader's fault codes as the player's sentences: the engine keeps only English for logs
   (cit_load_error.message), so what a damaged save says on screen is chosen here by its code,
   never by the engine's text. */
#include "app/engine_words.h"
#include "app/gettext.h"

#include <SDL.h>

static const gui_words reasons[CIT_LOAD_REASON_COUNT] = {
    /* TRANSLATORS: each of these is the end of "Could not load %1 (line %2): %3" */
    [CIT_LOAD_NOT_A_SAVE] = {.msgid = N_("this is not a Citadela save")},
    [CIT_LOAD_OTHER_FORMAT] = {.msgid = N_("the save comes from a version of Citadela this one cannot read")},
    [CIT_LOAD_TRUNCATED] = {.msgid = N_("the save breaks off before its end")},
    [CIT_LOAD_AFTER_END] = {.msgid = N_("there is text after the save's end (two files joined, or edited after saving)")},
    [CIT_LOAD_BAD_HEADER] = {.msgid = N_("a line at the start of the save is damaged")},
    [CIT_LOAD_BAD_PLAYERS] = {.msgid = N_("the save's list of players is damaged")},
    [CIT_LOAD_UNKNOWN_RULES] = {.msgid = N_("the save names rules or expansions this version of Citadela does not have")},
    [CIT_LOAD_BAD_TILES] = {.msgid = N_("the save's tiles do not fit the boxes it names")},
    [CIT_LOAD_BAD_MOVE] = {.msgid = N_("a move in the save cannot be read")},
    /* TRANSLATORS: %1 says why the rules refuse the move ("that cell already holds a tile") */
    [CIT_LOAD_ILLEGAL_MOVE] = {.msgid = N_("a move the rules do not allow: %1")},
};

const gui_words *gui_load_reason_words(int reason)
{
    return reason > CIT_LOAD_NONE && reason < CIT_LOAD_REASON_COUNT ? &reasons[reason] : NULL;
}

const char *gui_load_reason(const cit_load_error *le, char *buf, size_t cap)
{
    const gui_words *w = gui_load_reason_words(le->reason);
    if (w)
        gui_subst(buf, cap, gui_word(w), gui_status(le->status), NULL, NULL);
    else
        SDL_strlcpy(buf, gui_status(le->status), cap);
    return buf;
}
