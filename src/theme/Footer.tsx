import { Link } from './Link';
import { site } from './site';

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
