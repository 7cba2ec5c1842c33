/* Hostile peers against the real citadela-server over loopback (issue 63, "A table
   strangers cannot spoil"): abandoned tables, storms of ready marks and chat, guessed
   join codes, a seat taken by name, idle connections, a descriptor limit below
   --max-clients, and what the log says about it all. Strangers come from their own
   addresses in 127.0.0.0/8 (each a peer of its own to the server's limits); nothing
   leaves loopback. Every wait is bounded in time, every storm in count.
     net_hostile SERVER_BINARY */
#define _POSIX_C_SOURCE 200809L

#include "strangers.h"
#include "deadline.h"

/* Naps until the server has written `want` table files (it writes a change within 250 ms). */
static void until_tables_on_disk(const server *s, int want, const char *what) {
    for (int64_t t0 = net_now_ms(); tables_on_disk(s) != want && waiting_for(t0, 60000, &failures, what);) nap_ms(20);
}

/* ---- the attacks ---------------------------------------------------------------------------- */

/* Item 1: one address cannot hold many tables; a lobby nobody is in closes and its file
   goes; a restart does not bring back a lobby left empty for long. */
static void abandoned_tables(void) {
    server s = {0};
    if (!start(&s, 0, "--lobby-idle", "1", "--tables-per-address", "3", NULL)) return;
    char code[16];
    peer *held[3];
    for (int i = 0; i < 3; i++) held[i] = create(&s, "127.0.1.1", "Opener", code);
    peer *fourth = create(&s, "127.0.1.1", "Opener", code);
    EXPECT(strstr(fourth->in, "refuse tables") != NULL, "a fourth table from one address is refused: %s", fourth->in);
    hang_up(fourth);
    peer *other = create(&s, "127.0.1.2", "Other", code);
    EXPECT(code[0] && strstr(other->in, "welcome 0 "), "another address opens one");
    /* every opener still in: no lobby is empty yet, whatever the machine's speed */
    until_tables_on_disk(&s, 4, "four lobbies' files");
    EXPECT(tables_on_disk(&s) == 4, "four lobbies saved (%d)", tables_on_disk(&s));
    hang_up(other);
    for (int i = 0; i < 3; i++) hang_up(held[i]);
    until_tables_on_disk(&s, 0, "the empty lobbies to close (--lobby-idle 1)");
    EXPECT(tables_on_disk(&s) == 0, "empty lobbies close after --lobby-idle and their files go (%d left)",
           tables_on_disk(&s));
    peer *again = create(&s, "127.0.1.1", "Opener", code);
    EXPECT(strstr(again->in, "welcome 0 ") != NULL, "the address may open tables again: %s", again->in);
    char young[16];
    peer *younger = create(&s, "127.0.1.2", "Other", young);
    /* a restart: a lobby whose file is older than --lobby-idle is removed, not reopened; a
       younger one is reopened (its players may still come back). Both openers stay until the
       stop, so neither lobby closes before it on a slow machine. */
    until_tables_on_disk(&s, 2, "the two lobbies' files");
    stop(&s);
    hang_up(again), hang_up(younger);
    EXPECT(stored_age(s.dir, code, 3600), "the lobby was saved");
    start(&s, 0, "--lobby-idle", "60", NULL);
    nap_ms(100);
    EXPECT(tables_on_disk(&s) == 1 && stored_has(s.dir, young) && strstr(log_text(&s), "1 tables reopened") &&
               strstr(log_text(&s), "1 lobbies left empty"),
           "a restart does not bring back an old empty lobby, a young one it does");
    finish(&s);
}

/* Item 1 with a start: a game everyone left unfinished closes after --keep-unfinished (a
   table started by two connections of one stranger does not stay for good either). */
static void abandoned_game(void) {
    server s = {0};
    if (!start(&s, 0, "--keep-unfinished", "1", NULL)) return;
    char code[16];
    peer *a = create(&s, "127.0.1.3", "Opener", code);
    peer *b = join(&s, "127.0.1.3", code, "Second");
    EXPECT(wait_for(b, "welcome 1 ", WAIT_MS), "a second seat");
    says(a, "start\n");
    EXPECT(wait_for(b, "view ", WAIT_MS), "the game starts");
    until_tables_on_disk(&s, 1, "the game's file");
    hang_up(a), hang_up(b);
    until_tables_on_disk(&s, 0, "the abandoned game to close (--keep-unfinished 1)");
    EXPECT(tables_on_disk(&s) == 0 && strstr(log_text(&s), "left unfinished by everyone"),
           "the unfinished game left by everyone closes and its file goes");
    finish(&s);
}

/* Item 2: a storm of ready toggles and chat lines from one seat is not relayed to the
   table: a few pass, the rest are dropped (chat) or coalesced (ready: the last wins). */
