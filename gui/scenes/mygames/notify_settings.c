/* The notification settings dialog (notify_settings.h): one sign-in at the server shown, its
   answers, the player's changes as protocol lines, and the dialog drawn over My games. */
#include <SDL.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "scenes/scene_ctx.h"
#include "app/gettext.h"
#include "app/i18n.h"
#include "app/net_seam.h"
#include "app/player_keys.h"
#include "app/push_ask.h"
#include "client.h"
#include "draw/draw.h"
#include "draw/text.h"
#include "push.h"
#include "push_sub.h"
#include "scenes/mygames/notify_settings.h"
#include "draw/scroll_view.h"

enum { /* the dialog's layout table, in layout units */
    NS_PANEL_W = 560,
    NS_PANEL_H = 700,
    NS_HOUR_W = 170, /* "From 22:00" between its − and + */
    NS_ROW_W = 460   /* narrower, a row of choices stands one under the other */
};

enum {
    NS_LINES = 8,       /* `mail` and `notify` lines the host takes a connection (net/host_push.c) */
    NS_PUSHES = 4,      /* `push on|off` lines the same */
    NS_REST_MS = 700,   /* hours stepped click by click go as one `notify` line once they rest */
    NS_FRESH_MS = 3000, /* a sign-in older says no more: the host closes one at no table after 5 s */
    NS_QUIET_FROM = 22, /* quiet hours as first ticked */
    NS_QUIET_TO = 7
};

enum {
    W_TITLE, W_SERVER, W_NEXT, W_ASKING, W_NONE, W_GAMES, W_ALL, W_MINE, W_QUIET, W_QUIET_NOTE, W_FROM, W_UNTIL,
    W_ZONE, W_DEVICE, W_PUSH, W_PUSH_DESKTOP, W_PUSH_FAILED, W_MAIL, W_MAIL_OFF, W_MAIL_TURN, W_MAIL_DAILY,
    W_ADDRESS, W_SAVE, W_TYPE, W_PENDING, W_MAILING, W_SAVED, W_REFUSED, W_NWORDS
};
static const gui_words words[W_NWORDS] = {
    [W_TITLE] = {.msgid = N_("Notifications")},
    [W_SERVER] = {.msgid = N_("Server %1")},
    [W_NEXT] = {.msgid = N_("Next server")},
    [W_ASKING] = {.msgid = N_("Asking the server…")},
    [W_NONE] = {.msgid = N_("This server sends no notifications.")},
    [W_GAMES] = {.msgid = N_("Tell me of my turn in")},
    [W_ALL] = {.msgid = N_("All my games")},
    [W_MINE] = {.msgid = N_("Only tables I opened")},
    [W_QUIET] = {.msgid = N_("Quiet hours")},
    [W_QUIET_NOTE] = {.msgid = N_("No notifications come then; mails wait until they end.")},
    [W_FROM] = {.msgid = N_("From %1")},
    [W_UNTIL] = {.msgid = N_("Until %1")},
    [W_ZONE] = {.msgid = N_("The hours are this device's time (UTC%1).")},
    [W_DEVICE] = {.msgid = N_("This device")},
    [W_PUSH] = {.msgid = N_("Notify me on this device")},
    [W_PUSH_DESKTOP] = {.msgid = N_("On this computer the game's window flashes in the taskbar when it is your turn. "
                                    "To be told with the game closed, turn notifications on in the browser.")},
    [W_PUSH_FAILED] = {.msgid = N_("Notifications could not be turned on here.")},
    [W_MAIL] = {.msgid = N_("E-mail")},
    [W_MAIL_OFF] = {.msgid = N_("No mail")},
    [W_MAIL_TURN] = {.msgid = N_("Each turn")},
    [W_MAIL_DAILY] = {.msgid = N_("Once a day")},
    [W_ADDRESS] = {.msgid = N_("Your e-mail address")},
    [W_SAVE] = {.msgid = N_("Save address")},
    [W_TYPE] = {.msgid = N_("Type your address: we first send you a link to confirm it.")},
    [W_PENDING] = {.msgid = N_("Waiting for you to confirm the link we sent to %1.")},
    [W_MAILING] = {.msgid = N_("Mails go to %1.")},
    [W_SAVED] = {.msgid = N_("Saved.")},
    [W_REFUSED] = {.msgid = N_("Not changed: %1")},
};

