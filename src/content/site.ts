/**
 * The site configuration: every name the specification hides behind a placeholder lives here,
 * once. Everything else reads it from this module.
 */
import { env } from '@/config/env';

export const site = {
  brand: 'BaseBots',
  tagline: 'Your AI assistant is ready to help',
  /** The content-creation service and its bot. */
  product: { name: 'ContentChef', botId: 'contentchefbot' },
  voiceProvider: { name: 'ElevenLabs', slug: 'elevenlabs' },
  /** The two bots named after (fictional) people. */
  people: [
    { name: 'Maya', botId: 'mayabot' },
    { name: 'Theo', botId: 'theobot' },
  ],
  phone: { display: '(800) 555-0199', href: 'tel:+18005550199' },
  servicesUrl: env.servicesUrl,
  recommendedModel: 'GPT-4o',
  seniorConnect: { price: '$14.95/month' },
  pricing: { starter: '$49/month', professional: '$149/month', enterprise: 'Custom pricing' },
} as const;
