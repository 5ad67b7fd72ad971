// Under a doc or a blog post, as Docusaurus's theme draws it: "Edit this page" on the left and
// "Last updated on <date> by <author>" on the right (theme.common.editThisPage, theme.lastUpdated.*).
import { site, translateMessage as t } from './site';

function formatDate(ms: number): string {
  // UTC, as Docusaurus: the server and the browser write the same text.
  return new Intl.DateTimeFormat(site.locale.htmlLang || site.locale.name, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
    calendar: site.locale.calendar,
  }).format(new Date(ms));
}

/** "Last updated{atDate}{byUser}" with Docusaurus's translation ids, the date and author in bold. */
function LastUpdated({ at, by }: { at?: number | undefined; by?: string | undefined }) {
  const parts = t('theme.lastUpdated.lastUpdatedAtBy', 'Last updated{atDate}{byUser}').split(/(\{atDate\}|\{byUser\})/);
  const atDate = (text: string) => text.split(/(\{date\})/);
  return (
    <span className="theme-last-updated">
      {parts.map((p, i) => {
        if (p === '{atDate}' && at !== undefined)
          return (
            <span key={i}>
              {atDate(t('theme.lastUpdated.atDate', ' on {date}')).map((q, j) =>
                q === '{date}' ? (
                  <b key={j}>
                    <time dateTime={new Date(at).toISOString()}>{formatDate(at)}</time>
                  </b>
                ) : (
                  q
                ),
              )}
            </span>
          );
        if (p === '{byUser}' && by)
          return (
            <span key={i}>
              {t('theme.lastUpdated.byUser', ' by {user}')
                .split(/(\{user\})/)
                .map((q, j) => (q === '{user}' ? <b key={j}>{by}</b> : q))}
            </span>
          );
        return p.startsWith('{') ? null : p;
      })}
    </span>
  );
}

/** The pencil Docusaurus's theme draws before "Edit this page" (shown in the infima look; decorative). */
export function PencilIcon() {
  return (
    <svg className="edit-icon" width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
      <path
        fill="currentColor"
        d="M4 16.6V20h3.4L17.5 9.9l-3.4-3.4L4 16.6zm16.3-9.4a.9.9 0 0 0 0-1.3l-2.2-2.2a.9.9 0 0 0-1.3 0l-1.7 1.7 3.4 3.4 1.8-1.6z"
      />
    </svg>
  );
}

export function EditMetaRow({
  editUrl,
  lastUpdatedAt,
  lastUpdatedBy,
}: {
  editUrl?: string | undefined;
  lastUpdatedAt?: number | undefined;
  lastUpdatedBy?: string | undefined;
}) {
  const updated = lastUpdatedAt !== undefined || Boolean(lastUpdatedBy);
  if (!editUrl && !updated) return null;
  return (
    <div className="theme-doc-footer-edit-meta-row">
      <div>
        {editUrl && (
          <a href={editUrl} target="_blank" rel="noopener noreferrer" className="theme-edit-this-page">
            <PencilIcon />
            {t('theme.common.editThisPage', 'Edit this page')}
          </a>
        )}
      </div>
      <div className="theme-last-updated-col">{updated && <LastUpdated at={lastUpdatedAt} by={lastUpdatedBy} />}</div>
    </div>
  );
}
