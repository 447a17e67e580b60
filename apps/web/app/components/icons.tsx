/** Inline icons (no icon font, no request). `flip` ones mirror in right-to-left documents. */
interface IconProps {
  className?: string;
}

export function BackIcon({ className }: IconProps) {
  return (
    <svg
      className={`icon icon-flip ${className ?? ''}`}
      viewBox="0 0 24 24"
      aria-hidden="true"
      width="24"
      height="24"
    >
      <path
        d="M15 5 8 12l7 7"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function MenuIcon({ className }: IconProps) {
  return (
    <svg
      className={`icon ${className ?? ''}`}
      viewBox="0 0 24 24"
      aria-hidden="true"
      width="24"
      height="24"
    >
      <path
        d="M4 7h16M4 12h16M4 17h16"
        stroke="currentColor"
        strokeWidth="2.2"
        strokeLinecap="round"
      />
    </svg>
  );
}

export function HomeIcon({ className }: IconProps) {
  return (
    <svg
      className={`icon ${className ?? ''}`}
      viewBox="0 0 24 24"
      aria-hidden="true"
      width="24"
      height="24"
    >
      <path d="M4 11 12 4l8 7v9h-5v-6H9v6H4z" fill="currentColor" />
    </svg>
  );
}

export function LeaderboardIcon({ className }: IconProps) {
  return (
    <svg
      className={`icon ${className ?? ''}`}
      viewBox="0 0 24 24"
      aria-hidden="true"
      width="24"
      height="24"
    >
      <path d="M3 20V11h5v9zm6.5 0V5h5v15zM16 20v-6h5v6z" fill="currentColor" />
    </svg>
  );
}

export function StatisticsIcon({ className }: IconProps) {
  return (
    <svg
      className={`icon icon-flip ${className ?? ''}`}
      viewBox="0 0 24 24"
      aria-hidden="true"
      width="24"
      height="24"
    >
      <path
        d="M3 19h18M5 15l4-5 4 3 6-8"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function ChevronIcon({ className }: IconProps) {
  return (
    <svg
      className={`icon icon-flip ${className ?? ''}`}
      viewBox="0 0 24 24"
      aria-hidden="true"
      width="16"
      height="16"
    >
      <path
        d="m9 5 7 7-7 7"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function GlobeIcon({ className }: IconProps) {
  return (
    <svg
      className={`icon ${className ?? ''}`}
      viewBox="0 0 24 24"
      aria-hidden="true"
      width="20"
      height="20"
    >
      <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="2" />
      <path
        d="M3 12h18M12 3c3 3.5 3 14.5 0 18M12 3c-3 3.5-3 14.5 0 18"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
      />
    </svg>
  );
}
