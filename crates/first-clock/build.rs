//! Takes the first clock's few words from the app's language tables (`assets/locales`), so that they
//! have one home and the first clock fetches no table: `words.rs` in `OUT_DIR` holds each table's
//! translation of each of the keys in `src/keys.rs`.

include!("src/keys.rs");

/// The tables, in the order of `flagfall_lang::Lang::ALL` after English.
const TABLES: [&str; 4] = ["fr", "es", "de", "nl"];

fn main() {
    let locales = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../assets/locales");
    let mut rows = Vec::new();
    for code in TABLES {
        let path = locales.join(format!("{code}.json"));
        println!("cargo:rerun-if-changed={}", path.display());
        let text =
            std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        let table: serde_json::Map<String, serde_json::Value> =
            serde_json::from_str(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        let words: Vec<String> = KEYS
            .iter()
            .map(|key| match table.get(*key).and_then(|v| v.as_str()) {
                Some(word) => format!("{word:?}"),
                None => panic!("{}: no translation of {key:?}", path.display()),
            })
            .collect();
        rows.push(format!("    [{}],", words.join(", ")));
    }
    let out = std::path::Path::new(&std::env::var("OUT_DIR").unwrap()).join("words.rs");
    let code = format!(
        "/// The translation of each key, in the order of `KEYS`, for each table after English.\nconst TRANSLATED: [[&str; {}]; {}] = [\n{}\n];\n",
        KEYS.len(),
        TABLES.len(),
        rows.join("\n")
    );
    std::fs::write(&out, code).unwrap_or_else(|e| panic!("{}: {e}", out.display()));
    println!("cargo:rerun-if-changed=src/keys.rs");
}
