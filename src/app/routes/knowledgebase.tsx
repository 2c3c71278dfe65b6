import { PageIntro } from '../page-intro';

export function Component() {
  return (
    <PageIntro
      title="Knowledge Base"
      lead="Recipes for every question: setting up a BaseBot, voices and personality, channels, pricing and more."
    />
  );
}
