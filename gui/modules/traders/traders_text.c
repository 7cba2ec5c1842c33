/* Traders & Builders' strings (traders_text.h). */
#include "modules/traders/traders_text.h"
#include "tileset.h"

const gui_words traders_text[TB_NWORDS] = {
    [TB_RULES] = {{
        "24 more tiles. 20 of them show a good (wine, grain or cloth) in a city. Whoever places "
        "the tile that completes a city takes one token for each good in it, whoever owns the "
        "city, even nobody; an unfinished city gives nothing. At the end, after the fields, the "
        "player or players with the most tokens of each good score 10 points for it.",
        "24 kartiček navíc, na 20 z nich je ve městě zboží (víno, obilí nebo sukno). Kdo položí "
        "kartičku, která město dokončí, vezme si za každé zboží v něm jeden žeton, ať město patří "
        "komukoli, i nikomu; nedokončené město nedá nic. Na konci hry, po loukách, dostane hráč "
        "(nebo hráči) s nejvíce žetony každého zboží 10 bodů."}},
    [TB_RULES_BUILDER] = {{
        "Every player has a builder. Drag it from your supply instead of a follower onto a road "
        "or city of the tile you just placed where one of your followers already stands (not one "
        "this tile completes). Whenever you later extend or complete that road or city, you play "
        "a second turn right after this one (never a third). The builder never counts for a "
        "majority and never scores; it goes home with the road or city.",
        "Každý hráč má stavitele. Přetáhněte ho ze zásoby místo figurky na cestu nebo město právě "
        "položené kartičky, kde už stojí vaše figurka (ne na to, které tato kartička dokončí). "
        "Kdykoli pak tu cestu nebo město prodloužíte či dokončíte, hrajete hned po tomto tahu druhý "
        "tah (nikdy třetí). Stavitel se nepočítá do většiny a nic nezíská; vrací se domů s cestou "
        "nebo městem."}},
    [TB_RULES_PIG] = {{
        "Every player has a pig. Drag it instead of a follower onto a field of the tile you just "
        "placed where one of your farmers already stands. If you win that field at the end, it "
        "pays you 4 points per completed city instead of 3. It stays to the end unless your last "
        "farmer leaves the field.",
        "Každý hráč má prase. Přetáhněte ho místo figurky na louku právě položené kartičky, kde už "
        "stojí váš sedlák. Vyhrajete-li tu louku na konci, dá vám 4 body za každé dokončené město "
        "místo 3. Zůstane do konce, pokud louku neopustí váš poslední sedlák."}},
    [TB_DIAGRAM] = {{
        "Red's builder stands in the city beside red's knight: the next tile red adds to this city "
        "earns a second turn. The pig in the field beside red's farmer makes every completed city "
        "it feeds worth 4.",
        "Červený stavitel stojí ve městě vedle červeného rytíře: další kartička, kterou červený "
        "k tomuto městu přiloží, mu dá druhý tah. Prase na louce vedle červeného sedláka zvýší "
        "cenu každého dokončeného města, které louka živí, na 4."}},
    [TB_WINE] = {{"wine", "víno"}},
    [TB_GRAIN] = {{"grain", "obilí"}},
    [TB_CLOTH] = {{"cloth", "sukno"}},
    [TB_BUILDER] = {{"builder", "stavitel"}},
    [TB_PIG] = {{"pig", "prase"}},
    [TB_MV_NONE] = {{"No builder or pig", "Bez stavitele a prasete"}},
    [TB_MV_BUILDER] = {{"The builder on spot %1", "Stavitel na místo %1"}},
    [TB_MV_PIG] = {{"The pig on spot %1", "Prase na místo %1"}},
    [TB_HIST_FIGURE] = {{"  %1: the %2", "  %1: %2"}},
    [TB_HIST_GOODS] = {{"  %1 takes %2 %3", "  %1 bere %3 \xC3\x97%2"}},
    [TB_HIST_HOME] = {{"  %1's %2 goes home", "  %1: %2 se vrací domů"}},
    [TB_HIST_SECOND] = {{"%1 plays a second turn (builder)", "%1 hraje druhý tah (stavitel)"}},
    [TB_HIST_MAJORITY] = {{"  %1 +10 \xC2\xB7 most %2", "  %1 +10 \xC2\xB7 nejvíc: %2"}},
    [TB_HINT_BUILDER] = {{"Drag a follower or your builder from the supply onto a lit spot, or press End turn.",
                          "Přetáhněte figurku nebo svého stavitele ze zásoby na světlé místo, nebo ukončete tah."}},
    [TB_HINT_PIG] = {{"Drag a follower or your pig from the supply onto a lit spot, or press End turn.",
                      "Přetáhněte figurku nebo své prase ze zásoby na světlé místo, nebo ukončete tah."}},
    [TB_HINT_BOTH] = {{"Drag a follower, your builder or your pig from the supply onto a lit spot, or press End turn.",
                       "Přetáhněte figurku, stavitele nebo prase ze zásoby na světlé místo, nebo ukončete tah."}},
    /* a hint's builder or pig (hint.h): pending now, or after the hint's placement */
    [TB_HINT_FIGURE] = {{"Hint: the %1 where its ghost shows (%2).", "Nápověda: %1 tam, kde je jeho stín (%2)."}},
    [TB_HINT_THEN_FIGURE] = {{"Then drag your %1 onto its ghost (%2) before End turn.",
                              "Potom přetáhněte %1 na jeho stín (%2) a ukončete tah."}},
    [TB_HINT_NONE] = {{"Hint: end the turn without %1.", "Nápověda: ukončete tah bez %1."}},
    [TB_HINT_THEN_NONE] = {{"Then End turn without %1.", "Potom ukončete tah bez %1."}},
    [TB_ACC_BUILDER] = {{"builder", "stavitele"}}, /* whom you drag: the accusative in Czech */
    [TB_ACC_PIG] = {{"pig", "prase"}},
    [TB_WITHOUT_BUILDER] = {{"the builder", "stavitele"}}, /* "without ...": the genitive */
    [TB_WITHOUT_PIG] = {{"the pig", "prasete"}},
    [TB_WITHOUT_BOTH] = {{"the builder or the pig", "stavitele i prasete"}},
    [TB_TURN_SECOND] = {{"%1's second turn", "%1 \xE2\x80\x94 druhý tah"}},
    [TB_FINALE] = {{"Goods", "Zboží"}},
    [TB_HOVER_GOODS] = {{"goods %1", "zboží %1"}},
    [TB_HOVER_FIGURE] = {{"%1's %2", "%2: %1"}},
    [TB_RESULT_ROW] = {{"Tokens: %1", "Žetony: %1"}},
    [TB_RESULT_CELL] = {{"%1 (+10)", "%1 (+10)"}},
    [TB_PANEL_TIP] = {{"Goods tokens: wine %1, grain %2, cloth %3", "Žetony zboží: víno %1, obilí %2, sukno %3"}},
    /* its short lesson (the new-game screen's "?"), a screen each */
    [TB_LESSON_1] = {{"Some cities hold goods: wine, grain or cloth. Whoever lays the tile that finishes the city takes its goods, whoever owns it; at the end the most of each good scores 10.",
        "Některá města obsahují zboží: víno, obilí nebo sukno. Kdo položí kartičku, která město dokončí, zboží si vezme, ať město patří komukoli; na konci dá většina každého zboží 10 bodů."}},
    [TB_LESSON_2] = {{"The builder joins one of your followers on a road or city: each time you extend it later, you play a second turn. The pig joins your farmer: if you win its field, it pays you 4 per finished city instead of 3.",
        "Stavitel se přidá k vaší figurce na cestě nebo ve městě: pokaždé, když je později prodloužíte, hrajete druhý tah. Prase se přidá k sedlákovi: vyhrajete-li jeho louku, dá vám 4 body za dokončené město místo 3."}},
    [TB_TIP_BUILDER] = {{"Builder: joins your road or city; when you extend it later you lay a second tile that turn",
                         "Stavitel: přidá se k vaší cestě nebo městu; když je později prodloužíte, položíte v tom tahu ještě jednu kartičku"}},
    [TB_RESULT_MAJORITIES] = {{"Goods majorities", "Většiny zboží"}},
    [TB_TIP_PIG] = {{"Pig: joins your farmer's field; at the end each finished city it feeds scores 1 more",
                     "Prase: přidá se na louku k vašemu sedlákovi; na konci za každé dokončené město, které louka zásobuje, dá o bod víc"}},
};

const char *traders_tr(traders_text_id id) { return id >= 0 && id < TB_NWORDS ? gui_word(&traders_text[id]) : "?"; }

const char *traders_goods_name(int g)
{
    return traders_tr(g == CIT_GOODS_WINE ? TB_WINE : g == CIT_GOODS_GRAIN ? TB_GRAIN : TB_CLOTH);
}
