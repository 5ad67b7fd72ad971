// A navbar dropdown (a `dropdown` item, the docs version and locale dropdowns): a button that opens its
// links, in the navbar or, folded, in the mobile menu. Loaded when used (src/theme/NavbarItem.tsx).
import { useEffect, useRef, useState, type RefObject } from 'react';
import { Link } from './Link';

type Mobile = { mobile?: boolean; onNavigate?: () => void };

export type DropdownLink = {
  label: string;
  to?: string;
  href?: string;
  active?: boolean;
  lang?: string;
  target?: string;
  /** A link of the site config: with `trailingSlash` unset it stays as written (Link's `asWritten`). */
  asWritten?: boolean;
};

/** Closes the open dropdown when a pointer goes down or focus moves outside it. */
function useCloseOutside(ref: RefObject<HTMLElement | null>, open: boolean, setOpen: (open: boolean) => void) {
  useEffect(() => {
    if (!open) return;
    const close = (e: Event) => {
      if (ref.current && !ref.current.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('touchstart', close);
    document.addEventListener('focusin', close);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('touchstart', close);
      document.removeEventListener('focusin', close);
    };
  }, [open, ref, setOpen]);
}

/** The dropdown's links; choosing one selects it, closes the dropdown and reports the navigation. */
function dropdownLinks(
  items: DropdownLink[],
  mobile: boolean | undefined,
  close: () => void,
  onSelect?: (index: number) => void,
  onNavigate?: () => void,
) {
  return items.map((it, i) => (
    <li key={it.label}>
      <Link
        to={it.to}
        href={it.href}
        asWritten={it.asWritten}
        lang={it.lang}
        target={it.target}
        className={`${mobile ? 'menu__link' : 'dropdown__link'}${it.active ? (mobile ? ' menu__link--active' : ' dropdown__link--active') : ''}`}
        onClick={() => {
          onSelect?.(i);
          close();
          onNavigate?.();
        }}
      >
        {it.label}
      </Link>
    </li>
  ));
}

export function Dropdown({
  label,
  items,
  mobile,
  onNavigate,
  position,
  onSelect,
}: {
  label: string;
  items: DropdownLink[];
  position: 'left' | 'right';
  onSelect?: (index: number) => void;
} & Mobile) {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement & HTMLLIElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  // Escape anywhere in an open dropdown closes it and puts focus back on its button (and, in the
  // mobile drawer, does not close the drawer as well).
  const onKeyDown = (e: React.KeyboardEvent) => {
    if (e.key !== 'Escape' || !open) return;
    e.stopPropagation();
    setOpen(false);
    buttonRef.current?.focus();
  };
  useCloseOutside(ref, open, setOpen);
  const list = dropdownLinks(items, mobile, () => setOpen(false), onSelect, onNavigate);
  if (mobile) {
    return (
      <li ref={ref} className={`menu__list-item${open ? '' : ' menu__list-item--collapsed'}`} onKeyDown={onKeyDown}>
        <button
          type="button"
          ref={buttonRef}
          className="menu__link menu__link--sublist clean-btn"
          aria-expanded={open}
          onClick={() => setOpen(!open)}
        >
          {label}
        </button>
        {open && <ul className="menu__list">{list}</ul>}
      </li>
    );
  }
  return (
    <div
      ref={ref}
      className={`navbar__item dropdown dropdown--hoverable${position === 'right' ? ' dropdown--right' : ''}${open ? ' dropdown--show' : ''}`}
      onKeyDown={onKeyDown}
    >
      <button
        type="button"
        ref={buttonRef}
        className="navbar__link clean-btn dropdown__toggle"
        aria-haspopup="true"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
      >
        {label}
      </button>
      <ul className="dropdown__menu">{list}</ul>
    </div>
  );
}
