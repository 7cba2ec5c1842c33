/* platform/push.h in the browser: the page's Notification and PushManager (pre.js,
   Module.citadelaPush), the subscription handed back as three strings. */
#include <emscripten.h>
#include <string.h>

#include "push.h"

EM_JS(int, page_push_possible, (void), { return Module.citadelaPush.possible() ? 1 : 0; })
EM_JS(void, page_push_subscribe, (const char *key), { Module.citadelaPush.subscribe(UTF8ToString(key)); })
EM_JS(void, page_push_unsubscribe, (const char *key), { Module.citadelaPush.unsubscribe(UTF8ToString(key)); })
/* part 0, 1, 2: endpoint, p256dh, auth; returns the state (0 under way, 1 done, -1 failed) */
EM_JS(int, page_push_part, (int part, char *buf, int cap), {
    var p = Module.citadelaPush;
    if (p.state === 1) stringToUTF8([p.endpoint, p.p256dh, p.auth][part] || "", buf, cap);
    return p.state;
})

int plat_push_possible(void) { return page_push_possible(); }

void plat_push_subscribe(const char *vapid_key) { page_push_subscribe(vapid_key); }

void plat_push_unsubscribe(const char *vapid_key) { page_push_unsubscribe(vapid_key); }

int plat_push_result(char *endpoint, size_t ecap, char *p256dh, size_t pcap, char *auth, size_t acap)
{
    int state = page_push_part(0, endpoint, (int)ecap);
    if (state == 1) {
        page_push_part(1, p256dh, (int)pcap);
        page_push_part(2, auth, (int)acap);
    }
    return state;
}
