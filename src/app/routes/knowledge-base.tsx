import { PageIntro } from '../page-intro';

export function Component() {
  return (
    <PageIntro
      title="Help Centre"
      lead="Browse help by topic: getting started, setup, voice integration, channels, billing and troubleshooting."
    />
  );
}
