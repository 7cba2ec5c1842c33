/* The server's computer players where it is built without them (Windows): none, so its
   tables take no computer seats and a correspondence seat out of time waits for its
   player (machine.h). */
#include <stddef.h>

#include "machine.h"

server_machine *server_machine_new(int threads, const char **why) {
    (void)threads;
    if (why) *why = "this build of the server has no computer players";
    return NULL;
}
void server_machine_free(server_machine *m) { (void)m; }
int server_machine_fd(const server_machine *m) { return (void)m, -1; }
int server_machine_ask(server_machine *m, const cit_game *g, int level, const char *code, uint32_t seq, int seat,
                       int stand_in) {
    (void)m, (void)g, (void)level, (void)code, (void)seq, (void)seat, (void)stand_in;
    return 0;
}
int server_machine_asked(server_machine *m, const char *code, uint32_t seq) { return (void)m, (void)code, (void)seq, 0; }
void server_machine_forget(server_machine *m, const char *code) { (void)m, (void)code; }
int server_machine_answer(server_machine *m, server_machine_reply *out) { return (void)m, (void)out, 0; }
void server_machine_totals(server_machine *m, long *moves, double *cpu_seconds) {
    (void)m;
    *moves = 0;
    *cpu_seconds = 0;
}