static void storms(void) {
    server s = {0};
    if (!start(&s, 0, NULL)) return;
    char code[16];
    peer *anna = create(&s, "127.0.2.1", "Anna", code);
    peer *ben = join(&s, "127.0.2.2", code, "Ben");
    EXPECT(wait_for(ben, "welcome 1 ", WAIT_MS) && wait_for(anna, "seat 1 here Ben", WAIT_MS),
           "Ben sits down (code %s; Anna got: %.300s; Ben got: %.300s)", code, anna->in, ben->in);
    anna->n = 0;
    char storm[200 * 10 + 1] = "";
    for (int i = 0; i < 200; i++) strcat(storm, i % 2 ? "ready 1\n" : "ready 0\n"); /* ends ready */
    says(ben, storm);
    char chat[150 * 16 + 1] = ""; /* 350 lines in all: below the 400 a second that close a connection */
    for (int i = 0; i < 150; i++) strcat(chat, "chat spam spam\n");
    says(ben, chat);
    wait_for(anna, "chat 1 spam", WAIT_MS);
    wait_for(anna, "never", 1500); /* what else the storms bring */
    int marks = count(anna->in, "ready 1 "), lines = count(anna->in, "chat 1 spam");
    EXPECT(marks <= 8, "200 ready toggles reach the other seat as %d marks", marks);
    EXPECT(lines >= 1 && lines <= 6, "150 chat lines reach the other seat as %d", lines);
    EXPECT(wait_for(ben, "error flood", WAIT_MS) && !ben->closed, "the stormer is told to slow down, not dropped");
    EXPECT(wait_for(anna, "ready 1 1\n", WAIT_MS), "Ben's last mark (ready) arrives after the storm");
    wait_for(anna, "never", 2500); /* the kept mark is set once his budget allows */
    const char *last0 = NULL, *last1 = NULL;
    for (const char *p = anna->in; (p = strstr(p, "ready 1 ")); p++) {
        if (p[8] == '1') last1 = p;
        else last0 = p;
    }
    EXPECT(last1 && (!last0 || last1 > last0), "and it is the last word on his mark");
    says(anna, "chat hello \xE2\x80\xAE" "olleh\n");
    EXPECT(wait_for(anna, "error parse", WAIT_MS) && !strstr(ben->in, "olleh"), "a chat line with a bidi override is refused");
    peer *twin = join(&s, "127.0.2.3", code, "anna");
    EXPECT(wait_for(twin, "refuse name-taken", WAIT_MS), "a second 'anna' at the table is refused: %s", twin->in);
    hang_up(twin);
    twin = join(&s, "127.0.2.3", code, "Anna\xE2\xA0\x80");
    EXPECT(wait_for(twin, "refuse name-taken", WAIT_MS), "'Anna' and a Braille blank beside 'Anna': refused: %s", twin->in);
    hang_up(twin);
    twin = join(&s, "127.0.2.3", code, "\xE3\x85\xA4");
    EXPECT(wait_for(twin, "refuse name", WAIT_MS) && !strstr(twin->in, "welcome"), "a name of a Hangul filler alone: refused");
    hang_up(twin);
    EXPECT(count(log_text(&s), "127.0.2.2: chat or ready marks too fast") >= 1, "the log names the stormer's address");
    hang_up(anna), hang_up(ben);
    finish(&s);
}

/* Item 6: an away player's name does not take the seat; the creator's `give P` opens it
   for a newcomer under a new token, and the old token is void. */
static void seat_by_name(void) {
    server s = {0};
    if (!start(&s, 0, NULL)) return;
    char code[16], tok[NET_TOKEN_LEN + 1] = "";
    peer *anna = create(&s, "127.0.3.1", "Anna", code);
    peer *ben = join(&s, "127.0.3.2", code, "Ben");
    EXPECT(wait_for(ben, "welcome 1 ", WAIT_MS), "Ben sits down");
    sscanf(strstr(ben->in, "welcome 1 "), "welcome 1 %32s", tok);
    says(anna, "start\n");
    EXPECT(wait_for(ben, "view ", WAIT_MS), "the game starts");
    hang_up(ben);
    EXPECT(wait_for(anna, "seat 1 away Ben", WAIT_MS), "Ben drops");
    peer *mallory = join(&s, "127.0.3.3", code, "Ben");
    EXPECT(wait_for(mallory, "refuse name-away", WAIT_MS) && !strstr(mallory->in, "welcome"),
           "his name does not give a stranger his seat: %s", mallory->in);
    hang_up(mallory);
    peer *stranger = join(&s, "127.0.3.3", code, "Cyril");
    EXPECT(wait_for(stranger, "refuse started", WAIT_MS), "nor does another name");
    says(stranger, "give 1\n");
    hang_up(stranger);
    says(anna, "give 1\n");
    EXPECT(wait_for(anna, "seat 1 open", WAIT_MS), "the creator gives Ben's seat");
    peer *dana = join(&s, "127.0.3.4", code, "Dana");
    EXPECT(wait_for(dana, "view ", WAIT_MS) && strstr(dana->in, "welcome 1 ") && !strstr(dana->in, tok),
           "Dana takes it under a new token, with a view");
    peer *back = dial(&s, "127.0.3.2");
    char line[128];
    snprintf(line, sizeof line, HELLO "rejoin %s %s\n", code, tok);
    says(back, line);
    EXPECT(wait_for(back, "refuse token", WAIT_MS), "Ben's old token seats nobody: %s", back->in);
    char dtok[NET_TOKEN_LEN + 1];
    token_of(dana, dtok);
    int told = 0;
    for (int i = 0; i < 12; i++) { /* more than his address's budget of wrong tokens */
        peer *again = rejoin(&s, "127.0.3.2", code, tok);
        told += wait_for(again, "refuse token", WAIT_MS) && !strstr(again->in, "wait");
        hang_up(again);
    }
    EXPECT(told == 12, "12 rejoins with the voided token: each told, none counted as a guess (%d)", told);
    peer *right = rejoin(&s, "127.0.3.2", code, dtok);
    EXPECT(wait_for(right, "welcome 1 ", WAIT_MS), "a right token from that address still gets in: %s", right->in);
    hang_up(right);
    hang_up(dana);
    dana = rejoin(&s, "127.0.3.4", code, dtok); /* Dana back (her old connection was replaced) */
    EXPECT(wait_for(dana, "welcome 1 ", WAIT_MS), "Dana back");
    says(dana, "give 0\n");
    EXPECT(wait_for(dana, "error state", WAIT_MS), "only the creator gives seats");
    hang_up(back), hang_up(dana), hang_up(anna);
    finish(&s);
}

