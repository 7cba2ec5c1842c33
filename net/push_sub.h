/* A Web Push subscription as a `push on` line carries it (docs/protocol.md "Push"): its
   endpoint, an https URL of a push service, and the browser's keys. Checked here for form
   only; what the endpoint's name resolves to is checked where it is sent (server/push.c),
   each time, so a name that moves to a private address later is refused then too. */
#ifndef CIT_NET_PUSH_SUB_H
#define CIT_NET_PUSH_SUB_H

#include <stddef.h>

#define NET_PUSH_ENDPOINT_MAX 800 /* the services' own are 150-400 characters */
#define NET_PUSH_HOST_MAX 253     /* a DNS name's */
#define NET_PUSH_P256DH_LEN 87    /* 65 bytes in base64url without padding */
#define NET_PUSH_AUTH_LEN 22      /* 16 bytes */

typedef struct {
    char endpoint[NET_PUSH_ENDPOINT_MAX + 1];
    char p256dh[NET_PUSH_P256DH_LEN + 1];
    char auth[NET_PUSH_AUTH_LEN + 1];
} net_push_line;

/* Reads "ENDPOINT P256DH AUTH": 1, or 0 with *why (English, for `error push`). */
int net_push_line_read(const char *text, net_push_line *out, const char **why);
/* The endpoint's host (a DNS name, or an IP address in brackets for IPv6) and port (443
   when none is written): 1, or 0 when the URL is not a plain https URL. */
int net_push_endpoint_host(const char *endpoint, char *host, size_t cap, int *port);

#endif
