// A Docusaurus site's Prism themes (`themeConfig.prism.theme` and `darkTheme`: prism-react-renderer's
// `{ plain, styles: [{ types, style }] }` objects, as the config holds them) turned into a stylesheet for
// our code blocks, so code looks as the site's build showed it: the plain colours become the code
// block's background and text, each token type its colour and style. Docusaurus applies the theme for
// both colour modes when `darkTheme` is unset; so does this.

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
