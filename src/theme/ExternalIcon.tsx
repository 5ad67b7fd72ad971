// The arrow out of a box after a link to another site (navbar items, footer links), decorative.
export function ExternalIcon({ size = 12 }: { size?: number }) {
  return (
    <svg className="external-icon" width={size} height={size} viewBox="0 0 24 24" aria-hidden="true">
      <path
        fill="currentColor"
        d="M21 13v10h-21v-19h12v2h-10v15h17v-8h2zm3-12h-10.988l4.035 4-6.977 7.07 2.828 2.828 6.977-7.07 4.125 4.172v-11z"
      />
    </svg>
  );
}
