// End-to-end: every text on every screen, in every theme, stands out from what is behind it by at
// least 4.5:1 (WCAG 2 contrast ratio, 1.4.3), computed from the styles the browser applied: the text's
// colour against its element's background and its ancestors' beneath it, opacity included. Controls
// that cannot be used now (disabled) are exempt, as WCAG exempts them.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { animationsDone, servedApp } from './support.mjs';
import { openThemed, SCREENS, THEMES } from './screens.mjs';

const app = servedApp();

/** In the page: each visible text whose contrast is under `minimum`, with its colours and ratio. */
function lowContrast(minimum) {
  const parse = (text) => {
    const match = /^rgba?\(([^)]*)\)$/.exec(text);
    if (!match) throw new Error(`unexpected colour ${text}`);
    const [r, g, b, a = 1] = match[1].split(/[\s,/]+/).filter(Boolean).map(Number);
    return { r, g, b, a };
  };
  // `top` laid over the opaque `under`.
  const over = (top, under) => ({
    r: top.r * top.a + under.r * (1 - top.a),
    g: top.g * top.a + under.g * (1 - top.a),
    b: top.b * top.a + under.b * (1 - top.a),
    a: 1,
  });
  const luminance = ({ r, g, b }) => {
    const lin = (c) => {
      const s = c / 255;
      return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
  };
  const ratio = (x, y) => {
    const [hi, lo] = [luminance(x), luminance(y)].sort((p, q) => q - p);
    return (hi + 0.05) / (lo + 0.05);
  };
  const hex = ({ r, g, b }) => `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
  const describe = (el) =>
    `${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? `.${el.className.trim().split(/\s+/).join('.')}` : ''}`;

  // The colour behind and of `el`'s text: backgrounds from the page's canvas (white) up to `el`,
  // each group with an opacity under 1 blended over what was behind it.
  const colours = (el, textColour) => {
    const chain = [];
    for (let at = el; at; at = at.parentElement) chain.unshift(at);
    let back = { r: 255, g: 255, b: 255, a: 1 };
    const groups = [];
    for (const at of chain) {
      const style = getComputedStyle(at);
      const opacity = Number(style.opacity);
      if (opacity < 1) groups.push({ behind: back, opacity });
      back = over(parse(style.backgroundColor), back);
    }
    let fore = over(parse(textColour), back);
    for (const { behind, opacity } of groups.reverse()) {
      fore = over({ ...fore, a: opacity }, behind);
      back = over({ ...back, a: opacity }, behind);
    }
    return { fore, back };
  };
  const shown = (el) => {
    if (!el.checkVisibility({ visibilityProperty: true })) return false;
    const box = el.getBoundingClientRect();
    // Screen-reader-only text is a 1 px box.
    return box.width > 1 && box.height > 1;
  };
  const exempt = (el) => el.closest(':disabled, [aria-disabled=true], svg');
  // Under another element (a face under the arbiter's panel): not seen, so not checked. Text out of
  // view cannot be hit-tested and is checked.
  const covered = (el) => {
    const box = el.getBoundingClientRect();
    const top = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return top !== null && !el.contains(top) && !top.contains(el);
  };

  const found = [];
  const check = (el, colour, what) => {
    const { fore, back } = colours(el, colour);
    const r = ratio(fore, back);
    if (r < minimum) {
      found.push(`${describe(el)} "${what.slice(0, 40)}": ${hex(fore)} on ${hex(back)} is ${r.toFixed(2)}:1`);
    }
  };
  for (const el of document.querySelectorAll('body *')) {
    if (exempt(el) || !shown(el) || covered(el)) continue;
    const style = getComputedStyle(el);
    const own = [...el.childNodes]
      .filter((n) => n.nodeType === Node.TEXT_NODE)
      .map((n) => n.textContent.trim())
      .join(' ')
      .trim();
    if (own) check(el, style.color, own);
    if (el.matches('input:not([type=checkbox], [type=radio], [type=file]), textarea, select')) {
      if (el.value) check(el, style.color, el.value);
      else if (el.placeholder) check(el, getComputedStyle(el, '::placeholder').color, el.placeholder);
    }
  }
  return found;
}

for (const theme of THEMES) {
  for (const screen of SCREENS) {
    test(`every text of "${screen.name}" in the ${theme} theme has a contrast of 4.5:1 at least`, async () => {
      const { page, errors } = await openThemed(app, { theme, viewport: { width: 390, height: 844 } });
      await screen.reach(page, app);
      // Colours are read once they have settled (a face's background eases in).
      await animationsDone(page);
      assert.deepEqual(await page.evaluate(lowContrast, 4.5), []);
      assert.deepEqual(errors, []);
      await page.close();
    });
  }
}
