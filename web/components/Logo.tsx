/** The venue's mark: a crescent moon over a stage line. */
export function Logo({ size = 120 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 120 120" role="img" aria-label="Venue logo">
      <circle cx="60" cy="52" r="34" fill="none" stroke="currentColor" strokeWidth="6" />
      <circle cx="74" cy="42" r="26" fill="#000" />
      <path d="M20 100h80" stroke="currentColor" strokeWidth="6" strokeLinecap="round" />
      <path d="M36 88h48" stroke="currentColor" strokeWidth="4" strokeLinecap="round" opacity="0.6" />
    </svg>
  );
}
