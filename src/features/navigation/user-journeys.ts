import type { UserType } from '@/content/schema';

/**
 * The suggested route through the site for each kind of visitor, as catalogue paths in the
 * order we would walk them. Every path is in the sitemap and meant for that user type (a test
 * holds us to it).
 */
export const USER_JOURNEYS: Record<UserType, readonly string[]> = {
  general: ['/getting-started', '/basebot-setup/self-service', '/pricing/compare', '/senior-connect', '/support/faq'],
  influencer: [
    '/use-cases/influencers',
    '/basebot-setup/vip',
    '/features/multi-channel',
    '/pricing/affiliate-program',
    '/support/contact',
  ],
  business: [
    '/use-cases/businesses',
    '/basebot-setup/vip',
    '/basebot-setup/integrations',
    '/pricing/enterprise',
    '/support/vip',
  ],
  celebrity: [
    '/use-cases/celebrities',
    '/basebot-setup/vip',
    '/features/multi-channel',
    '/support/vip',
    '/about/testimonials',
  ],
  affiliate: [
    '/use-cases/affiliate-marketing',
    '/pricing/affiliate-program',
    '/affiliate',
    '/knowledge-base/api-docs',
    '/basebot-setup/self-service',
  ],
};
