/* The page's one question about turn notifications (push_ask.h). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app/app.h"
#include "app/gettext.h"
#include "app/i18n.h"
#include "app/net_seam.h"
#include "app/push_ask.h"
#include "app/saves.h"
#include "client.h"
#include "draw/draw.h"
#include "draw/text.h"
#include "push.h"
#include "push_sub.h"

/* The question's panel in layout units: its width and its inside. */
enum { PUSH_ASK_W = 520, PUSH_ASK_PAD = 22 };

enum { ASK_TITLE, ASK_TEXT, ASK_YES, ASK_NO, ASK_ON, ASK_FAILED, ASK_NWORDS };
static const gui_words words[ASK_NWORDS] = {
    [ASK_TITLE] = {.msgid = N_("Your turn, wherever you are")},
    [ASK_TEXT] = {.msgid = N_("Shall this device tell you when it is your turn in your correspondence games, even with "
                              "the page closed?")},
    [ASK_YES] = {.msgid = N_("Yes, tell me")},
    [ASK_NO] = {.msgid = N_("No, thanks")},
    [ASK_ON] = {.msgid = N_("This device will tell you when it is your turn.")},
    [ASK_FAILED] = {.msgid = N_("Notifications could not be turned on here.")},
};

typedef enum { PHASE_NONE, PHASE_KEY, PHASE_SHOWN, PHASE_SUBSCRIBING, PHASE_SENDING, PHASE_DONE } phase;

/* The question's own state (gui_app.your_turn.ask): made with the window, freed with it. */
struct gui_push_ask {
    int counted;              /* this start counted among the device's visits */
    int visits;               /* starts of the game on this device, this one included */
    phase at;
    char table[NET_CODE_LEN + 1]; /* the table the question is for */
};

struct gui_push_ask *gui_push_ask_new(void) { return calloc(1, sizeof(struct gui_push_ask)); }

void gui_push_ask_free(struct gui_push_ask *ask) { free(ask); }

/* ---- notify.txt: "visits N", "no" (never ask), "yes ADDR PORT" (subscribed there) ------------ */

static void memory_path(char *buf, size_t cap) { snprintf(buf, cap, "%snotify.txt", gui_saves_dir()); }

/* 1 when the file has this line (as written by remember). */
static int recalls(const char *line)
{
    char path[1200];
    memory_path(path, sizeof path);
    size_t len = 0;
    char *text = gui_read_file(path, &len);
    int found = 0;
    for (char *at = text, *nl; at && *at && !found; at = nl ? nl + 1 : NULL) {
        nl = strchr(at, '\n');
        size_t n = nl ? (size_t)(nl - at) : strlen(at);
        found = n == strlen(line) && !strncmp(at, line, n);
    }
    free(text);
    return found;
}

/* Writes the visits and the lines kept but `drop`, then `add` (each NULL: none). */
static void rewrite(const struct gui_push_ask *ask, const char *drop, const char *add)
{
    char path[1200], err[128], out[4096];
    memory_path(path, sizeof path);
    size_t len = 0, n = (size_t)snprintf(out, sizeof out, "visits %d\n", ask->visits);
    char *text = gui_read_file(path, &len);
    for (char *at = text, *nl; at && *at; at = nl ? nl + 1 : NULL) {
        nl = strchr(at, '\n');
        if (nl)
            *nl = 0;
        int dropped = (drop && !strcmp(at, drop)) || (add && !strcmp(at, add));
        if (strncmp(at, "visits ", 7) && at[0] && !dropped && n + strlen(at) + 2 < sizeof out - 200)
            n += (size_t)snprintf(out + n, sizeof out - n, "%s\n", at);
    }
    free(text);
    if (add)
        n += (size_t)snprintf(out + n, sizeof out - n, "%s\n", add);
    if (gui_write_atomic(path, out, n, err, sizeof err) != 0)
        SDL_Log("citadela: push: the answer could not be kept: %s", err);
}

static void remember(const struct gui_push_ask *ask, const char *line) { rewrite(ask, line, line); }

static void count_visit(struct gui_push_ask *ask)
{
    char path[1200];
    memory_path(path, sizeof path);
    size_t len = 0;
    char *text = gui_read_file(path, &len);
    if (!text || sscanf(text, "visits %d", &ask->visits) != 1)
        ask->visits = 0;
    free(text);
    ask->visits++;
    ask->counted = 1;
    remember(ask, NULL);
}

static void yes_line(gui_app *a, char *buf, size_t cap) { snprintf(buf, cap, "yes %s %d", gui_net_addr(a), gui_net_port(a)); }

int gui_push_subscribed(const char *addr, int port)
{
    char yes[200];
    snprintf(yes, sizeof yes, "yes %s %d", addr, port);
    return recalls(yes);
}

void gui_push_remember(const gui_app *a, const char *addr, int port, int on)
{
    const struct gui_push_ask *ask = a->your_turn.ask;
    char yes[200];
    snprintf(yes, sizeof yes, "yes %s %d", addr, port);
    if (on)
        remember(ask, yes);
    else /* turned off by the player: the question is not asked again on this device */
        rewrite(ask, yes, "no");
}

/* ---- the question ----------------------------------------------------------------------------- */

/* Whether this table is one to ask at: a correspondence seat of a player, a device that came
   back, where the page can subscribe, not answered before. 1 yes, 0 not yet, -1 not here (the
   log says why: the page's tests wait for it). */
