/* A device's notifications at a server: its Web Push subscription and its player's mail
   address. Push (host_internal.h; docs/protocol.md "Push"):
   `push key` tells the server's VAPID key (what the page subscribes with), `push on
   ENDPOINT P256DH AUTH` keeps the subscription of the device whose player key this
   connection gave, `push off` forgets it. The subscription is the player's secret: the
   host stores it and answers `push on`, and never writes it to the log or to a seat. Mail
   (docs/protocol.md "Mail"): the server's hook keeps the address; here only who may ask. */
#include <string.h>

#include "host_internal.h"
#include "push_sub.h"
#include "store.h"

#define PUSH_CHANGES_MAX 4 /* `push on`/`off` a connection: a page sends one */
#define MAIL_LINES_MAX 8   /* `mail` lines a connection: a settings dialog sends two or three */

static void answer(client *c, const char *word, const char *text) {
    net_msg m = net_msg_make(NET_M_PUSH, 0, 0, word, text);
    net_conn_send(c->c, &m);
}

static void stored_or_not(client *c, int ok, const char *word) {
    net_hub *h = c->hub;
    if (ok > 0) { answer(c, word, NULL); return; }
    if (ok < 0) { hub_error(c, "push", "this player has a subscription on too many devices: turn one off"); return; }
    if (h->cfg.log && net_bucket_take(&h->store_said, net_now_ms(), 1, 60000))
        hub_log(h, "cannot store a push subscription: ", net_store_why(h->cfg.store), NULL);
    hub_error(c, "storage", "the server could not store your subscription: try again later");
}

void hub_push_talk(client *c, const net_msg *m) {
    net_hub *h = c->hub;
    if (!h->cfg.push_key || !net_store_keeps_players(h->cfg.store)) {
        hub_error(c, "no-push", "this server sends no push notifications");
        return;
    }
    if (!strcmp(m->word, "key")) { answer(c, "key", h->cfg.push_key); return; }
    if (!c->player || !c->key[0]) { hub_error(c, "state", "send your player key first"); return; }
    if (++c->push_changes > PUSH_CHANGES_MAX) { hub_error(c, "flood", "one subscription a connection"); return; }
    if (!strcmp(m->word, "off")) { stored_or_not(c, net_store_push_clear(h->cfg.store, c->key), "off"); return; }
    net_push_line sub;
    const char *why = NULL;
    if (!net_push_line_read(m->text, &sub, &why)) {
        hub_warn(h, c, "a push subscription refused", why); /* the reason, never the endpoint */
        hub_error(c, "push", why);
        return;
    }
    net_push_sub s = {sub.endpoint, sub.p256dh, sub.auth};
    stored_or_not(c, net_store_push_set(h->cfg.store, c->key, &s), "on");
}

/* `mail` and `notify`: the server's hook answers, for the player of this connection only. */
static void player_hook(client *c, const net_msg *m, void (*hook)(void *, int64_t, const net_msg *, net_msg *),
                        const char *none, const char *none_text) {
    net_hub *h = c->hub;
    if (!hook || !net_store_keeps_players(h->cfg.store)) { hub_error(c, none, none_text); return; }
    if (!c->player || !c->key[0]) { hub_error(c, "state", "send your player key first"); return; }
    if (++c->mail_lines > MAIL_LINES_MAX) { hub_error(c, "flood", "a few mail and notify lines a connection"); return; }
    net_msg out;
    hook(h->cfg.ctx, c->player, m, &out); /* the address never goes to the log */
    net_conn_send(c->c, &out);
}

void hub_mail_talk(client *c, const net_msg *m) { player_hook(c, m, c->hub->cfg.mail, "no-mail", "this server sends no mail"); }

void hub_notify_talk(client *c, const net_msg *m) {
    player_hook(c, m, c->hub->cfg.notify, "no-push", "this server sends no notifications");
}
