//! The first clock of a link opened while nothing is stored here: a first visit (see the library).

fn main() {
    flagfall_first_clock::start_on_first_link();
}