/* Item 5: a wrong code is answered late, each address may try only a few, the whole host
   a bounded number; an older client hears the version. */
static void guessing(void) {
    server s = {0};
    if (!start(&s, 0, NULL)) return;
    peer *old = dial(&s, "127.0.4.1");
    says(old, "citadela-net 3\njoin ABC234 Ann\n"); /* before `reveal chance` */
    EXPECT(wait_for(old, "refuse version " STR(NET_VERSION), WAIT_MS), "a version 3 client is told ours");
    hang_up(old);
    char code[16];
    peer *anna = create(&s, "127.0.4.2", "Anna", code);
    peer *g[12];
    int64_t t0 = net_now_ms();
    for (int i = 0; i < 10; i++) g[i] = join(&s, "127.0.4.3", "ZZZZZZZZZZ", "Guess");
    int answered = 0;
    for (int i = 0; i < 10; i++) answered += wait_for(g[i], "refuse code", WAIT_MS);
    int64_t took = net_now_ms() - t0;
    EXPECT(answered == 10 && took >= 900, "ten wrong codes, answered after %lld ms", (long long)took);
    g[10] = join(&s, "127.0.4.3", code, "Guesser");
    EXPECT(wait_for(g[10], "refuse wait", WAIT_MS), "then the address is refused: %s", g[10]->in);
    for (int i = 0; i <= 10; i++) hang_up(g[i]);
    peer *ben = join(&s, "127.0.4.4", code, "Ben");
    EXPECT(wait_for(ben, "welcome 1 ", WAIT_MS), "another address joins with the right code");
    /* many addresses of one network together (140 wrong codes, beyond the 100 that locked
       everyone out before): the network's budget runs out, nobody else's does */
    char tok[NET_TOKEN_LEN + 1];
    token_of(ben, tok);
    hang_up(ben);
    peer *many[140];
    char from[32];
    for (int a = 0; a < 14; a++)
        for (int i = 0; i < 10; i++) {
            snprintf(from, sizeof from, "127.0.5.%d", a + 1);
            many[a * 10 + i] = join(&s, from, "ZZZZZZZZZZ", "Guess");
        }
    for (int i = 0; i < 140; i++) wait_for(many[i], NULL, WAIT_MS);
    int waits = 0, busy = 0, codes = 0, away = 0;
    for (int i = 0; i < 140; i++)
        codes += strstr(many[i]->in, "refuse code") != NULL, away += strstr(many[i]->in, "bye ") != NULL;
    for (int i = 0; i < 140; i++)
        waits += strstr(many[i]->in, "refuse wait") != NULL, busy += strstr(many[i]->in, "refuse busy") != NULL, hang_up(many[i]);
    EXPECT(codes <= 41 && waits + away >= 90 && !busy, "past 40 wrong codes the network waits or is turned away (%d of 140 told wait, %d busy, %d wrong code, %d turned away)", waits, busy, codes, away);
    peer *cara = join(&s, "127.0.8.1", code, "Cara");
    EXPECT(wait_for(cara, "refuse full", WAIT_MS) || wait_for(cara, "welcome ", WAIT_MS),
           "a player from another network is not locked out: %s", cara->in);
    hang_up(cara);
    peer *back = rejoin(&s, "127.0.5.77", code, tok);
    EXPECT(wait_for(back, "welcome 1 ", WAIT_MS), "a rejoin by token from the guessing network gets in: %s", back->in);
    ben = back;
    nap_ms(1100); /* the next line let through says how many were left out */
    peer *late = join(&s, "127.0.5.99", "ZZZZZZZZZZ", "Guess");
    wait_for(late, NULL, WAIT_MS);
    hang_up(late);
    const char *log = log_text(&s);
    EXPECT(strstr(log, "127.0.4.3: a wrong join code: ZZZZ...\n") != NULL,
           "the log names the guesser and the code, shortened");
    EXPECT(strstr(log, "lines left out before") != NULL && count(log, "\n") < 80,
           "and is rate-limited (%d lines for 150 wrong codes)", count(log, "\n"));
    hang_up(anna), hang_up(ben);
    finish(&s);
}

/* Item 7: idle connections cannot hold the slots: per address, a handshake deadline, and
   the oldest connection that has not joined makes room. */
static void idle_connections(void) {
    server s = {0};
    if (!start(&s, 0, "--max-clients", "20", "--clients-per-address", "5", NULL)) return;
    peer *idle[20];
    char from[32];
    for (int i = 0; i < 6; i++) idle[i] = dial(&s, "127.0.6.1");
    EXPECT(wait_for(idle[5], "bye connections", WAIT_MS), "a sixth connection from one address is refused: %s", idle[5]->in);
    hang_up(idle[5]);
    for (int i = 5; i < 20; i++) {
        snprintf(from, sizeof from, "127.0.6.%d", 2 + i / 5);
        idle[i] = dial(&s, from);
        says(idle[i], HELLO "ping 1\n");
    }
    char code[16];
    peer *anna = create(&s, "127.0.9.9", "Anna", code); /* another network: 127.0.6.x has its 20 */
    EXPECT(code[0] != 0, "a player opens a table on a host full of idle connections");
    EXPECT(wait_for(idle[0], "bye full", WAIT_MS), "the oldest idle connection made room");
    EXPECT(!anna->closed && strstr(anna->in, "welcome 0 "), "the seated player is not the one to go");
    int64_t t0 = net_now_ms();
    int timed_out = 0;
    for (int i = 1; i < 20; i++) timed_out += wait_for(idle[i], "bye timeout", 60000); /* the 5 s handshake deadline */
    EXPECT(timed_out == 19, "idle connections are closed %lld ms after they came (%d of 19)",
           (long long)(net_now_ms() - t0), timed_out);
    EXPECT(strstr(log_text(&s), "127.0.6.1: refused a connection: too many from this address") &&
               strstr(log_text(&s), ": closed a connection: no table joined in time"),
           "the log says both");
    for (int i = 0; i < 20; i++) hang_up(idle[i]);
    hang_up(anna);
    finish(&s);
}

