/* Castles's strings (castle_text.h). */
#include "modules/castles/castle_text.h"

const gui_words castle_text[CASTLE_NWORDS] = {
    [CASTLE_RULES_CASTLES] = {{
        "Each player has 3 castles (2 with 5 or 6 players). When a city of exactly two tiles is completed, "
        "the player who holds it (among tied holders, the first in turn order from the player whose turn "
        "it is) may, instead of scoring its 4 points, make it a castle: the follower stays on it. The "
        "castle's neighbourhood is 6 cells: its two cells and the cell on each side of each of them, "
        "across the castle (a 3\xC3\x97" "2 block). The next feature completed with a part in that "
        "neighbourhood (a city, a road, a cloister whose own cell is in it, or another castle) pays the "
        "castle's owner as many points as that feature is worth, whether or not anybody scored it; then "
        "the follower returns and the castle stays. If several are completed at once, the castle's owner "
        "picks one. A castle splits fields as its city did; at the end each castle touching a field pays "
        "the field's owner 4 points instead of 3. A castle still unpaid at the end scores nothing.",
        "Každý hráč má 3 hrady (při 5 nebo 6 hráčích 2). Když se dokončí město z právě dvou kartiček, hráč, "
        "který ho drží (při rovnosti první v pořadí od hráče na tahu), ho může místo 4 bodů proměnit v "
        "hrad: jeho figurka na něm zůstane. Okolí hradu tvoří 6 polí: obě pole hradu a pole po obou "
        "stranách každého z nich, napříč hradem (blok 3\xC3\x97" "2). Další území dokončené s částí v tomto "
        "okolí (město, cesta, klášter, leží-li v okolí sám klášter, nebo jiný hrad) dá majiteli hradu "
        "tolik bodů, kolik má samo, ať za ně někdo body získal, nebo ne; pak se figurka vrátí a hrad "
        "zůstane. Dokončí-li se jich několik naráz, vybere si majitel hradu jedno. Hrad dělí louky jako "
        "předtím město; na konci dá každý hrad, který sousedí s loukou, jejímu majiteli 4 body místo 3. "
        "Hrad, který do konce hry body nezískal, nedá nic."}},
    [CASTLE_ASK] = {{"Castle, or %1 now?", "Hrad, nebo %1 hned?"}},
    [CASTLE_HELP] = {{"A castle scores nothing now: it earns what the next feature completed in the lit "
                         "area is worth, then its follower comes home.",
                         "Hrad teď nic nedá: získá tolik, kolik má příští území dokončené ve zvýrazněném "
                         "okolí, a pak se figurka vrátí."}},
    [CASTLE_BUILD] = {{"Castle", "Hrad"}},
    [CASTLE_TAKE] = {{"%1 now", "%1 hned"}},
    [CASTLE_NONE_LEFT] = {{"No castle tokens left.", "Žádný žeton hradu už nezbývá."}},
    [CASTLE_PICK_ASK] = {{"Several features next to your castle were completed at once. Which one pays it?",
                             "Vedle vašeho hradu se dokončilo víc území najednou. Které z nich ho zaplatí?"}},
    [CASTLE_PICK_ROW] = {{"%1. %2: %3", "%1. %2: %3"}},
    [CASTLE_MV_CASTLE_BUILD] = {{"Build a castle", "Postavit hrad"}},
    [CASTLE_MV_CASTLE_SCORE] = {{"Score the city", "Vyhodnotit město"}},
    [CASTLE_MV_CASTLE_PAY] = {{"The castle takes the %1 at %2", "Hrad zaplatí: %1 na %2"}},
    [CASTLE_HIST_CASTLE] = {{"  %1 builds a castle", "  %1 staví hrad"}},
    [CASTLE_HIST_CASTLE_PAID] = {{"  %1 +%2 (castle)", "  %1 +%2 (hrad)"}},
    [CASTLE_DIAGRAM] = {{"Red made the finished city of two tiles a castle instead of scoring 4 points. The next "
                         "feature finished with a part in the six lit cells (the road, say) also pays red what it "
                         "scores.",
                         "Červený z dokončeného města ze dvou kartiček místo 4 bodů udělal hrad. Další prvek dokončený "
                         "s částí v šesti zvýrazněných polích (třeba cesta) vynese červenému tolik, kolik boduje."}},
    /* its short lesson (the new-game screen's "?"), a screen each */
    [CASTLE_LESSON_1] = {{"When a city of just two tiles is finished, its owner may make it a castle instead of scoring 4 points: the knight stays on it.",
        "Když se dokončí město ze dvou kartiček, smí z něj jeho majitel místo 4 bodů udělat hrad: rytíř na něm zůstane."}},
    [CASTLE_LESSON_2] = {{"The next road, city, cloister or castle finished next to the castle pays its owner as many points as it is worth, whoever owns it; then the knight comes home.",
        "Další cesta, město, klášter nebo hrad dokončený vedle hradu dá jeho majiteli tolik bodů, kolik má sám, ať patří komukoli; pak se rytíř vrátí domů."}},
};

const char *castle_tr(castle_text_id id) { return id >= 0 && id < CASTLE_NWORDS ? gui_word(&castle_text[id]) : "?"; }
