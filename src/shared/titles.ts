// The page title rule, shared by the prerender step and client-side navigation.
export function formatPageTitle(title: string, siteTitle: string): string {
  return !title || title === siteTitle ? siteTitle : `${title} | ${siteTitle}`;
}
