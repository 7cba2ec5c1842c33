/* Player keys in the window (docs/gui.md "Network play"; docs/protocol.md "Players"), by
   mouse against a library hub that keeps players in memory (as citadela-server's database
   does): a correspondence table opened from the join screen gives a key the window keeps
   silently; the join screen's Player key panel shows a one-time code ("Use on another
   device"); a device without the key or the seat types the code, gets a key of its own, and
   a join by the table's code takes the player's seat back; the key is exported by Copy my
   key and imported back. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app/app.h"
#include "app/i18n.h"
#include "app/net_seam.h"
#include "app/player_keys.h"
#include "app/saves.h"
#include "harness.h"
#include "host.h"
#include "scenes/net/scene_keys.h"
#include "scenes/scenes.h"
#include "scenes/scene_state.h"
#include "store.h"

/* ---- players in memory: the hub's store for this test ------------------------------------ */

#define MEM_MAX 16
typedef struct {
    net_store base;
    char key[MEM_MAX][NET_TOKEN_LEN + 1];
    int64_t key_of[MEM_MAX], players;
    int nkeys;
    struct {
        char code[NET_CODE_LEN + 1], token[NET_TOKEN_LEN + 1];
        int seat;
        int64_t player;
    } seat[MEM_MAX];
    int nseats;
} mem_store;

/* The key panel's sign-in (the join screen's state; the tests below run on that screen). */
static gui_keys_signin *signin(gui_app *a)
{
    static gui_keys_signin none; /* another screen: an idle sign-in, so a check fails, not the run */
    gui_join_state *js = gui_join_state_of(a);
    return js ? &js->keys.signin : &none;
}

static int mem_put(net_store *st, const net_table *t) { return (void)st, (void)t, 1; }
static int mem_append(net_store *st, const net_table *t, uint32_t seq, const char *move)
{
    return (void)st, (void)t, (void)seq, (void)move, 1;
}
static char *mem_get(net_store *st, const char *code, size_t *len)
{
    (void)len;
    net_store_fail(st, "no table %s kept", code);
    return NULL;
}
static int mem_remove(net_store *st, const char *code) { return (void)st, (void)code, 1; }
static int mem_each(net_store *st, net_store_each_fn fn, void *ctx) { return (void)st, (void)fn, (void)ctx, 1; }
static void mem_close(net_store *st) { (void)st; }
static const net_store_ops MEM_OPS = {"memory", 1, mem_put, mem_append, mem_get, mem_remove, mem_each, NULL, mem_close};

static int mem_add_key(net_store *st, int64_t player, const char *key)
{
    mem_store *m = (mem_store *)st;
    if (m->nkeys == MEM_MAX)
        return net_store_fail(st, "full");
    SDL_strlcpy(m->key[m->nkeys], key, sizeof m->key[0]);
    m->key_of[m->nkeys++] = player;
    return 1;
}
static int mem_add(net_store *st, const char *key, int64_t *player)
{
    *player = ++((mem_store *)st)->players;
    return mem_add_key(st, *player, key);
}
static int mem_find(net_store *st, const char *key, int64_t *player)
{
    mem_store *m = (mem_store *)st;
    for (int i = 0; i < m->nkeys; i++)
        if (!strcmp(m->key[i], key))
            return *player = m->key_of[i], 1;
    return 0;
}
static int mem_owner(net_store *st, const char *code, int seat, const char *token, int64_t *player)
{
    mem_store *m = (mem_store *)st;
    for (int i = 0; i < m->nseats; i++)
        if (!strcmp(m->seat[i].code, code) && m->seat[i].seat == seat && !strcmp(m->seat[i].token, token))
            return *player = m->seat[i].player, 1;
    return 0;
}
static int mem_bind(net_store *st, int64_t player, const char *code, int seat, const char *token)
{
    mem_store *m = (mem_store *)st;
    int i = 0;
    while (i < m->nseats && (strcmp(m->seat[i].code, code) || m->seat[i].seat != seat))
        i++;
    if (i == MEM_MAX)
        return net_store_fail(st, "full");
    m->nseats += i == m->nseats;
    SDL_strlcpy(m->seat[i].code, code, sizeof m->seat[i].code);
    SDL_strlcpy(m->seat[i].token, token, sizeof m->seat[i].token);
    m->seat[i].seat = seat;
    m->seat[i].player = player;
    return 1;
}
static int mem_seats(net_store *st, int64_t player, int max, net_store_seat_fn fn, void *ctx)
{
    mem_store *m = (mem_store *)st;
    for (int i = 0; i < m->nseats && i < max; i++)
        if (m->seat[i].player == player && !fn(ctx, m->seat[i].code, m->seat[i].seat, m->seat[i].token))
            break;
    return 1;
}
/* no push and no "My games" here: net_push_e2e and test_mygames_gui have the real server */
static const net_player_ops MEM_PLAYERS = {.add = mem_add, .add_key = mem_add_key, .find = mem_find, .bind = mem_bind,
                                           .owner = mem_owner, .seats = mem_seats};

