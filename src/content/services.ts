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
    topicId: 'senior-services',
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
  /** The next step for someone who chooses this plan. */
  readonly getStarted: { readonly label: string; readonly path: string };
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
    getStarted: { label: 'Get started with Starter', path: '/basebot-setup/self-service' },
  },
  {
    id: 'professional',
    tag: 'MAIN',
    name: 'Professional',
    complexity: 'medium',
    price: site.pricing.professional,
    description: 'Several assistants with their own knowledge bases, on phone, web and social.',
    includes: ['Up to five BaseBots', 'All channels', `${site.voiceProvider.name} voices`, 'Integrations'],
    getStarted: { label: 'Get started with Professional', path: '/basebot-setup' },
  },
  {
    id: 'enterprise',
    tag: 'ENTERPRISE',
    name: 'Enterprise',
    complexity: 'high',
    price: site.pricing.enterprise,
    description: 'A dedicated VIP consultant designs, connects and runs assistants across your business.',
    includes: ['Unlimited BaseBots', 'VIP setup and support', 'Custom APIs', 'Service-level agreement'],
    getStarted: { label: 'Ask for an Enterprise quote', path: '/pricing/enterprise' },
  },
];

/** One row of the plan comparison (/pricing/compare): what each plan gives, by plan id. */
export interface PlanFeature {
  readonly feature: string;
  readonly values: Readonly<Record<Special['id'], string>>;
}

export const planComparison: readonly PlanFeature[] = [
  {
    feature: 'Monthly price',
    values: Object.fromEntries(specials.map((plan) => [plan.id, plan.price])),
  },
  { feature: 'BaseBots', values: { starter: '1', professional: 'Up to 5', enterprise: 'Unlimited' } },
  {
    feature: 'Channels',
    values: {
      starter: 'Website widget or phone',
      professional: 'Phone, website and social media',
      enterprise: 'Every channel, across your organisation',
    },
  },
  {
    feature: 'Voices',
    values: {
      starter: 'Voice and personality presets',
      professional: `${site.voiceProvider.name} voices`,
      enterprise: `${site.voiceProvider.name} voices, tuned with you`,
    },
  },
  {
    feature: 'Knowledge base',
    values: { starter: 'One', professional: 'One per BaseBot', enterprise: 'One per BaseBot, shared libraries' },
  },
  {
    feature: 'Integrations',
    values: { starter: '—', professional: 'Calendars, CRMs and your APIs', enterprise: 'Custom APIs built with you' },
  },
  {
    feature: 'Setup',
    values: {
      starter: 'Self-service',
      professional: 'Self-service or VIP',
      enterprise: 'VIP, with a dedicated consultant',
    },
  },
  {
    feature: 'Support',
    values: {
      starter: `Help library and phone, ${site.phone.display}`,
      professional: 'Help library and phone',
      enterprise: 'VIP support and a service-level agreement',
    },
  },
  { feature: 'Contract', values: { starter: 'Monthly', professional: 'Monthly', enterprise: 'Agreed with you' } },
];