typedef enum { AT_SIGNING, AT_ASKING, AT_READY, AT_FAILED } at_state;
typedef enum { MAIL_PICK_OFF, MAIL_PICK_TURN, MAIL_PICK_DAILY } mail_pick;

struct gui_notify_dialog {
    char addr[GUI_KEYS_SERVERS][128];
    int port[GUI_KEYS_SERVERS];
    int nsrv, srv;        /* the servers a key is kept for; the one shown */
    net_client *c;        /* signed in there with its key */
    int lines, pushes;    /* lines said on c: past the host's limits a fresh sign-in takes over */
    int ask;              /* once signed in, ask the settings (a fresh sign-in for changes does not) */
    Uint32 since;         /* when c signed in (ticks) */
    at_state at;
    char reason[NET_WORD_MAX];
    int zone;             /* this device's minutes east of UTC */
    /* What the server said: 1 known, -1 it has none (0 asking) */
    int mail, notify, push;
    char mail_word[NET_WORD_MAX], mail_addr[256];
    mail_pick pick;       /* the mail choice shown (the server's, or the one being typed for) */
    char push_key[128];
    int mine, quiet, from, to; /* the settings as shown */
    int ticked;           /* this device's subscription as shown */
    /* Changes: a line out (its answer awaited), or one to send */
    int mail_out, notify_out, push_out;
    char mail_word_want[NET_WORD_MAX], mail_text_want[300];
    char mail_word_out[NET_WORD_MAX], mail_text_out[300]; /* the line out, said again if it is lost */
    char mode_after[NET_WORD_MAX]; /* a mode to set once a new address is kept */
    Uint32 notify_changed;         /* ticks of the change not sent yet (0: none) */
    int push_want;                 /* 1 on, -1 off, 0 none; 2 the browser is subscribing */
    char typed[256];
    int scroll;
    int closing; /* Back pressed: the dialog goes once its changes are answered */
};

static const gui_notify_push platform_push = {plat_push_possible, plat_push_subscribe, plat_push_result,
                                              plat_push_unsubscribe};
static const gui_notify_push *push_api = &platform_push; /* global: a test's stand-in, set once before a window */

const char *gui_notify_label(void) { return gui_word(&words[W_TITLE]); }

void gui_notify_set_push(const gui_notify_push *p) { push_api = p ? p : &platform_push; }

/* ---- the connection ------------------------------------------------------------------------ */

/* Minutes east of UTC here now: the zone the quiet hours are kept in. */
static int device_zone(void)
{
    time_t now = time(NULL);
    struct tm utc = *gmtime(&now);
    utc.tm_isdst = -1;
    time_t as_local = mktime(&utc); /* UTC's fields read as local time */
    long minutes = (long)(difftime(now, as_local) / 60.0);
    if (minutes < -720 || minutes > 840)
        minutes = 0;
    return (int)minutes;
}

static void drop_client(gui_notify_dialog *d)
{
    if (d->c && net_client_state(d->c) != NET_CLIENT_CLOSED)
        net_client_leave(d->c);
    net_client_free(d->c);
    d->c = NULL;
}

/* A sign-in at the server shown; ask: its settings asked again once in. */
static void sign_in(const gui_scene_ctx *ctx, gui_notify_dialog *d, int ask)
{
    char key[NET_TOKEN_LEN + 1] = "";
    const char *why = NULL;
    drop_client(d);
    d->lines = d->pushes = 0;
    d->mail_out = d->notify_out = d->push_out = 0;
    d->ask = ask;
    d->at = AT_SIGNING;
    d->since = SDL_GetTicks();
    net_client_tls tls = gui_net_tls_for(ctx->app, d->addr[d->srv], d->port[d->srv]);
    if (gui_keys_get(d->addr[d->srv], d->port[d->srv], key))
        d->c = net_client_sign_in(d->addr[d->srv], d->port[d->srv], key, NULL, &tls, &why);
    if (!d->c) {
        d->at = AT_FAILED;
        SDL_strlcpy(d->reason, "lost", sizeof d->reason);
    }
}

