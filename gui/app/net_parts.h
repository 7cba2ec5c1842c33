/* The network seam's own parts (net_seam.c, net_lan.c, net_seat_file.c): what the seam
   calls in the others. Not for scenes: they use net_seam.h. */
#ifndef CIT_GUI_NET_PARTS_H
#define CIT_GUI_NET_PARTS_H

#include <stddef.h>

#include "discover.h"

struct gui_app;

/* net_seat_file.c */
void gui_net_file_path(const char *name, char *buf, size_t cap); /* a file in the saves folder */
/* The client's seat kept to rejoin (nothing when token is ""). */
void gui_net_keep_token(const char *addr, int port, const char *code, const char *token, const char *name);
/* A kept token the host refused (its seat was given away): forgotten, so the next join
   from this window asks for a seat as a newcomer instead of trying the void token again
   (each try counts as a wrong token against this address). */
void gui_net_forget_token(const char *addr, int port, const char *code);
/* The token kept for this table ("" none): the seat file's, else one the player's key's
   sign-in listed (a seat another device of theirs took). */
void gui_net_kept_token(const char *addr, int port, const char *code, char *tok, size_t cap);

/* net_lan.c */
net_beacon *gui_net_lan_beacon(const struct gui_app *a); /* a host's beacon, to where the join screens listen */
int gui_net_lan_poll(struct gui_app *a);                 /* the tables heard from: 1 if the list changed */

#endif
