// `@theme/NavbarItem`: a navbar item with Docusaurus's props (the item's fields, `mobile`; `onClick` in the mobile
// menu), drawn by ours (src/theme/NavbarItem.tsx), as a swizzled Navbar/Content draws each item of
// `useThemeConfig().navbar.items` and items of its own. As in Docusaurus, an item without a type is a dropdown
// when it has `items`. Import-only: our navbar draws ours directly.
import { NavbarItem as Ours } from '../NavbarItem';
import type { NavbarItemConfig } from '../site';

type Props = Record<string, unknown> & { type?: string; mobile?: boolean; onClick?: () => void };

export default function NavbarItem({ type, mobile, onClick, ...fields }: Props) {
  const resolved = !type || type === 'default' ? ('items' in fields ? 'dropdown' : 'default') : type;
  const item = { position: 'left', ...fields, type: resolved } as NavbarItemConfig;
  return <Ours item={item} mobile={mobile} onNavigate={onClick} />;
}
