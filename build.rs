// The `split` feature's wasm keeps its relocations (`--emit-relocs`): wasm-split-cli needs them to cut
// the split points out into modules of their own (scripts/split-app.mjs, after Trunk's build). Only the
// app's own binary is linked with it, so no dependency is rebuilt.
fn main() {
    let split = std::env::var_os("CARGO_FEATURE_SPLIT").is_some();
    let wasm = std::env::var("CARGO_CFG_TARGET_ARCH").is_ok_and(|arch| arch == "wasm32");
    if split && wasm {
        println!("cargo:rustc-link-arg-bins=--emit-relocs");
    }
}