/* Server i shown: everything known of the last one forgotten, its settings asked. */
static void show_server(const gui_scene_ctx *ctx, gui_notify_dialog *d, int i)
{
    d->srv = i;
    d->mail = d->notify = d->push = 0;
    d->mail_word[0] = d->mail_addr[0] = d->push_key[0] = d->typed[0] = 0;
    d->mail_word_want[0] = d->mode_after[0] = 0;
    d->notify_changed = 0, d->push_want = 0, d->scroll = 0;
    d->ticked = gui_push_subscribed(d->addr[i], d->port[i]);
    sign_in(ctx, d, 1);
}

gui_notify_dialog *gui_notify_open(const gui_scene_ctx *ctx)
{
    gui_notify_dialog *d = calloc(1, sizeof *d);
    if (!d)
        return NULL;
    d->nsrv = gui_keys_servers(d->addr, d->port, GUI_KEYS_SERVERS);
    d->zone = device_zone();
    if (d->nsrv > 0)
        show_server(ctx, d, 0);
    else
        d->at = AT_FAILED, SDL_strlcpy(d->reason, "no-keys", sizeof d->reason);
    return d;
}

void gui_notify_close(gui_notify_dialog *d)
{
    if (!d)
        return;
    drop_client(d);
    free(d);
}

static void toast_refused(const gui_scene_ctx *ctx, const char *word)
{
    char why[300], line[400];
    gui_subst(line, sizeof line, gui_word(&words[W_REFUSED]), gui_net_reason(word, 0, why, sizeof why), NULL, NULL);
    gui_app_toast(ctx->app, line);
}

/* The answer to `mail`: none, or pending/on with "MODE ADDRESS". */
static void take_mail(gui_notify_dialog *d, const char *word, const char *text)
{
    char mode[NET_WORD_MAX] = "";
    SDL_strlcpy(d->mail_word, word, sizeof d->mail_word);
    d->mail_addr[0] = 0;
    if (strcmp(word, "none") && sscanf(text, "%39s %255s", mode, d->mail_addr) != 2)
        d->mail_addr[0] = 0;
    d->pick = !strcmp(word, "none") ? MAIL_PICK_OFF : !strcmp(mode, "daily") ? MAIL_PICK_DAILY : MAIL_PICK_TURN;
    if (d->mail_addr[0])
        SDL_strlcpy(d->typed, d->mail_addr, sizeof d->typed);
    if (d->mode_after[0] && d->mail_addr[0] && strcmp(mode, d->mode_after)) /* the address kept: now its mode */
        SDL_strlcpy(d->mail_word_want, "mode", sizeof d->mail_word_want),
            SDL_strlcpy(d->mail_text_want, d->mode_after, sizeof d->mail_text_want);
    d->mode_after[0] = 0;
}

static void poll_mail(const gui_scene_ctx *ctx, gui_notify_dialog *d)
{
    const char *word = "", *text = "";
    int got = d->mail_out ? net_client_mail_state(d->c, &word, &text) : 0;
    if (!got)
        return;
    d->mail_out = 0;
    if (got > 0) {
        int change = d->mail == 1;
        d->mail = 1;
        take_mail(d, word, text);
        if (change)
            gui_app_toast(ctx->app, gui_word(&words[W_SAVED]));
        return;
    }
    const char *why = net_client_mail_refused(d->c);
    if (!strcmp(why, "no-mail"))
        d->mail = -1; /* a server without --smtp: no mail offered */
    else if (d->mail == 1)
        toast_refused(ctx, why), d->mode_after[0] = 0;
    else
        d->mail = -1;
}

static void poll_notify(const gui_scene_ctx *ctx, gui_notify_dialog *d)
{
    const char *games = "";
    int from = 0, to = 0, zone = 0;
    int got = d->notify_out ? net_client_notify_state(d->c, &games, &from, &to, &zone) : 0;
    if (!got)
        return;
    d->notify_out = 0;
    if (got < 0) {
        if (d->notify == 1)
            toast_refused(ctx, net_client_mail_refused(d->c));
        else
            d->notify = -1;
        return;
    }
    int change = d->notify == 1;
    d->notify = 1;
    if (d->notify_changed)
        return; /* the player changed them since: theirs stand, and go next */
    d->mine = !strcmp(games, "mine");
    d->quiet = from != to;
    d->from = d->quiet ? from : NS_QUIET_FROM, d->to = d->quiet ? to : NS_QUIET_TO;
    if (change)
        gui_app_toast(ctx->app, gui_word(&words[W_SAVED]));
}

