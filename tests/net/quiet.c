/* Quiet connections cost the host nothing between their own keep-alives (issue 95: phones
   with a game open by the thousand). Players seated at a hub over loopback, then ten minutes
   of nothing but keep-alives on a test clock (net_set_clock: the minutes pass in a moment):
   the hub's timer duties (connections its loop visits with no byte asking) stay near one a
   quiet ping each (NET_QUIET_PING_MS), not one a second; nobody is dropped; a chat line makes
   a table lively again, so a player who then goes silent is dropped within NET_DEAD_MS; a
   quiet player who goes silent is dropped within NET_QUIET_DEAD_MS, not in 5 s. Counts and the
   test clock only: nothing here depends on the machine's speed. */
#include <stdio.h>
#include <string.h>

#include "client.h"
#include "conn.h"
#include "host.h"
#include "net_modes.h"
#include "table.h"

static int failures, checks;
#include "failcheck.h"

#define TABLES 8
#define PLAYERS (2 * TABLES)
#define STEP_MS 250 /* the test clock's step: a quarter of a lively ping's period */

static int64_t clock_now;
static int64_t test_clock(void) { return clock_now; }

static net_hub *hub;
static net_table *tables[TABLES];
static net_client *players[PLAYERS];
static int frozen = -1; /* a player no longer polled: its program hangs, its socket stays */

/* ms of the test clock: the hub and every player but the frozen one answer all that came. */
static void pass(int64_t ms) {
    for (int64_t end = clock_now + ms; clock_now < end;) {
        clock_now += STEP_MS;
        net_hub_poll(hub, 0);
        for (int i = 0; i < PLAYERS; i++)
            if (i != frozen) net_client_poll(players[i], 0);
        net_hub_poll(hub, 0); /* the pongs */
    }
}

static int seat_state(int player) { return net_table_seat_state(tables[player / 2], player % 2); }

static int all_seated(void) {
    for (int i = 0; i < PLAYERS; i++)
        if (i != frozen && (net_client_state(players[i]) != NET_CLIENT_SEATED || seat_state(i) != NET_SEAT_HERE)) return 0;
    return 1;
}

/* Test-clock ms until the hub has the frozen player's seat away (at most `limit`). */
static int64_t until_dropped(int64_t limit) {
    int64_t t0 = clock_now;
    while (seat_state(frozen) == NET_SEAT_HERE && clock_now - t0 < limit) pass(STEP_MS);
    return clock_now - t0;
}

int main(void) {
    clock_now = net_now_ms();
    net_set_clock(test_clock);
    net_hub_config cfg = {0};
    cfg.keepalive = 1;
    cfg.clients_per_addr = cfg.seats_per_addr = 4 * PLAYERS; /* every player is 127.0.0.1 */
    hub = net_hub_new(&cfg, NULL);
    EXPECT(hub != NULL, "a hub");
    if (!hub) return 1;
    for (int i = 0; i < TABLES; i++) {
        cit_setup su;
        net_test_setup(&su, 0, 2, (uint64_t)i + 1);
        uint8_t kinds[CIT_MAX_PLAYERS] = {0};
        tables[i] = net_hub_open(hub, &su, kinds, NULL);
        for (int k = 0; k < 2 && tables[i]; k++) {
            char name[16];
            snprintf(name, sizeof name, "P%d", 2 * i + k);
            players[2 * i + k] = net_client_connect("127.0.0.1", net_hub_port(hub), net_table_code(tables[i]), name, NULL,
                                                    NULL, 0, NULL);
        }
    }
    for (int i = 0; i < PLAYERS; i++) EXPECT(players[i] != NULL, "player %d connects", i);
    for (int i = 0; i < PLAYERS; i++)
        if (!players[i]) return 1;
    for (int n = 0; n < 400 && !all_seated(); n++) pass(STEP_MS);
    EXPECT(all_seated(), "all %d players are seated", PLAYERS);

    /* lively for NET_QUIET_MS (a ping a second each), then quiet: nine minutes more */
    pass(NET_QUIET_MS + 2000);
    long lively = net_hub_duties(hub);
    int64_t quiet_ms = 9 * 60000;
    pass(quiet_ms);
    long quiet = net_hub_duties(hub) - lively;
    /* a quiet ping each NET_QUIET_PING_MS (a quarter more at most): twice that is the bound;
       a ping a second would be 540 a player, one each NET_DEAD_MS 108 */
    long most = 2L * PLAYERS * (quiet_ms / NET_QUIET_PING_MS + 1);
    printf("net-quiet: %d players, %ld timer duties in %d quiet minutes (at most %ld), %ld while lively\n", PLAYERS,
           quiet, (int)(quiet_ms / 60000), most, lively);
    EXPECT(quiet <= most, "%ld timer duties for %d quiet players in %d minutes: at most %ld", quiet, PLAYERS,
           (int)(quiet_ms / 60000), most);
    EXPECT(quiet >= PLAYERS * (quiet_ms / (NET_QUIET_PING_MS * 5 / 4)), "quiet players are still pinged: %ld duties", quiet);
    EXPECT(all_seated(), "nobody was dropped while quiet");

    /* a chat line makes table 0 lively: a player who then hangs is dropped in NET_DEAD_MS */
    int64_t said = clock_now;
    net_client_chat(players[0], "back in a moment");
    pass(2 * STEP_MS); /* the line goes out and its echo comes back: the last bytes from player 0 */
    frozen = 0;
    until_dropped(NET_QUIET_DEAD_MS);
    int64_t took = clock_now - said;
    EXPECT(took >= NET_DEAD_MS && took <= NET_DEAD_MS + 2000, "a lively player who hangs is dropped %lld ms after its line",
           (long long)took);
    frozen = -1;

    /* a quiet player who hangs: dropped after NET_QUIET_DEAD_MS of silence, not in 5 s */
    pass(NET_QUIET_MS + 2000); /* table 0's partner goes quiet again too */
    frozen = PLAYERS - 1;
    took = until_dropped(NET_QUIET_DEAD_MS + 2000);
    EXPECT(took > NET_DEAD_MS + 2000 && took <= NET_QUIET_DEAD_MS + 2000 && seat_state(frozen) != NET_SEAT_HERE,
           "a quiet player who hangs is dropped after %lld ms", (long long)took);
    frozen = -1;
    for (int i = 1; i < PLAYERS - 1; i++)
        EXPECT(net_client_state(players[i]) == NET_CLIENT_SEATED && seat_state(i) == NET_SEAT_HERE,
               "player %d, who answered, is still seated", i);

    for (int i = 0; i < PLAYERS; i++) net_client_free(players[i]);
    net_hub_free(hub);
    net_set_clock(NULL);
    printf("net-quiet: %d passed, %d failed\n", checks - failures, failures);
    return failures != 0;
}
