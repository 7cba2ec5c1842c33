/* selfplay's fixed bidder (selfplay_bidder.h): "value minus margin", the baseline the search's bids must beat. */
#include "selfplay_bidder.h"

#include "modules/bazaar/bazaar.h"

/* The most the fixed bidder pays for (or asks for) a tile. */
static int limit(void) { return FIXEDBID_VALUE - FIXEDBID_MARGIN; }

int fixedbid_answer(const cit_game *g, cit_move *m) {
    cit_pending pd = cit_game_pending(g);
    if (pd.module != CIT_MODULE_BAZAAR) return 0;
    cit_bazaar b;
    if (!cit_game_bazaar(g, &b)) return 0;
    cit_move legal[CIT_BID_SPAN + 2];
    int n = cit_game_legal_moves(g, legal, CIT_BID_SPAN + 2);
    if (n <= 0 || n > CIT_BID_SPAN + 2) return 0;
    if (pd.decision == CIT_DECIDE_BAZAAR_BID) {
        /* raise to the limit while the top bid is below it, else pass (listed first) */
        *m = legal[0];
        for (int i = 1; i < n; i++)
            if (legal[i].arg1 == limit()) *m = legal[i];
        return 1;
    }
    if (pd.decision == CIT_DECIDE_BAZAAR_DEAL) {
        /* buy (pay the top bid) if it is within the limit, else sell */
        int buy = b.bid != CIT_BID_NONE && b.bid <= limit();
        for (int i = 0; i < n; i++)
            if (legal[i].arg0 == buy) *m = legal[i];
        return 1;
    }
    return 0;
}

void fixedbid_adjust(const cit_game *g, cit_move *m) {
    cit_pending pd = cit_game_pending(g);
    if (pd.module != CIT_MODULE_BAZAAR || pd.decision != CIT_DECIDE_BAZAAR_PICK || m->arg1 == CIT_BID_NONE) return;
    m->arg1 = (uint8_t)limit(); /* open at the limit (0..CIT_BID_SPAN are listed) */
}
