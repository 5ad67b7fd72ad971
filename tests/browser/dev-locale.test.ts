// `npm run dev -- --locale fr` serves that locale, at its own URL (/fr/), as Docusaurus's `start --locale fr`.
import { spawnSync, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, type LaunchedBrowser } from '../support/browser';
import { startDevServer } from '../support/dev-server';
import { makeFixture } from '../build/fixture';
import { LOCALES } from '../build/locales-fixture';

let dev: ChildProcess;
let b: LaunchedBrowser;
let dir: string;
let output: () => string = () => '';
const port = 5800 + Math.floor(Math.random() * 500);
const env = () => ({
  ...process.env,
  PORT: String(port),
  LEXORA_CONTENT_DIR: dir,
  LEXORA_GENERATED_DIR: path.join(dir, '.generated'),
});

beforeAll(async () => {
  dir = makeFixture(LOCALES);
  const server = await startDevServer(['--locale', 'fr'], env(), port);
  dev = server.process;
  output = server.output;
  b = await launch();
}, 90_000);

afterAll(async () => {
  await b?.close();
  dev?.kill();
});

describe('dev server with --locale', () => {
  it('says where the locale is and serves its pages, translated, in its language', async () => {
    expect(output()).toContain(`:${port}/fr/ (locale fr`);
    const page = await b.context.newPage();
    await page.goto(`http://127.0.0.1:${port}/fr/docs/guide/`);
    await page.getByText('licornebleue').first().waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('fr');
    expect(await page.locator('.navbar__link').first().textContent()).toBe('Documentation');
    await page.close();
  });

  it('serves no other locale (as Docusaurus: one locale per dev server)', async () => {
    const fr = await fetch(`http://127.0.0.1:${port}/fr/docs/guide/route.json`);
    expect(fr.status).toBe(200);
    expect(await fr.json()).toMatchObject({ title: 'Guide (fr)' });
    expect((await fetch(`http://127.0.0.1:${port}/docs/guide/route.json`)).status).toBe(404);
    expect((await fetch(`http://127.0.0.1:${port}/ar/docs/guide/route.json`)).status).toBe(404);
  });

  it('refuses a locale the site does not have, naming the ones it has', () => {
    const r = spawnSync(process.execPath, ['--import', 'tsx', 'prerender/dev.ts', '--locale', 'de'], {
      env: { ...env(), PORT: String(port + 1) },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('--locale de: the site has no locale "de" (it has en, fr, ar)');
  });
});
