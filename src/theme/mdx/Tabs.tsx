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

export function Tabs({
  groupId,
  defaultValue,
  children,
}: {
  groupId?: string;
  defaultValue?: string;
  children?: ReactNode;
}) {
  const items = Children.toArray(children).filter((c): c is ReactElement<TabItemProps> => isValidElement(c));
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
  const initial = defaultValue ?? items.find((i) => i.props.default)?.props.value ?? values[0];
  const [selected, setSelected] = useState(initial);
  const id = useId();
  const tabRefs = useRef<(HTMLLIElement | null)[]>([]);

  useIsoLayoutEffect(() => {
    if (!groupId) return;
    const stored = readStorage(tabStorageKey(groupId));
    if (stored && values.includes(stored)) setSelected(stored);
    return onStorage(tabStorageKey(groupId), (v) => {
      if (v && values.includes(v)) setSelected(v);
    });
  }, [groupId, values.join('|')]);

  const select = (value: string, el: HTMLElement | null) => {
    // Keep the clicked tab where it is on screen while panels above change height.
    const before = el?.getBoundingClientRect().top;
    setSelected(value);
    if (groupId) writeStorage(tabStorageKey(groupId), value);
    if (el && before !== undefined) {
      requestAnimationFrame(() => window.scrollBy(0, el.getBoundingClientRect().top - before));
    }
  };

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
