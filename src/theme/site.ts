// The site data the build generates (@generated/site-data.json, see prerender/bundle/site-data.ts), typed
// as SiteData (src/shared/site-data.ts) by its module declaration. On a site of several locales, `site`
// holds the current locale's entity, navbar and footer (setLocaleFor): the browser sets it once from
// its address (a locale is a page load of its own); the server sets it only for the length of each
// page's synchronous render (withLocaleOf), so no render sees another's locale.
import raw from '@generated/site-data.json';
import { localeOfPath } from '../shared/locales';
import { selectPluralForm } from '../shared/plural';
import type { SiteData } from '../shared/site-data';

export type { NavbarItemConfig, SiteData } from '../shared/site-data';

export const site: SiteData = { ...raw };

/** The UI strings of the current locale (code.json), by translation id. */
let messages: Record<string, string> = {};

/** Makes `pathname`'s locale the current one. */
export function setLocaleFor(pathname: string): void {
  const locale = localeOfPath(pathname, raw.locales);
  const t = raw.translations[locale.name];
  site.locale = locale;
  site.navbar = t?.navbar ?? raw.navbar;
  site.footer = t?.footer ?? raw.footer;
  site.blog = t?.blog ?? raw.blog;
  messages = t?.messages ?? {};
}

/**
 * Runs `render` (synchronous: a renderToString) with `pathname`'s locale current, then puts back the
 * locale before it: the server's renders each have their own, and none is left for the next.
 */
export function withLocaleOf<T>(pathname: string, render: () => T): T {
  const before = { locale: site.locale, navbar: site.navbar, footer: site.footer, blog: site.blog };
  const beforeMessages = messages;
  setLocaleFor(pathname);
  try {
    return render();
  } finally {
    Object.assign(site, before);
    messages = beforeMessages;
  }
}

/**
 * A UI string of the theme in the current locale: its translation (code.json), else `message`, with
 * `{name}` placeholders filled from `values`. Ids and messages: src/shared/theme-messages.ts.
 */
export function translateMessage(id: string, message: string, values?: Record<string, string | number>): string {
  const text = messages[id] ?? message;
  return values ? text.replace(/\{(\w+)\}/g, (m, k: string) => (k in values ? String(values[k]) : m)) : text;
}

/** A plural message (`One post|{count} posts`): the form of `count` in the current locale (src/shared/plural.ts). */
export function pluralMessage(
  id: string,
  message: string,
  count: number,
  values: Record<string, string | number> = {},
): string {
  return selectPluralForm(translateMessage(id, message, { count, ...values }), count, site.locale.htmlLang);
}
