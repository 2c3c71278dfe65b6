/** The home page's "Our Services" menu and the three "specials" (plans). */
import { site } from './site';

export interface Service {
  readonly id: string;
  readonly name: string;
  readonly description: string;
  /** The help topic that tells this service's recipe in full ("Read the recipe"). */
  readonly topicId: string;
}

export const services: readonly Service[] = [
  {
    id: 'senior-services-bot',
    name: 'SeniorServicesBot',
    description: 'A patient phone companion for seniors: reminders, family calls and help around the clock.',
    topicId: 'senior-services-template',
  },
  {
    id: 'silent-bot',
    name: 'SilentBot',
    description: 'Listens, learns and takes notes in meetings and calls without interrupting.',
    topicId: 'listenbot',
  },
  {
    id: 'ai-plumbing-service',
    name: 'AIPlumbingService',
    description: 'Connects your assistant to the systems you already run: CRMs, calendars, databases and APIs.',
    topicId: 'ai-plumbing-integration',
  },
  {
    id: 'content-engine',
    name: site.product.name,
    description: 'A content creation engine that drafts posts, scripts and newsletters in your voice.',
    topicId: 'content-creation-engine',
  },
  {
    id: 'social-media-bot',
    name: 'SocialMediaBot',
    description: 'Answers comments and messages on your social channels, in your tone, day and night.',
    topicId: 'social-media-channel',
  },
  {
    id: 'ecom-bot',
    name: 'EcomBot',
    description: 'Helps shoppers find products, track orders and check out by voice or chat.',
    topicId: 'online-shops',
  },
];

export type Complexity = 'low' | 'medium' | 'high';

export interface Special {
  readonly id: string;
  readonly tag: 'STARTER' | 'MAIN' | 'ENTERPRISE';
  readonly name: string;
  readonly complexity: Complexity;
  readonly price: string;
  readonly description: string;
  readonly includes: readonly string[];
}

export const specials: readonly Special[] = [
  {
    id: 'starter',
    tag: 'STARTER',
    name: 'Starter',
    complexity: 'low',
    price: site.pricing.starter,
    description: 'One assistant, one channel, ready in an afternoon with self-service setup.',
    includes: ['One BaseBot', 'Website widget or phone', 'Voice and personality presets'],
  },
  {
    id: 'professional',
    tag: 'MAIN',
    name: 'Professional',
    complexity: 'medium',
    price: site.pricing.professional,
    description: 'Several assistants with their own knowledge bases, on phone, web and social.',
    includes: ['Up to five BaseBots', 'All channels', `${site.voiceProvider.name} voices`, 'Integrations'],
  },
  {
    id: 'enterprise',
    tag: 'ENTERPRISE',
    name: 'Enterprise',
    complexity: 'high',
    price: site.pricing.enterprise,
    description: 'A dedicated VIP consultant designs, connects and runs assistants across your business.',
    includes: ['Unlimited BaseBots', 'VIP setup and support', 'Custom APIs', 'Service-level agreement'],
  },
];
