import type { HelpCategory, HelpTopic } from '@/content/schema';
import { affiliateCategory } from '@/content/help/affiliate';
import { apiKeysCategory } from '@/content/help/api-keys';
import { basebotSetupCategory } from '@/content/help/basebot-setup';
import { channelsCategory } from '@/content/help/channels';
import { chatWithAssistantsCategory } from '@/content/help/chat-with-assistants';
import { gettingStartedCategory } from '@/content/help/getting-started';
import { pricingCategory } from '@/content/help/pricing';
import { relatedServicesCategory } from '@/content/help/related-services';
import { seniorConnectCategory } from '@/content/help/senior-connect';
import { troubleshootingCategory } from '@/content/help/troubleshooting';
import { voiceAndPersonalityCategory } from '@/content/help/voice-and-personality';
import { voiceProviderCategory } from '@/content/help/voice-provider';

/** In the order a newcomer would read them: first steps, building, deploying, paying, then help. */
export const helpCategories: readonly HelpCategory[] = [
  gettingStartedCategory,
  basebotSetupCategory,
  voiceAndPersonalityCategory,
  voiceProviderCategory,
  channelsCategory,
  apiKeysCategory,
  pricingCategory,
  affiliateCategory,
  chatWithAssistantsCategory,
  seniorConnectCategory,
  troubleshootingCategory,
  relatedServicesCategory,
];

export interface HelpTopicRef extends HelpTopic {
  readonly categoryId: string;
}

export function listHelpTopics(): HelpTopicRef[] {
  return helpCategories.flatMap((category) => category.topics.map((topic) => ({ ...topic, categoryId: category.id })));
}

export function findHelpTopic(id: string): HelpTopicRef | undefined {
  return listHelpTopics().find((topic) => topic.id === id);
}
