/* Web Push subscriptions (docs/server.md "Push"): only the page has them. The browser asks
   the player's permission and subscribes through its push service with the server's VAPID
   key; the game then hands the subscription to the server (`push on`). A desktop game has
   none: it is told of a turn by its own window (gui/app/turns.c). */
#ifndef CIT_PLAT_PUSH_H
#define CIT_PLAT_PUSH_H

#include <stddef.h>

/* 1 when this platform can subscribe (a page with a service worker, the Push API, and
   notifications not refused for good), else 0. */
int plat_push_possible(void);
/* Asks permission, then subscribes with the server's key (base64url), in the background:
   plat_push_result says how it went. Called right after the player's click (browsers allow
   the permission question only then). */
void plat_push_subscribe(const char *vapid_key);
/* 0 while under way; 1 with the subscription's endpoint and keys (base64url) in the buffers;
   -1 when the player said no or the browser could not. */
int plat_push_result(char *endpoint, size_t ecap, char *p256dh, size_t pcap, char *auth, size_t acap);
/* The player turned push off: the browser's subscription made with that server's key is
   cancelled at its push service too, in the background (a subscription made with another
   server's key is left alone). */
void plat_push_unsubscribe(const char *vapid_key);

#endif
