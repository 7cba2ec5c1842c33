/* A friend's join link (http://SERVER:PORT/#join=CODE) opening the join screen: from
   `citadela --join LINK` and, in the browser build, from the page's own address. */
#ifndef GUI_JOIN_LINK_H
#define GUI_JOIN_LINK_H

#include <stddef.h>

#include "engine.h" /* CIT_NAME_LEN */
#include "net.h"    /* NET_CODE_LEN */

struct gui_app;

/* The join screen's fields as typed (the code blanks and all), kept between visits: a link
   fills them before the screen opens, a listed table picked fills them too, and the forms
   that open a table on a server take its address from them (gui_app.join). */
typedef struct {
    char addr[128], port[8], code[2 * NET_CODE_LEN + 1], name[CIT_NAME_LEN];
    char picked[CIT_NAME_LEN]; /* the host of the listed table picked last (the screen asks for its code) */
    /* The server an https:// link named: joined at that address and port, TLS is required,
       never tried and dropped (docs/protocol.md "TLS"). "" none. */
    char tls_addr[128];
    int tls_port;
    /* The field (its id + 1, 0 none) that takes the keyboard at the next frame: the code field
       when a listed table was picked, the name field when a join link filled in the rest. */
    int focus_next;
} gui_join_form;

/*
 * Opens the join screen with the link's server address, port and code filled in and the
 * name left to type (a link carries no name). A link that cannot be read opens the join
 * screen as the menu's button would and says why over it, filling in nothing. At a table
 * already, nothing happens (a link never pulls a player away from a game). 0 when the
 * fields were filled, -1 otherwise.
 */
int gui_app_join_link(struct gui_app *a, const char *url);
/*
 * The browser build's entry: the page's own address (location.href). One without a
 * fragment (or with an empty one) is the page opened plainly and leaves the menu as it is;
 * any other goes to gui_app_join_link, so a mistyped link is named, not ignored. 0 when
 * there was nothing to do or the fields were filled, -1 when the link was refused.
 */
int gui_app_page_url(struct gui_app *a, const char *href);
/*
 * The server a page came from, read from its address (http://HOST[:PORT]/..., https too;
 * an IPv6 host in brackets, given without them): 1 with host and port filled in, 0 when
 * href is no such address. A page cannot listen on a port, but it can open a table on that
 * server (its citadela-server --web) and join its tables.
 */
int gui_page_server_of(const char *href, char *host, size_t cap, int *port);
/* The same for this program's own page (platform/loop.h plat_page_address): 0 on a desktop. */
int gui_app_page_server(char *host, size_t cap, int *port);

#endif
