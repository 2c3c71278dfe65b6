/**
 * The handful of line icons the site uses, drawn inline so no icon library ships to the phone.
 * Every icon is decorative (aria-hidden); the control that holds it carries the label.
 */
import { Icon, type IconProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * How every line icon is drawn, as one stylesheet rule rather than five attributes on each icon
 * of every prerendered page. (No `focusable="false"` either: only old Internet Explorer and Edge
 * let an SVG take focus.)
 */
const LINE_STYLE = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: '2',
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

/** A decorative 24x24 line icon with the given body; exported for the media icons' module. */
export function makeIcon(name: string, body: ReactNode) {
  function LineIcon(props: IconProps) {
    return (
      <Icon aria-hidden focusable={undefined} css={LINE_STYLE} {...props}>
        <svg viewBox="0 0 24 24">{body}</svg>
      </Icon>
    );
  }
  LineIcon.displayName = name;
  return LineIcon;
}

export const SearchIcon = makeIcon(
  'SearchIcon',
  <>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5" />
  </>,
);
export const PhoneIcon = makeIcon(
  'PhoneIcon',
  <path d="M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1.9.4 1.8.7 2.7a2 2 0 0 1-.5 2.1L8 9.8a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.7.7a2 2 0 0 1 1.7 2Z" />,
);
export const BookIcon = makeIcon(
  'BookIcon',
  <>
    <path d="M4 19.5V5a2 2 0 0 1 2-2h14v16H6.5a2.5 2.5 0 0 0 0 5H20" />
    <path d="M8 7h8M8 11h6" />
  </>,
);
export const ChefHatIcon = makeIcon(
  'ChefHatIcon',
  <>
    <path d="M6 13.9A4 4 0 0 1 7.3 6a5 5 0 0 1 9.4 0A4 4 0 0 1 18 13.9V21H6Z" />
    <path d="M6 17h12" />
  </>,
);
export const MicIcon = makeIcon(
  'MicIcon',
  <>
    <rect x="9" y="2" width="6" height="12" rx="3" />
    <path d="M19 10v1a7 7 0 0 1-14 0v-1M12 18v4M8 22h8" />
  </>,
);
export const ChatIcon = makeIcon(
  'ChatIcon',
  <path d="M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2Z" />,
);
export const VideoIcon = makeIcon(
  'VideoIcon',
  <>
    <rect x="2" y="6" width="14" height="12" rx="2" />
    <path d="m22 8-6 4 6 4Z" />
  </>,
);
export const ArrowRightIcon = makeIcon('ArrowRightIcon', <path d="M5 12h14m-6-6 6 6-6 6" />);
export const ArrowLeftIcon = makeIcon('ArrowLeftIcon', <path d="M19 12H5m6 6-6-6 6-6" />);
export const ExternalIcon = makeIcon(
  'ExternalIcon',
  <path d="M14 3h7v7M21 3l-9 9M19 14v5a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2h5" />,
);
export const CloseIcon = makeIcon('CloseIcon', <path d="M6 6l12 12M18 6 6 18" />);
export const CheckIcon = makeIcon('CheckIcon', <path d="m5 12 5 5L20 7" />);
export const HeartIcon = makeIcon(
  'HeartIcon',
  <path d="M19 14c1.5-1.5 3-3.2 3-5.5A5.5 5.5 0 0 0 12 5.4 5.5 5.5 0 0 0 2 8.5c0 2.3 1.5 4 3 5.5l7 7Z" />,
);
export const UsersIcon = makeIcon(
  'UsersIcon',
  <>
    <circle cx="9" cy="7" r="4" />
    <path d="M3 21v-2a4 4 0 0 1 4-4h4a4 4 0 0 1 4 4v2M16 3.1a4 4 0 0 1 0 7.8M21 21v-2a4 4 0 0 0-3-3.9" />
  </>,
);
export const ClockIcon = makeIcon(
  'ClockIcon',
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="M12 6v6l4 2" />
  </>,
);
export const WifiOffIcon = makeIcon(
  'WifiOffIcon',
  <path d="M2 2l20 20M8.5 16.5a5 5 0 0 1 7 0M5 12.9a10 10 0 0 1 5.2-2.8M19 12.9a10 10 0 0 0-2.2-1.6M2 8.8a15 15 0 0 1 4.2-2.6M22 8.8A15 15 0 0 0 10.7 5M12 20h.01" />,
);
export const TextSizeIcon = makeIcon('TextSizeIcon', <path d="M3 19 8 6l5 13M4.5 15h7M14 19l3.5-9 3.5 9M15 16.5h5" />);
export const DownloadIcon = makeIcon('DownloadIcon', <path d="M12 4v11m-5-5 5 5 5-5M5 20h14" />);
