//! Reads any text as JSON. The reader must never panic, and must accept exactly the text serde_json
//! accepts (but for numbers beyond f64, which it keeps as written), with the same strings and whole
//! numbers in the tree.
#![no_main]

use flagfall_core::JsonValue;
use libfuzzer_sys::fuzz_target;

fn same(ours: &JsonValue, theirs: &serde_json::Value) -> bool {
    match (ours, theirs) {
        (JsonValue::Null, serde_json::Value::Null) => true,
        (JsonValue::Bool(a), serde_json::Value::Bool(b)) => a == b,
        (JsonValue::Number(a), serde_json::Value::Number(b)) => {
            (ours.as_i64() == b.as_i64() || a == "-0") && ours.as_u64() == b.as_u64()
        }
        (JsonValue::String(a), serde_json::Value::String(b)) => a == b,
        (JsonValue::Array(a), serde_json::Value::Array(b)) => {
            a.len() == b.len() && a.iter().zip(b).all(|(x, y)| same(x, y))
        }
        (JsonValue::Object(a), serde_json::Value::Object(b)) => {
            b.iter()
                .all(|(key, value)| ours.get(key).is_some_and(|v| same(v, value)))
                && a.iter().all(|(key, _)| b.contains_key(key))
        }
        _ => false,
    }
}

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let ours = JsonValue::parse(text);
    let theirs = serde_json::from_str::<serde_json::Value>(text);
    if let Err(e) = &theirs {
        if e.to_string().starts_with("number out of range") {
            return;
        }
    }
    match (ours, theirs) {
        (Ok(ours), Ok(theirs)) => assert!(same(&ours, &theirs), "{text:?}"),
        (Err(_), Err(_)) => {}
        (ours, theirs) => panic!("{text:?}: {ours:?} but serde_json {theirs:?}"),
    }
});
