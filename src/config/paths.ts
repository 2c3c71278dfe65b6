/** Every route string of the app, once. */
import { site } from '@/content/site';

const slug = site.voiceProvider.slug;

export const paths = {
  home: '/',
  gregbotSection: '/#gregbot-section',
  /** The Help Centre: every help category on one page. */
  helpCentre: '/knowledge-base',
  /** The Knowledge Base: the help content, its sections and the topic browser. */
  knowledgeBase: '/knowledgebase',
  seniorConnect: '/senior-connect',
  providerKnowledge: `/${slug}-knowledge`,
  providerNavigation: `/${slug}-navigation`,
  bots: '/bots',
  login: '/login',
  dashboard: '/dashboard',
  account: '/account',
  affiliate: '/affiliate',
  basebotSetup: '/basebot-setup',
  contact: '/support/contact',
} as const;

export const GREGBOT_SECTION_ID = 'gregbot-section';

/** A link into the knowledge browser with one topic selected. */
export function knowledgeTopicPath(topicId: string): string {
  return `${paths.knowledgeBase}?topic=${encodeURIComponent(topicId)}`;
}

/** The contact form with its subject and message filled in (the form reads both from the address). */
export function contactPath(prefill: { readonly subject: string; readonly message: string }): string {
  return `${paths.contact}?${new URLSearchParams(prefill).toString()}`;
}

/** The calls the chat page can start, named by its `?mode=` parameter (no mode: typed chat). */
const CALL_MODES = ['voice', 'video'] as const;
export type CallMode = (typeof CALL_MODES)[number];

/** Whether a `?mode=` value names a call. */
export function isCallMode(value: string | null): value is CallMode {
  return (CALL_MODES as readonly (string | null)[]).includes(value);
}

/** A link to the chat page with one assistant (and optionally a call) chosen. */
export function botPath(botId: string, mode?: CallMode): string {
  const params = new URLSearchParams({ bot: botId });
  if (mode) params.set('mode', mode);
  return `${paths.bots}?${params.toString()}`;
}

/** `?conversation=` naming a new chat, not saved yet. */
export const NEW_CONVERSATION = 'new';

/** A link to the chat page with one of an assistant's saved conversations open. */
export function conversationPath(botId: string, conversationId: string): string {
  return `${paths.bots}?${new URLSearchParams({ bot: botId, conversation: conversationId }).toString()}`;
}
