// Relative imports with their extension: the build configuration loads this module too (for the
// site menu), without the app's aliases.
import type { SiteMenuEntry, SitemapEntry } from './schema.ts';
import { site } from './site.ts';
import { PATH_ALIASES } from './path-aliases.ts';

const provider = site.voiceProvider;

export const sitemap: readonly SitemapEntry[] = [
  {
    id: 'home',
    title: 'Home',
    description: `The ${site.brand} kitchen: what we build, our services, today's specials and how to reach us.`,
    path: '/',
    keywords: ['home', 'start', 'welcome', 'services', 'specials', 'kitchen', 'help'],
    children: [
      {
        id: 'home-getting-started',
        title: 'Getting Started',
        description: `A short first walk through ${site.brand}: what a BaseBot is and the four steps from idea to a working assistant.`,
        path: '/getting-started',
        keywords: ['getting started', 'first steps', 'onboarding', 'introduction', 'new user', 'basics'],
      },
      {
        id: 'home-gregbot',
        title: 'Talk to GregBot',
        description: `Jump to GregBot, the head chef of the ${site.brand} kitchen, and ask your question by voice or text right on the home page.`,
        path: '/#gregbot-section',
        keywords: ['gregbot', 'assistant', 'voice assistant', 'ask', 'talk', 'chat', 'head chef'],
      },
    ],
  },
  {
    id: 'basebot-setup',
    title: 'BaseBot Setup',
    description:
      'Set up your own AI voice assistant: choose self-service or VIP, configure voice and personality, connect your systems and deploy to channels.',
    path: '/basebot-setup',
    keywords: ['setup', 'create', 'build', 'configure', 'new basebot', 'assistant', 'onboarding'],
    children: [
      {
        id: 'basebot-setup-self-service',
        title: 'Self-Service Setup',
        description: 'Build and launch a BaseBot yourself, at your own pace, with step-by-step guides and templates.',
        path: '/basebot-setup/self-service',
        userTypes: ['general', 'influencer', 'affiliate'],
        keywords: ['self-service', 'do it yourself', 'diy', 'wizard', 'templates', 'own pace'],
      },
      {
        id: 'basebot-setup-vip',
        title: 'VIP Setup',
        description:
          'Premium setup in which a dedicated consultant designs, configures and launches your BaseBot with you.',
        path: '/basebot-setup/vip',
        userTypes: ['business', 'celebrity', 'influencer'],
        keywords: ['vip', 'premium', 'dedicated consultant', 'done for you', 'concierge', 'white glove'],
      },
      {
        id: 'basebot-setup-voice',
        title: 'Voice and Personality',
        description: `Pick a voice from ${provider.name}, shape the personality and write the system prompt that makes your BaseBot sound like you.`,
        path: '/basebot-setup/voice',
        keywords: ['voice', 'personality', 'tone', 'system prompt', provider.name, 'voice cloning', 'speech'],
      },
      {
        id: 'basebot-setup-integrations',
        title: 'Integrations',
        description:
          'Connect your BaseBot to the systems you already run: voice, language model, telephony, your own APIs and data.',
        path: '/basebot-setup/integrations',
        userTypes: ['business', 'influencer', 'celebrity'],
        keywords: ['integrations', 'connect', 'service connections', 'api', 'crm', 'telephony', 'webhooks'],
      },
    ],
  },
  {
    id: 'use-cases',
    title: 'Use Cases',
    description: 'See how creators, businesses, public figures, affiliates and families put BaseBots to work.',
    path: '/use-cases',
    keywords: ['use cases', 'examples', 'industries', 'who uses', 'success stories', 'ideas'],
    children: [
      {
        id: 'use-cases-influencers',
        title: 'For Influencers',
        description: 'Answer fans around the clock in your own voice and turn followers into a community.',
        path: '/use-cases/influencers',
        keywords: ['influencers', 'creators', 'fans', 'followers', 'community', 'social media'],
      },
      {
        id: 'use-cases-businesses',
        title: 'For Businesses',
        description:
          'Handle customer calls, bookings and common questions on the phone, on your website and on social media.',
        path: '/use-cases/businesses',
        keywords: ['business', 'customer service', 'receptionist', 'bookings', 'leads', 'small business'],
      },
      {
        id: 'use-cases-celebrities',
        title: 'For Celebrities',
        description:
          'A personal, on-brand voice assistant that speaks for you with care and keeps your audience close.',
        path: '/use-cases/celebrities',
        keywords: ['celebrities', 'public figures', 'talent', 'fan engagement', 'brand voice'],
      },
      {
        id: 'use-cases-affiliate-marketing',
        title: 'For Affiliate Marketing',
        description:
          'Use a BaseBot to explain the products you recommend and share your referral links in conversation.',
        path: '/use-cases/affiliate-marketing',
        keywords: ['affiliate marketing', 'referrals', 'commissions', 'partners', 'referral links'],
      },
      {
        id: 'use-cases-senior-connect',
        title: 'Senior Connect',
        description: `Phone-based help for seniors: reminders, family connection, smart home and emergency alerts, from ${site.seniorConnect.price}.`,
        path: '/senior-connect',
        userTypes: ['business', 'general'],
        keywords: ['senior connect', 'seniors', 'elderly', 'caregivers', 'reminders', 'family', 'phone help', '24/7'],
      },
    ],
  },
  {
    id: 'features',
    title: 'Platform Features',
    description:
      'What the platform gives every BaseBot: natural voices, smart conversations, many channels and open APIs.',
    path: '/features',
    topics: ['what-is-a-basebot', 'deployment-channels', 'choosing-a-language-model'],
    keywords: ['features', 'platform', 'capabilities', 'what it does', 'technology'],
    children: [
      {
        id: 'features-voice-technology',
        title: 'Voice Technology',
        description: `Lifelike speech from ${provider.name} and accurate speech recognition, so callers can simply talk.`,
        path: '/features/voice-technology',
        topics: ['choosing-a-voice', 'voice-provider-overview', 'voice-calls'],
        keywords: ['voice', 'text to speech', 'speech to text', 'voices', provider.name, 'audio'],
      },
      {
        id: 'features-ai-conversations',
        title: 'AI Conversations',
        description: `Natural, on-topic conversations powered by a leading language model (we recommend ${site.recommendedModel}) and your own knowledge base.`,
        path: '/features/ai-conversations',
        topics: ['choosing-a-language-model', 'building-a-knowledge-base', 'writing-a-system-prompt'],
        userTypes: ['general', 'influencer', 'business', 'celebrity'],
        keywords: ['ai', 'conversations', 'language model', site.recommendedModel, 'chat', 'knowledge base'],
      },
      {
        id: 'features-multi-channel',
        title: 'Multi-Channel Deployment',
        description: 'Put one BaseBot on a phone number, in a website widget and on your social media accounts.',
        path: '/features/multi-channel',
        topics: ['deployment-channels', 'phone-channel', 'website-widget', 'social-media-channel'],
        userTypes: ['influencer', 'business', 'celebrity'],
        keywords: ['channels', 'phone', 'website widget', 'embed', 'social media', 'deploy'],
      },
      {
        id: 'features-api-integration',
        title: 'API Integration',
        description:
          'Connect BaseBots to your own software through secure, account-held API keys and custom API connections.',
        path: '/features/api-integration',
        topics: ['managing-api-keys', 'api-key-security', 'connecting-your-systems'],
        userTypes: ['business', 'influencer', 'affiliate'],
        keywords: ['api', 'integration', 'developers', 'api keys', 'webhooks', 'custom api'],
      },
    ],
  },
  {
    id: 'pricing',
    title: 'Pricing',
    description: `Simple monthly plans: Starter ${site.pricing.starter}, Professional ${site.pricing.professional}, and Enterprise with custom pricing.`,
    path: '/pricing',
    topics: ['pricing-plans', 'choosing-a-plan', 'billing-and-subscriptions'],
    keywords: ['pricing', 'plans', 'cost', 'price', 'subscription', 'billing', 'starter', 'professional', 'enterprise'],
    children: [
      {
        id: 'pricing-compare',
        title: 'Compare Plans',
        description: 'Put Starter, Professional and Enterprise side by side to find the plan that fits your kitchen.',
        path: '/pricing/compare',
        keywords: ['compare', 'plans', 'differences', 'which plan', 'upgrade', 'cost'],
      },
      {
        id: 'pricing-enterprise',
        title: 'Enterprise Pricing',
        description: 'Custom pricing for larger teams and higher volumes, shaped around your requirements.',
        path: '/pricing/enterprise',
        userTypes: ['business'],
        keywords: ['enterprise', 'custom pricing', 'quote', 'volume', 'large business', 'contract'],
      },
      {
        id: 'pricing-affiliate-program',
        title: 'Affiliate Program',
        description: 'How the affiliate program works and what you earn when the people you refer sign up.',
        path: '/pricing/affiliate-program',
        userTypes: ['affiliate', 'influencer'],
        keywords: ['affiliate', 'commission', 'referral', 'earn', 'partner program', 'payouts'],
      },
    ],
  },
  {
    id: 'knowledge-base',
    title: 'Help Centre',
    description: 'Guides, API documentation, troubleshooting and best practices for building and running BaseBots.',
    path: '/knowledge-base',
    keywords: ['knowledge base', 'help', 'docs', 'documentation', 'guides', 'how to', 'faq'],
    children: [
      {
        id: 'knowledge-base-setup',
        title: 'Setup Guides',
        description: 'Step-by-step recipes for creating a BaseBot, connecting services and deploying it.',
        path: '/knowledge-base/setup',
        keywords: ['setup guide', 'tutorial', 'step by step', 'create bot', 'configure'],
      },
      {
        id: 'knowledge-base-api-docs',
        title: 'API Documentation',
        description: 'Reference for connecting BaseBots to your own systems, with authentication and key handling.',
        path: '/knowledge-base/api-docs',
        userTypes: ['business', 'affiliate'],
        keywords: ['api', 'documentation', 'reference', 'developers', 'endpoints', 'authentication'],
      },
      {
        id: 'knowledge-base-troubleshooting',
        title: 'Troubleshooting',
        description:
          'Fixes for the usual snags: microphone access, missing API keys, speech not detected and working offline.',
        path: '/knowledge-base/troubleshooting',
        keywords: ['troubleshooting', 'problems', 'errors', 'not working', 'microphone', 'fix'],
      },
      {
        id: 'knowledge-base-best-practices',
        title: 'Best Practices',
        description: 'Tips for clear system prompts, useful knowledge bases and voices your callers enjoy.',
        path: '/knowledge-base/best-practices',
        keywords: ['best practices', 'tips', 'system prompt', 'quality', 'recommendations'],
      },
    ],
  },
  {
    id: 'support',
    title: 'Support',
    description: `Get help from the ${site.brand} team by phone at ${site.phone.display}, through the FAQ, or with VIP support.`,
    path: '/support',
    keywords: ['support', 'help', 'contact', 'phone', 'call', 'customer service'],
    children: [
      {
        id: 'support-contact',
        title: 'Contact Us',
        description: `Talk to a real person on the ${site.brand} team: call ${site.phone.display} or send us a message.`,
        path: '/support/contact',
        keywords: [
          'contact',
          'phone',
          'call',
          'email',
          'talk to a person',
          'real person',
          'speak to someone',
          'human',
          'message',
          'refund',
        ],
      },
      {
        id: 'support-faq',
        title: 'Frequently Asked Questions',
        description: 'Quick answers about setup, pricing, voices, channels and accounts.',
        path: '/support/faq',
        keywords: ['faq', 'questions', 'answers', 'common questions'],
      },
      {
        id: 'support-vip',
        title: 'VIP Support',
        description: 'Priority help from your dedicated consultant for VIP business and celebrity clients.',
        path: '/support/vip',
        userTypes: ['business', 'celebrity'],
        keywords: ['vip support', 'priority', 'dedicated consultant', 'premium support'],
      },
    ],
  },
  {
    id: 'about',
    title: 'About',
    description: `Who is behind ${site.brand}, why we build voice assistants, and what our clients say.`,
    path: '/about',
    keywords: ['about', 'company', 'who we are', 'story'],
    children: [
      {
        id: 'about-team',
        title: 'Our Team',
        description: 'Meet the people in the kitchen who design, build and support BaseBots.',
        path: '/about/team',
        keywords: ['team', 'people', 'founders', 'staff'],
      },
      {
        id: 'about-mission',
        title: 'Our Mission',
        description: 'Why we believe everyone should have a helpful voice assistant, served warm.',
        path: '/about/mission',
        keywords: ['mission', 'values', 'vision', 'purpose'],
      },
      {
        id: 'about-testimonials',
        title: 'Testimonials',
        description: `What creators, businesses and families say about working with ${site.brand}.`,
        path: '/about/testimonials',
        keywords: ['testimonials', 'reviews', 'customers', 'stories', 'feedback'],
      },
    ],
  },
  {
    id: 'login',
    title: 'Login',
    description: `Sign in to your ${site.brand} account to manage your BaseBots, keys and billing.`,
    path: '/login',
    keywords: ['login', 'log in', 'sign in', 'sign up', 'create an account', 'account', 'password'],
  },
  {
    id: 'dashboard',
    title: 'Dashboard',
    description: 'Your workspace for creating BaseBots, connecting services, managing API keys and billing.',
    path: '/dashboard',
    keywords: ['dashboard', 'my basebots', 'manage', 'workspace', 'api keys', 'billing'],
  },
  {
    id: 'account',
    title: 'Account',
    description: 'Your profile, sign-in details and account settings.',
    path: '/account',
    keywords: ['account', 'profile', 'settings', 'password', 'my details'],
  },
  {
    id: 'affiliate-portal',
    title: 'Affiliate Portal',
    description: 'Your referral links, VIP client referrals and affiliate earnings in one place.',
    path: '/affiliate',
    keywords: ['affiliate portal', 'referral links', 'vip client referrals', 'commissions', 'earnings'],
  },
  {
    id: 'voice-provider-knowledge-guide',
    title: site.guides.site,
    description: `A guide to site navigation, common user flows and the ${provider.name} voice integration.`,
    path: `/${provider.slug}-knowledge`,
    keywords: ['guide', 'navigation', 'user flows', 'voice integration', provider.name, 'knowledge'],
  },
  {
    id: 'voice-provider-navigation-guide',
    title: site.guides.map,
    description: 'The whole sitemap, suggested paths for your kind of user, and the knowledge base in one guide.',
    path: `/${provider.slug}-navigation`,
    keywords: ['navigation', 'sitemap', 'user paths', 'site map', 'guide', 'where is'],
  },
];

/** Finds the entry with exactly this path (or the one an alias stands for), at any depth. */
export function findSitemapEntry(path: string): SitemapEntry | undefined {
  const target = PATH_ALIASES[path] ?? path;
  return flattenSitemap().find((entry) => entry.path === target);
}

/** Every entry, depth-first, each parent before its children. */
export function flattenSitemap(entries: readonly SitemapEntry[] = sitemap): SitemapEntry[] {
  return entries.flatMap((entry) => [entry, ...flattenSitemap(entry.children ?? [])]);
}

/**
 * The catalogue as the site menu shows it: each entry's title, address and user types, without
 * the descriptions and keywords that only its pages and the search need.
 */
export function toSiteMenu(entries: readonly SitemapEntry[] = sitemap): SiteMenuEntry[] {
  return entries.map(({ title, path, userTypes, children }) => ({
    title,
    path,
    ...(userTypes ? { userTypes } : {}),
    ...(children ? { children: toSiteMenu(children) } : {}),
  }));
}
