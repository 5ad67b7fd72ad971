// The footer: columns of links and the copyright line. Its parts are Docusaurus's `@theme/Footer/Layout`,
// `/Links`, `/LinkItem`, `/Copyright` and `/Logo` too (src/theme/docusaurus/Footer/), so a site's footer
// ejected from Docusaurus (its own `src/theme/Footer` composing them) draws with our markup.
import type { ReactNode } from 'react';
import { Link } from './Link';
import { site } from './site';
import { ExternalIcon } from './ExternalIcon';

/** A link to another site (a protocol or `//`), which Docusaurus's footer marks with an arrow; `mailto:` is not. */
const isExternal = (href: string | undefined) => Boolean(href && /^([a-z][a-z0-9+.-]*:)?\/\//i.test(href));

export interface FooterLink {
  label?: string;
  to?: string;
  href?: string;
  className?: string;
}

export function FooterLinkItem({ item }: { item: FooterLink }) {
  return (
    <Link
      to={item.to}
      href={item.href}
      asWritten
      className={`footer__link-item${item.className ? ` ${item.className}` : ''}`}
    >
      {item.label}
      {isExternal(item.href) && <ExternalIcon size={13.5} />}
    </Link>
  );
}

/** Columns of links (`{ title, items }`), as site.config.ts has them (the import makes a "simple" footer one column). */
export function FooterLinks({ links }: { links: { title?: string; items: FooterLink[] }[] }) {
  return (
    <div className="footer__links">
      {links.map((col, i) => (
        <div className="footer__col" key={col.title ?? i}>
          {col.title && <h2 className="footer__title">{col.title}</h2>}
          <ul className="footer__items">
            {col.items.map((item, j) => (
              <li className="footer__item" key={item.label ?? j}>
                <FooterLinkItem item={item} />
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}

/** The copyright line: Docusaurus's is HTML (a link in it); a line without markup is drawn as text. */
export function FooterCopyright({ copyright }: { copyright: string }) {
  return copyright.includes('<') ? (
    <div className="footer__copyright" dangerouslySetInnerHTML={{ __html: copyright }} />
  ) : (
    <div className="footer__copyright">{copyright}</div>
  );
}

export function FooterLayout({
  style,
  links,
  logo,
  copyright,
}: {
  style?: string;
  links?: ReactNode;
  logo?: ReactNode;
  copyright?: ReactNode;
}) {
  return (
    <footer className={`footer${style ? ` footer--${style}` : ''}`}>
      <div className="container">
        {links}
        {logo && <div className="footer__logo-row">{logo}</div>}
        {copyright}
      </div>
    </footer>
  );
}

export function Footer() {
  return (
    <FooterLayout
      style={site.footer.style}
      links={<FooterLinks links={site.footer.links} />}
      copyright={<FooterCopyright copyright={site.footer.copyright} />}
    />
  );
}
