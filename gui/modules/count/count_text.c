/* The Count of Carcassonne's strings (count_text.h). */
#include "modules/count/count_text.h"
#include "app/gettext.h"

/* Czech names the quarter after "čtvrť" so it never declines. */
const gui_words count_text[COUNT_NWORDS] = {
    [COUNT_Q_CASTLE] = {.msgid = NC_("quarter of Carcassonne", "Castle")},
    [COUNT_Q_BLACKSMITH] = {.msgid = N_("Blacksmith")},
    [COUNT_Q_CATHEDRAL] = {.msgid = N_("Cathedral")},
    [COUNT_Q_MARKET] = {.msgid = NC_("quarter of Carcassonne", "Market")},
    [COUNT_QF_CASTLE] = {.msgid = N_("cities")},
    [COUNT_QF_BLACKSMITH] = {.msgid = N_("roads")},
    [COUNT_QF_CATHEDRAL] = {.msgid = N_("cloisters")},
    [COUNT_QF_MARKET] = {.msgid = N_("fields, at the end")},
    [COUNT_QUARTER_ASK] = {.msgid = N_("%1: your tile scored only for others. Drag a follower from your supply onto a "
                               "quarter of Carcassonne (or click a quarter), or skip."),
                           .you = N_("Your tile scored only for others. Drag a follower from your supply onto a quarter of "
                                     "Carcassonne (or click a quarter), or skip.")},
    [COUNT_MOVE_ASK] = {.msgid = N_("%1: you may move the Count: drag him to another quarter (or click it), or skip. "
                            "Nobody can deploy from the quarter he stands on."),
                        .you = N_("You may move the Count: drag him to another quarter (or click it), or skip. Nobody can "
                                  "deploy from the quarter he stands on.")},
    [COUNT_DEPLOY_WHAT] = {.msgid = N_("Scoring now: %1, %2")},
    [COUNT_DEPLOY_FINAL] = {.msgid = N_("final scoring")},
    [COUNT_DEPLOY_ASK] = {.msgid = N_("Send followers from the %1 (you have %2 there) before the majority is counted?")},
    [COUNT_DEPLOY_NOW] = {.msgid = N_("Followers in it now:")},
    [COUNT_DEPLOY_SEND] = {.msgid = N_("Send:")},
    [COUNT_MV_DEPLOY] = {.msgid = N_("Send from the %1: %2")},
    [COUNT_MV_DEPLOY_NONE] = {.msgid = N_("Send nobody")},
    [COUNT_MV_QUARTER] = {.msgid = N_("A follower into the %1")},
    [COUNT_MV_QUARTER_NONE] = {.msgid = N_("No follower into Carcassonne")},
    [COUNT_MV_COUNT] = {.msgid = N_("The Count to the %1")},
    [COUNT_MV_COUNT_STAY] = {.msgid = N_("The Count stays")},
    [COUNT_HIST_DEPLOY] = {.msgid = N_("  %1 deploys %2 from the %3"), .you = N_("  You deploy %2 from the %3")},
    [COUNT_HIST_QUARTER] = {.msgid = N_("  %1: a follower into the %2"), .you = N_("  You send a follower into the %2")},
    [COUNT_HIST_COUNT_MOVE] = {.msgid = N_("  %1: the Count to the %2"), .you = N_("  You move the Count to the %2")},
    [COUNT_RULES_COUNT] = {.msgid = N_("The Count of Carcassonne (expansion): the game starts from the City of Carcassonne, 12 tiles "
        "with four quarters: the Castle (for cities), the Blacksmith (roads), the Cathedral "
        "(cloisters) and the Market (fields). The Count stands in one of them.\n"
        "If the tile you place scores points only for other players, you may put one follower from "
        "your supply into any quarter, and then move the Count to another quarter.\n"
        "Whenever a feature is scored, before its majority is counted, every player with followers in "
        "the matching quarter may send any of them into it (starting left of the player who scored "
        "it). Nobody may send from the quarter the Count stands on; the Market sends farmers only at "
        "final scoring. Followers sent in return to their owners' supplies afterwards. At the end, "
        "each field touching the City counts it as one more completed city. In this window you drag a "
        "follower onto a quarter and the Count to another; a dialog asks the deciding player how many "
        "followers to send.")},
    [COUNT_RULE_COUNT_ON] = {.msgid = N_("This game plays with the Count of Carcassonne.")},
    [COUNT_DROP_MISSED] = {.msgid = N_("Drop the follower on a lit quarter of Carcassonne (or click one), or skip.")},
    [COUNT_DROP_MISSED_COUNT] = {.msgid = N_("Drop the Count on a lit quarter (or click one), or skip.")},
    [COUNT_DROP_NOT_QUARTER] = {.msgid = N_("The %1 takes no follower now: drop it on a lit quarter.")},
    [COUNT_ROW_TIP] = {.msgid = N_("%1: followers in Carcassonne: %2 (%3)")},
    [COUNT_KEYS] = {.msgid = N_("Keys: %1 \xC2\xB7 S or Esc skips")},
    /* what a field touching the City feeds besides finished cities: "feeds %1" ("živí %1") */
    [COUNT_FIELD_FEEDS] = {.msgid = N_("the City of Carcassonne")},
    [COUNT_DIAGRAM] = {.msgid = N_("The City of Carcassonne and its quarters: the Castle (cities), the Blacksmith (roads), the "
                        "Cathedral (cloisters) and the Market (fields). Red waits in the Market for the fields' final "
                        "scoring; nobody may leave the quarter the Count stands on (here the Castle).")},
    /* Inns & Cathedrals' big follower in the quarters (a toggle in the bar and the dialog; B) */
    [COUNT_BIG_ON] = {.msgid = N_("yes")},
    [COUNT_BIG_OFF] = {.msgid = N_("no")},
    /* TRANSLATORS: one figure of a kind worded as a follower (the big follower) among those
       sent; %8 is its name as an object ("the big follower"), from its module */
    [COUNT_HIST_DEPLOY_FOLLOWER] = {.msgid = N_("  %1 deploys %2 from the %3, %8 among them"),
                                    .you = N_("  You deploy %2 from the %3, %9 among them")},
    /* Abbey & Mayor: the mayor and the wagon in the quarters (figure names in the accusative) */
    [COUNT_SEND_TOGGLE] = {.msgid = N_("Send: %1 (B)")},
    [COUNT_FIG_FOLLOWER] = {.msgid = N_("a follower")},
    [COUNT_MV_DEPLOY_FIGS] = {NN_("Send from the %1: %3 and %2 more", "Send from the %1: %3 and %2 more")},
    [COUNT_HIST_AMONG] = {.msgid = N_(" (%1 among them)")},
    [COUNT_AND] = {.msgid = N_(" and ")},
    /* a figure kind's toggle: its name, yes or no, its key ("Mayor: yes (M)") */
    [COUNT_KIND_TOGGLE] = {.msgid = N_("%1: %2 (%3)")},
    /* a figure of another kind sent to a quarter: %2 its name as an object ("the mayor", the
       accusative; its first letter made a capital), then in the history %3 as a subject */
    [COUNT_MV_QUARTER_KIND] = {.msgid = N_("%2 into the %1")},
    [COUNT_HIST_QUARTER_KIND] = {.msgid = N_("  %1: %3 into the %2")},
    /* its short lesson (the new-game screen's "?"), a screen each */
    [COUNT_LESSON_1] = {.msgid = N_("The game starts from the City of Carcassonne with four quarters: castle (cities), blacksmith (roads), cathedral (cloisters) and market (fields). When your tile scores only for others, you may put a follower into a quarter, then move the Count.")},
    [COUNT_LESSON_2] = {.msgid = N_("When a feature is scored, followers in its quarter may be sent into it to win the majority, except from the quarter where the Count stands.")},
};

const char *count_tr(count_text_id id) { return id >= 0 && id < COUNT_NWORDS ? gui_word(&count_text[id]) : "?"; }
