//! The first clock of a plain visit while a game is kept (see the library).

fn main() {
    flagfall_first_clock::start_on_kept();
}
