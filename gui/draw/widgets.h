/* Immediate-mode widgets: buttons, toggles, text fields and panels over one frame's input. */
#ifndef GUI_WIDGETS_H
#define GUI_WIDGETS_H

#include <SDL.h>

#include "draw/theme.h"
#include "display.h" /* plat_text_kind: what a text field takes */

#define GUI_MAX_KEYS 16
#define GUI_SEEN_MAX 128
#define GUI_FIELDS_MAX 8

/* One frame of input, in renderer pixels. Buttons: 1 = left, 2 = middle, 3 = right. */
typedef struct {
    int mx, my;
    int down[4], pressed[4], released[4];
    int wheel;
    int moved;
    /* Two fingers on the screen (app.c): this frame's pinch as a zoom factor about pinch_x,
       pinch_y (1: none) and their middle's move pan_x, pan_y; `gesture` while they are down
       (a one-finger press under way is no click or drag then). */
    float pinch, pinch_x, pinch_y, pan_x, pan_y;
    int gesture;
    int nkeys;
    SDL_Keycode keys[GUI_MAX_KEYS];
    Uint16 mods[GUI_MAX_KEYS];
    char text[64];
} gui_input;

#define GUI_PANELS_MAX 8
typedef struct {
    SDL_Renderer *r;
    gui_input *in;
    float u;        /* pixels per layout unit (gui_theme_unit) */
    int least_text; /* the least text in pixels (gui_font_px never draws smaller; 0: 8) */
    int least_hit;  /* the least side of a control in pixels (gui_hit_px; 0 with a mouse) */
    int coarse;     /* a finger points (the help speaks of fingers) */
    int narrow;     /* the window is narrower than the screens' layout: they fold */
    int short_h;    /* the window is shorter than the screens' layout: bars fold */
    int active;     /* widget holding the mouse, 0 = none */
    int drag_grip;  /* a page a finger (or the mouse) drags: 1 + the pointer's y where it last
                       moved it (0: none; gui_drag_scroll, every list that scrolls) */
    int focus;      /* text field with the keyboard, 0 = none */
    int selected;   /* the focused field's whole text is selected (typing replaces it) */
    int caret;      /* the focused field's caret, a byte offset at a character's start */
    SDL_Rect focus_rc; /* where the focused field was drawn last (tests) */
    /* The focused field as this frame drew it (focus_buf NULL: none drawn), for a phone's own
       keyboard (gui/app/keyboard.c); next_kind: what the next field drawn takes (display.h's
       plat_text_kind, given by gui_textfield_kind, else a name). */
    const char *focus_buf;
    int focus_kind, next_kind;
    int consumed;   /* a widget took this frame's click */
    int frozen;     /* read-only view (a replay): buttons and boxes are drawn greyed and take nothing */
    int label_px;   /* > 0: buttons' labels start at this size (a row of buttons sharing one size) */
    /* Buttons drawn this frame, so tests (and tools) can find them by label (a new-game screen
       with six seats and sixteen expansions, each with its "?", draws about 90). */
    struct {
        char label[128]; /* a listed table names its host, mode, seats and address */
        SDL_Rect rc;
        int enabled;
        int px; /* the label's size as drawn (0: no label) */
        int room; /* the label's width in pixels (0: not known): a longer one is cut (tests/gui/test_layout.c) */
        int bold; /* the label is drawn bold (a heading) */
        int ticked; /* a checkbox: 1 ticked, 0 not; a button: -1 */
    } seen[GUI_SEEN_MAX];
    int nseen;
    /* Text fields drawn this frame, named by the words beside them (gui_ui_name_field), so a
       test finds a field as it finds a button (the browser's tests, gui/app/describe.c). */
    struct {
        char label[64];
        SDL_Rect rc;
        int kind; /* plat_text_kind */
    } fields[GUI_FIELDS_MAX];
    int nfields;
    /* Panels drawn this frame (gui_panel): the board takes no wheel or drag under a dialog. */
    SDL_Rect panels[GUI_PANELS_MAX];
    int panel_after[GUI_PANELS_MAX]; /* the lines of text logged before it (gui_text_logged): tests
                                        tell the text on a panel from the text a dialog hides */
    int npanels;
} gui_ui;

