import type { VoiceCommand } from '@/content/schema';
import { site } from '@/content/site';

const provider = site.voiceProvider.name;

export const voiceCommands: readonly VoiceCommand[] = [
  {
    id: 'search-by-voice',
    title: 'Search by voice',
    description: 'Speak your search instead of typing it.',
    type: 'voice-command',
    category: 'General',
    notice: {
      title: 'Search by voice',
      description:
        'Press the microphone button in the search dialog and say what you are looking for. Recording stops after 5 seconds.',
    },
  },
  {
    id: 'connect-voice-provider',
    title: `Connect ${provider}`,
    description: `How to connect ${provider} so your BaseBot can speak.`,
    type: 'voice-command',
    category: 'BaseBots',
    notice: {
      title: `Connect ${provider}`,
      description: `Go to BaseBot Details, then Service Connections, then ${provider} configuration.`,
    },
  },
  {
    id: 'billing-information',
    title: 'Billing information',
    description: 'Where to see your plan, payments and subscription.',
    type: 'voice-command',
    category: 'Dashboard',
    notice: {
      title: 'Billing information',
      description: 'Go to Dashboard, then Billing & Subscriptions.',
    },
  },
  {
    id: 'refer-vip-client',
    title: 'Refer someone to the VIP program',
    description: 'How to refer a client for premium VIP setup.',
    type: 'voice-command',
    category: 'Affiliate Program',
    notice: {
      title: 'VIP client referrals',
      description: 'Go to Affiliate Portal, then VIP Client Referrals.',
    },
  },
];
