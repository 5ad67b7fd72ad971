// The slide-out menu's frame (Docusaurus's `Navbar/MobileSidebar/Layout`): the dialog with its header (brand,
// colour toggle, close button) and two panels, the main menu and the secondary one (the page's sidebar or post
// list), sliding between them. The menu (./MobileMenu.tsx) draws it as `@theme/Navbar/MobileSidebar/Layout`
// with Docusaurus's props (`header`, `primaryMenu`, `secondaryMenu`), so a site's swizzled one draws there.
import { useContext, type ReactNode } from 'react';
import { MobileMenuContext } from './navbar-mobile-sidebar';
import { translateMessage as t } from './site';

export function MobileSidebarLayout({
  header,
  primaryMenu,
  secondaryMenu,
}: {
  header?: ReactNode;
  primaryMenu?: ReactNode;
  secondaryMenu?: ReactNode;
}) {
  const { open, showSecondary, panelRef, mainRef, onKeyDown } = useContext(MobileMenuContext)!;
  return (
    <div
      className="navbar-sidebar"
      ref={panelRef}
      role="dialog"
      aria-modal="true"
      aria-label={t('theme.navbar.mobileSidebar.ariaLabel', 'Navigation menu')}
      hidden={!open}
      onKeyDown={onKeyDown}
    >
      {header}
      <div className={`navbar-sidebar__items${showSecondary ? ' navbar-sidebar__items--show-secondary' : ''}`}>
        <div className="navbar-sidebar__item menu" ref={mainRef} inert={showSecondary || undefined}>
          {primaryMenu}
        </div>
        <div className="navbar-sidebar__item menu" inert={!showSecondary || undefined}>
          {secondaryMenu}
        </div>
      </div>
    </div>
  );
}