/* Item 13: --max-clients above the descriptor limit is clamped: every connection is
   answered (no connection left waiting in the backlog while accept fails) and the log
   warns. */
static void descriptor_limit(void) {
    server s = {0};
    if (!start(&s, 64, "--max-clients", "1000", "--clients-per-address", "1000", NULL)) return;
    EXPECT(strstr(log_text(&s), "warning: --max-clients 1000") != NULL, "the clamp is logged");
    peer *p[100];
    for (int i = 0; i < 100; i++) p[i] = dial(&s, "127.0.7.1");
    int greeted = 0;
    for (int i = 0; i < 100; i++) greeted += wait_for(p[i], "citadela-net", WAIT_MS);
    EXPECT(greeted == 100, "all 100 connections are answered (%d)", greeted);
    char code[16];
    peer *anna = create(&s, "127.0.7.2", "Anna", code);
    EXPECT(code[0] != 0, "and a player still opens a table");
    for (int i = 0; i < 100; i++) hang_up(p[i]);
    hang_up(anna);
    finish(&s);
}

/* ---- issue 75: strangers with many addresses ----------------------------------------------- */

/* Issue 75, 4: a set-up with moves is refused before it is replayed, one over
   NET_SETUP_MAX before its bytes are read, and each refusal costs its sender like a wrong
   code (four addresses of four networks, eleven set-ups each). */
static void setup_refusals(void) {
    server s = {0};
    if (!start(&s, 0, NULL)) return;
    cit_setup su;
    net_test_setup(&su, 0, 2, 5);
    cit_session *ses = cit_session_new(&su, NULL);
    size_t need = cit_session_save(ses, NULL, 0);
    char *save = malloc(need + 64);
    cit_session_save(ses, save, need + 1);
    cit_session_free(ses);
    char *end = strstr(save, "end\n");
    if (end) strcpy(end, "move place X 1,0 r0\nend\n"); /* a game's moves, as far as the refusal cares */
    size_t len = strlen(save);
    int refused = 0, waited = 0, oversize = 0;
    char from[32], head[128];
    for (int a = 0; a < 4; a++)
        for (int i = 0; i < 11; i++) {
            snprintf(from, sizeof from, "127.10.%d.1", a + 1);
            peer *p = dial(&s, from);
            if (i % 2) {
                snprintf(head, sizeof head, HELLO "create Mallory\nsetup %zu\n", len);
                says(p, head);
                say(p, save, len);
            } else {
                snprintf(head, sizeof head, HELLO "create Mallory\nsetup %d\n", NET_SETUP_MAX + 1);
                says(p, head);
            }
            wait_for(p, NULL, WAIT_MS);
            if (i < 10) refused += strstr(p->in, "refuse setup") != NULL;
            else waited += strstr(p->in, "refuse wait") != NULL;
            oversize += i % 2 == 0 && strstr(p->in, "refuse setup") != NULL;
            hang_up(p);
        }
    free(save);
    EXPECT(refused == 40 && oversize >= 20, "set-ups with moves and over-long ones are refused (%d of 40; %d over-long)",
           refused, oversize);
    EXPECT(waited == 4, "the 11th set-up from each address finds its budget spent (%d of 4 told wait)", waited);
    EXPECT(strstr(log_text(&s), "127.10.1.1: refused a new table: its set-up holds moves") != NULL,
           "the log says a set-up with moves was refused unread");
    char code[16];
    hang_up(create(&s, "127.10.9.1", "Anna", code));
    EXPECT(code[0] != 0, "another address still opens a table");
    finish(&s);
}

/* Issue 75, 3 and 11: every line a stranger causes is rate-limited per address and in
   all: rejoining one's own seat in a loop does not write a line a time, and one address's
   noise does not hide another's wrong code. */
static void log_limits(void) {
    server s = {0};
    if (!start(&s, 0, NULL)) return;
    char code[16], tok[NET_TOKEN_LEN + 1];
    peer *anna = create(&s, "127.11.0.1", "Anna", code);
    peer *ben = join(&s, "127.11.0.2", code, "Ben");
    wait_for(ben, "welcome 1 ", WAIT_MS);
    token_of(ben, tok);
    hang_up(ben);
    for (int i = 0; i < 25; i++) { /* within the address's 30 connections at once */
        peer *p = rejoin(&s, "127.11.0.2", code, tok);
        wait_for(p, "welcome 1 ", WAIT_MS);
        hang_up(p);
    }
    for (int i = 0; i < 25; i++) { /* noise: garbage from a third address */
        peer *p = dial(&s, "127.11.0.3");
        says(p, "GET / HTTP/1.0\n");
        wait_for(p, NULL, WAIT_MS);
        hang_up(p);
    }
    peer *g = join(&s, "127.11.0.4", "ZZZZZZZZZZ", "Guess");
    wait_for(g, NULL, WAIT_MS);
    hang_up(g);
    nap_ms(300);
    const char *log = log_text(&s);
    int seat_lines = count(log, "from 127.11.0.2 sat down"), noise = count(log, "127.11.0.3: ");
    EXPECT(seat_lines <= 11, "25 rejoins of one seat write %d 'sat down' lines (at most 10 at once, then one a minute)", seat_lines);
    EXPECT(noise <= 11, "25 garbage connections from one address write %d lines", noise);
    EXPECT(strstr(log, "127.11.0.4: a wrong join code: ZZZZ...") != NULL, "another address's wrong code is in the log");
    hang_up(anna);
    finish(&s);
}

