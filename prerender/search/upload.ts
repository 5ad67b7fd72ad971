// `npm run search:upload`: sends the search records of the site to the Algolia index named in the site
// config, so hosted search needs no crawler. The admin key comes from ALGOLIA_ADMIN_KEY.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadSiteConfig } from '../content/config.ts';
import { collectSite } from '../content/collect.ts';
import { buildRecords } from './index-build.ts';
import { BuildError } from '../report/errors.ts';
import * as env from '../report/env.mjs';
import { resolveContentDir } from '../util.ts';

export const INDEX_SETTINGS = {
  searchableAttributes: [
    'unordered(hierarchy.lvl0)',
    'unordered(hierarchy.lvl1)',
    'unordered(hierarchy.lvl2)',
    'unordered(hierarchy.lvl3)',
    'unordered(hierarchy.lvl4)',
    'unordered(hierarchy.lvl5)',
    'unordered(hierarchy.lvl6)',
    'content',
  ],
  attributesForFaceting: ['language', 'docusaurus_tag', 'type'],
  attributesToRetrieve: ['hierarchy', 'content', 'anchor', 'url', 'url_without_anchor', 'type'],
  attributesToSnippet: ['content:10'],
  customRanking: ['asc(weight)'],
  distinct: true,
  attributeForDistinct: 'url',
  highlightPreTag: '<mark>',
  highlightPostTag: '</mark>',
};

export async function uploadRecords(contentDir: string): Promise<number> {
  const config = await loadSiteConfig(contentDir);
  const { appId, indexName, hosts } = config.search;
  const adminKey = process.env.ALGOLIA_ADMIN_KEY;
  const file = path.relative(process.cwd(), path.join(contentDir, 'site.config.ts'));
  if (!appId || !indexName)
    throw new BuildError('Hosted search is not configured.', [
      {
        file,
        message: '`search.appId` and `search.indexName` are needed to upload records',
        hint: 'set search.appId, search.apiKey (search-only) and search.indexName',
      },
    ]);
  if (!adminKey)
    throw new BuildError('No admin key.', [
      {
        file: 'environment',
        message: 'ALGOLIA_ADMIN_KEY is not set',
        hint: 'export ALGOLIA_ADMIN_KEY=<an admin or write API key>; it is never written to the site',
      },
    ]);
  const site = await collectSite(config, contentDir);
  const records = buildRecords(site);
  const { algoliasearch } = await import('algoliasearch');
  const client = algoliasearch(
    appId,
    adminKey,
    hosts
      ? { hosts: hosts.map((h) => ({ url: h.url, protocol: h.protocol, accept: 'readWrite' as const })) }
      : undefined,
  );
  // replaceAllObjects fills a temporary index and swaps it in: readers never see a half-filled index.
  await client.replaceAllObjects({
    indexName,
    objects: records as unknown as Record<string, unknown>[],
    batchSize: 1000,
  });
  await client.setSettings({ indexName, indexSettings: INDEX_SETTINGS });
  return records.length;
}

const isMain = process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href;
if (isMain) {
  const i = process.argv.indexOf('--content');
  const contentDir = resolveContentDir(i >= 0 ? process.argv[i + 1]! : env.contentDir());
  uploadRecords(contentDir)
    .then((n) => console.log(`Uploaded ${n} search records.`))
    .catch((e) => {
      console.error(e instanceof BuildError ? `\nUpload failed. ${e.message}\n` : e);
      process.exit(1);
    });
}
