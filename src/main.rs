//! The web app's entry point: Trunk builds this binary to wasm and runs `main` on page load.

fn main() {
    flagfall_web::start();
}
