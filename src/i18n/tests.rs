use super::*;

fn french(entries: &str) -> Catalog {
    Catalog::parse(Lang::Fr, entries).unwrap()
}

#[test]
fn a_hole_given_no_value_is_left_as_written() {
    assert_eq!(
        fill("{side} to move ({why})", &[("side", "White")]),
        "White to move ({why})"
    );
    assert_eq!(fill("an open { stays", &[]), "an open { stays");
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
