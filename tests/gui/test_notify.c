/* The notification settings dialog (scenes/mygames/notify_settings.h) against the real citadela-server
   on loopback, by mouse: Ada keeps keys for two servers, one sending mail (--smtp) and one
   not. From My games she opens Notifications and sets each thing; after each click a
   connection of her own asks the server and sees its state change: only the tables she
   opened, quiet hours (from 22:00, then 23:00, in this device's zone), this device's push
   subscription (a browser of the test's: the server keeps it, then forgets it when she turns
   it off), mail each turn with her address waiting for its confirmation (the dialog says so),
   once a day, and off (the server forgets the address). The other server offers no mail.
   The dialog on the three phone sizes (English, Polish, German): every control on screen
   and a finger's size.
     test_notify_gui SERVER_BINARY */
#define _POSIX_C_SOURCE 200809L
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>

#include "app/app.h"
#include "app/i18n.h"
#include "app/my_games.h"
#include "app/player_keys.h"
#include "draw/text.h"
#include "harness.h"
#include "net_modes.h"
#include "push_sub.h"
#include "scenes/mygames/notify_settings.h"
#include "scenes/scene_state.h"
#include "server_proc.h"
#include "stored.h"

#define WAIT_MS 60000

static const char *server_bin;

typedef struct {
    char dir[64];
    pid_t pid;
    int port;
    char key[NET_TOKEN_LEN + 1];
} server;

/* ---- the browser of the test: subscribes at once, with a subscription of the right form ---- */

static char vapid_seen[200];
static int subscribed;
static int fake_possible(void) { return 1; }
static void fake_subscribe(const char *key)
{
    snprintf(vapid_seen, sizeof vapid_seen, "%s", key);
    subscribed = 1;
}
static int fake_result(char *endpoint, size_t ecap, char *p256dh, size_t pcap, char *auth, size_t acap)
{
    if (!subscribed)
        return 0;
    snprintf(endpoint, ecap, "https://push.example.test/send/ada-phone");
    char p[NET_PUSH_P256DH_LEN + 1], au[NET_PUSH_AUTH_LEN + 1];
    memset(p, 'A', NET_PUSH_P256DH_LEN), p[0] = 'B', p[NET_PUSH_P256DH_LEN] = 0;
    memset(au, 'Q', NET_PUSH_AUTH_LEN), au[NET_PUSH_AUTH_LEN] = 0;
    snprintf(p256dh, pcap, "%s", p);
    snprintf(auth, acap, "%s", au);
    return 1;
}
static char unsubscribed_with[200]; /* the key whose subscription the browser was told to cancel */
static void fake_unsubscribe(const char *key)
{
    snprintf(unsubscribed_with, sizeof unsubscribed_with, "%s", key);
    subscribed = 0;
}
static const gui_notify_push fake_push = {fake_possible, fake_subscribe, fake_result, fake_unsubscribe};

/* ---- the servers -------------------------------------------------------------------------- */

/* A server in a fresh directory (mail: with --smtp to a relay that is not there: the
   confirmation is never delivered, the address waits), and a key of Ada's there: she opens a
   correspondence table. */
static int start(server *s, int mail)
{
    snprintf(s->dir, sizeof s->dir, "/tmp/citadela-notify-gui-XXXXXX");
    if (!mkdtemp(s->dir))
        return 0;
    char log[200];
    snprintf(log, sizeof log, "%s/server.log", s->dir);
    const char *plain[] = {server_bin, "--port", "0", "--dir", s->dir, "--ai-threads", "0", "--join-delay", "0", NULL};
    const char *mailing[] = {server_bin, "--port", "0", "--dir", s->dir, "--ai-threads", "0", "--join-delay", "0",
                             "--web", s->dir, "--smtp", "smtp://127.0.0.1:1", "--mail-from", "citadela@citadela.test",
                             "--public-url", "https://citadela.test", NULL};
    s->port = server_proc_start(mail ? mailing : plain, log, 0, &s->pid);
    if (s->port <= 0)
        return 0;
    size_t len = 0;
    char *setup = net_test_setup_text(5, 2, &len);
    net_client *c = net_client_open_table("127.0.0.1", s->port, "Ada", setup, len, 7, NULL, NULL);
    free(setup);
    for (Uint32 t0 = SDL_GetTicks(); c && !net_client_player_key(c)[0] && harness_waiting(t0, WAIT_MS, "Ada's key");)
        net_client_poll(c, 5);
    if (c)
        snprintf(s->key, sizeof s->key, "%s", net_client_player_key(c));
    net_client_leave(c);
    net_client_free(c);
    return s->key[0] && gui_keys_put("127.0.0.1", s->port, s->key) == 0;
}

