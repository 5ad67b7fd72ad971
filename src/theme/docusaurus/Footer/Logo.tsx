// `@theme/Footer/Logo`: the footer's logo, `logo` as in Docusaurus's `footer.logo` (`src`, `srcDark`,
// `alt`, `href`, `width`, `height`): the dark-mode image too when it has one (CSS shows the current
// mode's, as the navbar's logo), linked when it has an `href`. Built from what every page already loads.
import type { CSSProperties } from 'react';
import { Link } from '../../Link';
import { withBaseUrl } from '../../../shared/paths';
import { site } from '../../site';

interface Logo {
  src: string;
  srcDark?: string;
  alt?: string;
  href?: string;
  width?: string | number;
  height?: string | number;
  className?: string;
  style?: CSSProperties;
}

/** A static file's path as Docusaurus's useBaseUrl writes it: `img/logo.svg` is `/img/logo.svg` under the base URL. */
const staticUrl = (src: string) => withBaseUrl(/^([a-z][a-z0-9+.-]*:|\/)/i.test(src) ? src : `/${src}`, site.baseUrl);

export default function FooterLogo({ logo }: { logo: Logo }) {
  const image = (src: string, mode?: 'light' | 'dark') => (
    <img
      key={mode}
      src={staticUrl(src)}
      alt={logo.alt ?? ''}
      className={`footer__logo${mode ? ` footer__logo--${mode}` : ''}${logo.className ? ` ${logo.className}` : ''}`}
      width={logo.width}
      height={logo.height}
      style={logo.style}
    />
  );
  const images = logo.srcDark ? [image(logo.src, 'light'), image(logo.srcDark, 'dark')] : image(logo.src);
  return logo.href ? (
    <Link href={logo.href} className="footer__logo-link">
      {images}
    </Link>
  ) : (
    <>{images}</>
  );
}
