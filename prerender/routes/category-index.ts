// A category's generated-index page (`link: { type: 'generated-index' }`): its description and one
// card per item of the category, as a page tree so it renders in the docs layout like any page.
import type { SidebarItem, TreeNode } from '../../src/shared/types.ts';
import type { GeneratedIndex } from '../content/model.ts';
import { flattenLinks } from '../content/sidebars.ts';

function card(item: SidebarItem, describe: (docId: string) => string | undefined): TreeNode | null {
  let href: string | undefined;
  let text: string;
  if (item.type === 'link') {
    if (item.unlisted) return null;
    href = item.href;
    text = (item.docId && describe(item.docId)) || '';
  } else {
    const n = item.items.length;
    href = item.href ?? flattenLinks(item.items).find((l) => !l.unlisted)?.href;
    text = `${n} item${n === 1 ? '' : 's'}`;
  }
  if (!href) return null;
  return [
    'a',
    { href, className: 'card doc-card' },
    // No emoji icons (Docusaurus has them): without an emoji font they show as empty boxes.
    ['h2', { className: 'doc-card__title', title: item.label }, item.label],
    ...(text ? [['p', { className: 'doc-card__description', title: text }, text] as TreeNode] : []),
  ];
}

export function categoryIndexTree(index: GeneratedIndex, describe: (docId: string) => string | undefined): TreeNode {
  const cards = index.items.map((i) => card(i, describe)).filter((c): c is TreeNode => c !== null);
  return [
    '#',
    0,
    ...(index.description ? [['p', 0, index.description] as TreeNode] : []),
    ['section', { className: 'doc-card-list' }, ...cards],
  ];
}
