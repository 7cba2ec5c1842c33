/* Why a network table refused, closed or turned a move down, in the player's language: the
   library gives stable keys (net_client_reason, the host's error words; docs/protocol.md
   "Reasons"), this file turns them into sentences in the player's language. */
#include <SDL.h>
#include <stdio.h>
#include <string.h>

#include "app/i18n.h"
#include "app/net_seam.h"
#include "client.h"
#include "net.h"

static const struct {
    const char *key;
    gui_msg msg;
} REASONS[] = {
    {"full", MSG_NET_WHY_FULL},         {"started", MSG_NET_WHY_STARTED},   {"name", MSG_NET_WHY_NAME},
    {"token", MSG_NET_WHY_TOKEN},       {"code", MSG_NET_WHY_CODE},         {"create", MSG_NET_WHY_CREATE},
    {"setup", MSG_NET_WHY_SETUP},       {"parse", MSG_NET_WHY_PARSE},       {"errors", MSG_NET_WHY_ERRORS},
    {"flood", MSG_NET_WHY_FLOOD},       {"shutdown", MSG_NET_WHY_SHUTDOWN}, {"timeout", MSG_NET_WHY_TIMEOUT},
    {"lost", MSG_NET_WHY_LOST},         {"protocol", MSG_NET_WHY_PROTOCOL}, {"bad-view", MSG_NET_WHY_STEP},
    {"out-of-step", MSG_NET_WHY_STEP},  {"left", MSG_NET_WHY_LEFT},         {"unreachable", MSG_NET_WHY_UNREACHABLE},
    {"stale", MSG_NET_WHY_STALE},       {"illegal", MSG_NET_WHY_ILLEGAL},   {"not-your-turn", MSG_NET_WHY_NOT_YOURS},
    {"state", MSG_NET_WHY_STATE},       {"name-taken", MSG_NET_WHY_NAME_TAKEN}, {"name-away", MSG_NET_WHY_NAME_AWAY},
    {"storage", MSG_NET_WHY_STORAGE},
    {"wait", MSG_NET_WHY_WAIT},         {"busy", MSG_NET_WHY_BUSY},         {"tables", MSG_NET_WHY_TABLES},
    {"connections", MSG_NET_WHY_CONNECTIONS}, {"tls-untrusted", MSG_NET_WHY_TLS_UNTRUSTED},
    {"tls-name", MSG_NET_WHY_TLS_NAME}, {"tls-expired", MSG_NET_WHY_TLS_EXPIRED}, {"tls-pin", MSG_NET_WHY_TLS_PIN},
    {"tls-none", MSG_NET_WHY_TLS_NONE}, {"tls-broken", MSG_NET_WHY_TLS_BROKEN},
    {"tls-unavailable", MSG_NET_WHY_TLS_UNAVAILABLE}, {"no-correspondence", MSG_NET_WHY_NO_CORR},
    {"key", MSG_NET_WHY_KEY},           {"device", MSG_NET_WHY_DEVICE},     {"no-keys", MSG_NET_WHY_NO_KEYS},
    {"no-games", MSG_NET_WHY_NO_GAMES},
};

const char *gui_net_reason(const char *key, int host_version, char *buf, size_t cap)
{
    if (!key || !key[0]) {
        SDL_strlcpy(buf, "", cap);
        return buf;
    }
    if (!strcmp(key, "version")) { /* both versions, so the player knows which side to update */
        char theirs[16], ours[16];
        snprintf(theirs, sizeof theirs, "%d", host_version);
        snprintf(ours, sizeof ours, "%d", NET_VERSION);
        gui_subst(buf, cap, gui_tr(MSG_NET_WHY_VERSION), host_version > 0 ? theirs : "?", ours, NULL);
        return buf;
    }
    if (!strcmp(key, "tls")) { /* a plain connection refused: this build tried no TLS only if it has none */
        SDL_strlcpy(buf, gui_tr(net_client_tls_available() ? MSG_NET_WHY_TLS : MSG_NET_WHY_TLS_UNAVAILABLE), cap);
        return buf;
    }
    for (size_t i = 0; i < sizeof REASONS / sizeof REASONS[0]; i++)
        if (!strcmp(REASONS[i].key, key)) {
            SDL_strlcpy(buf, gui_tr(REASONS[i].msg), cap);
            return buf;
        }
    /* A newer host's word: said to be one, the word itself kept for a bug report. */
    gui_subst(buf, cap, gui_tr(MSG_NET_WHY_UNKNOWN), key, NULL, NULL);
    return buf;
}
