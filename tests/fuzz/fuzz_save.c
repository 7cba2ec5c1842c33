/* libFuzzer target: the save loader must reject any bad text cleanly and keep the game. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "engine.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    cit_setup su;
    cit_setup_default(&su, 2, 1);
    cit_session *s = cit_session_new(&su, NULL);
    if (!s) return 0;
    uint64_t before = cit_game_hash(cit_session_game(s));
    cit_load_error err;
    if (cit_session_load(s, (const char *)data, size, &err) != CIT_OK) {
        if (cit_game_hash(cit_session_game(s)) != before) abort(); /* a failed load changed the game */
    } else {
        /* A loaded game saves and loads again to the same state. */
        size_t need = cit_session_save(s, NULL, 0);
        char *text = malloc(need + 1);
        cit_session_save(s, text, need + 1);
        cit_session *t = cit_session_new(&su, NULL);
        if (cit_session_load(t, text, need, &err) != CIT_OK ||
            cit_game_hash(cit_session_game(t)) != cit_game_hash(cit_session_game(s)))
            abort();
        /* and with the very same names (the hash does not cover them) */
        const cit_setup *a = cit_game_setup(cit_session_game(s)), *b = cit_game_setup(cit_session_game(t));
        for (int i = 0; i < a->nplayers; i++)
            if (strcmp(a->players[i].name, b->players[i].name) || a->players[i].colour != b->players[i].colour ||
                a->players[i].kind != b->players[i].kind)
                abort();
        cit_session_free(t);
        free(text);
    }
    cit_session_free(s);
    return 0;
}
