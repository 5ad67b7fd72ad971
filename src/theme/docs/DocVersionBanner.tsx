// A docs page's version banner and its previous/next links, as Docusaurus's DocItem/Layout draws them. The
// layout renders them as `@theme/DocVersionBanner` and `@theme/DocItem/Paginator` (src/theme/docusaurus/), so
// a site's swizzled `src/theme/DocVersionBanner` or `src/theme/DocItem/Paginator` (a notice above
// `@theme-original/DocVersionBanner`, comments under `@theme-original/DocItem/Paginator`) draws in their place.
import { useContext } from 'react';
import type { DocVersionInfo, NavLink } from '../../shared/types';
import { Link } from '../Link';
import { site, translateMessage as t } from '../site';
import { DEFAULT_PLUGIN_ID, findInstance, findVersion, savePreferredVersion } from '../versions';
import Translate from '../docusaurus/Translate';
import { DocContext } from './DocItemFooter';

/** Docusaurus's version banner: on an unreleased or unmaintained version, a link to this page in the latest one. */
function VersionBanner({ version, pluginId }: { version: DocVersionInfo; pluginId: string }) {
  if (!version.banner) return null;
  const latest = findVersion(findInstance(pluginId).lastVersion, pluginId);
  const label = <b>{version.label}</b>;
  return (
    <div className="theme-doc-version-banner alert alert--warning margin-bottom--md" role="alert">
      <div>
        {version.banner === 'unreleased' ? (
          <Translate
            id="theme.docs.versions.unreleasedVersionLabel"
            values={{ siteTitle: site.title, versionLabel: label }}
          >
            {'This is unreleased documentation for {siteTitle} {versionLabel} version.'}
          </Translate>
        ) : (
          <Translate
            id="theme.docs.versions.unmaintainedVersionLabel"
            values={{ siteTitle: site.title, versionLabel: label }}
          >
            {'This is documentation for {siteTitle} {versionLabel}, which is no longer actively maintained.'}
          </Translate>
        )}
      </div>
      <div className="margin-top--md">
        <Translate
          id="theme.docs.versions.latestVersionSuggestionLabel"
          values={{
            versionLabel: latest.label,
            latestVersionLink: (
              <b>
                <Link
                  to={version.links[latest.name] ?? latest.mainDocRoute}
                  onClick={() => savePreferredVersion(latest.name, pluginId)}
                >
                  {t('theme.docs.versions.latestVersionLinkLabel', 'latest version')}
                </Link>
              </b>
            ),
          }}
        >
          {'For up-to-date documentation, see the {latestVersionLink} ({versionLabel}).'}
        </Translate>
      </div>
    </div>
  );
}

/** `@theme/DocVersionBanner`: the banner of the docs page being drawn, nothing on a version without one. */
export function DocVersionBanner() {
  const doc = useContext(DocContext)?.doc;
  if (!doc?.version) return null;
  return <VersionBanner version={doc.version} pluginId={doc.pluginId ?? DEFAULT_PLUGIN_ID} />;
}

/** The previous/next links of a docs page (`href`: a route of the site). */
export function Pagination({
  prev,
  next,
  className,
}: {
  prev: NavLink | null;
  next: NavLink | null;
  className?: string;
}) {
  if (!prev && !next) return null;
  return (
    <nav
      className={className ? `pagination-nav ${className}` : 'pagination-nav'}
      aria-label={t('theme.docs.paginator.navAriaLabel', 'Docs pages')}
    >
      {prev ? (
        <Link to={prev.href} className="pagination-nav__link pagination-nav__link--prev">
          <div className="pagination-nav__sublabel">{t('theme.docs.paginator.previous', 'Previous')}</div>
          <div className="pagination-nav__label">{prev.title}</div>
        </Link>
      ) : (
        <span />
      )}
      {next && (
        <Link to={next.href} className="pagination-nav__link pagination-nav__link--next">
          <div className="pagination-nav__sublabel">{t('theme.docs.paginator.next', 'Next')}</div>
          <div className="pagination-nav__label">{next.title}</div>
        </Link>
      )}
    </nav>
  );
}

/** `@theme/DocItem/Paginator`: the previous/next links of the docs page being drawn. */
export function DocItemPaginator() {
  const doc = useContext(DocContext)?.doc;
  if (!doc) return null;
  return <Pagination prev={doc.prev} next={doc.next} />;
}