/* ---- the window ------------------------------------------------------------------------------ */

static int enabled(const gui_app *a, gui_msg label)
{
    for (int i = 0; i < a->ui.nseen; i++)
        if (!strcmp(a->ui.seen[i].label, gui_tr(label)))
            return a->ui.seen[i].enabled;
    return -1;
}

/* Types text into the field labelled `label` (a click into it, the text, a frame). */
static int type_into(gui_app *a, gui_msg label, const char *text)
{
    for (int i = 0; i < a->ui.nfields; i++)
        if (!strcmp(a->ui.fields[i].label, gui_tr(label))) {
            SDL_Rect rc = a->ui.fields[i].rc;
            click(a, rc.x + rc.w / 2, rc.y + rc.h / 2);
            for (size_t at = 0; at < strlen(text); at += 16) { /* an SDL text event holds 31 bytes */
                char piece[17];
                snprintf(piece, sizeof piece, "%s", text + at);
                push_text(piece);
                frame(a);
            }
            frame(a); /* the buttons beside it see the text from the next frame */
            return 1;
        }
    return 0;
}

/* Frames and hub rounds until cond, at most a generous while. */
#define UNTIL(a, h, cond, what)                                                                                        \
    for (Uint32 t0_ = SDL_GetTicks(); !(cond) && harness_waiting(t0_, 20000, what);) {                                 \
        net_hub_poll(h, 0);                                                                                            \
        frame(a);                                                                                                      \
        SDL_Delay(1);                                                                                                  \
    }

static void forget(const char *name)
{
    char path[1200];
    snprintf(path, sizeof path, "%s%s", gui_saves_dir(), name);
    remove(path);
}

