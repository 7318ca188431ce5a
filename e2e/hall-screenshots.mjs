// Saves the arbiter's view of a hall of twelve boards in every state a board can be in (a flag down,
// a paused clock, low time, playing, finished; chess and draughts), on a phone and on a tablet:
//   node e2e/hall-screenshots.mjs [OUT_DIR]   (default docs: hall-390x844.png, hall-1280x800.png, and
//   the spectators' screen, hall-spectators-1280x800.png)
// The boards are played by the command line (scripts/hall-boards.mjs) into a nats-server of its own.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { WebSocket } from 'ws';
import { boardMessages, connectBoard, publishBoard } from '../scripts/hall-boards.mjs';
import { brokerUrl, createHall, hallLinks, startBroker } from '../scripts/hall.mjs';
import * as bridge from '../web/hall/broker.mjs';
import { launchChromium, openApp, serveDist } from './support.mjs';

globalThis.WebSocket ??= WebSocket;

/** Twelve boards: players, control and what happened, each ending at the instant it is shown. */
export const TWELVE = [
  { names: ['Anna Berg', 'Ben Okafor'], control: '15+10', events: ['start@0', 'press@40', 'press@95', 'press@130'] },
  { names: ['Chloé Martin', 'Dmitri Ivanov'], control: '0:20', events: ['start@0', 'press@1', 'state@25'] },
  { names: ['Eva Novák', 'Farid Haddad'], control: '15+10', events: ['start@0', 'press@30', 'pause@62'] },
  { names: ['Greta Lund', 'Hugo Moreau'], control: '1', events: ['start@0', 'press@50', 'press@52'] },
  { names: ['Ines Costa', 'Jonas Weber'], control: '15+10', events: ['start@0', 'press@20', 'end:1-0@300'] },
  { names: ['Kofi Mensah', 'Lena Fischer'], control: '15+10', events: ['start@0', 'press@25', 'press@61'] },
  { names: ['Marta Ruiz', 'Niels de Vries'], control: '5+3', events: ['start@0', 'press@4', 'press@9', 'press@15'], rules: 'fmjd' },
  { names: ['Olga Petrova', 'Pablo García'], control: '15+10', events: ['start@0', 'press@18', 'end:1/2-1/2@200'] },
  { names: ['Quentin Roux', 'Rosa Bianchi'], control: '15+10', events: ['start@0', 'press@45'] },
  { names: ['Sven Olsen', 'Tara Singh'], control: '3+2', events: ['start@0', 'press@3', 'press@8', 'press@11'] },
  { names: ['Uma Patel', 'Victor Hugo'], control: '15+10', events: ['start@0', 'press@33', 'press@70', 'end:0-1@400'] },
  { names: ['Wen Li', 'Yusuf Demir'], control: '15+10', events: ['start@0', 'press@12', 'press@58', 'press@99'] },
];

const out = process.argv[2] ?? 'docs';
const dir = await mkdtemp(join(tmpdir(), 'flagfall-hall-shots-'));
const hall = await createHall({ dir, boards: TWELVE.length });
const broker = await startBroker(hall);
const served = await serveDist();
const browser = await launchChromium();
try {
  const url = brokerUrl(hall);
  for (const [index, board] of TWELVE.entries()) {
    const connection = await connectBoard(url, hall.credentials, index + 1);
    await publishBoard(connection, hall.credentials.hall, index + 1, boardMessages(hall.credentials.hall, index + 1, board));
    await bridge.close(connection);
  }
  const links = hallLinks(hall.credentials, { app: served.url, broker: url });
  for (const [view, width, height] of [
    ['arbiter', 390, 844],
    ['arbiter', 1280, 800],
    ['spectators', 1280, 800],
  ]) {
    const { page, errors } = await openApp(browser, links[view]);
    await page.setViewportSize({ width, height });
    await page.locator(`.hall-boards > li, .spectator-boards > li`).nth(TWELVE.length - 1).waitFor();
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const path = `${out}/hall-${view === 'arbiter' ? '' : 'spectators-'}${width}x${height}.png`;
    await page.screenshot({ path });
    console.log(`wrote ${path}${errors.length ? `; page errors: ${errors.join('; ')}` : ''}`);
    await page.close();
  }
} finally {
  await browser.close();
  served.server.close();
  await broker.stop();
  await rm(dir, { recursive: true, force: true });
}