static void stop(server *s)
{
    if (s->pid > 0)
        kill(s->pid, SIGTERM), waitpid(s->pid, NULL, 0);
    char cmd[200];
    snprintf(cmd, sizeof cmd, "rm -rf %s", s->dir);
    if (system(cmd) != 0)
        fprintf(stderr, "could not remove %s\n", s->dir);
}

/* What the server keeps for Ada, asked on a connection of the test's own. */
typedef struct {
    char mail_word[NET_WORD_MAX], mail_text[NET_LINE_MAX], games[NET_WORD_MAX];
    int from, to, zone;
} kept;

static kept ask_server(gui_app *a, const server *s)
{
    kept k = {.from = -1};
    const char *why = NULL;
    net_client *c = net_client_sign_in("127.0.0.1", s->port, s->key, NULL, NULL, &why);
    for (Uint32 t0 = SDL_GetTicks(); c && !net_client_signed_in(c) && harness_waiting(t0, WAIT_MS, "the test's sign-in");)
        net_client_poll(c, 5), frame(a);
    if (!c)
        return k;
    const char *word = "", *text = "", *games = "";
    net_client_mail(c, "", NULL);
    for (Uint32 t0 = SDL_GetTicks(); !net_client_mail_state(c, NULL, NULL) && harness_waiting(t0, WAIT_MS, "mail's answer");)
        net_client_poll(c, 5);
    if (net_client_mail_state(c, &word, &text) > 0)
        snprintf(k.mail_word, sizeof k.mail_word, "%s", word), snprintf(k.mail_text, sizeof k.mail_text, "%s", text);
    else
        snprintf(k.mail_word, sizeof k.mail_word, "refused %s", net_client_mail_refused(c));
    net_client_notify(c, NULL, 0, 0, 0);
    for (Uint32 t0 = SDL_GetTicks(); !net_client_notify_state(c, NULL, NULL, NULL, NULL) && harness_waiting(t0, WAIT_MS, "notify's answer");)
        net_client_poll(c, 5);
    if (net_client_notify_state(c, &games, &k.from, &k.to, &k.zone) > 0)
        snprintf(k.games, sizeof k.games, "%s", games);
    net_client_leave(c);
    net_client_free(c);
    return k;
}

static long long pushes(const server *s) { return stored_number(s->dir, "SELECT count(*) FROM pushes", NULL); }

/* ---- the dialog ---------------------------------------------------------------------------- */

/* The nth button so labelled, scrolled into the dialog's view when it is below: 1 and where. */
static int reach(gui_app *a, const char *label, int n, SDL_Rect *rc)
{
    for (int k = 0; k < 40; k++) {
        frame(a);
        if (nth_button(a, label, n, rc))
            return 1;
        harness_wheel(a, a->w / 2, a->h / 2, -1);
    }
    fprintf(stderr, "no button '%s' (%d) in the dialog\n", label, n);
    return 0;
}

static int press(gui_app *a, const char *label, int n)
{
    SDL_Rect rc;
    if (!reach(a, label, n, &rc))
        return 0;
    click(a, rc.x + rc.w / 2, rc.y + rc.h / 2);
    frames(a, 2);
    return 1;
}

/* Frames until the dialog's sign-in answered (its choice of games shows). */
static int ready(gui_app *a)
{
    SDL_Rect rc;
    for (Uint32 t0 = SDL_GetTicks(); harness_waiting(t0, WAIT_MS, "the dialog's settings");) {
        frame(a);
        if (nth_button(a, "All my games", 0, &rc))
            return 1;
        SDL_Delay(2);
    }
    return 0;
}

/* Frames (the dialog's lines go out and are answered) until the server keeps what `ok` says. */
static kept until_kept(gui_app *a, const server *s, int (*ok)(const kept *), const char *what)
{
    kept k = {0};
    for (Uint32 t0 = SDL_GetTicks(); harness_waiting(t0, WAIT_MS, what);) {
        for (int i = 0; i < 5; i++)
            frame(a), SDL_Delay(20);
        k = ask_server(a, s);
        if (ok(&k))
            return k;
    }
    fprintf(stderr, "the server keeps: mail %s %s, notify %s %d %d %d\n", k.mail_word, k.mail_text, k.games, k.from, k.to, k.zone);
    return k;
}

