/**
 * Line icons for the microphone, speaker, camera and call controls, drawn like those in icons.tsx.
 * Decorative (aria-hidden): the control that holds one carries the label.
 */
import { makeIcon } from './icons';

export const MicOffIcon = makeIcon(
  'MicOffIcon',
  <>
    <path d="M2 2l20 20" />
    <path d="M15 9.3V5a3 3 0 0 0-5.7-1.3M9 9v2a3 3 0 0 0 5.1 2.1" />
    <path d="M19 10v1a7 7 0 0 1-1.1 3.8M5 10v1a7 7 0 0 0 11.6 5.3M12 18v4M8 22h8" />
  </>,
);
export const SpeakerIcon = makeIcon(
  'SpeakerIcon',
  <>
    <path d="M11 5 6 9H2v6h4l5 4Z" />
    <path d="M15.5 8.5a5 5 0 0 1 0 7M19 5a10 10 0 0 1 0 14" />
  </>,
);
export const SpeakerOffIcon = makeIcon(
  'SpeakerOffIcon',
  <>
    <path d="M11 5 6 9H2v6h4l5 4Z" />
    <path d="m22 9-6 6M16 9l6 6" />
  </>,
);
export const VideoOffIcon = makeIcon(
  'VideoOffIcon',
  <>
    <path d="M2 2l20 20" />
    <path d="M10.7 6H14a2 2 0 0 1 2 2v3.3l1 1L22 8v8M16 16a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h2" />
  </>,
);
export const PhoneOffIcon = makeIcon(
  'PhoneOffIcon',
  <>
    <path d="M10.7 13.3a16 16 0 0 0 3.4 2.6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.7.7a2 2 0 0 1 1.7 2v3a2 2 0 0 1-2.2 2A19.8 19.8 0 0 1 3.1 4.2 2 2 0 0 1 5.1 2h3a2 2 0 0 1 2 1.7c.1.9.4 1.8.7 2.7a2 2 0 0 1-.5 2.1L9 9.8" />
    <path d="M22 2 2 22" />
  </>,
);
export const StopIcon = makeIcon('StopIcon', <rect x="6" y="6" width="12" height="12" rx="2" />);
