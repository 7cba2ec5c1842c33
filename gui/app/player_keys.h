/* Player keys on this computer (docs/protocol.md "Players"; docs/gui.md "Network play"):
   one key per server (its address and port as typed), kept in the saves folder beside the
   settings (player-keys.txt; the page keeps that folder in the browser's store), never in a
   link or the log; the seats a sign-in listed (player-seats.txt), so that a join by code
   finds the player's seat on a device that never sat there; and the one sign-in at a time
   the key panel runs: the key asking a one-time code for another device, or a code from
   another device, for which the server gives this device a key of its own. */
#ifndef GUI_PLAYER_KEYS_H
#define GUI_PLAYER_KEYS_H

#include <stddef.h>

#include "client.h"

struct gui_app;

#define GUI_KEYS_SERVERS 32 /* servers whose keys are kept (the oldest gives way) */

/* The key kept for addr:port: 1 and key (NET_TOKEN_LEN + 1 bytes), or 0. */
int gui_keys_get(const char *addr, int port, char *key);
/* The servers a key is kept for, the newest first: how many (at most cap). */
int gui_keys_servers(char (*addr)[128], int *port, int cap);
/* Keeps the key for addr:port (replacing one kept). 0, or -1 when the file cannot be written. */
int gui_keys_put(const char *addr, int port, const char *key);
/* The token of the seat at table `code` a sign-in listed for addr:port: 1, or 0. */
int gui_keys_seat_token(const char *addr, int port, const char *code, char *tok, size_t cap);
/* The seats a sign-in (c, signed in) listed replace those kept for addr:port. */
void gui_keys_keep_seats(const char *addr, int port, const net_client *c);
/* A key as the player saved it ("citadela-key ADDRESS PORT KEY", what the export copies), or
   the key alone (for addr:port): 1 and the three parts, or 0 if it is not one. Blanks and
   dashes inside the key are dropped, case folded. */
int gui_keys_parse(const char *text, const char *addr, int port, char *out_addr, size_t acap, int *out_port,
                   char *key);
/* The export: "citadela-key ADDRESS PORT KEY". */
void gui_keys_export_text(const char *addr, int port, const char *key, char *buf, size_t cap);

typedef enum { GUI_KEYS_IDLE, GUI_KEYS_WORKING, GUI_KEYS_DONE, GUI_KEYS_FAILED } gui_keys_state;
/* One sign-in, the key panel's (scenes/net/scene_keys.h: the join screen's state); zeroed is idle. */
typedef struct {
    net_client *c;
    gui_keys_state state;
    int asked; /* a code for another device is wanted (a key's sign-in) */
    char addr[128], reason[NET_WORD_MAX];
    int port;
} gui_keys_signin;
/* Starts a sign-in at addr:port (TLS as the window joins there): with the kept key, asking a
   one-time code for another device (device_code NULL), or with a code another device showed.
   0, or -1 (no key kept, not a code, the server unreachable: gui_keys_reason says). */
int gui_keys_begin(gui_keys_signin *s, struct gui_app *a, const char *addr, int port, const char *device_code);
/* Moves the sign-in on (once a frame): its state. Done, the listed seats are kept, and a
   device code's key too. */
gui_keys_state gui_keys_poll(gui_keys_signin *s);
const char *gui_keys_device_code(const gui_keys_signin *s, int *seconds); /* done, asked: the code for another device */
int gui_keys_games(const gui_keys_signin *s);          /* done: the player's seats at that server */
const char *gui_keys_reason(const gui_keys_signin *s); /* failed: a reason key (net_client_reason) */
void gui_keys_end(gui_keys_signin *s);                 /* back to idle, the connection closed */

/* net_seam.c: how the window connects to addr:port (TLS tried, required or pinned). */
net_client_tls gui_net_tls_for(const struct gui_app *a, const char *addr, int port);

#endif
