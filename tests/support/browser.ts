// Launches Debian's Chromium through playwright-core (no browser download is possible here). When
// Chromium is missing and we run as root, it is installed with apt; otherwise the error says how.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import { tempDir } from './tmp';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Chromium's flags for tests and benchmarks, besides the headless one (playwright and chrome-launcher each pass theirs). */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
export const CHROMIUM_ARGS = ['--headless', ...CHROMIUM_FLAGS];

export function ensureChromium(): void {
  if (fs.existsSync(CHROMIUM)) return;
  if (process.getuid?.() === 0) {
    console.log('Chromium not found; installing Debian chromium with apt-get…');
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
      stdio: 'inherit',
    });
    if (fs.existsSync(CHROMIUM)) return;
  }
  throw new Error(
    `Chromium is not installed at ${CHROMIUM}. Install it with: sudo apt-get update && sudo apt-get install -y chromium (or set CHROMIUM_PATH).`,
  );
}

export interface LaunchedBrowser {
  browser: Browser;
  context: BrowserContext;
  close: () => Promise<void>;
}

/** A fresh browser with its own empty profile. */
export async function launch(
  options: {
    viewport?: { width: number; height: number };
    colorScheme?: 'light' | 'dark';
    /** false: a browser with JavaScript turned off. */
    javaScriptEnabled?: boolean;
  } = {},
): Promise<LaunchedBrowser> {
  ensureChromium();
  // Removed on close; registered too, for a test file that ends without closing it.
  const userDataDir = tempDir('lexora-chromium');
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM,
    args: CHROMIUM_ARGS,
    headless: true,
    viewport: options.viewport ?? { width: 1280, height: 900 },
    colorScheme: options.colorScheme ?? 'light',
    javaScriptEnabled: options.javaScriptEnabled ?? true,
  });
  return {
    browser: context.browser()!,
    context,
    close: async () => {
      await context.close();
      fs.rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}
