// Plural messages as Docusaurus's usePluralForm reads them: `One post|{count} posts` holds one form per
// plural category of the language, in the order zero, one, two, few, many, other (those the language has).

const ORDER: Intl.LDMLPluralRule[] = ['zero', 'one', 'two', 'few', 'many', 'other'];

/** The form of `message` for `count` in language `lang` (a single form is used for every count). */
export function selectPluralForm(message: string, count: number, lang: string): string {
  const forms = message.split('|');
  if (forms.length === 1) return forms[0]!;
  const rules = new Intl.PluralRules(lang);
  const categories = ORDER.filter((c) => rules.resolvedOptions().pluralCategories.includes(c));
  return forms[Math.min(Math.max(categories.indexOf(rules.select(count)), 0), forms.length - 1)]!;
}
