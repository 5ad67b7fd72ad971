// An author's social links under their name, as small icons (Docusaurus's `socials` in authors.yml or
// an inline author): one link per platform, named by the platform for screen readers and on hover. The
// icons are drawn here; a platform without one of its own gets the globe.
import type { ReactNode } from 'react';
import type { BlogAuthor } from '../../shared/types';

const LABELS: Record<string, string> = {
  x: 'X',
  twitter: 'Twitter',
  github: 'GitHub',
  linkedin: 'LinkedIn',
  stackoverflow: 'Stack Overflow',
  bluesky: 'Bluesky',
  instagram: 'Instagram',
  threads: 'Threads',
  mastodon: 'Mastodon',
  twitch: 'Twitch',
  youtube: 'YouTube',
  email: 'Email',
};

const cross = <path d="M3.5 3.5l9 9M12.5 3.5l-9 9" stroke="currentColor" strokeWidth="1.9" strokeLinecap="round" />;

const ICONS: Record<string, ReactNode> = {
  x: cross,
  twitter: cross,
  github: (
    <>
      <circle cx="8" cy="8" r="8" fill="currentColor" />
      <g stroke="var(--bg)" strokeWidth="1.3" fill="none" strokeLinecap="round">
        <path d="M6 5v6M6 9.2c0-1.8 4-1.2 4-3.4" />
        <circle cx="6" cy="4.6" r="1.1" />
        <circle cx="6" cy="11.4" r="1.1" />
        <circle cx="10" cy="5.2" r="1.1" />
      </g>
    </>
  ),
  linkedin: (
    <>
      <rect width="16" height="16" rx="2.5" fill="#0a66c2" />
      <g fill="#fff">
        <rect x="3.3" y="6.4" width="2.1" height="6.3" />
        <circle cx="4.35" cy="4.3" r="1.2" />
        <path d="M7.2 6.4h2v.9c.4-.6 1.1-1.1 2.1-1.1 1.7 0 2.1 1.1 2.1 2.6v3.9h-2.1V9.2c0-.8-.2-1.4-.9-1.4-.8 0-1.1.6-1.1 1.4v3.5H7.2z" />
      </g>
    </>
  ),
  email: (
    <g stroke="currentColor" strokeWidth="1.4" fill="none" strokeLinejoin="round">
      <rect x="1.5" y="3.5" width="13" height="9" rx="1.5" />
      <path d="M2 4.5l6 4.5 6-4.5" />
    </g>
  ),
};

const globe = (
  <g stroke="currentColor" strokeWidth="1.3" fill="none">
    <circle cx="8" cy="8" r="6.5" />
    <ellipse cx="8" cy="8" rx="2.8" ry="6.5" />
    <path d="M1.5 8h13" />
  </g>
);

export function AuthorSocials({ author }: { author: BlogAuthor }) {
  if (!author.socials?.length) return null;
  return (
    <div className="avatar__socials">
      {author.socials.map(({ platform, url }) => {
        const label = LABELS[platform] ?? platform;
        return (
          <a
            key={platform}
            className={`avatar__social avatar__social--${platform.replace(/[^a-z0-9-]/gi, '')}`}
            href={url}
            title={label}
            aria-label={label}
            target="_blank"
            rel="noopener noreferrer"
          >
            <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
              {ICONS[platform] ?? globe}
            </svg>
          </a>
        );
      })}
    </div>
  );
}