/* The push line's answer, and the browser's subscription under way. */
static void poll_push(const gui_scene_ctx *ctx, gui_notify_dialog *d)
{
    int got = d->push_out ? net_client_push_state(d->c) : 0;
    if (d->push_out == 1 && got != 0) { /* the key asked when the dialog opened */
        d->push_out = 0;
        d->push = got > 0 ? 1 : -1;
        SDL_strlcpy(d->push_key, net_client_push_key(d->c), sizeof d->push_key);
    } else if (d->push_out == 2 && (got >= 2 || got < 0)) {
        d->push_out = 0;
        if (got >= 2) {
            d->ticked = got == 2;
            gui_push_remember(ctx->app, d->addr[d->srv], d->port[d->srv], d->ticked);
            gui_app_toast(ctx->app, gui_word(&words[W_SAVED]));
        } else {
            d->ticked = gui_push_subscribed(d->addr[d->srv], d->port[d->srv]);
            toast_refused(ctx, net_client_push_refused(d->c));
        }
    }
    char endpoint[NET_PUSH_ENDPOINT_MAX + 1], p256dh[NET_PUSH_P256DH_LEN + 1], auth[NET_PUSH_AUTH_LEN + 1];
    int sub = d->push_want == 2 ? push_api->result(endpoint, sizeof endpoint, p256dh, sizeof p256dh, auth, sizeof auth) : 0;
    if (sub > 0 && !d->push_out) {
        net_client_push_on(d->c, endpoint, p256dh, auth);
        d->pushes++, d->push_out = 2, d->push_want = 0;
    } else if (sub < 0) {
        d->push_want = 0, d->ticked = 0;
        gui_app_toast(ctx->app, gui_word(&words[W_PUSH_FAILED]));
    }
}

/* The changes waiting go out, one line of each kind at a time; past the host's limits a
   fresh sign-in takes them. */
static void send_changes(const gui_scene_ctx *ctx, gui_notify_dialog *d)
{
    int notify_due = d->notify_changed && SDL_GetTicks() - d->notify_changed >= NS_REST_MS && !d->notify_out;
    int mail_due = d->mail_word_want[0] && !d->mail_out;
    int push_due = d->push_want == -1 && !d->push_out;
    int stale = !d->c || SDL_GetTicks() - d->since >= NS_FRESH_MS || d->lines >= NS_LINES - 1 || d->pushes >= NS_PUSHES - 1;
    if ((notify_due || mail_due || push_due) && stale) { /* the changes go on a sign-in of their own */
        sign_in(ctx, d, 0);
        return;
    }
    if (notify_due) {
        int q = d->quiet && d->from != d->to;
        net_client_notify(d->c, d->mine ? "mine" : "all", q ? d->from : 0, q ? d->to : 0, d->zone);
        d->notify_out = 1, d->notify_changed = 0, d->lines++;
    }
    if (mail_due) {
        net_client_mail(d->c, d->mail_word_want, d->mail_text_want);
        SDL_strlcpy(d->mail_word_out, d->mail_word_want, sizeof d->mail_word_out);
        SDL_strlcpy(d->mail_text_out, d->mail_text_want, sizeof d->mail_text_out);
        d->mail_out = 1, d->mail_word_want[0] = 0, d->lines++;
    }
    if (push_due) {
        net_client_push_off(d->c);
        d->push_out = 2, d->push_want = 0, d->pushes++;
    }
}

/* The sign-in closed (the host's 5 s at no table, or a failure): once the settings came,
   the lines it lost are put back for the next; before, the dialog says why. */
