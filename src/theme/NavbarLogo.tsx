// The navbar's brand: the logo (one image per colour mode) and the title, linking home. The navbar draws
// it as `@theme/Navbar/Logo` (src/theme/docusaurus/Navbar/Logo.tsx), so a Docusaurus site's swizzled
// `src/theme/Navbar/Logo` (a version badge next to `@theme-original/Navbar/Logo`) draws in its place.
import { Link } from './Link';
import { site } from './site';
import { withBaseUrl } from '../shared/paths';

export function NavbarLogo() {
  return (
    <Link to="/" className="navbar__brand">
      {site.navbar.logo && (
        <img
          className={`navbar__logo${site.navbar.logo.srcDark ? ' navbar__logo--light' : ''}`}
          src={withBaseUrl(site.navbar.logo.src, site.baseUrl)}
          alt={site.navbar.logo.alt}
          width="32"
          height="32"
        />
      )}
      {site.navbar.logo?.srcDark && (
        <img
          className="navbar__logo navbar__logo--dark"
          src={withBaseUrl(site.navbar.logo.srcDark, site.baseUrl)}
          alt={site.navbar.logo.alt}
          width="32"
          height="32"
        />
      )}
      {/* No title (a site whose logo is its name, as Docusaurus's navbar without `title`): no title element. */}
      {site.navbar.title && <b className="navbar__title">{site.navbar.title}</b>}
    </Link>
  );
}
