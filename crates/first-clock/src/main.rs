//! The first clock of a link opened while no set-up choices and no game are kept here: a first
//! visit (see the library).

fn main() {
    flagfall_first_clock::start_on_first_link();
}
