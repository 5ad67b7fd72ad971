// The site data the build generates (@generated/site-data.json, see prerender/bundle/site-data.ts), typed
// as SiteData (src/shared/site-data.ts) by its module declaration.
import raw from '@generated/site-data.json';

export type { NavbarItemConfig, SiteData } from '../shared/site-data';

export const site = raw;
