use super::*;
use flagfall_core::{Rule, RuleRefusal, Rulebook};

fn french(entries: &str) -> Catalog {
    Catalog::parse(Lang::Fr, entries).unwrap()
}

#[test]
fn english_is_the_key_itself() {
    install_loaded(Lang::En);
    assert_eq!(t("Arbiter"), "Arbiter");
    assert_eq!(tf("{side} to move", &[("side", "White")]), "White to move");
    assert_eq!(tn("{n} man", "{n} men", 1), "1 man");
    assert_eq!(tn("{n} man", "{n} men", 0), "0 men");
}

#[test]
fn french_counts_zero_as_one_and_a_kept_table_is_installed_again_without_reading() {
    keep(french(r#"{"{n} man": "{n} pion", "{n} men": "{n} pions"}"#));
    assert!(install_loaded(Lang::Fr));
    assert_eq!(tn("{n} man", "{n} men", 0), "0 pion");
    assert_eq!(tn("{n} man", "{n} men", 2), "2 pions");
    assert!(install_loaded(Lang::En));
    assert_eq!(t("{n} man"), "{n} man");
    assert!(install_loaded(Lang::Fr));
    assert!(!install_loaded(Lang::De));
    assert_eq!(t("{n} man"), "{n} pion");
}

#[test]
fn a_table_written_in_any_key_order_is_found_key_by_key() {
    let catalog = Catalog::parse(Lang::Fr, r#"{"c": "C", "b": "B", "a": "A"}"#).unwrap();
    assert_eq!(catalog.get("a"), Some("A"));
    assert_eq!(catalog.get("b"), Some("B"));
    assert_eq!(catalog.get("c"), Some("C"));
}

#[test]
fn a_table_giving_a_key_twice_is_refused() {
    let error = Catalog::parse(Lang::Fr, r#"{"b": "B", "a": "A", "b": "Bé"}"#).unwrap_err();
    assert_eq!(error, "the key \"b\" is given twice");
}

#[test]
fn a_rule_another_rulebook_keeps_is_refused_in_the_readers_language() {
    let quickplay = RuleRefusal::WrongRulebook {
        rulebook: Rulebook::Fmjd,
        rule: Rule::QuickplayFinish,
    };
    let dead = RuleRefusal::WrongRulebook {
        rulebook: Rulebook::Fmjd,
        rule: Rule::DEAD_POSITION,
    };
    install_table(Lang::Fr);
    assert_eq!(
        quickplay.worded(),
        "FMJD Annex 6\u{a0}: aucune règle de fin de partie au KO\u{a0}; les Guidelines III font \
         partie des Règles du jeu d'échecs de la FIDE"
    );
    install_table(Lang::De);
    assert_eq!(
        dead.worded(),
        "FMJD Annex 6 kennt keine tote Stellung (FIDE 5.2.2: Dame kennt kein Matt)"
    );
    assert!(install_loaded(Lang::En));
    assert_eq!(
        dead.worded(),
        "FMJD Annex 6 has no dead position (FIDE 5.2.2: draughts has no checkmate)"
    );
}

#[test]
fn the_articles_of_a_rule_another_rulebook_keeps_are_cited_as_printed_in_every_language() {
    let fmjd = |rule| RuleRefusal::WrongRulebook {
        rulebook: Rulebook::Fmjd,
        rule,
    };
    install_table(Lang::Es);
    assert_eq!(
        fmjd(Rule::EXTRA_FIVE).worded(),
        "FMJD Annex 6 no contempla la solicitud de un incremento adicional de cinco segundos: \
         se introdujo en 2014 como Appendix G.4 (ahora Guidelines III.4)"
    );
    install_table(Lang::Nl);
    assert_eq!(
        fmjd(Rule::REPETITION_PENALTY).worded(),
        "FMJD Annex 6 kent geen claim wegens herhaling of vijftig zetten met tijdstraf (FIDE \
         Art. 9.5); de arbiter beslist over remise volgens de normale reglementen (Art. 2)"
    );
    assert!(install_loaded(Lang::En));
    assert_eq!(
        fmjd(Rule::DRAUGHTS_DRAW).worded(),
        "FMJD Annex 6 has no FMJD draw rule (FMJD Annex 6 Arts 5, 8, 9)"
    );
}
