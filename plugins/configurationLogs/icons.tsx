/** The Configuration Logs nav icon: a list with a clock (24 × 24, current colour, decorative). */
export function ConfigurationLogsIcon({ className }: { className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M4 6h10M4 11h7M4 16h5" />
      <circle cx="17" cy="15" r="4.5" />
      <path d="M17 12.8V15l1.5 1" />
    </svg>
  );
}
