// Dismissible announcement. Dismissal is remembered per announcement id: a new id shows it again.
// The head script hides a dismissed bar before first paint (data-announcement-bar-initially-dismissed).
import { useEffect, useState } from 'react';
import { site, translateMessage as t } from './site';
import { readStorage, writeStorage } from './storage';

export const DISMISS_KEY = 'docusaurus.announcement.dismiss';
export const ID_KEY = 'docusaurus.announcement.id';

export function AnnouncementBar() {
  const config = site.announcementBar;
  const [closed, setClosed] = useState(false);
  useEffect(() => {
    if (!config) return;
    const storedId = readStorage(ID_KEY);
    const dismissed = storedId === config.id && readStorage(DISMISS_KEY) === 'true';
    if (storedId !== config.id) {
      writeStorage(DISMISS_KEY, 'false');
      writeStorage(ID_KEY, config.id);
    }
    setClosed(dismissed);
    document.documentElement.setAttribute('data-announcement-bar-initially-dismissed', String(dismissed));
  }, [config]);
  if (!config || closed) return null;
  return (
    <div
      className="announcement-bar"
      role="region"
      aria-label={t('theme.AnnouncementBar.ariaLabel', 'Announcement')}
      style={{ backgroundColor: config.backgroundColor, color: config.textColor }}
    >
      {config.isCloseable && <div className="announcement-bar__placeholder" />}
      <div className="announcement-bar__content" dangerouslySetInnerHTML={{ __html: config.content }} />
      {config.isCloseable && (
        <button
          type="button"
          className="clean-btn announcement-bar__close"
          aria-label={t('theme.AnnouncementBar.closeButtonAriaLabel', 'Close')}
          onClick={() => {
            writeStorage(DISMISS_KEY, 'true');
            writeStorage(ID_KEY, config.id);
            setClosed(true);
          }}
        >
          <svg viewBox="0 0 15 15" width="14" height="14" aria-hidden="true">
            <path stroke="currentColor" strokeWidth="3.1" d="M.75.75l13.5 13.5M14.25.75L.75 14.25" />
          </svg>
        </button>
      )}
    </div>
  );
}
