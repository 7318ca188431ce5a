//! The web app's entry point: Trunk builds this binary to wasm and runs `main` on page load.

fn main() {
    leptos::mount::mount_to_body(flagfall_web::App);
}
