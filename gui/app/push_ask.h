/* "Your turn, wherever you are" in the page (docs/gui.md "Games waiting"): once the player
   sits at a correspondence table (never on a device's first visit), the game asks once
   whether this device should tell them of their turn; yes subscribes the browser with the
   server's key (platform/push.h) and hands the subscription to the server (`push on`); no
   is remembered and never asked again here (notify.txt beside the settings). Only where the
   platform can subscribe: the desktop flashes its window instead (app/turns.h). */
#ifndef GUI_PUSH_ASK_H
#define GUI_PUSH_ASK_H

struct gui_app;
struct gui_push_ask;

/* The question's state, made with the window (gui_app.your_turn.ask) and freed with it. */
struct gui_push_ask *gui_push_ask_new(void);
void gui_push_ask_free(struct gui_push_ask *ask);
/* Once a frame: the question's conditions, the server's key, the browser's answer. */
void gui_push_ask_step(struct gui_app *a);
/* 1 while the question is on screen (it takes the input, as a dialog does). */
int gui_push_ask_showing(const struct gui_app *a);
/* Draws the question and takes its answer (the app calls it over the scene). */
void gui_push_ask_frame(struct gui_app *a);
/* This device's subscription at addr:port as the question or the settings dialog left it
   (scenes/mygames/notify_settings.h): 1 on, 0 not. */
int gui_push_subscribed(const char *addr, int port);
/* Remembers it on, or off (then the question is not asked again on this device). */
void gui_push_remember(const struct gui_app *a, const char *addr, int port, int on);

#endif
