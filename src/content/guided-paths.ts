import type { GuidedPath } from '@/content/schema';
import { site } from '@/content/site';

const provider = site.voiceProvider;

/** Most asked-for first: search suggests the first few while the query is empty. */
export const guidedPaths: readonly GuidedPath[] = [
  {
    id: 'new-user-onboarding',
    title: 'Get started as a new user',
    description: `Sign in or create your ${site.brand} account, then take the first steps towards your own BaseBot.`,
    path: '/sign-in',
    type: 'path',
    voicePath: ['Home', 'Login', 'Getting Started'],
    category: 'General',
    voiceScript: `Welcome to ${site.brand}! Let's get you signed in, or create an account if you are new. After that I'll show you how to choose between self-service and VIP setup.`,
  },
  {
    id: 'create-bot',
    title: 'Create a new BaseBot',
    description: 'Start a new BaseBot from the dashboard and give it a name and a job.',
    path: '/dashboard/create-bot',
    type: 'path',
    voicePath: ['Dashboard', 'Create BaseBot'],
    category: 'BaseBots',
    voiceScript:
      'Open your Dashboard and choose Create BaseBot. Give your assistant a name and one clear job, then continue to its voice and personality.',
  },
  {
    id: 'voice-provider-setup',
    title: `Connect ${provider.name} for your BaseBot's voice`,
    description: `Add your ${provider.name} API key and choose the voice your BaseBot speaks with.`,
    path: `/dashboard/bot-details/${provider.slug}-setup`,
    type: 'path',
    voicePath: ['Dashboard', 'BaseBot Details', 'Service Connections', `${provider.name} Setup`],
    category: 'BaseBots',
    voiceScript: `Go to your Dashboard, open BaseBot Details, then Service Connections, and choose ${provider.name} Setup. Paste the API key from your ${provider.name} account, save it, and pick the voice you like best.`,
  },
  {
    id: 'api-keys',
    title: 'Manage your API keys',
    description: 'Add, replace or remove the API keys your BaseBots use; they stay safely in your account.',
    path: '/dashboard/api-keys',
    type: 'path',
    voicePath: ['Dashboard', 'API Keys'],
    category: 'Dashboard',
    voiceScript:
      'Open your Dashboard and choose API Keys. Add each key with a name you will recognise; your keys stay in your account and are never shown on your website.',
  },
  {
    id: 'affiliate-portal',
    title: 'Affiliate portal and referral links',
    description: 'Copy your referral links and refer VIP clients from the Affiliate Portal.',
    path: '/dashboard/affiliate',
    type: 'path',
    voicePath: ['Dashboard', 'Affiliate Portal', 'Referral Links'],
    category: 'Affiliate Program',
    voiceScript:
      'Open your Dashboard and choose Affiliate Portal. Copy your referral link to share it, or open VIP Client Referrals to introduce a client for premium setup.',
  },
  {
    id: 'vip-services',
    title: 'VIP services with a dedicated consultant',
    description: 'Premium, done-with-you BaseBot setup and priority support from a dedicated consultant.',
    path: '/vip-services',
    type: 'path',
    voicePath: ['BaseBot Setup', 'VIP Services'],
    category: 'Support',
    voiceScript:
      'With VIP services, a dedicated consultant designs and launches your BaseBot with you. Tell us a little about your business and your consultant will be in touch.',
  },
  {
    id: 'senior-services-template',
    title: 'Senior Services template',
    description: 'Start a BaseBot for older adults and their carers from a ready-made recipe.',
    path: '/templates/senior-services',
    type: 'path',
    voicePath: ['Templates', 'Senior Services'],
    category: 'Senior Services',
    voiceScript: `This template is a starting point for an assistant that helps older adults. Add your own details to it before going live, and if you are looking for ready-made phone help instead, call Senior Connect at ${site.phone.display}.`,
  },
];
