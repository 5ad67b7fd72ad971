// Docusaurus sites with a swizzled Navbar/Content (the most swizzled theme file of public Docusaurus 3 sites),
// for tests/build/docusaurus-navbar-content.test.ts and tests/browser/docusaurus-navbar-content.test.ts.

const CONFIG = `module.exports = { title: 'Bar', url: 'https://bar.example.com', baseUrl: '/',
  presets: [['classic', { docs: {}, blog: {} }]],
  themeConfig: { navbar: { title: 'Bar', items: [
    { type: 'doc', docId: 'intro', label: 'Docs', position: 'left' },
    { to: '/blog', label: 'Blog', position: 'left' },
    { href: 'https://example.com/v', label: 'v3', position: 'right' },
    { href: 'https://github.com/example/bar', label: 'GitHub', position: 'right' },
  ] } } };\n`;

const COMMON: Record<string, string> = {
  'docusaurus.config.js': CONFIG,
  'docs/intro.md': `# Intro\n\nThe docs.\n`,
  'src/pages/index.md': `# Home\n\nWelcome.\n`,
  'blog/2024-01-02-first.md': `---\ntitle: First post\n---\n\nThe first.\n`,
};

// Written anew from Docusaurus's parts, as real swizzles are: the hooks from theme-common and /internal.
export const REWRITTEN: Record<string, string> = {
  ...COMMON,
  'src/theme/Navbar/Content/index.js': `import React from 'react';
import clsx from 'clsx';
import { useThemeConfig, ErrorCauseBoundary, ThemeClassNames } from '@docusaurus/theme-common';
import { splitNavbarItems, useHideableNavbar, useNavbarMobileSidebar } from '@docusaurus/theme-common/internal';
import Link from '@docusaurus/Link';
import NavbarItem from '@theme/NavbarItem';
import NavbarColorModeToggle from '@theme/Navbar/ColorModeToggle';
import NavbarLogo from '@theme/Navbar/Logo';
import NavbarMobileSidebarToggle from '@theme/Navbar/MobileSidebar/Toggle';
import NavbarSearch from '@theme/Navbar/Search';
import SearchBar from '@theme/SearchBar';
import styles from './styles.module.css';

function Items({ items }) {
  return items.map((item, i) => (
    <ErrorCauseBoundary key={i} onError={(error) => new Error('item ' + i + ' failed', { cause: error })}>
      <NavbarItem {...item} />
    </ErrorCauseBoundary>
  ));
}

export default function NavbarContent() {
  const mobileSidebar = useNavbarMobileSidebar();
  const { isNavbarVisible } = useHideableNavbar(false);
  const items = [...useThemeConfig().navbar.items, { to: '/docs/intro', label: 'Added' }];
  const [left, right] = splitNavbarItems(items);
  return (
    <div className="navbar__inner">
      <div className={clsx(ThemeClassNames.layout.navbar.containerLeft, 'navbar__items')}>
        {!mobileSidebar.disabled && <NavbarMobileSidebarToggle />}
        <NavbarLogo />
        <Items items={left} />
      </div>
      <div className="navbar__items navbar__items--right">
        <Items items={right.slice(0, 1)} />
        <NavbarColorModeToggle className={styles.toggle} />
        <Items items={right.slice(1)} />
        <Link className={styles.start} to="/docs/intro">Get started</Link>
        <span className="menu-state" data-visible={String(isNavbarVisible)}>{mobileSidebar.shown ? 'open' : 'closed'}{mobileSidebar.shouldRender ? ' (mobile)' : ''}</span>
        <NavbarSearch className={styles.search}><SearchBar /></NavbarSearch>
      </div>
    </div>
  );
}\n`,
  // The slide-out menu's frame, wrapped: links under its main menu, which panel is shown from useNavbarSecondaryMenu().
  'src/theme/Navbar/MobileSidebar/Layout/index.js': `import React from 'react';
import Layout from '@theme-original/Navbar/MobileSidebar/Layout';
import { useNavbarSecondaryMenu } from '@docusaurus/theme-common/internal';
export default function MobileSidebarLayoutWrapper(props) {
  const { shown } = useNavbarSecondaryMenu();
  const links = <div className="drawer-links"><a href="https://example.com/llms">llms</a> {shown ? 'secondary' : 'primary'}</div>;
  return <Layout {...props} primaryMenu={<>{props.primaryMenu}{links}</>} />;
}\n`,
  // The menu's parts: a line under its header, Docusaurus's PrimaryMenu ejected and changed as real ones are
  // (the right-hand items left out, a link added).
  'src/theme/Navbar/MobileSidebar/Header/index.js': `import Header from '@theme-original/Navbar/MobileSidebar/Header';
export default function HeaderWrapper() {
  return <><Header /><p className="drawer-note">Menu</p></>;
}\n`,
  'src/theme/Navbar/MobileSidebar/PrimaryMenu/index.js': `import React from 'react';
import Link from '@docusaurus/Link';
import { useThemeConfig } from '@docusaurus/theme-common';
import { useNavbarMobileSidebar } from '@docusaurus/theme-common/internal';
import NavbarItem from '@theme/NavbarItem';
export default function NavbarMobilePrimaryMenu() {
  const mobileSidebar = useNavbarMobileSidebar();
  const items = useThemeConfig().navbar.items.filter((item) => item.position !== 'right');
  return (
    <ul className="menu__list own-primary">
      {items.map((item, i) => <NavbarItem mobile {...item} onClick={() => mobileSidebar.toggle()} key={i} />)}
      <li className="menu__list-item"><Link className="menu__link" to="/docs/intro" onClick={() => mobileSidebar.toggle()}>Start</Link></li>
    </ul>
  );
}\n`,
  // Docusaurus's SecondaryMenu ejected (its back button, then the page's menu from useNavbarSecondaryMenu()), a note added.
  'src/theme/Navbar/MobileSidebar/SecondaryMenu/index.js': `import React from 'react';
import { useThemeConfig } from '@docusaurus/theme-common';
import { useNavbarSecondaryMenu } from '@docusaurus/theme-common/internal';
import Translate from '@docusaurus/Translate';
function BackButton(props) {
  return (
    <button {...props} type="button" className="clean-btn navbar-sidebar__back">
      <Translate id="theme.navbar.mobileSidebarSecondaryMenu.backButtonLabel">← Back to main menu</Translate>
    </button>
  );
}
export default function NavbarMobileSidebarSecondaryMenu() {
  const secondaryMenu = useNavbarSecondaryMenu();
  const noPrimary = useThemeConfig().navbar.items.length === 0;
  return (
    <>
      <p className="secondary-note">In this section</p>
      {!noPrimary && <BackButton onClick={() => secondaryMenu.hide()} />}
      {secondaryMenu.content}
    </>
  );
}\n`,
  'src/theme/Navbar/Content/styles.module.css': `.toggle { margin: 0 0.5rem; }\n.start { font-weight: 700; }\n.search { display: flex; }\n@media (max-width: 996px) { .toggle, .start { display: none; } }\n`,
};

// Wrappers around ours, as `swizzle --wrap` writes them.
export const WRAPPED: Record<string, string> = {
  ...COMMON,
  'src/theme/Navbar/Content/index.js': `import Content from '@theme-original/Navbar/Content';
export default function ContentWrapper(props) {
  return <><Content {...props} /><div className="navbar-notice">Notice</div></>;
}\n`,
  'src/theme/Navbar/ColorModeToggle/index.js': `import Toggle from '@theme-original/Navbar/ColorModeToggle';
export default function ToggleWrapper(props) {
  return <span className="toggle-wrap"><Toggle {...props} /></span>;
}\n`,
  'src/theme/Navbar/MobileSidebar/Toggle/index.js': `import Toggle from '@theme-original/Navbar/MobileSidebar/Toggle';
export default function MenuToggleWrapper() {
  return <span className="menu-toggle-wrap"><Toggle /></span>;
}\n`,
};
