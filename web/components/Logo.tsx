/** The venue's mark and name: a filled crescent moon over a stage, and the word VENUE, so it reads as a logo and never as a spinner. */
export function Logo({ size = 160 }: { size?: number }) {
  return (
    <svg width={size} height={size * 0.9} viewBox="0 0 160 144" role="img" aria-label="Venue logo">
      <path d="M92 14a40 40 0 1 0 34 60A32 32 0 1 1 92 14z" fill="currentColor" />
      <circle cx="118" cy="30" r="4" fill="currentColor" />
      <path d="M36 98h88" stroke="currentColor" strokeWidth="5" strokeLinecap="round" />
      <text x="80" y="134" textAnchor="middle" fill="currentColor" fontFamily="Georgia, 'Times New Roman', serif" fontSize="28" letterSpacing="8">VENUE</text>
    </svg>
  );
}
