import { Link } from './Link';
import { site } from './site';
import { ExternalIcon } from './ExternalIcon';

/** A link to another site (a protocol or `//`), which Docusaurus's footer marks with an arrow; `mailto:` is not. */
const isExternal = (href: string | undefined) => Boolean(href && /^([a-z][a-z0-9+.-]*:)?\/\//i.test(href));

export function Footer() {
  return (
    <footer className={`footer${site.footer.style ? ` footer--${site.footer.style}` : ''}`}>
      <div className="container">
        <div className="footer__links">
          {site.footer.links.map((col) => (
            <div className="footer__col" key={col.title}>
              <h2 className="footer__title">{col.title}</h2>
              <ul className="footer__items">
                {col.items.map((item) => (
                  <li className="footer__item" key={item.label}>
                    <Link to={item.to} href={item.href} className="footer__link-item">
                      {item.label}
                      {isExternal(item.href) && <ExternalIcon size={13.5} />}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
        <div className="footer__copyright">{site.footer.copyright}</div>
      </div>
    </footer>
  );
}
