// Tabs with an optional groupId: every Tabs of the group on the page follows the reader's choice,
// which is remembered under `docusaurus.tab.<groupId>` and synced across browser tabs.
import {
  Children,
  isValidElement,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ReactElement,
  type ReactNode,
} from 'react';
import { onStorage, readStorage, writeStorage } from '../storage';

interface TabItemProps {
  value: string;
  label?: string;
  default?: boolean;
  children?: ReactNode;
}

export function TabItem({ children }: TabItemProps) {
  return <>{children}</>;
}

const useIsoLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;
export const tabStorageKey = (groupId: string) => `docusaurus.tab.${groupId}`;

/** Docusaurus's query-string key: `queryString` itself, or the groupId for `queryString: true`. */
function queryKey(queryString: boolean | string | undefined, groupId: string | undefined): string | null {
  if (typeof queryString === 'string') return queryString;
  if (queryString !== true) return null;
  if (!groupId) throw new Error('<Tabs queryString> needs a groupId (or a key: queryString="os").');
  return groupId;
}

function readQuery(key: string | null): string | null {
  return key && typeof window !== 'undefined' ? new URLSearchParams(window.location.search).get(key) : null;
}

/** The selected tab in the address, as Docusaurus keeps it (`?os=mac`), without a navigation. */
function writeQuery(key: string, value: string): void {
  const url = new URL(window.location.href);
  url.searchParams.set(key, value);
  window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
}

/** The <TabItem> children in the order (and with the labels) of `values` when given; throws on anything else, a repeated value or none. */
function tabItems(
  children: ReactNode,
  valuesProp: { value: string; label?: string }[] | undefined,
): ReactElement<TabItemProps>[] {
  const children0 = Children.toArray(children).filter((c): c is ReactElement<TabItemProps> => isValidElement(c));
  // With `values`, its order and labels win, as in Docusaurus.
  const items = valuesProp
    ? valuesProp.flatMap((v) => {
        const item = children0.find((c) => c.props.value === v.value);
        return item ? [{ ...item, props: { ...item.props, label: v.label ?? item.props.label } }] : [];
      })
    : children0;
  // Checked where a page is prerendered (every page is, so the build reports a misuse) and by the dev
  // server; the browser's bundle leaves the checks out.
  if (import.meta.env.SSR || import.meta.env.DEV) checkTabItems(items);
  return items;
}

function checkTabItems(items: ReactElement<TabItemProps>[]): void {
  for (const item of items) {
    if (item.type !== TabItem)
      throw new Error(
        `<Tabs> only accepts <TabItem> children; found <${typeof item.type === 'string' ? item.type : 'component'}>.`,
      );
  }
  const values = items.map((i) => i.props.value);
  const dupe = values.find((v, i) => values.indexOf(v) !== i);
  if (dupe) throw new Error(`<Tabs> has two <TabItem value="${dupe}">; every value must be unique.`);
  if (!items.length) throw new Error('<Tabs> needs at least one <TabItem>.');
}

/**
 * The selected tab: the address's, else the remembered one of the group, else `initial`; `select`
 * remembers the choice for the group and writes it to the address.
 */
function useTabChoice(initial: string, values: string[], groupId: string | undefined, key: string | null) {
  const [selected, setSelected] = useState(initial);

  useIsoLayoutEffect(() => {
    // The address wins over the remembered choice, which wins over the default (Docusaurus's order).
    const fromQuery = readQuery(key);
    if (fromQuery && values.includes(fromQuery)) setSelected(fromQuery);
    if (!groupId) return;
    const stored = readStorage(tabStorageKey(groupId));
    if (stored && values.includes(stored) && !(fromQuery && values.includes(fromQuery))) setSelected(stored);
    return onStorage(tabStorageKey(groupId), (v) => {
      if (v && values.includes(v)) setSelected(v);
    });
  }, [groupId, key, values.join('|')]);

  const select = (value: string, el: HTMLElement | null) => {
    // Keep the clicked tab where it is on screen while panels above change height.
    const before = el?.getBoundingClientRect().top;
    setSelected(value);
    if (groupId) writeStorage(tabStorageKey(groupId), value);
    if (key) writeQuery(key, value);
    if (el && before !== undefined) {
      requestAnimationFrame(() => window.scrollBy(0, el.getBoundingClientRect().top - before));
    }
  };
  return [selected, select] as const;
}

export function Tabs({
  groupId,
  defaultValue,
  values: valuesProp,
  queryString,
  children,
}: {
  groupId?: string;
  defaultValue?: string;
  /** Docusaurus's `values`: the tabs' labels (and order) by value. */
  values?: { value: string; label?: string }[];
  /** Sync the selected tab with `?<key>=<value>` in the URL: `true` (key: the groupId) or the key. */
  queryString?: boolean | string;
  children?: ReactNode;
}) {
  const key = queryKey(queryString, groupId);
  const items = tabItems(children, valuesProp);
  const values = items.map((i) => i.props.value);
  const initial = defaultValue ?? items.find((i) => i.props.default)?.props.value ?? values[0];
  const [selected, select] = useTabChoice(initial, values, groupId, key);
  const id = useId();
  const tabRefs = useRef<(HTMLLIElement | null)[]>([]);

  const onKeyDown = (e: React.KeyboardEvent<HTMLLIElement>, index: number) => {
    let next: number | null = null;
    if (e.key === 'ArrowRight') next = (index + 1) % items.length;
    else if (e.key === 'ArrowLeft') next = (index - 1 + items.length) % items.length;
    else if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      select(values[index], e.currentTarget);
    }
    if (next !== null) {
      e.preventDefault();
      tabRefs.current[next]?.focus();
    }
  };

  return (
    <div className="tabs-container">
      <ul role="tablist" aria-orientation="horizontal" className="tabs">
        {items.map((item, i) => {
          const active = item.props.value === selected;
          return (
            <li
              key={item.props.value}
              ref={(el) => {
                tabRefs.current[i] = el;
              }}
              role="tab"
              id={`${id}-tab-${i}`}
              aria-controls={`${id}-panel-${i}`}
              aria-selected={active}
              tabIndex={active ? 0 : -1}
              className={`tabs__item${active ? ' tabs__item--active' : ''}`}
              onClick={(e) => select(item.props.value, e.currentTarget)}
              onKeyDown={(e) => onKeyDown(e, i)}
            >
              {item.props.label ?? item.props.value}
            </li>
          );
        })}
      </ul>
      <div className="tabs__panels">
        {items.map((item, i) => (
          <div
            key={item.props.value}
            role="tabpanel"
            id={`${id}-panel-${i}`}
            aria-labelledby={`${id}-tab-${i}`}
            hidden={item.props.value !== selected}
          >
            {item.props.children}
          </div>
        ))}
      </div>
    </div>
  );
}
