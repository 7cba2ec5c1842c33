/* Traders & Builders' strings (traders_text.h). */
#include "modules/traders/traders_text.h"
#include "app/gettext.h"
#include "tileset.h"

#include <stdio.h>

const gui_words traders_text[TB_NWORDS] = {
    [TB_RULES] = {.msgid = N_("24 more tiles. 20 of them show a good (wine, grain or cloth) in a city. Whoever places "
        "the tile that completes a city takes one token for each good in it, whoever owns the "
        "city, even nobody; an unfinished city gives nothing. At the end, after the fields, the "
        "player or players with the most tokens of each good score 10 points for it.")},
    [TB_RULES_BUILDER] = {.msgid = N_("Every player has a builder. Drag it from your supply instead of a follower onto a road "
        "or city of the tile you just placed where one of your followers already stands (not one "
        "this tile completes). Whenever you later extend or complete that road or city, you play "
        "a second turn right after this one (never a third). The builder never counts for a "
        "majority and never scores; it goes home with the road or city.")},
    [TB_RULES_PIG] = {.msgid = N_("Every player has a pig. Drag it instead of a follower onto a field of the tile you just "
        "placed where one of your farmers already stands. If you win that field at the end, it "
        "pays you 4 points per completed city instead of 3. It stays to the end unless your last "
        "farmer leaves the field.")},
    [TB_DIAGRAM] = {.msgid = N_("Red's builder stands in the city beside red's knight: the next tile red adds to this city "
        "earns a second turn. The pig in the field beside red's farmer makes every completed city "
        "it feeds worth 4.")},
    [TB_WINE] = {.msgid = N_("wine")},
    [TB_GRAIN] = {.msgid = N_("grain")},
    [TB_CLOTH] = {.msgid = N_("cloth")},
    [TB_BUILDER] = {.msgid = N_("builder")},
    [TB_PIG] = {.msgid = N_("pig")},
    [TB_MV_NONE] = {.msgid = N_("No builder or pig")},
    [TB_MV_BUILDER] = {.msgid = N_("The builder on spot %1")},
    [TB_MV_PIG] = {.msgid = N_("The pig on spot %1")},
    [TB_HIST_FIGURE] = {.msgid = N_("  %1: the %2"), .you = N_("  You place your %2")},
    [TB_HIST_WINE] = {NN_("  %1 takes %2 wine token", "  %1 takes %2 wine tokens")},
    [TB_HIST_GRAIN] = {NN_("  %1 takes %2 grain token", "  %1 takes %2 grain tokens")},
    [TB_HIST_CLOTH] = {NN_("  %1 takes %2 cloth token", "  %1 takes %2 cloth tokens")},
    [TB_HIST_WINE_YOU] = {NN_("  You take %2 wine token", "  You take %2 wine tokens")},
    [TB_HIST_GRAIN_YOU] = {NN_("  You take %2 grain token", "  You take %2 grain tokens")},
    [TB_HIST_CLOTH_YOU] = {NN_("  You take %2 cloth token", "  You take %2 cloth tokens")},
    [TB_HIST_HOME] = {.msgid = N_("  %1's %2 goes home"), .you = N_("  Your %2 goes home")},
    [TB_HIST_SECOND] = {.msgid = N_("%1 plays a second turn (builder)"), .you = N_("You play a second turn (builder)")},
    [TB_HIST_MAJORITY] = {.msgid = N_("  %1 +10 \xC2\xB7 most %2"), .you = N_("  You score 10 points · most %2")},
    [TB_HINT_BUILDER] = {.msgid = N_("Drag a follower or your builder from the supply onto a lit spot, or press End turn.")},
    [TB_HINT_PIG] = {.msgid = N_("Drag a follower or your pig from the supply onto a lit spot, or press End turn.")},
    [TB_HINT_BOTH] = {.msgid = N_("Drag a follower, your builder or your pig from the supply onto a lit spot, or press End turn.")},
    /* a hint's builder or pig (hint.h): pending now, or after the hint's placement */
    [TB_HINT_FIGURE] = {.msgid = N_("Hint: the %1 where its ghost shows (%2).")},
    [TB_HINT_THEN_FIGURE] = {.msgid = N_("Then drag your %1 onto its ghost (%2) before End turn.")},
    [TB_HINT_NONE] = {.msgid = N_("Hint: end the turn without %1.")},
    [TB_HINT_THEN_NONE] = {.msgid = N_("Then End turn without %1.")},
    [TB_ACC_BUILDER] = {.msgid = NC_("accusative", "builder")}, /* whom you drag: the accusative in Czech */
    [TB_ACC_PIG] = {.msgid = NC_("accusative", "pig")},
    [TB_WITHOUT_BUILDER] = {.msgid = N_("the builder")}, /* "without ...": the genitive */
    [TB_WITHOUT_PIG] = {.msgid = N_("the pig")},
    [TB_WITHOUT_BOTH] = {.msgid = N_("the builder or the pig")},
    [TB_TURN_SECOND] = {.msgid = N_("%1's second turn"), .you = N_("Your second turn")},
    [TB_FINALE] = {.msgid = N_("Goods")},
    [TB_HOVER_GOODS] = {.msgid = N_("goods %1")},
    [TB_HOVER_FIGURE] = {.msgid = N_("%1's %2"), .you = N_("your %2")},
    [TB_RESULT_ROW] = {.msgid = N_("Tokens: %1")},
    [TB_RESULT_CELL] = {.msgid = N_("%1 (+10)")},
    [TB_PANEL_TIP] = {.msgid = N_("Goods tokens: wine %1, grain %2, cloth %3")},
    /* its short lesson (the new-game screen's "?"), a screen each */
    [TB_LESSON_1] = {.msgid = N_("Some cities hold goods: wine, grain or cloth. Whoever lays the tile that finishes the city takes its goods, whoever owns it; at the end the most of each good scores 10.")},
    [TB_LESSON_2] = {.msgid = N_("The builder joins one of your followers on a road or city: each time you extend it later, you play a second turn. The pig joins your farmer: if you win its field, it pays you 4 per finished city instead of 3.")},
    [TB_TIP_BUILDER] = {.msgid = N_("Builder: joins your road or city; when you extend it later you lay a second tile that turn")},
    [TB_RESULT_MAJORITIES] = {.msgid = N_("Goods majorities")},
    [TB_TIP_PIG] = {.msgid = N_("Pig: joins your farmer's field; at the end each finished city it feeds scores 1 more")},
};

const char *traders_tr(traders_text_id id) { return id >= 0 && id < TB_NWORDS ? gui_word(&traders_text[id]) : "?"; }

const char *traders_goods_name(int g)
{
    return traders_tr(g == CIT_GOODS_WINE ? TB_WINE : g == CIT_GOODS_GRAIN ? TB_GRAIN : TB_CLOTH);
}

void traders_goods_taken(char *buf, size_t cap, const char *who, int you, int n, int g)
{
    char num[12];
    snprintf(num, sizeof num, "%d", n);
    traders_text_id id = g == CIT_GOODS_WINE ? TB_HIST_WINE : g == CIT_GOODS_GRAIN ? TB_HIST_GRAIN : TB_HIST_CLOTH;
    if (you)
        id = id == TB_HIST_WINE ? TB_HIST_WINE_YOU : id == TB_HIST_GRAIN ? TB_HIST_GRAIN_YOU : TB_HIST_CLOTH_YOU;
    gui_subst(buf, cap, gui_word_n(&traders_text[id], n), who, num, NULL);
}
