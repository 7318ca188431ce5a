//! Reads any text as a PGN `TimeControl` tag. Whatever reads must write back to a tag that reads to
//! the same value, and human notation must carry the same control.
#![no_main]

use flagfall_core::{parse_human, parse_pgn, to_human, to_pgn, PgnTimeControl};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let Ok(tag) = parse_pgn(text) else {
        return;
    };
    let written = tag.to_string();
    assert_eq!(
        parse_pgn(&written).as_ref(),
        Ok(&tag),
        "{text:?} wrote {written:?}"
    );
    if let PgnTimeControl::Timed(control) = &tag {
        assert_eq!(to_pgn(control).as_deref(), Ok(written.as_str()));
        let human = to_human(control);
        assert_eq!(
            parse_human(&human).as_ref(),
            Ok(control),
            "{text:?} wrote {human:?}"
        );
    }
});
