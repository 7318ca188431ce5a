//! Reads any text as human time-control notation. Whatever reads must print to a text that reads to
//! the same control, and so must the PGN tag wherever PGN can write the control.
#![no_main]

use flagfall_core::{parse_human, parse_pgn, to_human, to_pgn, PgnTimeControl};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let Ok(control) = parse_human(text) else {
        return;
    };
    let written = to_human(&control);
    assert_eq!(
        parse_human(&written).as_ref(),
        Ok(&control),
        "{text:?} wrote {written:?}"
    );
    if let Ok(tag) = to_pgn(&control) {
        assert_eq!(
            parse_pgn(&tag),
            Ok(PgnTimeControl::Timed(control)),
            "{text:?} wrote {tag:?}"
        );
    }
});