static void closed(const gui_scene_ctx *ctx, gui_notify_dialog *d)
{
    SDL_strlcpy(d->reason, net_client_reason(d->c), sizeof d->reason);
    drop_client(d);
    if (d->at != AT_READY) {
        d->at = AT_FAILED;
        return;
    }
    if (d->notify_out)
        d->notify_changed = 1;
    if (d->mail_out && !d->mail_word_want[0])
        SDL_strlcpy(d->mail_word_want, d->mail_word_out, sizeof d->mail_word_want),
            SDL_strlcpy(d->mail_text_want, d->mail_text_out, sizeof d->mail_text_want);
    if (d->push_out) /* a subscription's answer lost: the box as remembered */
        d->ticked = gui_push_subscribed(d->addr[d->srv], d->port[d->srv]), gui_app_toast(ctx->app, gui_word(&words[W_PUSH_FAILED]));
    d->notify_out = d->mail_out = d->push_out = 0;
}

/* Once a frame: the sign-in, the answers, the changes. */
static void step(const gui_scene_ctx *ctx, gui_notify_dialog *d)
{
    if (!d->c) {
        if (d->at == AT_READY)
            send_changes(ctx, d);
        return;
    }
    net_client_poll(d->c, 0);
    if (net_client_state(d->c) == NET_CLIENT_CLOSED) {
        closed(ctx, d);
        return;
    }
    if (d->at == AT_SIGNING && net_client_signed_in(d->c)) {
        d->since = SDL_GetTicks();
        if (d->ask) { /* mail first: a refusal answers the line said first */
            net_client_mail(d->c, "", NULL);
            net_client_notify(d->c, NULL, 0, 0, 0);
            d->mail_out = d->notify_out = 1, d->lines = 2;
            if (push_api->possible())
                net_client_ask_push_key(d->c), d->push_out = 1;
            else
                d->push = -1;
        }
        d->at = d->ask ? AT_ASKING : AT_READY;
    }
    if (d->at == AT_SIGNING)
        return;
    poll_mail(ctx, d);
    poll_notify(ctx, d);
    poll_push(ctx, d);
    if (d->at == AT_ASKING && !d->mail_out && !d->notify_out && d->push_out != 1)
        d->at = AT_READY;
    if (d->at == AT_READY)
        send_changes(ctx, d);
}

/* ---- the dialog ---------------------------------------------------------------------------- */

typedef struct {
    const gui_scene_ctx *ctx;
    gui_ui *ui;
    int x, y, w;  /* where the next row goes, and the rows' width */
    int bh, px;   /* a control's height; body text */
} rows;

static SDL_Color ink(void) { return gui_rgba(GUI_COL_INK, 255); }

static void para(rows *r, const char *text, unsigned colour)
{
    r->y += gui_text_wrapped(text, r->x, r->y, r->w, r->px, 0, gui_rgba(colour, 255)) + gui_px(r->ui, GUI_SIZE_SPACE);
}

static void heading(rows *r, const char *text)
{
    int px = gui_font_px(r->ui, GUI_FONT_LEAD);
    r->y += gui_px(r->ui, GUI_SIZE_GAP);
    r->y += gui_text_wrapped(text, r->x, r->y, r->w, px, 1, ink()) + gui_px(r->ui, GUI_SIZE_GAP);
}

/* A row of n choices, the chosen one lit: the one clicked (-1: none). One under the other
   where the row is narrow. Their ids from `first` (each row its own). */
static int choices(rows *r, const char *const *labels, int n, int chosen, int first)
{
    int gap = gui_px(r->ui, GUI_SIZE_GAP), stack = r->w < gui_px(r->ui, NS_ROW_W), hit = -1;
    int bw = stack ? r->w : (r->w - (n - 1) * gap) / n;
    for (int i = 0; i < n; i++) {
        SDL_Rect b = stack ? (SDL_Rect){r->x, r->y + i * (r->bh + gap), bw, r->bh}
                           : (SDL_Rect){r->x + i * (bw + gap), r->y, bw, r->bh};
        int on = i == chosen;
        if (on ? gui_button_colour(r->ui, GUI_ID(first + i), b, gui_rgba(GUI_COL_ACCENT, 255), labels[i], 1)
               : gui_button(r->ui, GUI_ID(first + i), b, labels[i], 1))
            hit = i;
    }
    r->y += (stack ? n : 1) * (r->bh + gap) + gui_px(r->ui, GUI_SIZE_GAP);
    return hit;
}

