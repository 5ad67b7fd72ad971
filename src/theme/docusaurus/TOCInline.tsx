// `@theme/TOCInline`: the page's table of contents inside the page. `toc` is the page's own export
// (added to every MDX page that mentions it); the route's TOC is used when it is empty.
import { useRouteLoaderData } from '../../app/router';
import type { RouteData, TocItem } from '../../shared/types';
import { filterToc } from '../docs/toc-filter';

interface Props {
  toc?: { value: string; id: string; level: number }[];
  minHeadingLevel?: number;
  maxHeadingLevel?: number;
}

function tree(items: TocItem[]): (TocItem & { children: TocItem[] })[] {
  const out: (TocItem & { children: TocItem[] })[] = [];
  for (const it of items) {
    const parent = out[out.length - 1];
    if (parent && it.level > parent.level) parent.children.push(it);
    else out.push({ ...it, children: [] });
  }
  return out;
}

export default function TOCInline({ toc, minHeadingLevel = 2, maxHeadingLevel = 3 }: Props) {
  const data = useRouteLoaderData('page') as RouteData | undefined;
  const items = filterToc(toc?.length ? toc : (data?.toc ?? []), minHeadingLevel, maxHeadingLevel);
  const list = (nodes: ReturnType<typeof tree>) => (
    <ul>
      {nodes.map((n) => (
        <li key={n.id}>
          <a href={`#${n.id}`}>{n.value}</a>
          {n.children.length > 0 && list(tree(n.children))}
        </li>
      ))}
    </ul>
  );
  return <div className="toc-inline">{list(tree(items))}</div>;
}
