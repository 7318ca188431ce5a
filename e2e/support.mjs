// Shared by the end-to-end tests and the screenshot helper: the release build served on a free
// loopback port, and Debian's Chromium driven by playwright-core (which downloads no browser).
import { chromium } from 'playwright-core';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serveDir } from '../scripts/static-server.mjs';

export const DIST = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');

/** Serves dist/ on 127.0.0.1 at a random port: `{ server, url }`. */
export function serveDist() {
  return serveDir(DIST);
}

/** Headless Chromium from Debian; the path can be overridden with CHROMIUM. */
export function launchChromium() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    headless: true,
    args: [
      // Root cannot use Chromium's sandbox.
      '--no-sandbox',
      // This network reaches no outside host: stop Chromium from trying.
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-gpu',
    ],
  });
}

/**
 * Opens the app in a new page and waits until it has rendered. Collects the page's uncaught
 * errors, console errors and failed requests in `errors`, so that a module which loads but then
 * fails (as one from a wrong wasm-opt does) is caught.
 */
export async function openApp(browser, url) {
  const page = await browser.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    // A failed request is reported below, with its address.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
      errors.push(message.text());
    }
  });
  page.on('response', (response) => {
    // Chromium asks for /favicon.ico on its own; the app declares no icon of that name.
    if (response.status() >= 400 && new URL(response.url()).pathname !== '/favicon.ico') {
      errors.push(`${response.status()} ${response.url()}`);
    }
  });
  page.on('requestfailed', (request) => errors.push(`${request.failure()?.errorText} ${request.url()}`));
  await page.goto(url);
  await page.locator('[data-side] [role=timer]').first().waitFor({ timeout: 15_000 });
  return { page, errors };
}