/* "From 22:00" between − and +: the hour after a click (wrapping round the day). */
static int hour_row(rows *r, const gui_words *w, int hour, int k)
{
    char hh[16], line[120];
    snprintf(hh, sizeof hh, "%02d:00", hour);
    gui_subst(line, sizeof line, gui_word(w), hh, NULL, NULL);
    int sb = r->bh, mid = gui_px(r->ui, NS_HOUR_W);
    if (gui_button(r->ui, GUI_ID(k), (SDL_Rect){r->x, r->y, sb, r->bh}, "\xE2\x88\x92", 1))
        hour = (hour + 23) % 24;
    gui_text(line, r->x + sb + mid / 2, r->y + (r->bh - r->px * 5 / 4) / 2, r->px, 1, ink(), GUI_ALIGN_CENTER);
    if (gui_button(r->ui, GUI_ID(k), (SDL_Rect){r->x + sb + mid, r->y, sb, r->bh}, "+", 1))
        hour = (hour + 1) % 24;
    r->y += r->bh + gui_px(r->ui, GUI_SIZE_GAP);
    return hour;
}

static void games_section(rows *r, gui_notify_dialog *d)
{
    const char *labels[2] = {gui_word(&words[W_ALL]), gui_word(&words[W_MINE])};
    heading(r, gui_word(&words[W_GAMES]));
    int hit = choices(r, labels, 2, d->mine, 0);
    if (hit >= 0 && hit != d->mine)
        d->mine = hit, d->notify_changed = SDL_GetTicks() | 1;
    SDL_Rect box = {r->x, r->y, r->w, r->bh};
    if (gui_checkbox(r->ui, GUI_ID(0), box, gui_word(&words[W_QUIET]), &d->quiet, 1))
        d->notify_changed = SDL_GetTicks() | 1;
    r->y += r->bh + gui_px(r->ui, GUI_SIZE_GAP);
    if (!d->quiet)
        return;
    int from = hour_row(r, &words[W_FROM], d->from, 0), to = hour_row(r, &words[W_UNTIL], d->to, 1);
    if (from != d->from || to != d->to)
        d->from = from, d->to = to, d->notify_changed = SDL_GetTicks() | 1;
    char zone[32], line[200];
    snprintf(zone, sizeof zone, "%c%02d:%02d", d->zone < 0 ? '-' : '+', abs(d->zone) / 60, abs(d->zone) % 60);
    gui_subst(line, sizeof line, gui_word(&words[W_ZONE]), zone, NULL, NULL);
    para(r, line, GUI_COL_INK_SOFT);
    para(r, gui_word(&words[W_QUIET_NOTE]), GUI_COL_INK_SOFT);
}

/* This device's push: a box where the page can subscribe, words on the desktop. */
static void device_section(rows *r, gui_notify_dialog *d)
{
    if (!push_api->possible()) {
        heading(r, gui_word(&words[W_DEVICE]));
        para(r, gui_word(&words[W_PUSH_DESKTOP]), GUI_COL_INK);
        return;
    }
    if (d->push != 1)
        return; /* the server sends none */
    heading(r, gui_word(&words[W_DEVICE]));
    int was = d->ticked, busy = d->push_out || d->push_want;
    gui_checkbox(r->ui, GUI_ID(0), (SDL_Rect){r->x, r->y, r->w, r->bh}, gui_word(&words[W_PUSH]), &d->ticked, !busy);
    if (d->ticked && !was) /* the browser's question at once, while the click still counts */
        push_api->subscribe(d->push_key), d->push_want = 2;
    else if (!d->ticked && was) /* the server forgets it (push off), the browser cancels it */
        push_api->unsubscribe(d->push_key), d->push_want = -1;
    r->y += r->bh + gui_px(r->ui, GUI_SIZE_SPACE);
}

/* The language the mails are written in: this window's, where the server writes it. */
static const char *mail_lang(void)
{
    static const char *const known[] = {"en", "cs", "de", "pl", "fr", "es"};
    for (size_t i = 0; i < sizeof known / sizeof known[0]; i++)
        if (!strncmp(gui_i18n_get(), known[i], 2))
            return known[i];
    return "en";
}