/* Issue 75, 2: seated connections are capped per address (8) and per network (32), and
   new seats leave an eighth of the host for players who come back with their token: 16
   addresses in 4 networks try to seat 12 connections each at their own tables of six. */
static void seat_caps(void) {
    server s = {0};
    if (!start(&s, 0, "--max-clients", "64", NULL)) return;
    char code[16], tok[NET_TOKEN_LEN + 1], from[32];
    peer *anna = create(&s, "127.12.9.1", "Anna", code);
    peer *ben = join(&s, "127.12.9.2", code, "Ben");
    EXPECT(wait_for(ben, "welcome 1 ", WAIT_MS), "Ben sits down");
    token_of(ben, tok);
    says(anna, "start\n");
    EXPECT(wait_for(ben, "view ", WAIT_MS), "the game starts");
    hang_up(ben);
    peer *att[16 * 12];
    int natt = 0, seated[16] = {0};
    for (int a = 0; a < 16; a++) {
        snprintf(from, sizeof from, "127.12.%d.%d", 1 + a / 4, 1 + a % 4);
        for (int t = 0; t < 2; t++) {
            char tc[16];
            peer *c = create_n(&s, from, "M", tc, 6);
            att[natt++] = c;
            seated[a] += strstr(c->in, "welcome ") != NULL;
            for (int j = 0; j < 5; j++) {
                char name[16];
                snprintf(name, sizeof name, "M%d", j);
                peer *p = join(&s, from, tc[0] ? tc : "ZZZZZZZZZZ", name);
                wait_for(p, "\n", 1); /* a joiner's connection before the next */
                att[natt++] = p;
            }
        }
    }
    int total = 0, most = 0, net1 = 0;
    for (int i = 0; i < natt; i++) wait_for(att[i], "welcome ", 300);
    for (int a = 0, i = 0; a < 16; a++) {
        int n = 0;
        for (int k = 0; k < 12; k++, i++) n += strstr(att[i]->in, "welcome ") != NULL;
        total += n;
        most = n > most ? n : most;
        if (a < 4) net1 += n;
    }
    EXPECT(most <= 8 && net1 <= 32 && total <= 56,
           "seated: at most %d from an address (cap 8), %d from the first network (cap 32), %d in all (new seats stop at 56 of 64)",
           most, net1, total);
    peer *back = rejoin(&s, "127.12.9.2", code, tok);
    EXPECT(wait_for(back, "view ", WAIT_MS) && strstr(back->in, "welcome 1 "), "Ben comes back with his token: %.200s", back->in);
    for (int i = 0; i < natt; i++) hang_up(att[i]);
    hang_up(back), hang_up(anna);
    finish(&s);
}

/* Issue 75, 6: a storm of connections from 200 addresses does not close players who come
   back with their token (they greet before anything else), nor close anyone before their
   first line was read. */
static void connection_storm(void) {
    server s = {0};
    if (!start(&s, 0, "--max-clients", "40", NULL)) return;
    char code[16], toks[5][NET_TOKEN_LEN + 1], from[32];
    peer *anna = create_n(&s, "127.13.9.1", "Anna", code, 6);
    for (int i = 0; i < 5; i++) {
        char name[16];
        snprintf(from, sizeof from, "127.13.9.%d", 2 + i);
        snprintf(name, sizeof name, "P%d", i);
        peer *p = join(&s, from, code, name);
        EXPECT(wait_for(p, "welcome ", WAIT_MS), "player %d sits down", i);
        token_of(p, toks[i]);
        hang_up(p);
    }
    peer *storm[400], *back[5];
    int nst = 0;
    for (int i = 0; i < 5; i++) {
        snprintf(from, sizeof from, "127.13.9.%d", 2 + i);
        back[i] = rejoin(&s, from, code, toks[i]);
        for (int k = 0; k < 80; k++) {
            snprintf(from, sizeof from, "127.14.%d.%d", k % 20, 1 + nst % 10);
            storm[nst++] = dial(&s, from);
        }
    }
    int in = 0;
    for (int i = 0; i < 5; i++) in += wait_for(back[i], "welcome ", WAIT_MS) && !strstr(back[i]->in, "bye full");
    EXPECT(in == 5, "every player coming back amid 400 connections gets their seat (%d of 5; the first: %.200s)", in,
           back[0]->in);
    for (int i = 0; i < nst; i++) hang_up(storm[i]);
    for (int i = 0; i < 5; i++) hang_up(back[i]);
    hang_up(anna);
    finish(&s);
}

/* The state the server wrote at its stop (limits.state): how long table `code` had been empty
   (ms; -1: someone was in, or no such table). */
static long long empty_for(const server *s, const char *code) {
    char path[128], line[256], c[40];
    long long age, found = -1;
    snprintf(path, sizeof path, "%s/limits.state", s->dir);
    FILE *f = fopen(path, "r");
    while (f && fgets(line, sizeof line, f))
        if (sscanf(line, "table %39s %lld", c, &age) == 2 && !strcmp(c, code)) found = age;
    if (f) fclose(f);
    return found;
}

