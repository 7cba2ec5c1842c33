/* The notification settings (docs/gui.md "My games"): a dialog over My games, for the player
   of each server this device keeps a key for. Which games tell of a turn (all, or only the
   tables the player opened), quiet hours in this device's time zone, this device's push
   subscription (the page only), and mail: off, each turn or once a day, with the address and
   whether it waits for its confirmation. Each change goes to the server at once (`notify`,
   `push on|off`, `mail set|mode|off`: docs/protocol.md), which forgets a removed address or
   subscription then; mail is offered only by a server that sends it. */
#ifndef GUI_NOTIFY_SETTINGS_H
#define GUI_NOTIFY_SETTINGS_H

#include <stddef.h>

struct gui_scene_ctx; /* scenes/scene_ctx.h */
typedef struct gui_notify_dialog gui_notify_dialog;

/* "Notifications": the dialog's title, and the label of the button that opens it. */
const char *gui_notify_label(void);
/* Opens the dialog at the newest server a key is kept for (NULL without memory). */
gui_notify_dialog *gui_notify_open(const struct gui_scene_ctx *ctx);
void gui_notify_close(gui_notify_dialog *d); /* NULL is a no-op; its connection closes */
/* Draws the dialog over the screen and takes its input: 0 once the player closed it. */
int gui_notify_frame(const struct gui_scene_ctx *ctx, gui_notify_dialog *d);

/* Where the dialog subscribes: the platform's (platform/push.h) unless a test gives its own
   (NULL puts the platform's back). */
typedef struct {
    int (*possible)(void);
    void (*subscribe)(const char *vapid_key);
    int (*result)(char *endpoint, size_t ecap, char *p256dh, size_t pcap, char *auth, size_t acap);
    void (*unsubscribe)(const char *vapid_key);
} gui_notify_push;
void gui_notify_set_push(const gui_notify_push *p);

#endif