static void mail_section(rows *r, gui_notify_dialog *d)
{
    static const char *const modes[] = {"", "turn", "daily"};
    const char *labels[3] = {gui_word(&words[W_MAIL_OFF]), gui_word(&words[W_MAIL_TURN]), gui_word(&words[W_MAIL_DAILY])};
    heading(r, gui_word(&words[W_MAIL]));
    int hit = choices(r, labels, 3, (int)d->pick, 2), kept = strcmp(d->mail_word, "none") != 0;
    if (hit == MAIL_PICK_OFF && kept) /* the server forgets the address */
        SDL_strlcpy(d->mail_word_want, "off", sizeof d->mail_word_want), d->mail_text_want[0] = 0;
    else if (hit > 0 && kept && hit != (int)d->pick)
        SDL_strlcpy(d->mail_word_want, "mode", sizeof d->mail_word_want),
            SDL_strlcpy(d->mail_text_want, modes[hit], sizeof d->mail_text_want);
    if (hit >= 0)
        d->pick = (mail_pick)hit;
    if (d->pick == MAIL_PICK_OFF)
        return;
    int sw = gui_text_width(gui_word(&words[W_SAVE]), gui_font_px(r->ui, GUI_FONT_BUTTON), 1) + gui_px(r->ui, GUI_SIZE_LABEL_ROOM);
    int stack = r->w < gui_px(r->ui, NS_ROW_W), fw = stack ? r->w : r->w - sw - gui_px(r->ui, GUI_SIZE_GAP);
    r->y += gui_text_wrapped(gui_word(&words[W_ADDRESS]), r->x, r->y, r->w, r->px, 0, ink()) + gui_px(r->ui, GUI_SIZE_NUDGE);
    gui_textfield_kind(r->ui, PLAT_TEXT_ADDRESS);
    gui_textfield(r->ui, GUI_ID(0), (SDL_Rect){r->x, r->y, fw, r->bh}, d->typed, sizeof d->typed);
    gui_ui_name_field(r->ui, gui_word(&words[W_ADDRESS]));
    if (stack)
        r->y += r->bh + gui_px(r->ui, GUI_SIZE_GAP);
    SDL_Rect save = stack ? (SDL_Rect){r->x, r->y, r->w, r->bh} : (SDL_Rect){r->x + fw + gui_px(r->ui, GUI_SIZE_GAP), r->y, sw, r->bh};
    int changed = strcmp(d->typed, d->mail_addr) != 0 && strchr(d->typed, '@') != NULL;
    if (gui_button_colour(r->ui, GUI_ID(0), save, gui_rgba(GUI_COL_ACCENT, 255), gui_word(&words[W_SAVE]), changed && !d->mail_out)) {
        SDL_strlcpy(d->mail_word_want, "set", sizeof d->mail_word_want);
        snprintf(d->mail_text_want, sizeof d->mail_text_want, "%s %s", mail_lang(), d->typed);
        SDL_strlcpy(d->mode_after, d->pick == MAIL_PICK_DAILY ? "daily" : "turn", sizeof d->mode_after);
    }
    r->y += r->bh + gui_px(r->ui, GUI_SIZE_SPACE);
    char line[400];
    if (!strcmp(d->mail_word, "pending"))
        gui_subst(line, sizeof line, gui_word(&words[W_PENDING]), d->mail_addr, NULL, NULL);
    else if (!strcmp(d->mail_word, "on"))
        gui_subst(line, sizeof line, gui_word(&words[W_MAILING]), d->mail_addr, NULL, NULL);
    else
        SDL_strlcpy(line, gui_word(&words[W_TYPE]), sizeof line);
    para(r, line, !strcmp(d->mail_word, "pending") ? GUI_COL_INK_RED : GUI_COL_INK_SOFT);
}

