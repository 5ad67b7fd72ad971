// Navbar items by type. An unknown type, or an item that throws, produces an error that names it.
import { Component, createContext, useContext, type ReactNode } from 'react';
import { useLocation } from '../app/router';
import { deferred } from '../app/deferred';
import { Link } from './Link';
import { site, translateMessage as t, type NavbarItemConfig } from './site';
import {
  DEFAULT_PLUGIN_ID,
  findInstance,
  findVersion,
  savePreferredVersion,
  useActiveDocVersion,
  useActiveDocsPluginId,
  useCandidateVersion,
} from './versions';
import { comparablePath, isSamePath } from '../shared/paths';
import { alternatePath } from '../shared/locales';
import type { NavbarItemType } from '../shared/navbar-item-types';
import { ExternalIcon } from './ExternalIcon';
// A Docusaurus site's swizzled NavbarItem/ComponentTypes (its `custom-*` types, or ours replaced), else nothing
// (prerender/docusaurus/aliases.ts): a site without one bundles an empty lookup.
import siteNavbarItemType from '@theme-bridge/NavbarItem/ComponentTypes';

/** The docs sidebar of the page on screen (null off docs pages and on docs pages without one). */
export const ActiveSidebarContext = createContext<string | null>(null);

type Mobile = { mobile?: boolean; onNavigate?: () => void };