/* The table empty the longest in that state, its code in code; its age, -1 if none. */
static long long oldest_empty(const server *s, char *code) {
    char path[128], line[256], c[40];
    long long age, oldest = -1;
    snprintf(path, sizeof path, "%s/limits.state", s->dir);
    FILE *f = fopen(path, "r");
    code[0] = 0;
    while (f && fgets(line, sizeof line, f))
        if (sscanf(line, "table %39s %lld", c, &age) == 2 && age > oldest && strlen(c) < 16) oldest = age, strcpy(code, c);
    if (f) fclose(f);
    return oldest;
}

/* Issue 75, 1: on a full server a table nobody is at gives way to a new one, the longest
   empty first; a started game's file is kept and comes back with its players' code. A
   restart keeps how long each table has been empty and how many each address opened. */
static void full_server(void) {
    server s = {0};
    if (!start(&s, 0, "--max-tables", "4", "--tables-per-address", "2", "--keep-unfinished", "4", NULL)) return;
    char codes[4][16], tok[NET_TOKEN_LEN + 1] = "", from[32];
    for (int i = 0; i < 4; i++) { /* four addresses start games and leave them */
        snprintf(from, sizeof from, "127.15.%d.1", i + 1);
        peer *a = create(&s, from, "Opener", codes[i]);
        snprintf(from, sizeof from, "127.15.%d.2", i + 1);
        peer *b = join(&s, from, codes[i], "Second");
        wait_for(b, "welcome 1 ", WAIT_MS);
        says(a, "start\n");
        wait_for(b, "view ", WAIT_MS);
        if (i == 0) token_of(b, tok);
        hang_up(a), hang_up(b);
        nap_ms(50);
    }
    nap_ms(400);
    char code[16];
    peer *anna = create(&s, "127.15.9.1", "Anna", code);
    EXPECT(code[0] && strstr(anna->in, "welcome 0 "), "a new table opens on a server full of abandoned games: %s", anna->in);
    char put_away[64];
    snprintf(put_away, sizeof put_away, "table %.4s... put away to make room", codes[0]);
    EXPECT(strstr(log_text(&s), put_away) && !strstr(log_text(&s), codes[0]),
           "the longest-empty game was put away (its code shortened in the log)");
    peer *back = rejoin(&s, "127.15.1.2", codes[0], tok);
    EXPECT(wait_for(back, "view ", WAIT_MS) && strstr(back->in, "welcome 1 "),
           "its player comes back with its code and token: %.200s", back->in);
    hang_up(back), hang_up(anna);
    /* a restart: the empty clocks and the openers' counts survive it */
    peer *keep[2];
    keep[0] = create(&s, "127.15.8.1", "Opener", code);
    keep[1] = create(&s, "127.15.8.1", "Opener", code);
    nap_ms(2500); /* the abandoned games' clocks run on */
    stop(&s);
    char oldest[16];
    long long before = oldest_empty(&s, oldest);
    start(&s, 0, "--max-tables", "8", "--tables-per-address", "2", "--keep-unfinished", "3600", NULL);
    int64_t up = net_now_ms();
    peer *third = create(&s, "127.15.8.1", "Opener", code);
    EXPECT(strstr(third->in, "refuse tables") != NULL, "after a restart the address still has its two tables open: %s",
           third->in);
    hang_up(third);
    up = net_now_ms() - up;
    stop(&s);
    /* The clock was kept: the game has been empty at least as long as before the restart plus
       the time this program saw the new server up; a clock started again at the restart would
       read about the server's uptime alone (the 2.5 s nap keeps the two apart). */
    long long after = empty_for(&s, oldest);
    EXPECT(before >= 0 && after >= before + up, "an empty game's clock goes on across a restart (%s: %lld ms, then %lld ms "
                                                "after %lld ms up)",
           oldest, before, after, (long long)up);
    hang_up(keep[0]), hang_up(keep[1]);
    finish(&s);
}

/* Issue 75, 12 and 8: one join a connection (several in one write are not all looked up);
   chat budgets are the seat's, not the connection's. */
static void one_join_and_seat_budgets(void) {
    server s = {0};
    if (!start(&s, 0, NULL)) return;
    peer *g = dial(&s, "127.16.0.1");
    says(g, HELLO "join ZZZZZZZZZZ A\njoin ZZZZZZZZZY B\njoin ZZZZZZZZZX C\njoin ZZZZZZZZZW D\n");
    wait_for(g, NULL, WAIT_MS);
    hang_up(g);
    nap_ms(100);
    EXPECT(count(log_text(&s), "127.16.0.1: a wrong join code") == 1, "four joins in one write: one looked up (%d)",
           count(log_text(&s), "127.16.0.1: a wrong join code"));
    char code[16], tok[NET_TOKEN_LEN + 1];
    peer *anna = create(&s, "127.16.0.2", "Anna", code);
    peer *ben = join(&s, "127.16.0.3", code, "Ben");
    wait_for(ben, "welcome 1 ", WAIT_MS);
    token_of(ben, tok);
    for (int round = 0; round < 4; round++) {
        for (int i = 0; i < 6; i++) says(ben, "chat hello\n");
        wait_for(ben, "never", 200);
        hang_up(ben);
        ben = rejoin(&s, "127.16.0.3", code, tok);
        wait_for(ben, "welcome 1 ", WAIT_MS);
    }
    wait_for(anna, "never", 500);
    int lines = count(anna->in, "chat 1 hello");
    EXPECT(lines <= 7, "24 chat lines over 4 connections of one seat reach the table as %d (a seat's budget: 5, then 1 per 2 s)",
           lines);
    hang_up(ben), hang_up(anna);
    finish(&s);
}

