//! Reads any text as JSON. The reader must never panic, and must accept exactly the text serde_json
//! accepts (but for numbers beyond f64, which it keeps as written), with the same strings and whole
//! numbers in the tree.
#![no_main]

use flagfall_core::JsonValue;
use libfuzzer_sys::fuzz_target;

#[path = "../../src/json_value_oracle.rs"]
mod serde_oracle;

fuzz_target!(|data: &[u8]| {
    if let Ok(text) = std::str::from_utf8(data) {
        if let Err(difference) = serde_oracle::agrees(text) {
            panic!("{difference}");
        }
    }
});
