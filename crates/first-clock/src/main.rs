//! The first clock of a link opened while no game is kept (see the library).

fn main() {
    flagfall_first_clock::start_on_link();
}
