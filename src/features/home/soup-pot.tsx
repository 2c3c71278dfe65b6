/** A steaming soup pot, the kitchen's emblem. Decorative. */
export function SoupPot() {
  return (
    <svg viewBox="0 0 240 200" width="100%" height="100%" role="presentation">
      <g fill="none" stroke="#c2410c" strokeWidth="5" strokeLinecap="round" opacity="0.55">
        <path d="M90 60c-10-14 10-22 0-38" />
        <path d="M120 56c-10-14 10-22 0-38" />
        <path d="M150 60c-10-14 10-22 0-38" />
      </g>
      <ellipse cx="120" cy="82" rx="92" ry="14" fill="#7c2d12" />
      <path d="M32 84h176l-12 84a20 20 0 0 1-20 18H64a20 20 0 0 1-20-18Z" fill="#9a3412" />
      <path d="M40 110h160" stroke="#fdf8f0" strokeWidth="6" opacity="0.35" />
      <rect x="8" y="92" width="30" height="12" rx="6" fill="#7c2d12" />
      <rect x="202" y="92" width="30" height="12" rx="6" fill="#7c2d12" />
      <circle cx="100" cy="140" r="9" fill="#fdf8f0" />
      <circle cx="140" cy="140" r="9" fill="#fdf8f0" />
      <circle cx="100" cy="141" r="4" fill="#3a1508" />
      <circle cx="140" cy="141" r="4" fill="#3a1508" />
      <path d="M106 160q14 10 28 0" stroke="#fdf8f0" strokeWidth="5" fill="none" strokeLinecap="round" />
    </svg>
  );
}