static int is_mine(const kept *k) { return !strcmp(k->games, "mine"); }
static int quiet_22(const kept *k) { return k->from == 22 && k->to == 7; }
static int quiet_23(const kept *k) { return k->from == 23 && k->to == 7; }
static int mail_pending_turn(const kept *k) { return !strcmp(k->mail_word, "pending") && !strcmp(k->mail_text, "turn ada@example.test"); }
static int mail_pending_daily(const kept *k) { return !strcmp(k->mail_word, "pending") && !strcmp(k->mail_text, "daily ada@example.test"); }
static int mail_none(const kept *k) { return !strcmp(k->mail_word, "none"); }

/* The minutes east of UTC this device is (what the dialog sends as the zone). */
static int zone_here(void)
{
    time_t now = time(NULL);
    struct tm utc = *gmtime(&now);
    utc.tm_isdst = -1;
    return (int)(difftime(now, mktime(&utc)) / 60.0);
}

/* Types the address into the dialog's mail field. */
static void type_address(gui_app *a, const char *text)
{
    frame(a);
    for (int i = 0; i < a->ui.nfields; i++)
        if (!strcmp(a->ui.fields[i].label, "Your e-mail address")) {
            SDL_Rect rc = a->ui.fields[i].rc;
            click(a, rc.x + rc.w / 2, rc.y + rc.h / 2);
            push_text(text);
            frames(a, 2);
            return;
        }
    CHECK(!"the address field shows");
}

/* Both pieces of words drawn in one frame (a wrapped sentence is logged line by line). */
static int shows_text(gui_app *a, const char *one, const char *two)
{
    static gui_text_drawn drawn[512];
    int seen = 0;
    gui_text_log(drawn, 512);
    frame(a);
    for (int i = 0; i < gui_text_logged() && i < 512; i++)
        seen |= (strstr(drawn[i].text, one) ? 1 : 0) | (strstr(drawn[i].text, two) ? 2 : 0);
    gui_text_log(NULL, 0);
    return seen == 3;
}

static void test_settings(gui_app *a, const server *mailing, const server *plain)
{
    gui_app_set_scene(a, GUI_SCENE_MYGAMES);
    frames(a, 2);
    CHECK(press(a, "Notifications", 0));
    gui_mygames_state *st = gui_mygames_state_of(a);
    CHECK(st && st->notify);
    CHECK(ready(a));
    harness_shot(a, "notify-open");

    /* the newest key's server is shown first: the one that mails */
    SDL_Rect rc;
    CHECK(reach(a, "Once a day", 0, &rc));
    CHECK(press(a, "Only tables I opened", 0));
    kept k = until_kept(a, mailing, is_mine, "only her tables");
    CHECK(is_mine(&k));

    CHECK(press(a, "Quiet hours", 0));
    k = until_kept(a, mailing, quiet_22, "quiet hours");
    CHECK(quiet_22(&k) && k.zone == zone_here() && is_mine(&k));
    CHECK(press(a, "+", 0)); /* from 23:00 */
    k = until_kept(a, mailing, quiet_23, "quiet hours from 23:00");
    CHECK(quiet_23(&k));

    /* this device's push: the browser subscribes with the server's key, the server keeps it;
       turned off, the server forgets it at once and the browser cancels its subscription */
    CHECK(pushes(mailing) == 0);
    CHECK(press(a, "Notify me on this device", 0));
    for (Uint32 t0 = SDL_GetTicks(); pushes(mailing) != 1 && harness_waiting(t0, WAIT_MS, "the subscription kept");)
        frame(a), SDL_Delay(10);
    CHECK(pushes(mailing) == 1 && strlen(vapid_seen) > 40);
    frames(a, 5);
    CHECK(press(a, "Notify me on this device", 0));
    for (Uint32 t0 = SDL_GetTicks(); pushes(mailing) != 0 && harness_waiting(t0, WAIT_MS, "the subscription forgotten");)
        frame(a), SDL_Delay(10);
    CHECK(pushes(mailing) == 0);
    CHECK(!subscribed && !strcmp(unsubscribed_with, vapid_seen));

    /* mail: each turn, her address; it waits for its confirmation, and the dialog says so */
    CHECK(press(a, "Each turn", 0));
    harness_shot(a, "notify-each-turn");
    type_address(a, "ada@example.test");
    harness_shot(a, "notify-typed");
    CHECK(press(a, "Save address", 0));
    k = until_kept(a, mailing, mail_pending_turn, "the address kept");
    CHECK(mail_pending_turn(&k));
    CHECK(shows_text(a, "Waiting for you to confirm", "ada@example.test."));
    harness_shot(a, "notify-pending");
    CHECK(press(a, "Once a day", 0));
    k = until_kept(a, mailing, mail_pending_daily, "once a day");
    CHECK(mail_pending_daily(&k));
    CHECK(press(a, "No mail", 0));
    harness_shot(a, "notify-no-mail");
    k = until_kept(a, mailing, mail_none, "the address forgotten");
    CHECK(mail_none(&k) && stored_number(mailing->dir, "SELECT count(*) FROM mails", NULL) == 0);

    /* the other server sends no mail: none offered */
    CHECK(press(a, "Next server", 0));
    CHECK(ready(a));
    frames(a, 3);
    CHECK(!nth_button(a, "Once a day", 0, &rc) && !nth_button(a, "No mail", 0, &rc));
    kept other = ask_server(a, plain);
    CHECK(!strcmp(other.mail_word, "refused no-mail"));
    CHECK(press(a, "Back", 0));
    CHECK(st->notify == NULL && a->scene == GUI_SCENE_MYGAMES);
}

