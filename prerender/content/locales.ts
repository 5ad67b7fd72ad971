// Locales, as Docusaurus's i18n lays them out: `i18n/<path>/docusaurus-plugin-content-docs/current/` (and
// `version-X/`), `…-blog/`, `…-pages/`, and the JSON files of labels beside them. A locale is a dimension
// of the site model (prerender/content/collect.ts): each page is collected once per locale, from the
// locale's folder when it holds the same relative path, else from the default locale's file (the fallback).
import fs from 'node:fs';
import path from 'node:path';
import type { SiteConfig } from './config.ts';
import { resolveLocale, type LocaleInfo } from '../../src/shared/locales.ts';
import { BuildError } from '../report/errors.ts';

export type { LocaleInfo };

const resolved = new WeakMap<SiteConfig['i18n'], LocaleInfo[]>();

/** Every locale of the config, the default first, then in config order. */
export function siteLocales(config: SiteConfig): LocaleInfo[] {
  const known = resolved.get(config.i18n);
  if (known) return known;
  const { defaultLocale, locales, localeConfigs } = config.i18n;
  const names = [defaultLocale, ...locales.filter((l) => l !== defaultLocale)];
  const list = names.map((name) => resolveLocale(name, localeConfigs[name], defaultLocale, config.baseUrl));
  resolved.set(config.i18n, list);
  return list;
}

/** The locales to build: all, or the one `--locale` names. */
export function builtLocales(config: SiteConfig, only?: string): LocaleInfo[] {
  const all = siteLocales(config);
  if (only === undefined) return all;
  const one = all.find((l) => l.name === only);
  if (!one)
    throw new BuildError('Unknown locale.', [
      {
        file: 'site.config.ts',
        message: `--locale ${only}: the site has no locale "${only}"`,
        hint: `use one of ${all.map((l) => l.name).join(', ')}, or add "${only}" to i18n.locales`,
      },
    ]);
  return [one];
}

/**
 * A route written from the site's root (`/docs/`) as served in `locale`: under the locale's base URL
 * (`/fr/docs/`, or `/sub/docs/` for the default locale of a site with baseUrl `/sub/`). A route already
 * under the site's base URL keeps its place after it.
 */
export function localizeRoute(route: string, locale: LocaleInfo, siteBaseUrl: string): string {
  if (locale.baseUrl === '/') return route;
  return locale.baseUrl + (route.startsWith(siteBaseUrl) ? route.slice(siteBaseUrl.length) : route.replace(/^\/+/, ''));
}

/** A plugin's folder of a locale: `i18n/<path>/<plugin>[/<sub>]`. */
export function localizedDir(contentDir: string, locale: LocaleInfo, plugin: string, sub?: string): string {
  return path.join(contentDir, 'i18n', locale.path, plugin, ...(sub ? [sub] : []));
}

/** The file a page of the default locale is read from in a locale: its translation when there is one. */
export function localizedFile(file: string, defaultDir: string, locDir: string | undefined): string {
  if (!locDir) return file;
  const translated = path.join(locDir, path.relative(defaultDir, file));
  return fs.existsSync(translated) ? translated : file;
}

/** The site config as a locale sees it: its blog and search page under the locale's base URL. */
export function localizedConfig(config: SiteConfig, locale: LocaleInfo): SiteConfig {
  if (locale.baseUrl === '/') return config;
  const under = (p: string) => `${locale.baseUrl}${p}`.replace(/^\/+/, '').replace(/\/+/g, '/');
  return {
    ...config,
    baseUrl: locale.baseUrl,
    blog: { ...config.blog, routeBasePath: under(config.blog.routeBasePath) },
    search: {
      ...config.search,
      searchPagePath: config.search.searchPagePath === false ? false : under(config.search.searchPagePath),
    },
  };
}
