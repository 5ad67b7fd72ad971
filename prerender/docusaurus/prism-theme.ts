// A Docusaurus site's Prism themes (`themeConfig.prism.theme` and `darkTheme`: prism-react-renderer's
// `{ plain, styles: [{ types, style }] }` objects, as the config holds them) turned into a stylesheet for
// our code blocks, so code looks as the site's build showed it: the plain colours become the code
// block's background and text, each token type its colour and style. Docusaurus applies the theme for
// both colour modes when `darkTheme` is unset; so does this.

import { highlightsLanguage } from '../mdx/rehype-prism.ts';
import { stubName } from './load-module.ts';
/** A line of the import's "not carried over" list (translate-config's Note). */
type Note = { what: string; todo: string };

type Style = Record<string, unknown>;
interface PrismTheme {
  plain: Style;
  styles: { types: string[]; style: Style; languages?: string[] }[];
}

/** A theme object as prism-react-renderer defines it (a stub of an uninstalled package is not one). */
export function isPrismTheme(v: unknown): v is PrismTheme {
  const t = v as PrismTheme | null;
  return (
    typeof t === 'object' &&
    t !== null &&
    typeof t.plain === 'object' &&
    t.plain !== null &&
    Array.isArray(t.styles) &&
    t.styles.every((s) => s && Array.isArray(s.types) && typeof s.style === 'object' && s.style !== null)
  );
}

const PROPS: Record<string, string> = {
  color: 'color',
  backgroundColor: 'background-color',
  fontStyle: 'font-style',
  fontWeight: 'font-weight',
  textDecorationLine: 'text-decoration-line',
  opacity: 'opacity',
};

/** `color: x; font-style: y` from a style object: only the properties above, only plain values. */
function declarations(style: Style): string {
  return Object.entries(style)
    .filter(([k, v]) => PROPS[k] && (typeof v === 'string' || typeof v === 'number') && !/[;{}<]/.test(String(v)))
    .map(([k, v]) => `${PROPS[k]}: ${String(v)}`)
    .join('; ');
}

const typeClass = (t: string) => (/^[A-Za-z][\w-]*$/.test(t) ? `.token.${t}` : null);

function themeRules(theme: PrismTheme, root: string): string[] {
  const rules: string[] = [];
  const vars = [
    typeof theme.plain.backgroundColor === 'string' ? `--code-bg: ${theme.plain.backgroundColor}` : '',
    typeof theme.plain.color === 'string' ? `--code-text: ${theme.plain.color}` : '',
  ].filter((d) => d && !/[;{}<]/.test(d.split(': ')[1]!));
  if (vars.length) rules.push(`${root} {\n  ${vars.join(';\n  ')};\n}`);
  // A token type the theme does not name shows the plain colour there (prism-react-renderer styles only
  // the types it lists), not our theme's colour for it.
  rules.push(`${root} .code-block .token {\n  color: inherit; font-style: inherit; font-weight: inherit;\n}`);
  for (const { types, style, languages } of theme.styles) {
    if (languages?.length) continue; // language-specific styles: our blocks do not carry the language as Prism's do
    const body = declarations(style);
    const selectors = types.map(typeClass).filter((s): s is string => s !== null);
    if (body && selectors.length)
      rules.push(`${selectors.map((s) => `${root} .code-block ${s}`).join(',\n')} {\n  ${body};\n}`);
  }
  return rules;
}

/** The stylesheet, or null when the config names no theme object (e.g. an uninstalled package's stub). */
export function prismThemeCss(prism: { theme?: unknown; darkTheme?: unknown } | undefined): string | null {
  const light = isPrismTheme(prism?.theme) ? prism.theme : null;
  const dark = isPrismTheme(prism?.darkTheme) ? prism.darkTheme : null;
  if (!light && !dark) return null;
  const rules = [
    // `html:root` outranks the theme's own `:root` and `html[data-theme='dark']` variables and token colours.
    ...(light ? themeRules(light, 'html:root') : []),
    ...(light && !dark ? themeRules(light, "html:root[data-theme='dark']") : []),
    ...(dark ? themeRules(dark, "html:root[data-theme='dark']") : []),
  ];
  return `/* The site's Prism themes (themeConfig.prism), written by import:docusaurus. */\n${rules.join('\n')}\n`;
}

/**
 * What of `themeConfig.prism` does not carry over: a theme that is not a theme object (a stub of a
 * package not installed here), `additionalLanguages` our highlighter does not have, and other options.
 * The themes that are objects carry over as a stylesheet (prismThemeCss), so they are not named.
 */
export function prismNotes(prism: Record<string, unknown> | undefined): Note[] {
  if (!prism || typeof prism !== 'object') return [];
  const notes: Note[] = [];
  for (const key of ['theme', 'darkTheme']) {
    const value = prism[key];
    if (value === undefined || isPrismTheme(value)) continue;
    const pkg = stubName(value)?.split('.')[0];
    notes.push({
      what: `themeConfig.prism.${key}${pkg ? ` (from ${pkg}, not installed)` : ''}`,
      todo: pkg
        ? `code keeps our colours: import again with --install (or install ${pkg} here) to carry the theme's colours`
        : 'it is not a prism-react-renderer theme object ({ plain, styles }); code keeps our colours',
    });
  }
  const langs = Array.isArray(prism.additionalLanguages) ? (prism.additionalLanguages as unknown[]).map(String) : [];
  const missing = langs.filter((l) => !highlightsLanguage(l));
  if (missing.length)
    notes.push({
      what: `themeConfig.prism.additionalLanguages: ${missing.join(', ')}`,
      todo: 'code in these languages is shown in the code block without colours (the others are highlighted here)',
    });
  const other = Object.keys(prism).filter((k) => !['theme', 'darkTheme', 'additionalLanguages'].includes(k));
  if (other.length)
    notes.push({
      what: `themeConfig.prism.${other.join(', ')}`,
      todo: 'not read here: fenced code takes its language from the fence and our magic comments (highlight-next-line, highlight-start/end)',
    });
  return notes;
}