/* Issue 85, 2: strangers who open, fill, start and leave games as fast as they can (each
   address its own network) do not lose a group's paused game: its file is kept for its
   week whatever the churn, the churn stops at the strangers' budgets, and (when the store
   of put-away games fills) the log says the server is shedding. */
static void churn_with(const char *max_tables, int strangers, int rounds_each) {
    server s = {0};
    if (!start(&s, 0, "--max-tables", max_tables, NULL)) return;
    int tables = atoi(max_tables);
    char code[16], tok[NET_TOKEN_LEN + 1] = "", from[32];
    peer *anna = create(&s, "127.30.9.1", "Anna", code);
    peer *ben = join(&s, "127.30.9.2", code, "Ben");
    EXPECT(wait_for(ben, "welcome 1 ", WAIT_MS), "Ben sits down");
    token_of(ben, tok);
    says(anna, "start\n");
    EXPECT(wait_for(ben, "view ", WAIT_MS), "the group's game starts");
    hang_up(anna), hang_up(ben);
    nap_ms(1100); /* saved, and a second older than what follows (the store's oldest) */
    int started = 0, refused = 0, rounds = 0, churned = 0;
    for (int round = 0; round < rounds_each; round++)
        for (int a = 0; a < strangers; a++, rounds++) {
            char tc[16];
            snprintf(from, sizeof from, "127.31.%d.1", a);
            peer *m = create(&s, from, "Mal", tc);
            if (!tc[0]) {
                refused += strstr(m->in, "refuse wait") != NULL || strstr(m->in, "refuse tables") != NULL ||
                           strstr(m->in, "refuse setup") != NULL;
                churned += strstr(m->in, "refuse wait") != NULL;
                hang_up(m);
                continue;
            }
            peer *m2 = join(&s, from, tc, "Mel");
            if (wait_for(m2, "welcome 1 ", WAIT_MS)) {
                says(m, "start\n");
                started += wait_for(m2, "view ", WAIT_MS);
            }
            hang_up(m), hang_up(m2);
        }
    const char *log = log_text(&s);
    printf("  churn at --max-tables %d: %d games started by %d strangers in %d tries, %d refused (%d for churn); %d files\n",
           tables, started, strangers, rounds, refused, churned, tables_on_disk(&s));
    EXPECT(stored_has(s.dir, code), "the paused game is still stored (put away or open)");
    EXPECT(started <= strangers * 8 + tables && churned >= strangers,
           "the churn stops at the strangers' budgets (%d started, %d refused for churn)", started, churned);
    EXPECT(tables * 4 > started || strstr(log, "shedding") != NULL, "the log says the server is shedding");
    EXPECT(tables_on_disk(&s) <= tables + 4 * tables, "the files stay bounded (%d)", tables_on_disk(&s));
    peer *back = rejoin(&s, "127.30.9.2", code, tok);
    EXPECT(wait_for(back, "view ", WAIT_MS) && strstr(back->in, "welcome 1 "),
           "Ben comes back to the paused game with his token: %.200s", back->in);
    hang_up(back);
    finish(&s);
}

static void churn(void) {
    churn_with("8", 8, 12);    /* 4 strangers did it at main */
    churn_with("256", 80, 10); /* the 80 strangers at the default size */
}

/* Issue 97, 6: a correspondence table is stored until its game ends, weeks on, so strangers
   who open them would fill the disk: an address opens 8, then one every 3 hours, its /24 four
   times that; and the server holds at most --max-correspondence of them, whoever opened
   them, so strangers with more networks than a budget foresees stop there too. Live tables
   are not affected; the budgets survive a restart. */