static void test_keys(void)
{
    static mem_store st;
    memset(&st, 0, sizeof st);
    st.base.ops = &MEM_OPS;
    st.base.players = &MEM_PLAYERS;
    net_hub_config cfg = {0};
    cfg.allow_create = 1;
    cfg.store = &st.base;
    const char *why = NULL;
    net_hub *h = net_hub_new(&cfg, &why);
    CHECK(h != NULL);
    if (!h)
        return;
    char port[8], key[NET_TOKEN_LEN + 1] = "";
    snprintf(port, sizeof port, "%d", net_hub_port(h));
    gui_app *a = harness_app(1280, 800, GUI_LANG_EN);
    frames(a, 2);
    CHECK(click_button(a, MSG_JOIN_TABLE));
    frame(a);
    snprintf(a->join.addr, sizeof a->join.addr, "127.0.0.1");
    snprintf(a->join.port, sizeof a->join.port, "%s", port);
    a->join.code[0] = 0;
    snprintf(a->join.name, sizeof a->join.name, "Olga");
    frame(a);
    harness_shot(a, "keys-join");
    /* No key yet: the panel says so and has no code to give. */
    CHECK(click_button(a, MSG_KEYS_OPEN));
    frame(a);
    CHECK(gui_keys_panel_is_open(a) && enabled(a, MSG_KEYS_OTHER_DEVICE) == 0 && enabled(a, MSG_KEYS_COPY) == 0);
    harness_shot(a, "keys-panel-none");
    CHECK(click_button(a, MSG_BACK));
    frame(a);
    CHECK(!gui_keys_panel_is_open(a) && a->scene == GUI_SCENE_JOIN);
    /* A correspondence table: the key comes and is kept without a word. */
    CHECK(click_button(a, MSG_NET_NEW_ON_SERVER));
    frame(a);
    a->setup.nplayers = 2;
    CHECK(click_button(a, MSG_PACE_CORR));
    frame(a);
    CHECK(click_button(a, MSG_OPEN_TABLE));
    UNTIL(a, h, gui_keys_get("127.0.0.1", atoi(port), key), "the window to keep its player key");
    CHECK(st.nkeys == 1 && !strcmp(key, st.key[0]) && st.nseats == 1);
    char code[NET_CODE_LEN + 1];
    SDL_strlcpy(code, gui_net_code(a), sizeof code);
    gui_net_close(a);
    gui_app_set_scene(a, GUI_SCENE_MENU);
    frame(a);
    /* Use on another device: a one-time code. */
    CHECK(click_button(a, MSG_JOIN_TABLE));
    frame(a);
    CHECK(click_button(a, MSG_KEYS_OPEN));
    frame(a);
    CHECK(enabled(a, MSG_KEYS_OTHER_DEVICE) == 1 && click_button(a, MSG_KEYS_OTHER_DEVICE));
    UNTIL(a, h, gui_keys_poll(signin(a)) != GUI_KEYS_WORKING, "a code for another device");
    char device[NET_CODE_LEN + 1] = "";
    SDL_strlcpy(device, gui_keys_device_code(signin(a), NULL), sizeof device);
    CHECK(gui_keys_poll(signin(a)) == GUI_KEYS_DONE && net_code_ok(device, strlen(device)));
    frame(a);
    harness_shot(a, "keys-panel-code");
    /* Another device: no key, no seat kept; it types the code (in groups, any case). */
    forget("player-keys.txt");
    forget("network-seat.txt");
    char typed[NET_CODE_SHOWN];
    net_code_show(device, typed);
    typed[2] = (char)(typed[2] >= 'A' && typed[2] <= 'Z' ? typed[2] - 'A' + 'a' : typed[2]);
    CHECK(type_into(a, MSG_KEYS_CODE_LABEL, typed));
    CHECK(enabled(a, MSG_KEYS_USE) == 1 && click_button(a, MSG_KEYS_USE));
    UNTIL(a, h, gui_keys_poll(signin(a)) != GUI_KEYS_WORKING, "the code from another device");
    char key2[NET_TOKEN_LEN + 1] = "";
    CHECK(gui_keys_poll(signin(a)) == GUI_KEYS_DONE && gui_keys_games(signin(a)) == 1 && gui_keys_get("127.0.0.1", atoi(port), key2) &&
          strcmp(key2, key) && st.nkeys == 2);
    /* The same code again: refused, said in the player's words. */
    CHECK(type_into(a, MSG_KEYS_CODE_LABEL, device) && click_button(a, MSG_KEYS_USE));
    UNTIL(a, h, gui_keys_poll(signin(a)) != GUI_KEYS_WORKING, "a used code's refusal");
    CHECK(gui_keys_poll(signin(a)) == GUI_KEYS_FAILED && !strcmp(gui_keys_reason(signin(a)), "device"));
    /* Export and import: the key copied out, forgotten, typed back. */
    SDL_SetClipboardText("");
    frame(a);
    CHECK(enabled(a, MSG_KEYS_COPY) == 1 && click_button(a, MSG_KEYS_COPY));
    char *clip = SDL_GetClipboardText(), want[256], back[NET_TOKEN_LEN + 1] = "";
    gui_keys_export_text("127.0.0.1", atoi(port), key2, want, sizeof want);
    CHECK(clip && !strcmp(clip, want));
    forget("player-keys.txt");
    frame(a);
    CHECK(enabled(a, MSG_KEYS_COPY) == 0 && type_into(a, MSG_KEYS_SAVED_LABEL, clip ? clip : ""));
    SDL_free(clip);
    CHECK(click_button(a, MSG_KEYS_IMPORT));
    CHECK(gui_keys_get("127.0.0.1", atoi(port), back) && !strcmp(back, key2));
    CHECK(click_button(a, MSG_BACK));
    frame(a);
    /* A join by the table's code takes the player's seat back by the listed token. */
    snprintf(a->join.code, sizeof a->join.code, "%s", code);
    snprintf(a->join.name, sizeof a->join.name, "Olga on her phone");
    frame(a);
    CHECK(click_button(a, MSG_NET_JOIN));
    UNTIL(a, h, gui_net_own_seat(a) == 0 && gui_net_pace(a) == 3, "the seat back by the key's list");
    CHECK(gui_net_own_seat(a) == 0 && !strcmp(gui_net_seat_name(a, 0), "Olga"));
    gui_net_close(a);
    gui_app_free(a);
    net_hub_free(h);
}

int main(int argc, char **argv)
{
    harness_read_args(argc, argv);
    if (harness_start("keys", "test_keys_gui") != 0)
        return 1;
    test_keys();
    harness_finish();
    printf("test_keys_gui: %d passed, %d failed\n", passed, failed);
    return failed ? 1 : 0;
}
