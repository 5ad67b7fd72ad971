import { useColorMode } from './color-mode';
import { useHydrated } from './hooks';
import { site, translateMessage as t } from './site';

const NAMES = {
  light: () => t('theme.colorToggle.ariaLabel.mode.light', 'light mode'),
  dark: () => t('theme.colorToggle.ariaLabel.mode.dark', 'dark mode'),
  system: () => t('theme.colorToggle.ariaLabel.mode.system', 'system mode'),
} as const;

export function ColorModeToggle({ className = '' }: { className?: string }) {
  const { choice, colorMode, toggle } = useColorMode();
  const hydrated = useHydrated();
  if (site.colorMode.disableSwitch) return null;
  const shown = site.colorMode.respectPrefersColorScheme ? choice : colorMode;
  return (
    <div className={`color-toggle ${className}`}>
      <button
        type="button"
        className="clean-btn color-toggle__button"
        onClick={toggle}
        disabled={!hydrated}
        title={NAMES[shown]()}
        aria-label={t('theme.colorToggle.ariaLabel', 'Switch between dark and light mode (currently {mode})', {
          mode: NAMES[shown](),
        })}
      >
        {/* All icons are in the HTML; CSS shows the one matching data-theme-choice, so it is right before hydration. */}
        <svg
          className="color-toggle__icon color-toggle__icon--light"
          viewBox="0 0 24 24"
          width="22"
          height="22"
          aria-hidden="true"
        >
          <circle cx="12" cy="12" r="5" fill="currentColor" />
          <path
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            d="M12 1.5v2.5M12 20v2.5M1.5 12H4M20 12h2.5M4.6 4.6l1.8 1.8M17.6 17.6l1.8 1.8M4.6 19.4l1.8-1.8M17.6 6.4l1.8-1.8"
          />
        </svg>
        <svg
          className="color-toggle__icon color-toggle__icon--dark"
          viewBox="0 0 24 24"
          width="22"
          height="22"
          aria-hidden="true"
        >
          <path fill="currentColor" d="M21 14.6A9 9 0 0 1 9.4 3a9 9 0 1 0 11.6 11.6z" />
        </svg>
        <svg
          className="color-toggle__icon color-toggle__icon--system"
          viewBox="0 0 24 24"
          width="22"
          height="22"
          aria-hidden="true"
        >
          <rect x="2.5" y="4" width="19" height="13" rx="2" fill="none" stroke="currentColor" strokeWidth="2" />
          <path stroke="currentColor" strokeWidth="2" strokeLinecap="round" d="M8 21h8M12 17v4" />
        </svg>
      </button>
    </div>
  );
}
