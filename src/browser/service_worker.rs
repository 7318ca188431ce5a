//! The service worker, the one place the app talks to it: registration (the worker itself is written
//! at build time by `scripts/service-worker.mjs`), and the reload offered when a new build is waiting.

use leptos::prelude::*;
use leptos::task::spawn_local;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;
use web_sys::{ServiceWorkerContainer, ServiceWorkerRegistration, ServiceWorkerState};

/// Set when a new build is installed and waiting for the page to let it take over.
#[derive(Clone, Copy)]
pub struct UpdateReady(pub RwSignal<bool>);

fn container() -> Option<ServiceWorkerContainer> {
    let navigator = window().navigator();
    // Absent outside secure contexts and in some private modes: the app then simply needs the network.
    js_sys::Reflect::has(&navigator, &"serviceWorker".into())
        .unwrap_or(false)
        .then(|| navigator.service_worker())
}

/// Registers the worker next to the page (so under any sub-path) and watches for a new build.
pub fn register(ready: UpdateReady) {
    let Some(container) = container() else {
        return;
    };
    let registering = container.register("sw.js");
    spawn_local(async move {
        let Ok(registration) = JsFuture::from(registering).await else {
            return;
        };
        let registration: ServiceWorkerRegistration = registration.unchecked_into();
        // A worker waiting while another controls the page is a new build (the first install has no
        // controller to replace).
        let controlled = move || container.controller().is_some();
        if registration.waiting().is_some() && controlled() {
            ready.0.set(true);
        }
        let watched = registration.clone();
        let on_found = Closure::<dyn FnMut()>::new(move || {
            let Some(installing) = watched.installing() else {
                return;
            };
            let worker = installing.clone();
            let controlled = controlled.clone();
            let on_state = Closure::<dyn FnMut()>::new(move || {
                if worker.state() == ServiceWorkerState::Installed && controlled() {
                    ready.0.set(true);
                }
            });
            installing.set_onstatechange(Some(on_state.as_ref().unchecked_ref()));
            // The worker lives as long as the page; so do its listeners.
            on_state.forget();
        });
        registration.set_onupdatefound(Some(on_found.as_ref().unchecked_ref()));
        on_found.forget();
    });
}

/// Lets the waiting build take over, and reloads the page once it controls it.
pub fn apply_update() {
    let Some(container) = container() else {
        return;
    };
    let reload = Closure::once_into_js(|| {
        let _ = window().location().reload();
    });
    container.set_oncontrollerchange(Some(reload.unchecked_ref()));
    spawn_local(async move {
        let Ok(registration) = JsFuture::from(container.get_registration()).await else {
            return;
        };
        let registration: ServiceWorkerRegistration = registration.unchecked_into();
        match registration.waiting() {
            Some(waiting) => {
                let _ = waiting.post_message(&"skip-waiting".into());
            }
            // Another tab applied the update already: the new version only waits for a reload.
            None => {
                let _ = window().location().reload();
            }
        }
    });
}
