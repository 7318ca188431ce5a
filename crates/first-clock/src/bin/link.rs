//! The first clock of a link opened while the set-up choices are kept and no game is (see the
//! library).

fn main() {
    flagfall_first_clock::start_on_link();
}
