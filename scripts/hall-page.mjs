// The hall's printable page: one QR code per board to put beside its clock, and the arbiter's and the
// spectators' codes set apart. Static HTML with the codes as inline SVG (presentation attributes only)
// and one stylesheet file, so it runs under a Content-Security-Policy with style-src 'self' and no
// script at all.
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import QRCode from 'qrcode';

const escapeHtml = (text) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** `url` as an SVG QR code, labelled for screen readers. Medium error correction survives a crumpled sheet. */
async function qrSvg(url, label) {
  const svg = await QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return svg.replace('<svg ', `<svg role="img" aria-label="${escapeHtml(label)}" `);
}

/** One labelled code with its link written out, for a phone that cannot scan. */
async function figure(kind, label, url) {
  return `<figure class="${kind}">
<figcaption>${escapeHtml(label)}</figcaption>
${await qrSvg(url, `QR code: ${label}`)}
<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>
</figure>`;
}

const STYLESHEET = `/* The hall's page of QR codes: on screen, and printed with each board's code ready to cut out. */
body { font-family: system-ui, sans-serif; margin: 1.5rem; color: #000; background: #fff; }
h1 { font-size: 1.4rem; margin: 0 0 0.5rem; }
.notice { max-width: 48rem; }
.views, .boards { display: grid; grid-template-columns: repeat(auto-fill, minmax(14rem, 1fr)); gap: 1rem; }
.views { margin: 1rem 0 2rem; }
figure { margin: 0; padding: 0.75rem; border: 1px dashed #555; break-inside: avoid; text-align: center; }
figcaption { font-size: 1.3rem; font-weight: bold; margin-bottom: 0.25rem; }
svg { display: block; width: 100%; max-width: 12rem; height: auto; margin: 0 auto; }
a { display: block; font-size: 0.6rem; overflow-wrap: anywhere; color: #333; }
.arbiter { border: 4px solid #000; }
.arbiter figcaption::after {
  content: " (private: the arbiter's key to every log)";
  font-size: 0.8rem;
  font-weight: normal;
}
.spectators { border: 2px solid #555; }
@media print {
  body { margin: 0; }
  .views { break-after: page; }
  a { display: none; }
}
`;

/**
 * Writes index.html and hall.css for hall `hallId` into `dir`, from the links of hall.mjs's hallLinks.
 * The page sets its own policy (no script, styles from its own origin only) and sends no referrer.
 */
export async function writeHallPage(dir, hallId, links) {
  const views = [
    await figure('arbiter', 'Arbiter', links.arbiter),
    await figure('spectators', 'Spectators', links.spectators),
  ];
  const boards = [];
  for (const { board, url } of links.boards) boards.push(await figure('board', `Board ${board}`, url));
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy"
  content="default-src 'none'; style-src 'self'; base-uri 'none'; form-action 'none'">
<meta name="referrer" content="no-referrer">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Flagfall hall ${escapeHtml(hallId)}</title>
<link rel="stylesheet" href="hall.css">
</head>
<body>
<h1>Flagfall hall ${escapeHtml(hallId)}</h1>
<p class="notice">Each code is a key: scanning it joins the hall as that board or view. Print this page, cut
out each board's code and put it beside that board's clock; keep the arbiter's code to yourself.</p>
<section class="views" aria-label="Views">
${views.join('\n')}
</section>
<section class="boards" aria-label="Boards">
${boards.join('\n')}
</section>
</body>
</html>
`;
  await mkdir(dir, { recursive: true, mode: 0o700 });
  await writeFile(join(dir, 'index.html'), html, { mode: 0o600 });
  await writeFile(join(dir, 'hall.css'), STYLESHEET, { mode: 0o600 });
}
