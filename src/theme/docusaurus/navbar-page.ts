// The page a site's swizzled Navbar is drawn on (./NavbarBridge.tsx), for ours inside it
// (`@theme-original/Navbar`, ./Navbar.tsx): the drawer's secondary menu shows that page's sidebar or posts.
import { createContext } from 'react';
import type { RouteData } from '../../shared/types';

export const NavbarPageContext = createContext<RouteData | undefined>(undefined);
