import { forwardRef, memo } from 'react';
import { describe, expect, it } from 'vitest';
import { loadModule, setModuleImporter, PageModuleError } from '../../src/app/route-cache';

describe('page modules', () => {
  it('rejects a page module without a default export, naming it', async () => {
    setModuleImporter(async () => ({ notDefault: 1 }));
    await expect(loadModule('/assets/broken-page.js')).rejects.toThrow(PageModuleError);
    await expect(loadModule('/assets/broken-page.js')).rejects.toThrow(
      'The page module /assets/broken-page.js has no default export',
    );
  });

  it('loads a page whose default export is memo() or forwardRef() of a component (an object), as Docusaurus does', async () => {
    const Home = () => null;
    setModuleImporter(async (url) => ({ default: url.includes('memo') ? memo(Home) : forwardRef(Home) }));
    await expect(loadModule('/assets/pages-memo.js')).resolves.toHaveProperty('default');
    await expect(loadModule('/assets/pages-ref.js')).resolves.toHaveProperty('default');
  });

  it('loads a module once and caches it', async () => {
    let calls = 0;
    setModuleImporter(async () => {
      calls++;
      return { default: () => null };
    });
    const a = await loadModule('/assets/page-a.js');
    const b = await loadModule('/assets/page-a.js');
    expect(a).toBe(b);
    expect(calls).toBe(1);
  });

  it('retries a module whose import failed', async () => {
    let calls = 0;
    setModuleImporter(async () => {
      calls++;
      if (calls === 1) throw new TypeError('Failed to fetch dynamically imported module');
      return { default: () => null };
    });
    await expect(loadModule('/assets/flaky.js')).rejects.toThrow('Failed to fetch');
    await expect(loadModule('/assets/flaky.js')).resolves.toHaveProperty('default');
  });
});