/** `pathname` is `to` or a page below it, segment by segment (React Router's non-exact NavLink match). */
function isUnder(to: string, pathname: string): boolean {
  const base = comparablePath(to.split(/[?#]/)[0]);
  const path = comparablePath(pathname);
  return path === base || (base !== '' && path.startsWith(`${base}/`));
}

export function isActive(
  item: NavbarItemConfig,
  pathname: string,
  activeSidebar: string | null,
  activePlugin: string | null = DEFAULT_PLUGIN_ID,
): boolean {
  if (item.activeBaseRegex) {
    try {
      return new RegExp(item.activeBaseRegex).test(pathname);
    } catch {
      return false;
    }
  }
  if (item.activeBasePath) return pathname.startsWith(item.activeBasePath);
  // As in Docusaurus: a doc item is active on its own page and on every page of the doc's sidebar
  // in its own docs instance (two instances may each have a sidebar of one name), not on docs pages outside it.
  if (item.type === 'doc' || item.type === 'docSidebar')
    return (
      isSamePath(item.to ?? '', pathname) ||
      Boolean(
        item.sidebar && item.sidebar === activeSidebar && (item.docsPluginId ?? DEFAULT_PLUGIN_ID) === activePlugin,
      )
    );
  // An external or empty target is never active; `/` only on the home page (on every page in the infima look).
  if (!item.to || !item.to.startsWith('/')) return false;
  if (item.activeEverywhere) return true;
  return item.to === '/' ? isSamePath(item.to, pathname) : isUnder(item.to, pathname);
}

/** An accessible name for an item without a label (an icon drawn by the site's CSS): its `aria-label`, else its host. */
function accessibleName(item: NavbarItemConfig): string | undefined {
  if (item['aria-label']) return item['aria-label'];
  if (item.label) return undefined;
  const target = item.href ?? item.to ?? '';
  try {
    const host = new URL(target).hostname.replace(/^www\./, '');
    if (host === 'github.com') return 'GitHub repository';
    return host;
  } catch {
    return target || undefined;
  }
}

function DefaultItem({
  item,
  mobile,
  onNavigate,
  className = '',
}: { item: NavbarItemConfig; className?: string } & Mobile) {
  const { pathname } = useLocation();
  const activeSidebar = useContext(ActiveSidebarContext);
  const activePlugin = useActiveDocsPluginId();
  const version = useCandidateVersion(item.docsPluginId);
  // Doc items of a versioned instance go to the doc in the page's (or the preferred) version.
  if (item.toByVersion) item = { ...item, to: item.toByVersion[version] ?? item.to };
  const external = Boolean(item.href && /^[a-z]+:/i.test(item.href));
  const active = isActive(item, pathname, activeSidebar, activePlugin);
  const cls = mobile
    ? `menu__link${active ? ' menu__link--active' : ''}`
    : `navbar__item navbar__link${active ? ' navbar__link--active' : ''} ${className}`;
  const link = (
    <Link
      to={item.to}
      href={item.href}
      // A `to` of the site config stays as written (Docusaurus's NavLink); a doc item's is its route path.
      asWritten={item.type !== 'doc' && item.type !== 'docSidebar'}
      className={item.className ? `${cls} ${item.className}` : cls}
      onClick={onNavigate}
      aria-current={active ? 'page' : undefined}
      aria-label={accessibleName(item)}
    >
      {item.label}
      {/* As Docusaurus: an item without a label (an icon its CSS draws) has no external-link arrow. */}
      {external && item.label && <ExternalIcon />}
    </Link>
  );
  return mobile ? <li className="menu__list-item">{link}</li> : link;
}

// The dropdown's code loads when the reader reaches it (src/app/deferred.tsx): its server markup opens on hover
// by CSS alone, and its links work as plain links until then.
const Dropdown = deferred(
  () => import('./NavbarDropdown').then((m) => m.Dropdown),
  (p) => [p.mobile ? 'li' : 'div'],
);

/** A version or locale dropdown's own links (`dropdownItemsBefore`/`After`), links of the site config. */
function extraLinks(links: NavbarItemConfig['dropdownItemsAfter']) {
  return (links ?? []).map((l) => ({ ...l, asWritten: true }));
}

function VersionDropdown(props: { item: NavbarItemConfig } & Mobile) {
  const { pathname, search, hash } = useLocation();
  const pluginId = props.item.docsPluginId ?? DEFAULT_PLUGIN_ID;
  const instance = findInstance(pluginId);
  // The page's version counts only on this instance's pages.
  const onInstance = useActiveDocsPluginId() === pluginId;
  const pageVersion = useActiveDocVersion();
  const activeVersion = onInstance ? pageVersion : null;
  const current = findVersion(useCandidateVersion(pluginId), pluginId);
  const onDocs = onInstance;
  const versions = props.item.versions
    ? props.item.versions.map((name) => findVersion(name, pluginId))
    : instance.versions;
  const items = versions.map((v) => ({
    label: v.label,
    // The same doc in that version (its main doc where the page is not in it); with one version that
    // is the current page. Keeps query and hash.
    to: activeVersion
      ? (activeVersion.links[v.name] ?? v.mainDocRoute) + search + hash
      : onDocs
        ? pathname + search + hash
        : v.mainDocRoute,
    active: v.name === current.name,
  }));
  const before = extraLinks(props.item.dropdownItemsBefore);
  return (
    <Dropdown
      label={props.mobile ? t('theme.navbar.mobileVersionsDropdown.label', 'Versions') : current.label}
      items={[...before, ...items, ...extraLinks(props.item.dropdownItemsAfter)]}
      position={props.item.position}
      mobile={props.mobile}
      onNavigate={props.onNavigate}
      onSelect={(i) => {
        const chosen = versions[i - before.length];
        if (chosen) savePreferredVersion(chosen.name, pluginId);
      }}
    />
  );
}

/** The same page in each locale (Docusaurus swaps the locale's base URL at the start of the path), loaded in full. */
function LocaleDropdown(props: { item: NavbarItemConfig } & Mobile) {
  const { pathname, search, hash } = useLocation();
  const items = site.locales.map((l) => ({
    label: l.label,
    to: `pathname://${alternatePath(pathname, l, site.locales)}${search}${hash}`,
    lang: l.htmlLang,
    target: '_self',
    active: l.name === site.locale.name,
  }));
  return (
    <Dropdown
      label={props.mobile ? t('theme.navbar.mobileLanguageDropdown.label', 'Languages') : site.locale.label}
      items={[...extraLinks(props.item.dropdownItemsBefore), ...items, ...extraLinks(props.item.dropdownItemsAfter)]}
      position={props.item.position}
      mobile={props.mobile}
      onNavigate={props.onNavigate}
    />
  );
}

export type NavbarItemComponent = (p: { item: NavbarItemConfig } & Mobile) => ReactNode;

/** Our component for each item type (src/theme/docusaurus/NavbarItem/ComponentTypes.tsx gives them Docusaurus's props). */
export const COMPONENTS: Record<string, NavbarItemComponent> = {
  default: DefaultItem,
  doc: DefaultItem,
  docSidebar: DefaultItem,
  dropdown: ({ item, mobile, onNavigate }) => (
    <Dropdown
      label={item.label ?? ''}
      items={(item.items ?? []).map((l) => (l.docId ? l : { ...l, asWritten: true }))}
      position={item.position}
      mobile={mobile}
      onNavigate={onNavigate}
    />
  ),
  docsVersionDropdown: VersionDropdown,
  localeDropdown: LocaleDropdown,
  // Docusaurus's HTML item: its markup as written, its className beside the item's own class.
  html: ({ item, mobile }) =>
    mobile ? (
      <li
        className={withClass('menu__list-item', item.className)}
        dangerouslySetInnerHTML={{ __html: item.label ?? '' }}
      />
    ) : (
      <div
        className={withClass('navbar__item', item.className)}
        dangerouslySetInnerHTML={{ __html: item.label ?? '' }}
      />
    ),
  search: () => null,
} satisfies Record<NavbarItemType, NavbarItemComponent>;

function withClass(base: string, extra: string | undefined): string {
  return extra ? `${base} ${extra}` : base;
}

export function getNavbarItemComponent(type: string) {
  const c = siteNavbarItemType(type) ?? COMPONENTS[type];
  if (!c) throw new Error(`No NavbarItem component found for type "${type}".`);
  return c;
}

class ItemBoundary extends Component<{ item: NavbarItemConfig; children: ReactNode }, { error: unknown }> {
  state = { error: null as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  render() {
    if (this.state.error) {
      throw new Error(
        `A theme navbar item failed to render.\nPlease double-check the following navbar item (navbar.items) of content/site.config.ts:\n${JSON.stringify(this.props.item, null, 2)}`,
        {
          cause: this.state.error,
        },
      );
    }
    return this.props.children;
  }
}

function ResolvedItem({ item, ...rest }: { item: NavbarItemConfig } & Mobile) {
  const C = getNavbarItemComponent(item.type);
  // eslint-disable-next-line react-hooks/static-components -- C comes from a fixed table of components, it is not created here
  return <C item={item} {...rest} />;
}

export function NavbarItem(props: { item: NavbarItemConfig } & Mobile) {
  return (
    <ItemBoundary item={props.item}>
      <ResolvedItem {...props} />
    </ItemBoundary>
  );
}
