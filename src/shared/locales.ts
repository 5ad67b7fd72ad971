// Locales, as Docusaurus's i18n has them: the default locale at the site's base URL, every other one under
// `<baseUrl><path>/`. Shared by the build (routes, head, link checks) and the browser (links, the
// language dropdown), so both localize a path the same way.
import { withBaseUrl } from './paths';

/** A locale as the site is built for it: every field of `i18n.localeConfigs.<name>` resolved. */
export interface LocaleInfo {
  name: string;
  label: string;
  direction: 'ltr' | 'rtl';
  htmlLang: string;
  calendar: string;
  /** Folder under i18n/ and URL segment ('' for the default locale's URL: it has none). */
  path: string;
  /** Where the locale's routes start: the base URL, plus `<path>/` for locales other than the default. */
  baseUrl: string;
  isDefault: boolean;
}

/** Languages written right to left (Docusaurus infers the direction with Intl.Locale#getTextInfo). */
const RTL = new Set(['ar', 'arc', 'ckb', 'dv', 'fa', 'ha', 'he', 'khw', 'ks', 'ku', 'ps', 'sd', 'ur', 'yi']);

function languageLabel(htmlLang: string): string {
  try {
    const name = new Intl.DisplayNames([htmlLang], { type: 'language' }).of(htmlLang);
    if (name) return name.charAt(0).toLocaleUpperCase(htmlLang) + name.slice(1);
  } catch {
    // an unknown tag keeps its name
  }
  return htmlLang;
}

/** Resolves one locale's options with Docusaurus's defaults (label in its own language, rtl for Arabic, Hebrew…). */
export function resolveLocale(
  name: string,
  opts: Partial<Omit<LocaleInfo, 'name' | 'baseUrl' | 'isDefault'>> | undefined,
  defaultLocale: string,
  siteBaseUrl: string,
): LocaleInfo {
  const htmlLang = opts?.htmlLang ?? name;
  const folder = opts?.path ?? name;
  const isDefault = name === defaultLocale;
  return {
    name,
    label: opts?.label ?? languageLabel(htmlLang),
    direction: opts?.direction ?? (RTL.has(htmlLang.split('-')[0]!.toLowerCase()) ? 'rtl' : 'ltr'),
    htmlLang,
    calendar: opts?.calendar ?? 'gregory',
    path: folder,
    baseUrl: isDefault ? siteBaseUrl : `${siteBaseUrl}${name}/`,
    isDefault,
  };
}

/** The site's base URL: the default locale's (each other locale's is under it). */
export function siteBaseUrl(locales: Pick<LocaleInfo, 'baseUrl' | 'isDefault'>[]): string {
  return locales.find((l) => l.isDefault)?.baseUrl ?? '/';
}

/** The locale a path belongs to: the non-default locale whose base URL starts it, else the default one. */
export function localeOfPath<L extends Pick<LocaleInfo, 'baseUrl' | 'isDefault'>>(pathname: string, locales: L[]): L {
  const p = pathname.endsWith('/') ? pathname : `${pathname}/`;
  return (
    locales.find((l) => !l.isDefault && p.startsWith(l.baseUrl)) ?? locales.find((l) => l.isDefault) ?? locales[0]!
  );
}

/** The same page in another locale: the path's suffix after its locale's base URL, under `to`'s base URL. */
export function alternatePath(
  pathname: string,
  to: Pick<LocaleInfo, 'baseUrl'>,
  locales: Pick<LocaleInfo, 'baseUrl' | 'isDefault'>[],
): string {
  const from = localeOfPath(pathname, locales);
  const p = pathname.endsWith('/') || /\.[a-z0-9]+$/i.test(pathname) ? pathname : `${pathname}/`;
  return to.baseUrl + p.slice(Math.min(from.baseUrl.length, p.length));
}

/**
 * A link of a page in `locale` to a path of the site: under the site's base URL when written without it
 * (Docusaurus accepts `/docs/x` and `/<baseUrl>/docs/x`), and a route of the default locale is taken to
 * the same route in `locale` (Docusaurus's `<Link>` prepends the locale's base URL). Paths already in a
 * non-default locale and files (a name with an extension: images, feeds, llms.txt) are left alone.
 */
export function localizeLink(
  written: string,
  locale: Pick<LocaleInfo, 'baseUrl' | 'isDefault'>,
  locales: Pick<LocaleInfo, 'baseUrl' | 'isDefault'>[],
  siteBaseUrl: string,
): string {
  const url = withBaseUrl(written, siteBaseUrl);
  if (locale.isDefault || !url.startsWith(siteBaseUrl) || url.startsWith('//')) return url;
  const pathPart = url.split(/[?#]/)[0]!;
  if (/\.[a-z0-9]+$/i.test(pathPart)) return url;
  if (!localeOfPath(pathPart, locales).isDefault) return url;
  return locale.baseUrl + url.slice(siteBaseUrl.length);
}