/* The dialog at a phone's size in `lang`, open and scrolled to its foot: each control on the
   window and a finger's size. */
static void phone(int w, int h, const char *lang)
{
    gui_app *a = harness_app(w, h, GUI_LANG_EN);
    if (!a)
        return;
    a->coarse = 1;
    gui_app_set_scene(a, GUI_SCENE_MYGAMES);
    frames(a, 3);
    CHECK(press(a, "Notifications", 0));
    CHECK(ready(a));
    CHECK(gui_i18n_set(lang));
    int least = (int)((float)GUI_TOUCH_LEAST_PT * a->ratio + 0.5f), bad = 0;
    for (int pass = 0; pass < 2; pass++) {
        frame(a);
        for (int i = 0; i < a->ui.nseen; i++) {
            SDL_Rect rc = a->ui.seen[i].rc;
            if (!a->ui.seen[i].enabled || rc.w <= 0)
                continue;
            if (rc.x < 0 || rc.y < 0 || rc.x + rc.w > a->w || rc.y + rc.h > a->h || rc.w < least || rc.h < least)
                bad++, fprintf(stderr, "%dx%d: '%s' at %d,%d %dx%d\n", w, h, a->ui.seen[i].label, rc.x, rc.y, rc.w, rc.h);
        }
        for (int k = 0; k < 30; k++)
            harness_wheel(a, a->w / 2, a->h / 2, -1);
    }
    SDL_Rect rc;
    CHECK(bad == 0 && nth_button(a, gui_tr(MSG_BACK), 0, &rc));
    char name[64];
    snprintf(name, sizeof name, "notify-phone-%s-%dx%d", lang, w, h);
    harness_shot(a, name);
    gui_i18n_set("en");
    frame(a);
    CHECK(nth_button(a, "No mail", 0, &rc));
    gui_app_free(a);
}

int main(int argc, char **argv)
{
    if (argc < 2)
        return 2;
    signal(SIGPIPE, SIG_IGN);
    server_bin = argv[1];
    harness_read_args(argc, argv);
    if (harness_start("notify", "test_notify_gui") != 0)
        return 1;
    gui_notify_set_push(&fake_push);
    server plain = {0}, mailing = {0};
    int up = start(&plain, 0) && start(&mailing, 1); /* the mailing one's key the newest */
    CHECK(up);
    if (up) {
        gui_app *a = harness_app(1280, 800, GUI_LANG_EN);
        test_settings(a, &mailing, &plain);
        gui_app_free(a);
        phone(390, 844, "en");
        phone(844, 390, "pl");
        phone(360, 640, "de");
    }
    stop(&plain);
    stop(&mailing);
    harness_finish();
    printf("test_notify_gui: %d passed, %d failed\n", passed, failed);
    return failed ? 1 : 0;
}
