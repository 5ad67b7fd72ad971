// A base URL other than "/" is not carried into the output yet (prerender/content/config.ts warnBaseUrl):
// loading such a config says so once, at the line of `baseUrl`; "/" says nothing.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { loadSiteConfig } from '../../prerender/content/config.ts';
import { SITE_CONFIG } from '../build/fixture.ts';

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));
afterEach(() => vi.restoreAllMocks());

function contentWith(baseUrl: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'base-url-'));
  dirs.push(dir);
  fs.writeFileSync(
    path.join(dir, 'site.config.ts'),
    SITE_CONFIG.replace("baseUrl: '/'", `baseUrl: ${JSON.stringify(baseUrl)}`),
  );
  return dir;
}

describe('baseUrl other than "/"', () => {
  it('warns once at the config line that the site is built for the root of a host', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const config = await loadSiteConfig(contentWith('/repo/'));
    expect(config.baseUrl).toBe('/repo/');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0][0])).toMatch(/site\.config\.ts:5: baseUrl "\/repo\/" is not supported yet/);
  });

  it('says nothing for "/"', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await loadSiteConfig(contentWith('/'));
    expect(warn).not.toHaveBeenCalled();
  });
});
