// `@theme/DocCard`: one card of a docs category's list, for Docusaurus's sidebar item shape (`{ item }`: a
// `link` with `label`, `href` and maybe `description`, or a `category` with its `items`, whose card leads to
// its own page or its first link and says how many items it holds). The look of our generated-index cards
// (prerender/routes/category-index.ts); no emoji icons, as there (without an emoji font they are boxes).
import { Link } from '../Link';

export interface DocCardItem {
  type: 'link' | 'category' | string;
  label: string;
  href?: string;
  description?: string;
  items?: DocCardItem[];
  unlisted?: boolean;
}

function firstHref(items: DocCardItem[] = []): string | undefined {
  for (const i of items) {
    if (i.unlisted) continue;
    const href = i.type === 'category' ? (i.href ?? firstHref(i.items)) : i.href;
    if (href) return href;
  }
  return undefined;
}

export default function DocCard({ item }: { item: DocCardItem }) {
  const category = item.type === 'category';
  const href = category ? (item.href ?? firstHref(item.items)) : item.href;
  if (!href) return null;
  const n = item.items?.length ?? 0;
  const text = item.description ?? (category ? `${n} item${n === 1 ? '' : 's'}` : undefined);
  return (
    <Link href={href} className="card doc-card" asWritten>
      <h2 className="doc-card__title" title={item.label}>
        {item.label}
      </h2>
      {text && (
        <p className="doc-card__description" title={text}>
          {text}
        </p>
      )}
    </Link>
  );
}
