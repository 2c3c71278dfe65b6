import type { HelpCategory } from '@/content/schema';
import { site } from '@/content/site';

export const apiKeysCategory: HelpCategory = {
  id: 'api-keys',
  title: 'API Keys & Security',
  description:
    'Keeping the keys for your voice, language-model and other services safe, and the key used by the assistants on this site.',
  topics: [
    {
      id: 'managing-api-keys',
      title: 'Managing your API keys',
      content: [
        `Your BaseBot uses other services on your behalf, such as ${site.voiceProvider.name} for voice and OpenAI for the language model, and each of them needs an API key. You keep all of them in one place: Dashboard > API Keys (/dashboard/api-keys).`,
        'Add each key once, with a name that says what it is for, such as "OpenAI - production". Your BaseBots then use the saved keys through their service connections, so you never paste a key into more than one place.',
        'Review the list now and then and remove keys you no longer use.',
      ].join('\n\n'),
      examples: [
        'Open Dashboard > API Keys and add your OpenAI key.',
        'Search for "api keys" and choose the guided path.',
        'Delete a key you created for a test BaseBot you no longer run.',
      ],
      relatedTopics: ['api-key-security', 'rotating-api-keys', 'voice-provider-api-key'],
    },
    {
      id: 'api-key-security',
      title: 'How your keys are protected',
      content: [
        "API keys you save in the dashboard are stored in your account and are never exposed client-side. They are not placed in your website widget snippet, in the pages your visitors load, or in any app on your customers' phones.",
        'The BaseBots platform uses the keys on your behalf when your assistant needs to speak, think or make a call. Visitors talking to your BaseBot never see them.',
        'You can help by keeping keys out of emails, chat messages and shared documents, and by replacing a key straight away if you think it has been seen by someone else.',
      ].join('\n\n'),
      examples: [
        'Paste the widget snippet on your site knowing it holds no secret keys.',
        'Save a new key straight into Dashboard > API Keys instead of keeping a copy in a shared document.',
        'Replace a key that was accidentally pasted into a team chat.',
      ],
      relatedTopics: ['managing-api-keys', 'rotating-api-keys', 'website-widget'],
    },
    {
      id: 'rotating-api-keys',
      title: 'Replacing a key',
      content: [
        'Replace a key when a team member leaves, when a key may have leaked, or simply as a regular habit. The safe order avoids any downtime: create the new key with the provider first, save it in Dashboard > API Keys, check that your BaseBot still speaks and answers, and only then delete the old key at the provider.',
        'If you delete the old key first, your BaseBot will stop speaking or answering until the new key is in place.',
      ].join('\n\n'),
      examples: [
        'Create a new OpenAI key, save it in the dashboard, test a call, then delete the old key.',
        `Replace your ${site.voiceProvider.name} key after a contractor's project ends.`,
      ],
      relatedTopics: ['managing-api-keys', 'voice-provider-api-key', 'voice-provider-troubleshooting'],
    },
    {
      id: 'site-assistant-key',
      title: 'The key used by the assistants on this site',
      content: [
        'Chatting with the assistants on /bots, voice search and voice or video calls on this website use an OpenAI API key for the chat, speech and transcription services. This is separate from the keys your own BaseBots use.',
        'If you are signed in and have saved a key, it is used automatically. Otherwise your browser asks for one the first time you need it and the key is saved on this device only, so you are not asked again; it is sent only with your own requests to the speech service.',
        "You can create a key on the API keys page of your OpenAI account, and remove a saved key from this device by clearing this site's data in your browser.",
      ].join('\n\n'),
      examples: [
        'Paste your OpenAI key into the browser prompt the first time you chat with GregBot.',
        'Use the same device next time and you will not be asked again.',
        "Clear the site's data on a shared computer when you are done.",
      ],
      relatedTopics: ['api-key-required-notice', 'clearing-data', 'chatting-with-assistants'],
    },
  ],
};
