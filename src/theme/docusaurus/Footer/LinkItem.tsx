// `@theme/Footer/LinkItem`: one footer link, `item` as in Docusaurus's `footer.links` (`to` a site path,
// `href` a URL, `prependBaseUrlToHref` to put the base URL before `href`).
import { FooterLinkItem, type FooterLink } from '../../Footer';
import { withBaseUrl } from '../use-base-url';

export default function LinkItem({ item }: { item: FooterLink & { prependBaseUrlToHref?: boolean } }) {
  const { prependBaseUrlToHref, ...rest } = item;
  const href = rest.href && prependBaseUrlToHref ? withBaseUrl(rest.href, { forcePrependBaseUrl: true }) : rest.href;
  return <FooterLinkItem item={{ ...rest, href }} />;
}
