// Starts the app. Trunk would write this loader into index.html as an inline script, which the
// Content-Security-Policy there forbids; so it is a file of its own. Trunk names the wasm-bindgen glue
// and the wasm module after their contents, writes those names into <meta name="flagfall-app">
// (`pattern_script` in Trunk.toml) and preloads both with their integrity hashes.
const app = document.querySelector('meta[name="flagfall-app"]').dataset;
// Relative to the page, so the app also runs under a sub-path.
const { default: init } = await import(new URL(app.js, document.baseURI).href);
await init({ module_or_path: new URL(app.wasm, document.baseURI) });
