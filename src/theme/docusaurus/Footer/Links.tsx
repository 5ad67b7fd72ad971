// `@theme/Footer/Links`: `links` as in Docusaurus's `footer.links`: columns (`{ title, items }`) or a
// simple row of links.
import { FooterLinks, type FooterLink } from '../../Footer';

export default function Links({ links }: { links: (FooterLink | { title?: string; items: FooterLink[] })[] }) {
  return <FooterLinks links={links ?? []} />;
}
