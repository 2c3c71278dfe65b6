/**
 * The site's names: the brand, the product, the voice provider, the people, the phone number and
 * prices live here, once, and everything else reads them from this module (a rename is one line).
 * Pure data: content imports nothing outside src/content/.
 */

export const site = {
  brand: 'BaseBots',
  tagline: 'Your AI assistant is ready to help',
  /** The content-creation service and its bot. */
  product: { name: 'ContentChef', botId: 'contentchefbot' },
  voiceProvider: { name: 'ElevenLabs', slug: 'elevenlabs' },
  /**
   * The two guides to this site (their addresses, /<provider>-knowledge and /<provider>-navigation,
   * are older than their names): how to get around, and the whole map with paths per visitor.
   */
  guides: { site: 'Site Guide', map: 'Site Map and Paths' },
  /** The two bots named after (fictional) people. */
  people: [
    { name: 'Maya', botId: 'mayabot' },
    { name: 'Theo', botId: 'theobot' },
  ],
  phone: { display: '(800) 555-0199', href: 'tel:+18005550199' },
  /** Where the contact form's messages go (a mailto: link, so they reach the team's inbox). */
  email: 'hello@basebots.example',
  /**
   * Where the site is published by default: the origin of canonical links, sitemap.xml and
   * robots.txt. A build can point elsewhere with VITE_SITE_URL (`env.siteUrl`).
   */
  url: 'https://basebots.example',
  /**
   * The external services page by default. A build can point elsewhere with VITE_SERVICES_URL, so
   * links use `env.servicesUrl` (config/env.ts), which falls back to this.
   */
  servicesUrl: 'https://basebots.example/services',
  recommendedModel: 'GPT-4o',
  seniorConnect: { price: '$14.95/month' },
  pricing: { starter: '$49/month', professional: '$149/month', enterprise: 'Custom pricing' },
} as const;
