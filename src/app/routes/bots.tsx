import { PageIntro } from '../page-intro';

export function Component() {
  return (
    <PageIntro
      title="Chat with AI Assistants"
      lead="Pick one of our 14 assistants and talk by text, voice or video. Conversations are saved on your device."
    />
  );
}
