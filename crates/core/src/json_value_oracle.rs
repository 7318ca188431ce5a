//! serde_json as the oracle for `JsonValue::parse`, for the property tests and the fuzz target (which
//! includes this file): both must accept the same text and read the same tree from it.

use crate::JsonValue;

/// The same tree as serde_json's. Numbers are compared as whole numbers, all the readers take from
/// them (serde_json's default float parsing may be one unit in the last place off).
pub fn same(ours: &JsonValue, theirs: &serde_json::Value) -> bool {
    match (ours, theirs) {
        (JsonValue::Null, serde_json::Value::Null) => true,
        (JsonValue::Bool(a), serde_json::Value::Bool(b)) => a == b,
        // serde_json reads `-0` as a float, so not as a whole number; this reader as 0.
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

/// Whether both accept `text` and read the same tree, or both refuse it; if not, how they differ.
pub fn agrees(text: &str) -> Result<(), String> {
    let ours = JsonValue::parse(text);
    // serde_json refuses a leading byte-order mark, which this reader ignores.
    let theirs =
        serde_json::from_str::<serde_json::Value>(text.strip_prefix('\u{feff}').unwrap_or(text));
    match (ours, theirs) {
        (Ok(ours), Ok(theirs)) if !same(&ours, &theirs) => {
            Err(format!("{text:?}: {ours:?} but serde_json {theirs:?}"))
        }
        (Ok(_), Ok(_)) | (Err(_), Err(_)) => Ok(()),
        // serde_json refuses a number beyond the range of f64; this reader keeps any number as
        // written, and it is then simply not a whole number that fits.
        (Ok(_), Err(e)) if e.to_string().starts_with("number out of range") => Ok(()),
        (ours, theirs) => Err(format!("{text:?}: {ours:?} but serde_json {theirs:?}")),
    }
}