static int worth_asking(gui_app *a, net_client *c)
{
    const struct gui_push_ask *ask = a->your_turn.ask;
    char yes[200];
    if (net_client_state(c) != NET_CLIENT_SEATED || gui_net_pace(a) <= 0 || !net_client_player_key(c)[0])
        return 0;
    yes_line(a, yes, sizeof yes);
    const char *why = !plat_push_possible() ? "this device cannot subscribe"
                      : ask->visits < 2      ? "a first visit"
                      : recalls("no")       ? "the player said no on this device"
                      : recalls(yes)        ? "subscribed at this server already"
                                            : NULL;
    if (why && plat_push_possible())
        SDL_Log("citadela: push: not asked at this table: %s", why);
    return why ? -1 : 1;
}

void gui_push_ask_step(gui_app *a)
{
    struct gui_push_ask *ask = a->your_turn.ask;
    if (!ask->counted && plat_push_possible()) /* the desktop keeps no such file */
        count_visit(ask);
    net_client *c = gui_net_client(a);
    const char *table = c ? gui_net_code(a) : "";
    if (strcmp(ask->table, table) != 0) { /* another table, or none: whatever was under way goes */
        SDL_strlcpy(ask->table, table, sizeof ask->table);
        ask->at = PHASE_NONE;
    }
    if (!c)
        return;
    char endpoint[NET_PUSH_ENDPOINT_MAX + 1], p256dh[NET_PUSH_P256DH_LEN + 1], auth[NET_PUSH_AUTH_LEN + 1];
    switch (ask->at) {
    case PHASE_NONE:
        switch (worth_asking(a, c)) {
        case 1: net_client_ask_push_key(c), ask->at = PHASE_KEY; break;
        case -1: ask->at = PHASE_DONE; break;
        default: break;
        }
        break;
    case PHASE_KEY: /* the question only once the server said it sends notifications */
        if (net_client_push_state(c) != 0)
            ask->at = net_client_push_state(c) == 1 ? PHASE_SHOWN : PHASE_DONE;
        break;
    case PHASE_SUBSCRIBING: {
        int got = plat_push_result(endpoint, sizeof endpoint, p256dh, sizeof p256dh, auth, sizeof auth);
        if (got > 0)
            net_client_push_on(c, endpoint, p256dh, auth), ask->at = PHASE_SENDING;
        else if (got < 0)
            gui_app_toast(a, gui_word(&words[ASK_FAILED])), ask->at = PHASE_DONE;
        break;
    }
    case PHASE_SENDING:
        if (net_client_push_state(c) == 2) {
            SDL_Log("citadela: push: the server keeps this device's subscription");
            gui_app_toast(a, gui_word(&words[ASK_ON]));
            ask->at = PHASE_DONE;
        } else if (net_client_push_state(c) < 0) {
            SDL_Log("citadela: push: the server refused the subscription: %s", net_client_push_refused(c));
            gui_app_toast(a, gui_word(&words[ASK_FAILED]));
            ask->at = PHASE_DONE;
        }
        break;
    default:
        break;
    }
}

int gui_push_ask_showing(const gui_app *a) { return a->your_turn.ask->at == PHASE_SHOWN; }

void gui_push_ask_frame(gui_app *a)
{
    struct gui_push_ask *ask = a->your_turn.ask;
    gui_ui *ui = &a->ui;
    net_client *c = gui_net_client(a);
    if (ask->at != PHASE_SHOWN || !c)
        return;
    const char *title = gui_word(&words[ASK_TITLE]), *text = gui_word(&words[ASK_TEXT]);
    int w = SDL_min(gui_px(ui, PUSH_ASK_W), a->w - gui_px(ui, GUI_SIZE_SECTION)), pad = gui_px(ui, PUSH_ASK_PAD), bh = gui_hit_px(ui, GUI_SIZE_TOUCH_H);
    int tpx = gui_font_px(ui, GUI_FONT_HEADING), px = gui_font_px(ui, GUI_FONT_BODY), iw = w - 2 * pad;
    int th = gui_text_wrapped_h(title, iw, tpx, 1), xh = gui_text_wrapped_h(text, iw, px, 0);
    int h = pad + th + gui_px(ui, GUI_SIZE_PAD) + xh + pad + 2 * bh + gui_px(ui, GUI_SIZE_PAD) + pad;
    SDL_Rect p = {(a->w - w) / 2, SDL_max(gui_px(ui, GUI_SIZE_PAD), (a->h - h) / 2), w, h};
    gui_fill_rect(a->r, (SDL_Rect){0, 0, a->w, a->h}, gui_rgba(GUI_COL_SHADOW, 130)); /* as the other dialogs */
    gui_panel(ui, p);
    int x = p.x + pad, y = p.y + pad;
    y += gui_text_wrapped(title, x, y, iw, tpx, 1, gui_rgba(GUI_COL_INK, 255)) + gui_px(ui, GUI_SIZE_PAD);
    y += gui_text_wrapped(text, x, y, iw, px, 0, gui_rgba(GUI_COL_INK, 255)) + pad;
    int yes = gui_button_colour(ui, GUI_ID(0), (SDL_Rect){x, y, iw, bh}, gui_rgba(GUI_COL_ACCENT, 255),
                                gui_word(&words[ASK_YES]), 1);
    y += bh + gui_px(ui, GUI_SIZE_PAD);
    int no = gui_button(ui, GUI_ID(0), (SDL_Rect){x, y, iw, bh}, gui_word(&words[ASK_NO]), 1) || gui_key(ui, SDLK_ESCAPE);
    char line[200];
    if (yes) { /* the browser's own question follows at once, while the click still counts */
        yes_line(a, line, sizeof line);
        remember(ask, line);
        plat_push_subscribe(net_client_push_key(c));
        ask->at = PHASE_SUBSCRIBING;
    } else if (no) {
        remember(ask, "no");
        ask->at = PHASE_DONE;
    }
}