static void correspondence_budgets(void) {
    server s = {0};
    if (!start(&s, 0, "--tables-per-address", "100", "--max-correspondence", "34", NULL)) return;
    char code[16], from[32];
    int opened = 0;
    for (int a = 1; a <= 4; a++)
        for (int i = 0; i < 8; i++) {
            snprintf(from, sizeof from, "127.40.5.%d", a);
            peer *p = create_paced(&s, from, "Opal", code, 2, 3);
            opened += code[0] && strstr(p->in, "welcome 0 ") != NULL;
            hang_up(p);
        }
    EXPECT(opened == 32, "four addresses of one network open 8 correspondence tables each (%d)", opened);
    peer *ninth = create_paced(&s, "127.40.5.1", "Opal", code, 2, 3);
    EXPECT(wait_for(ninth, "refuse wait", WAIT_MS), "an address's 9th correspondence table is refused: %s", ninth->in);
    hang_up(ninth);
    peer *live = create(&s, "127.40.5.1", "Opal", code);
    EXPECT(code[0] && strstr(live->in, "welcome 0 "), "the address still opens a live table: %s", live->in);
    hang_up(live);
    peer *fifth = create_paced(&s, "127.40.5.5", "Opal", code, 2, 3);
    EXPECT(wait_for(fifth, "refuse wait", WAIT_MS), "a fifth address of the network is refused its first: %s", fifth->in);
    hang_up(fifth);
    for (int n = 6; n <= 7; n++) {
        snprintf(from, sizeof from, "127.40.%d.1", n);
        peer *p = create_paced(&s, from, "Otto", code, 2, 3);
        EXPECT(code[0] && strstr(p->in, "welcome 0 "), "another network opens one (%s): %s", from, p->in);
        hang_up(p);
    }
    peer *full = create_paced(&s, "127.40.8.1", "Olga", code, 2, 3);
    EXPECT(wait_for(full, "refuse tables", WAIT_MS), "past --max-correspondence (34) a new network is refused: %s", full->in);
    hang_up(full);
    live = create(&s, "127.40.8.1", "Olga", code);
    EXPECT(code[0] && strstr(live->in, "welcome 0 "), "a live table still opens at the cap: %s", live->in);
    hang_up(live);
    EXPECT(strstr(log_text(&s), "--max-correspondence") != NULL, "the log says the server sheds correspondence tables");
    until_tables_on_disk(&s, 36, "the 34 correspondence tables and two live lobbies in the store");
    stop(&s);
    start(&s, 0, "--tables-per-address", "100", "--max-correspondence", "34", NULL);
    full = create_paced(&s, "127.40.9.1", "Olga", code, 2, 3);
    EXPECT(wait_for(full, "refuse tables", WAIT_MS), "after a restart the 34 stored still count: %s", full->in);
    hang_up(full);
    stop(&s);
    start(&s, 0, "--tables-per-address", "100", "--max-correspondence", "100", NULL);
    peer *again = create_paced(&s, "127.40.5.2", "Opal", code, 2, 3);
    EXPECT(wait_for(again, "refuse wait", WAIT_MS), "after a restart the address's budget is still spent: %s", again->in);
    hang_up(again);
    again = create_paced(&s, "127.40.5.9", "Opal", code, 2, 3);
    EXPECT(wait_for(again, "refuse wait", WAIT_MS), "and its network's: %s", again->in);
    hang_up(again);
    again = create_paced(&s, "127.40.9.1", "Olga", code, 2, 3);
    EXPECT(code[0] && strstr(again->in, "welcome 0 "), "a new network opens one under a higher cap: %s", again->in);
    hang_up(again);
    finish(&s);
}

/* Issue 85, 3: a host full of seats (rejoins may fill the eighth kept for them) lets a
   newcomer in by closing the oldest seat at a table not playing, never a seat of a game in
   progress. */
static void full_of_seats(void) {
    server s = {0};
    if (!start(&s, 0, "--max-clients", "8", NULL)) return;
    char game[16], lobby[16], tok[NET_TOKEN_LEN + 1], from[32], name[16];
    peer *gus = create(&s, "127.17.1.1", "Gus", game), *hal = join(&s, "127.17.1.2", game, "Hal");
    EXPECT(wait_for(hal, "welcome 1 ", WAIT_MS), "Hal sits down");
    says(gus, "start\n");
    EXPECT(wait_for(hal, "view ", WAIT_MS), "their game starts");
    nap_ms(20);
    peer *at[6];
    at[0] = create_n(&s, "127.17.0.1", "Anna", lobby, 6);
    for (int i = 1; i < 5; i++) {
        snprintf(from, sizeof from, "127.17.0.%d", i + 1);
        snprintf(name, sizeof name, "P%d", i);
        at[i] = join(&s, from, lobby, name);
        EXPECT(wait_for(at[i], "welcome ", WAIT_MS), "P%d sits down in the lobby", i);
    }
    token_of(at[4], tok);
    hang_up(at[4]);
    at[5] = join(&s, "127.17.0.7", lobby, "Fay");
    EXPECT(wait_for(at[5], "welcome ", WAIT_MS), "Fay takes the 7th seat (7/8 of 8)");
    at[4] = rejoin(&s, "127.17.0.5", lobby, tok);
    EXPECT(wait_for(at[4], "welcome ", WAIT_MS), "P4 comes back by token: the 8th seat");
    peer *late = dial(&s, "127.17.2.1");
    says(late, HELLO);
    EXPECT(wait_for(late, "citadela-net", WAIT_MS) && !wait_for(late, "bye", 300), "a newcomer gets in: %s", late->in);
    EXPECT(wait_for(at[0], "bye full", WAIT_MS), "the oldest seat of the lobby (Anna's) made room");
    gus->n = hal->n = 0;
    says(gus, "ping 5\n"), says(hal, "ping 6\n");
    EXPECT(wait_for(gus, "pong 5", WAIT_MS) && wait_for(hal, "pong 6", WAIT_MS), "the players of the game in progress stay");
    for (int i = 0; i < 6; i++) hang_up(at[i]);
    hang_up(late), hang_up(gus), hang_up(hal);
    finish(&s);
}

/* NET_HOSTILE_ONLY=NAME runs that attack alone. */
#define RUN(f)                                                                         \
    do {                                                                               \
        const char *only_ = getenv("NET_HOSTILE_ONLY");                                \
        if (!only_ || !strcmp(only_, #f)) f();                                         \
    } while (0)

int main(int argc, char **argv) {
    if (argc < 2) return 2;
    server_bin = argv[1];
    signal(SIGPIPE, SIG_IGN);
    RUN(abandoned_tables);
    RUN(abandoned_game);
    RUN(storms);
    RUN(seat_by_name);
    RUN(guessing);
    RUN(idle_connections);
    RUN(descriptor_limit);
    RUN(setup_refusals);
    RUN(log_limits);
    RUN(seat_caps);
    RUN(connection_storm);
    RUN(full_server);
    RUN(one_join_and_seat_budgets);
    RUN(churn);
    RUN(full_of_seats);
    RUN(correspondence_budgets);
    printf("net-hostile: %d passed, %d failed\n", checks - failures, failures); /* the suite's summary line */
    return failures != 0;
}
