/* The Count of Carcassonne's strings (count_text.h). */
#include "modules/count/count_text.h"

/* Czech names the quarter after "čtvrť" so it never declines. */
const gui_words count_text[COUNT_NWORDS] = {
    [COUNT_Q_CASTLE] = {{"Castle", "Hrad"}},
    [COUNT_Q_BLACKSMITH] = {{"Blacksmith", "Kovárna"}},
    [COUNT_Q_CATHEDRAL] = {{"Cathedral", "Katedrála"}},
    [COUNT_Q_MARKET] = {{"Market", "Tržiště"}},
    [COUNT_QF_CASTLE] = {{"cities", "města"}},
    [COUNT_QF_BLACKSMITH] = {{"roads", "cesty"}},
    [COUNT_QF_CATHEDRAL] = {{"cloisters", "kláštery"}},
    [COUNT_QF_MARKET] = {{"fields, at the end", "louky, na konci"}},
    [COUNT_QUARTER_ASK] = {{"%1: your tile scored only for others. Drag a follower from your supply onto a "
                               "quarter of Carcassonne (or click a quarter), or skip.",
                               "%1: vaše kartička přinesla body jen soupeřům. Přetáhněte figurku ze zásoby na čtvrť "
                               "Carcassonne (nebo na čtvrť klikněte), nebo vynechte."}},
    [COUNT_MOVE_ASK] = {{"%1: you may move the Count: drag him to another quarter (or click it), or skip. "
                            "Nobody can deploy from the quarter he stands on.",
                            "%1: můžete přesunout hraběte: přetáhněte ho do jiné čtvrti (nebo na ni klikněte), "
                            "nebo vynechte. Ze čtvrti, kde stojí, nikdo nasazovat nemůže."}},
    [COUNT_DEPLOY_WHAT] = {{"Scoring now: %1, %2", "Právě se boduje: %1, %2"}},
    [COUNT_DEPLOY_FINAL] = {{"final scoring", "závěrečné hodnocení"}},
    [COUNT_DEPLOY_ASK] = {{"Send followers from the %1 (you have %2 there) before the majority is counted?",
                        "Poslat figurky ze čtvrti %1 (máte jich tam %2), než se spočítá většina?"}},
    [COUNT_DEPLOY_NOW] = {{"Followers in it now:", "Figurky v něm teď:"}},
    [COUNT_DEPLOY_SEND] = {{"Send:", "Poslat:"}},
    [COUNT_MV_DEPLOY] = {{"Send from the %1: %2", "Poslat ze čtvrti %1: %2"}},
    [COUNT_MV_DEPLOY_NONE] = {{"Send nobody", "Neposílat nikoho"}},
    [COUNT_MV_QUARTER] = {{"A follower into the %1", "Figurku do čtvrti %1"}},
    [COUNT_MV_QUARTER_NONE] = {{"No follower into Carcassonne", "Žádnou figurku do Carcassonne"}},
    [COUNT_MV_COUNT] = {{"The Count to the %1", "Hraběte do čtvrti %1"}},
    [COUNT_MV_COUNT_STAY] = {{"The Count stays", "Hrabě zůstane"}},
    [COUNT_HIST_DEPLOY] = {{"  %1 deploys %2 from the %3", "  %1 nasazuje %2 ze čtvrti %3"}},
    [COUNT_HIST_QUARTER] = {{"  %1: a follower into the %2", "  %1: figurka do čtvrti %2"}},
    [COUNT_HIST_COUNT_MOVE] = {{"  %1: the Count to the %2", "  %1: hrabě do čtvrti %2"}},
    [COUNT_RULES_COUNT] = {{
        "The Count of Carcassonne (expansion): the game starts from the City of Carcassonne, 12 tiles "
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
        "followers to send.",
        "Hrabě z Carcassonne (rozšíření): hra začíná městem Carcassonne z 12 kartiček se čtyřmi čtvrtěmi: "
        "Hrad (pro města), Kovárna (cesty), Katedrála (kláštery) a Tržiště (louky). V jedné z nich "
        "stojí hrabě.\n"
        "Když kartička, kterou přiložíte, přinese body jen soupeřům, smíte jednu figurku ze zásoby postavit "
        "do libovolné čtvrti a potom přesunout hraběte do jiné čtvrti.\n"
        "Kdykoli se boduje nějaké území, může před spočítáním většiny každý hráč s figurkami v "
        "odpovídající čtvrti poslat libovolný jejich počet do něj (počínaje hráčem vlevo od toho, kdo "
        "bodování způsobil). Ze čtvrti, kde stojí hrabě, posílat nelze; Tržiště posílá sedláky jen "
        "při závěrečném hodnocení. Poslané figurky se pak vrátí majitelům do zásoby. Na konci počítá "
        "každá louka, která sousedí s městem Carcassonne, toto město jako jedno dokončené město navíc. "
        "V tomto okně přetáhnete figurku na čtvrť a hraběte do jiné čtvrti; kolik figurek poslat, se "
        "rozhodujícího hráče zeptá okénko."}},
    [COUNT_RULE_COUNT_ON] = {{"This game plays with the Count of Carcassonne.", "Tato hra se hraje s hrabětem z Carcassonne."}},
    [COUNT_DROP_MISSED] = {{"Drop the follower on a lit quarter of Carcassonne (or click one), or skip.",
                             "Figurku pusťte na rozsvícenou čtvrť Carcassonne (nebo na ni klikněte), nebo vynechte."}},
    [COUNT_DROP_MISSED_COUNT] = {{"Drop the Count on a lit quarter (or click one), or skip.",
                                   "Hraběte pusťte na rozsvícenou čtvrť (nebo na ni klikněte), nebo vynechte."}},
    [COUNT_DROP_NOT_QUARTER] = {{"The %1 takes no follower now: drop it on a lit quarter.",
                                  "Do čtvrti %1 teď figurku dát nelze: pusťte ji na rozsvícenou čtvrť."}},
    [COUNT_ROW_TIP] = {{"%1: followers in Carcassonne: %2 (%3)", "%1: figurky v Carcassonne: %2 (%3)"}},
    [COUNT_KEYS] = {{"Keys: %1 \xC2\xB7 S or Esc skips", "Klávesy: %1 \xC2\xB7 S nebo Esc vynechá"}},
    /* what a field touching the City feeds besides finished cities: "feeds %1" ("živí %1") */
    [COUNT_FIELD_FEEDS] = {{"the City of Carcassonne", "město Carcassonne"}},
    [COUNT_DIAGRAM] = {{"The City of Carcassonne and its quarters: the Castle (cities), the Blacksmith (roads), the "
                        "Cathedral (cloisters) and the Market (fields). Red waits in the Market for the fields' final "
                        "scoring; nobody may leave the quarter the Count stands on (here the Castle).",
                        "Město Carcassonne a jeho čtvrti: Hrad (města), Kovárna (cesty), Katedrála (kláštery) a "
                        "Tržiště (louky). Červený čeká na Tržišti na závěrečné hodnocení luk; ze čtvrti, kde stojí "
                        "hrabě (tady Hrad), nesmí nikdo odejít."}},
    /* Inns & Cathedrals' big follower in the quarters (a toggle in the bar and the dialog; B) */
    [COUNT_BIG_TOGGLE] = {{"Big follower: %1 (B)", "Velká figurka: %1 (B)"}},
    [COUNT_BIG_ON] = {{"yes", "ano"}},
    [COUNT_BIG_OFF] = {{"no", "ne"}},
    [COUNT_MV_DEPLOY_BIG] = {{"Send from the %1: the big follower and %2 more",
                              "Poslat ze čtvrti %1: velkou figurku a %2 dalších"}},
    [COUNT_MV_QUARTER_BIG] = {{"The big follower into the %1", "Velkou figurku do čtvrti %1"}},
    [COUNT_HIST_DEPLOY_BIG] = {{"  %1 deploys %2 from the %3, the big follower among them",
                                "  %1 nasazuje %2 ze čtvrti %3, z toho velkou figurku"}},
    [COUNT_HIST_QUARTER_BIG] = {{"  %1: the big follower into the %2", "  %1: velká figurka do čtvrti %2"}},
    /* Abbey & Mayor: the mayor and the wagon in the quarters (figure names in the accusative) */
    [COUNT_SEND_TOGGLE] = {{"Send: %1 (B)", "Poslat: %1 (B)"}},
    [COUNT_FIG_FOLLOWER] = {{"a follower", "figurku"}},
    [COUNT_FIG_BIG] = {{"the big follower", "velkou figurku"}},
    [COUNT_FIG_MAYOR] = {{"the mayor", "starostu"}},
    [COUNT_FIG_WAGON] = {{"the wagon", "vůz"}},
    [COUNT_MAYOR_TOGGLE] = {{"Mayor: %1 (M)", "Starosta: %1 (M)"}},
    [COUNT_WAGON_TOGGLE] = {{"Wagon: %1 (W)", "Vůz: %1 (W)"}},
    [COUNT_MV_QUARTER_MAYOR] = {{"The mayor into the %1", "Starostu do čtvrti %1"}},
    [COUNT_MV_QUARTER_WAGON] = {{"The wagon into the %1", "Vůz do čtvrti %1"}},
    [COUNT_MV_DEPLOY_FIGS] = {{"Send from the %1: %3 and %2 more", "Poslat ze čtvrti %1: %3 a %2 dalších"}},
    [COUNT_HIST_QUARTER_MAYOR] = {{"  %1: the mayor into the %2", "  %1: starosta do čtvrti %2"}},
    [COUNT_HIST_QUARTER_WAGON] = {{"  %1: the wagon into the %2", "  %1: vůz do čtvrti %2"}},
    [COUNT_HIST_AMONG] = {{" (%1 among them)", " (z toho %1)"}},
    [COUNT_AND] = {{" and ", " a "}},
    /* its short lesson (the new-game screen's "?"), a screen each */
    [COUNT_LESSON_1] = {{"The game starts from the City of Carcassonne with four quarters: castle (cities), blacksmith (roads), cathedral (cloisters) and market (fields). When your tile scores only for others, you may put a follower into a quarter, then move the Count.",
        "Hra začíná od města Carcassonne se čtyřmi čtvrtěmi: hrad (města), kovárna (cesty), katedrála (kláštery) a trh (louky). Když vaše kartička dá body jen ostatním, smíte poslat figurku do čtvrti a pak posunout hraběte."}},
    [COUNT_LESSON_2] = {{"When a feature is scored, followers in its quarter may be sent into it to win the majority, except from the quarter where the Count stands.",
        "Když se území počítá, smějí do něj figurky z odpovídající čtvrti vstoupit a pomoci k většině, jen ne ze čtvrti, kde stojí hrabě."}},
};

const char *count_tr(count_text_id id) { return id >= 0 && id < COUNT_NWORDS ? gui_word(&count_text[id]) : "?"; }
