/* The screen as each system has it: a display to open a window on (asked before SDL is), the
   kind of pointer, a phone's own keyboard for the game's text fields, the screen kept on. */
#ifndef CIT_PLAT_DISPLAY_H
#define CIT_PLAT_DISPLAY_H

#include <stddef.h>

/* 1 when a display is named (or a video driver asked for by SDL_VIDEODRIVER), 0 when
   starting the window cannot work. */
int plat_display_named(void);

/* 1 when the main pointer is a finger (a phone or tablet: the page's "pointer: coarse"), 0
   when it is a mouse, -1 when the platform cannot tell (the game then waits for a touch). */
int plat_pointer_coarse(void);

/* ---- a phone's own keyboard, for the game's text fields --------------------------------------
   A page has no keyboard of its own to open: the phone opens one for an editable element that
   has the focus. The game tells the page where its text fields are and which it edits; the page
   keeps an invisible element over that field and hands back what was typed there (accents,
   an IME's composition, a word the phone corrected). A desktop has its keyboard: no-ops. */

/* What a field takes, for the keyboard's layout and corrections. */
typedef enum {
    PLAT_TEXT_NAME,    /* a person's or a save's name: no correction, no capitals forced */
    PLAT_TEXT_WORDS,   /* a line of words (chat): corrected and capitalised as the phone likes */
    PLAT_TEXT_CODE,    /* a table's code: letters and digits as typed */
    PLAT_TEXT_NUMBER,  /* digits (a seed, a port) */
    PLAT_TEXT_ADDRESS  /* a server's name or address */
} plat_text_kind;

typedef struct {
    int x, y, w, h; /* in the window's points (SDL_GetWindowSize's units) */
    plat_text_kind kind;
} plat_text_field;

/* The text fields the frame drew (n of them): a finger's tap on one opens the keyboard at once
   (a page may focus its element only while the tap's own event is handled). */
void plat_text_fields(const plat_text_field *fields, int n);

/* The field being edited (NULL: none, the keyboard goes), its text and caret (a byte offset);
   id names the field, so a change of field starts the element afresh, and `selected` says the
   whole text is selected (typing replaces it). */
void plat_text_edit(const plat_text_field *field, int id, const char *text, int caret, int selected);

/* What the player did in the page's element since the last call: 1 with the whole text in buf
   (cap bytes) and the caret; -1 when they left the field from the page (the element lost the
   focus); 0 when nothing changed (always, on a desktop). */
int plat_text_take(char *buf, size_t cap, int *caret);

/* typed is called (on the window's thread) when the page's element changes, so that a window
   resting with no frames to draw wakes to take the text (plat_text_take): a phone's typing
   makes no key events of its own. Never called on a desktop. */
void plat_text_on_typed(void (*typed)(void));

/* Keeps the screen on while a game is played (1) or lets it sleep again (0): a phone that
   locks while the others think. A no-op where the system has no such lock to ask. */
void plat_keep_awake(int on);

#endif
