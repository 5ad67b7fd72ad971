// `@theme/DocVersionBanner`: on a docs page of an unreleased or unmaintained version, the banner linking to
// the page in the latest version (nothing otherwise). The docs layout renders `@theme/DocVersionBanner`, so a
// site's swizzled `src/theme/DocVersionBanner` draws in its place and `@theme-original/DocVersionBanner`
// reaches this one.
export { DocVersionBanner as default } from '../docs/DocVersionBanner';