/* Widget ids: GUI_ID(k) mixes the source file and line with k, so widgets of different
   files drawn in one frame (panels, dialogs of several modules) never share an id. The
   file's name string stands for the file: each source file has its own. */
int gui_widget_id(const char *file, int line, int k);
#define GUI_ID(k) gui_widget_id(__FILE__, __LINE__, (k))

int gui_px(const gui_ui *ui, float units);
/* The side of a control `units` large: never under the screen's least target (a finger's). */
int gui_hit_px(const gui_ui *ui, float units);
/* Grows rc about its middle to at least the least target (a control drawn small). */
SDL_Rect gui_hit_rect(const gui_ui *ui, SDL_Rect rc);
int gui_hit(const gui_input *in, SDL_Rect rc);
/* A finger (or the mouse) pressed in `area` and dragged scrolls *scroll by the pointer's move
   (ui->drag_grip holds the grip); once it moved a finger's width no button under it clicks. */
void gui_drag_scroll(gui_ui *ui, SDL_Rect area, int *scroll);
void gui_panel(gui_ui *ui, SDL_Rect rc);
/* Returns 1 when clicked. `enabled` 0 draws it greyed and ignores the mouse. */
int gui_button(gui_ui *ui, int id, SDL_Rect rc, const char *label, int enabled);
/* A button drawn with `fill` as its colour (e.g. a player colour chip). */
int gui_button_colour(gui_ui *ui, int id, SDL_Rect rc, SDL_Color fill, const char *label, int enabled);
/* The same with the label fitted and centred right of the first `lead` pixels (room for an
   icon the caller draws there), so a long label never runs under the icon. */
int gui_button_lead(gui_ui *ui, int id, SDL_Rect rc, SDL_Color fill, const char *label, int enabled, int lead);
/* A checkbox with a label to its right; flips *value on click, returns 1 if it changed. */
int gui_checkbox(gui_ui *ui, int id, SDL_Rect rc, const char *label, int *value, int enabled);
/* A single-line UTF-8 text field editing buf (cap bytes): a click focuses it (selecting its text
   the first time, or setting the caret where it lands), typing inserts at the caret (or replaces
   the selection), Left/Right/Home/End move the caret, Backspace/Delete remove the character
   before/after it, Ctrl+A selects all. Returns 1 if the text changed. */
int gui_textfield(gui_ui *ui, int id, SDL_Rect rc, char *buf, size_t cap);
/* What the next text field drawn takes (a plat_text_kind: a phone's keyboard lays itself out
   for it); a field drawn without it takes a name. */
void gui_textfield_kind(gui_ui *ui, int kind);
/* Names the text field drawn last (the words a person reads beside it). */
void gui_ui_name_field(gui_ui *ui, const char *label);
/* True if key k (with optional ctrl) was pressed this frame and no text field has focus. */
int gui_key(const gui_ui *ui, SDL_Keycode k);
int gui_key_ctrl(const gui_ui *ui, SDL_Keycode k);
/* Takes key k or k2 (SDLK_UNKNOWN: none), pressed without Ctrl, out of this frame's input
   while no text field has focus: 1 if it was there. Readers after it (gui_key: Enter ending
   a turn, D panning) no longer see it. */
int gui_key_take(gui_ui *ui, SDL_Keycode k, SDL_Keycode k2);
/* The rectangle of the button labelled `label` drawn last frame; 0 if none. */
int gui_ui_find(const gui_ui *ui, const char *label, SDL_Rect *rc);
/* The size a button label is drawn at in width w (the theme's, smaller while it does not fit). */
int gui_button_label_px(const gui_ui *ui, const char *label, int w);
/* Label text of the theme sizes. */
int gui_font_px(const gui_ui *ui, float pt);

#endif
