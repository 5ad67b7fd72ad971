// "Copy page": the page's Markdown copy for readers who work with a language model. A <details>
// element, so the links work before (and without) JavaScript; once hydrated it behaves as an ARIA
// menu button: Enter, Space or ArrowDown opens it on the first item (ArrowUp on the last), arrows,
// Home and End move, Escape closes it and returns focus to the button, Tab or a click outside closes it.
import { useEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { markdownUrlOf } from '../shared/markdown-url';
import { site, translateMessage as t } from './site';

export function CopyPageMenu({ route }: { route: string }) {
  const ref = useRef<HTMLDetailsElement>(null);
  const [open, setOpen] = useState(false);
  const [hydrated, setHydrated] = useState(false);
  const mdPath = markdownUrlOf(route, site.baseUrl);
  const { copied, copy } = useCopy(mdPath);
  const items = () => [...(ref.current?.querySelectorAll<HTMLElement>('[role="menuitem"]:not([hidden])') ?? [])];
  const summary = () => ref.current?.querySelector('summary');

  useEffect(() => setHydrated(true), []);
  useCloseOnOutside(ref, open, setOpen);

  const openAt = (index: number) => {
    setOpen(true);
    // The items are focusable once the <details> is open, in the next frame.
    requestAnimationFrame(() => items().at(index)?.focus());
  };
  const onButtonKey = (e: KeyboardEvent) => {
    if (e.key === 'Enter' || e.key === ' ' || e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      openAt(e.key === 'ArrowUp' ? -1 : 0);
    } else if (e.key === 'Escape' && open) setOpen(false);
  };
  const onMenuKey = (e: KeyboardEvent) => {
    const list = items();
    const i = list.indexOf(document.activeElement as HTMLElement);
    const to = { ArrowDown: i + 1, ArrowUp: i - 1, Home: 0, End: -1 }[e.key];
    if (to !== undefined) {
      e.preventDefault();
      list.at(to % list.length)?.focus();
    } else if (e.key === 'Escape') {
      e.preventDefault();
      setOpen(false);
      summary()?.focus();
    } else if (e.key === 'Tab') setOpen(false);
  };
  // Before hydration (or without JavaScript) the items are ordinary links in the tab order.
  const roving = hydrated ? -1 : undefined;
  return (
    <>
      <details
        ref={ref}
        className="copy-page"
        open={open}
        onToggle={(e) => setOpen(e.currentTarget.open)}
        onBlur={(e) => !e.currentTarget.contains(e.relatedTarget as Node | null) && setOpen(false)}
      >
        <summary
          className="copy-page__button"
          aria-haspopup="menu"
          aria-expanded={open}
          onKeyDown={onButtonKey}
          onKeyUp={(e) => e.key === ' ' && e.preventDefault()}
        >
          {copied
            ? t('theme.CopyPage.copied', 'Copied')
            : copied === false
              ? t('theme.CopyPage.failed', 'Copy failed')
              : t('theme.CopyPage.button', 'Copy page')}
        </summary>
        <ul
          className="copy-page__menu"
          role="menu"
          aria-label={t('theme.CopyPage.button', 'Copy page')}
          onKeyDown={onMenuKey}
        >
          <CopyPageItems
            mdPath={mdPath}
            roving={roving}
            hydrated={hydrated}
            onCopy={() => void copy().then(() => setOpen(false))}
          />
        </ul>
      </details>
      <span className="sr-only" role="status">
        {copied
          ? t('theme.CopyPage.copiedStatus', 'Page copied as Markdown')
          : copied === false
            ? t('theme.CopyPage.failedStatus', 'Could not copy the page')
            : ''}
      </span>
    </>
  );
}

/** Closes the open menu when a pointer goes down or focus moves outside it. */
function useCloseOnOutside(ref: RefObject<HTMLElement | null>, open: boolean, setOpen: (open: boolean) => void) {
  useEffect(() => {
    if (!open) return;
    const close = (e: Event) => {
      if (!ref.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', close);
    document.addEventListener('focusin', close);
    return () => {
      document.removeEventListener('pointerdown', close);
      document.removeEventListener('focusin', close);
    };
  }, [open, ref, setOpen]);
}

/** Copies the page's Markdown; `copied` says how it went for two seconds (null otherwise). */
function useCopy(mdPath: string) {
  const [copied, setCopied] = useState<boolean | null>(null);
  const copy = async () => {
    const text = fetch(mdPath).then((r) => (r.ok ? r.text() : Promise.reject(new Error(String(r.status)))));
    try {
      // A ClipboardItem takes the pending text, so the click still counts as the user's gesture.
      if (typeof ClipboardItem !== 'undefined')
        await navigator.clipboard.write([
          new ClipboardItem({ 'text/plain': text.then((t) => new Blob([t], { type: 'text/plain' })) }),
        ]);
      else await navigator.clipboard.writeText(await text);
      setCopied(true);
    } catch {
      setCopied(false);
    }
    setTimeout(() => setCopied(null), 2000);
  };
  return { copied, copy };
}

function CopyPageItems({
  mdPath,
  roving,
  hydrated,
  onCopy,
}: {
  mdPath: string;
  roving: number | undefined;
  hydrated: boolean;
  onCopy: () => void;
}) {
  const prompt = encodeURIComponent(`Read ${site.url}${mdPath} so I can ask questions about it.`);
  const external = { target: '_blank', rel: 'noopener noreferrer' };
  return (
    <>
      <li role="none">
        <button type="button" role="menuitem" tabIndex={roving} hidden={!hydrated} onClick={onCopy}>
          {t('theme.CopyPage.copyMarkdown', 'Copy page as Markdown')}
        </button>
      </li>
      <li role="none">
        <a role="menuitem" tabIndex={roving} href={mdPath} type="text/markdown">
          {t('theme.CopyPage.viewMarkdown', 'View as Markdown')}
        </a>
      </li>
      <li role="none">
        <a role="menuitem" tabIndex={roving} href={`https://chatgpt.com/?q=${prompt}`} {...external}>
          {t('theme.CopyPage.openIn', 'Open in {tool}', { tool: 'ChatGPT' })}
        </a>
      </li>
      <li role="none">
        <a role="menuitem" tabIndex={roving} href={`https://claude.ai/new?q=${prompt}`} {...external}>
          {t('theme.CopyPage.openIn', 'Open in {tool}', { tool: 'Claude' })}
        </a>
      </li>
    </>
  );
}