/* The server's line (and Next where keys are kept for more), then its settings. */
static void settings_rows(rows *r, gui_notify_dialog *d)
{
    char where[200], line[300], why[300];
    snprintf(where, sizeof where, "%s:%d", d->nsrv ? d->addr[d->srv] : "", d->nsrv ? d->port[d->srv] : 0);
    gui_subst(line, sizeof line, gui_word(&words[W_SERVER]), where, NULL, NULL);
    int nw = d->nsrv > 1 ? gui_text_width(gui_word(&words[W_NEXT]), gui_font_px(r->ui, GUI_FONT_BUTTON), 1) + gui_px(r->ui, GUI_SIZE_LABEL_ROOM) : 0;
    gui_text_wrapped(line, r->x, r->y + (r->bh - r->px * 5 / 4) / 2, r->w - nw - gui_px(r->ui, GUI_SIZE_GAP), r->px, 1, ink());
    if (nw && gui_button(r->ui, GUI_ID(0), (SDL_Rect){r->x + r->w - nw, r->y, nw, r->bh}, gui_word(&words[W_NEXT]), 1)) {
        show_server(r->ctx, d, (d->srv + 1) % d->nsrv);
        return;
    }
    r->y += r->bh + gui_px(r->ui, GUI_SIZE_SPACE);
    if (d->at == AT_FAILED) {
        gui_subst(line, sizeof line, gui_tr(MSG_MG_NO_ANSWER), where, gui_net_reason(d->reason, 0, why, sizeof why), NULL);
        para(r, line, GUI_COL_INK_RED);
        return;
    }
    if (d->at != AT_READY) {
        para(r, gui_word(&words[W_ASKING]), GUI_COL_INK_SOFT);
        return;
    }
    if (d->notify != 1 && d->mail != 1) {
        para(r, gui_word(&words[W_NONE]), GUI_COL_INK);
        return;
    }
    if (d->notify == 1)
        games_section(r, d);
    device_section(r, d);
    if (d->mail == 1)
        mail_section(r, d);
}

int gui_notify_frame(const gui_scene_ctx *ctx, gui_notify_dialog *d)
{
    gui_ui *ui = ctx->ui;
    step(ctx, d);
    int margin = gui_px(ui, GUI_SIZE_MARGIN), pad = gui_px(ui, ui->narrow || ui->short_h ? GUI_SIZE_MARGIN : GUI_SIZE_SECTION);
    int w = SDL_min(gui_px(ui, NS_PANEL_W), ctx->w - 2 * margin), h = SDL_min(gui_px(ui, NS_PANEL_H), ctx->h - 2 * margin);
    SDL_Rect p = {(ctx->w - w) / 2, (ctx->h - h) / 2, w, h};
    gui_fill_rect(ctx->r, (SDL_Rect){0, 0, ctx->w, ctx->h}, gui_rgba(GUI_COL_SHADOW, 130)); /* as the other dialogs */
    gui_panel(ui, p);
    int tpx = gui_font_px(ui, GUI_FONT_HEADING), bh = gui_hit_px(ui, GUI_SIZE_FORM_H), x = p.x + pad, iw = w - 2 * pad;
    gui_text(gui_word(&words[W_TITLE]), x, p.y + pad, tpx, 1, ink(), GUI_ALIGN_LEFT);
    int top = p.y + pad + tpx * 5 / 4 + gui_px(ui, GUI_SIZE_SPACE), bottom = p.y + h - pad - bh;
    SDL_Rect view = {x, top, iw, SDL_max(0, bottom - gui_px(ui, GUI_SIZE_SPACE) - top)};
    gui_scroll_view sv;
    gui_scroll_begin(ctx->ui, &sv, view, &d->scroll, NULL, 0);
    rows r = {ctx, ui, x, top - d->scroll, iw - gui_px(ui, GUI_SIZE_PAD), bh, gui_font_px(ui, GUI_FONT_BODY)};
    settings_rows(&r, d);
    gui_scroll_end(ctx->ui, &sv, r.y + d->scroll - top);
    int back = gui_button(ui, GUI_ID(0), (SDL_Rect){x, bottom, SDL_min(gui_px(ui, GUI_SIZE_ACTION_W), iw), bh}, gui_tr(MSG_BACK), 1);
    if (back || gui_key(ui, SDLK_ESCAPE)) {
        d->closing = 1;
        if (d->notify_changed) /* hours still resting go now */
            d->notify_changed = 1;
    }
    /* closed once what was changed is answered (or the server cannot be reached) */
    int pending = d->notify_changed || d->mail_word_want[0] || d->push_want == -1 || d->notify_out || d->mail_out || d->push_out;
    return !(d->closing && (!pending || (d->at != AT_READY && d->at != AT_SIGNING)));
}
