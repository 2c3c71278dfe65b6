import type { HelpCategory } from '@/content/schema';
import { site } from '@/content/site';

const provider = site.voiceProvider.name;
const setupPath = `/dashboard/bot-details/${site.voiceProvider.slug}-setup`;

export const voiceProviderCategory: HelpCategory = {
  id: 'voice-provider',
  title: `${provider} Integration`,
  description: `Connecting ${provider}, the voice-synthesis provider that gives your BaseBot its voice.`,
  topics: [
    {
      id: 'voice-provider-overview',
      title: `How ${provider} fits in`,
      content: [
        `${provider} is the third-party voice-synthesis provider behind your BaseBot's voice. When your BaseBot answers, the language model writes the reply and ${provider} speaks it in the voice you chose.`,
        `You use your own ${provider} account. That means you choose from the voices in that account, and your ${provider} plan decides how much speech you can generate; check your usage in your ${provider} account.`,
        `Connecting it takes three steps: create an API key in ${provider}, add it to your BaseBot under Service Connections, and pick a voice.`,
      ].join('\n\n'),
      examples: [
        `Sign up with ${provider} before you start the voice step.`,
        `Search for "${provider} setup" to jump to the configuration page.`,
        `Open the ${site.guides.site} and read the Voice Provider Integration tab.`,
      ],
      relatedTopics: ['voice-provider-api-key', 'connecting-voice-provider', 'voice-provider-voice-selection'],
    },
    {
      id: 'voice-provider-api-key',
      title: `Getting your ${provider} API key`,
      content: [
        `Sign in to your ${provider} account and open its API keys section (in your profile or developer settings). Create a new key, give it a name you will recognise, such as "BaseBots", and copy it.`,
        `Treat the key like a password. Paste it only into your ${site.brand} dashboard, never into an email, a chat message or your website's code. Once it is saved, it stays in your account and is not shown to visitors.`,
        `If you think a key has leaked, delete it in ${provider}, create a new one and update it in your dashboard.`,
      ].join('\n\n'),
      examples: [
        `Create a key named "BaseBots" in your ${provider} account.`,
        'Copy the key once and paste it straight into the dashboard.',
        `Delete an old key in ${provider} after replacing it.`,
      ],
      relatedTopics: ['connecting-voice-provider', 'api-key-security', 'rotating-api-keys'],
    },
    {
      id: 'connecting-voice-provider',
      title: `Connecting ${provider} to your BaseBot`,
      content: [
        `Sign in and go to Dashboard > BaseBot Details > Service Connections > ${provider} configuration (${setupPath}). Paste your ${provider} API key and save it.`,
        'Once the key is accepted, the voices from your account become available, so you can pick one and listen to it straight away.',
        `You can also get there by voice: open the search dialog, press the microphone and say "connect ${provider}", or choose the "Connect ${provider}" command, which shows the same directions.`,
      ].join('\n\n'),
      examples: [
        `Go to Dashboard > BaseBot Details > Service Connections > ${provider} Setup.`,
        `Say "connect ${provider}" in voice search.`,
        `Open ${setupPath} directly after signing in.`,
      ],
      relatedTopics: ['voice-provider-api-key', 'voice-provider-voice-selection', 'voice-provider-troubleshooting'],
    },
    {
      id: 'voice-provider-voice-selection',
      title: `Selecting your ${provider} voice`,
      content: [
        `After connecting ${provider}, choose the voice your BaseBot will use. The list comes from your ${provider} account, so a voice you add or design there appears here too.`,
        "Choose by listening, not by name. Play your BaseBot's greeting and one longer answer in each candidate voice, ideally on a phone speaker, since that is where many callers will hear it.",
        `If a voice you expect is missing, check that it has been added to your ${provider} account and that you connected the key from that same account.`,
      ].join('\n\n'),
      examples: [
        'Play your greeting in two voices on your phone speaker and pick the clearer one.',
        `Add a voice from the ${provider} voice library, then choose it for your BaseBot.`,
        'Switch voices for a seasonal special and switch back afterwards.',
      ],
      relatedTopics: ['choosing-a-voice', 'connecting-voice-provider', 'voice-provider-troubleshooting'],
    },
    {
      id: 'voice-provider-troubleshooting',
      title: `When the ${provider} connection is not working`,
      content: [
        `If your BaseBot is silent or its voice list is empty, the ${provider} connection is usually the cause. First check the key: copy it again from ${provider}, with no spaces before or after, and save it again under Service Connections.`,
        `Next, check your ${provider} account itself. If your plan's allowance is used up, or the key was deleted, speech stops until that is fixed on the ${provider} side.`,
        `Still stuck? Ask GregBot, read the ${site.guides.site}, or call us at ${site.phone.display}.`,
      ].join('\n\n'),
      examples: [
        'Re-paste the key without a trailing space and save.',
        `Check your remaining usage in your ${provider} account.`,
        `Create a fresh key in ${provider} if the old one was deleted.`,
      ],
      relatedTopics: ['voice-provider-api-key', 'connecting-voice-provider', 'rotating-api-keys'],
    },
  ],
};
