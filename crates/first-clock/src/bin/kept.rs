//! The first clock of what is kept here: a link under the set-up choices kept, or the game kept on
//! a plain visit (see the library).

fn main() {
    flagfall_first_clock::start_on_kept();
}
