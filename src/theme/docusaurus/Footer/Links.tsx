// `@theme/Footer/Links`: `links` as in the site's `footer.links` (`useThemeConfig().footer.links`): columns
// of `{ title, items }`.
import { FooterLinks, type FooterLink } from '../../Footer';

export default function Links({ links }: { links: { title?: string; items: FooterLink[] }[] }) {
  return <FooterLinks links={links ?? []} />;
}
