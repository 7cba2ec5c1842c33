/* The link that sits a friend at a table: https://SERVER/#join=CODE from a server with a
   certificate, http://SERVER:PORT/#join=CODE from one without (docs/protocol.md "Browsers",
   "TLS"), read strictly from outside text and written for the lobby to give out. */
#ifndef CIT_NET_LINK_H
#define CIT_NET_LINK_H

#include <stddef.h>

#include "net.h"

/* A link longer than this is refused unread (a browser's address bar holds far more, but a
   join link is a few dozen bytes). */
#define NET_LINK_MAX 2048
/* The server's name or address as the link gives it, with its NUL (the join screen's
   address field); an IPv6 address without its brackets. */
#define NET_LINK_HOST_CAP 128

typedef enum {
    NET_LINK_OK = 0,
    NET_LINK_MALFORMED, /* empty, too long, or a byte a link never holds (blank, control, non-ASCII) */
    NET_LINK_NOT_HTTP,  /* neither http:// nor https:// */
    NET_LINK_BAD_HOST,  /* no server, a user name, or a name or IPv6 address that cannot be one */
    NET_LINK_BAD_PORT,  /* a port that is not 1-65535 */
    NET_LINK_NO_TABLE,  /* no #join=... part: the link opens the page but names no table */
    NET_LINK_BAD_CODE   /* #join= with something that is not a join code */
} net_link_status;

typedef struct {
    char host[NET_LINK_HOST_CAP];
    int port;                     /* when the link names none: NET_LINK_DEFAULT_PORT, or 443 for https:// */
    char code[NET_CODE_LEN + 1];  /* upper case, no dashes */
    int secure;                   /* 1 for https://: the server must speak TLS, its certificate checked */
} net_link;

#define NET_LINK_DEFAULT_PORT 7447
#define NET_LINK_TLS_PORT 443

/* Reads len bytes of url (no NUL needed; never reads past len). NET_LINK_OK fills *out;
   any other status leaves it zeroed. */
net_link_status net_link_parse(const char *url, size_t len, net_link *out);
/* A short English reason for a status (logs, tests; the window has its own words). */
const char *net_link_status_str(net_link_status st);
/* Writes the link to the table `code` at host:port into buf (https:// when secure, the port
   left out when it is 443; http:// with the port otherwise): the length, or 0 (buf "") when
   it does not fit or host, port or code could not be read back by net_link_parse (an
   address typed with blanks, say). host may be an IPv6 address with or without its
   brackets. */
size_t net_link_format(const char *host, int port, const char *code, int secure, char *buf, size_t cap);

#endif
