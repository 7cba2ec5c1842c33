/* platform/push.h on the desktop: no Web Push (the window flashes itself: gui/app/turns.c). */
#include "push.h"

int plat_push_possible(void) { return 0; }

void plat_push_subscribe(const char *vapid_key) { (void)vapid_key; }

/* Nothing to cancel: the desktop never subscribed (plat_push_possible is 0). */
void plat_push_unsubscribe(const char *vapid_key) { (void)vapid_key; }

int plat_push_result(char *endpoint, size_t ecap, char *p256dh, size_t pcap, char *auth, size_t acap)
{
    (void)endpoint, (void)ecap, (void)p256dh, (void)pcap, (void)auth, (void)acap;
    return -1;
}
