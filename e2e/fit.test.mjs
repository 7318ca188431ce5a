// End-to-end: in every language, every screen fits a phone 360x640, held upright or on its side: the
// page does not scroll sideways, nothing sticks out of the screen, no box cuts its text short, and no
// select cuts any of its choices.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { animationsDone, servedApp } from './support.mjs';
import { LANGUAGES, openThemed, SCREENS } from './screens.mjs';

const app = servedApp();

/** In the page: what overflows the width of the screen, or its own box, said of each element. */
function overflows() {
  const width = document.documentElement.clientWidth;
  const found = [];
  const describe = (el) =>
    `${el.tagName.toLowerCase()}${typeof el.className === 'string' && el.className.trim() ? `.${el.className.trim().split(/\s+/).join('.')}` : ''}`;
  const page = document.scrollingElement;
  if (page.scrollWidth > page.clientWidth) {
    found.push(`the page is ${page.scrollWidth} px wide in a ${page.clientWidth} px screen`);
  }
  const canvas = document.createElement('canvas').getContext('2d');
  for (const el of document.querySelectorAll('body *')) {
    if (!el.checkVisibility({ visibilityProperty: true })) continue;
    const box = el.getBoundingClientRect();
    // Screen-reader-only text is a 1 px box; a rotated face is measured by its own box.
    if (box.width <= 1 || el.closest('svg')) continue;
    if (box.left < -0.5 || box.right > width + 0.5) {
      found.push(`${describe(el)} spans ${Math.round(box.left)}..${Math.round(box.right)} px`);
    }
    const style = getComputedStyle(el);
    if (el.matches('select')) {
      // Whichever choice is shown must fit the box, its padding and the arrow (about 1.25 em) aside.
      canvas.font = style.font;
      const room =
        el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 1.25 * parseFloat(style.fontSize);
      for (const option of el.options) {
        const text = canvas.measureText(option.textContent).width;
        if (text > room) {
          found.push(`${describe(el)} cuts "${option.textContent}" (${Math.round(text)} px) in ${Math.round(room)} px`);
        }
      }
    } else if (!el.matches('input, textarea') && el.scrollWidth > el.clientWidth + 1 && style.overflowX !== 'visible') {
      found.push(`${describe(el)} cuts or scrolls its content: ${el.scrollWidth} px in ${el.clientWidth} px`);
    }
  }
  return found;
}

/** A phone held upright, and on its side. */
const VIEWPORTS = [
  { width: 360, height: 640 },
  { width: 640, height: 360 },
];

for (const viewport of VIEWPORTS) {
  for (const locale of LANGUAGES) {
    for (const screen of SCREENS) {
      test(`"${screen.name}" in ${locale} fits a screen ${viewport.width}x${viewport.height}`, async () => {
        const { page, errors } = await openThemed(app, { locale, viewport });
        await screen.reach(page, app);
        await animationsDone(page);
        assert.deepEqual(await page.evaluate(overflows), []);
        assert.deepEqual(errors, []);
        await page.close();
      });
    }
  }
}
