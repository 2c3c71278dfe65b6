import type { HelpCategory } from '@/content/schema';
import { site } from '@/content/site';

export const gettingStartedCategory: HelpCategory = {
  id: 'getting-started',
  title: 'Getting Started',
  description: `New to the kitchen? What a BaseBot is, how setup works, and how to find your way around ${site.brand}.`,
  topics: [
    {
      id: 'what-is-a-basebot',
      title: 'What is a BaseBot?',
      content: [
        `A BaseBot is your own AI voice assistant, built and run on the ${site.brand} platform. Each BaseBot has five ingredients: a voice, a personality, a system prompt that tells it how to behave, a knowledge base with the facts it should know, and one or more channels where people can reach it.`,
        `Three outside services do the heavy lifting. The voice comes from ${site.voiceProvider.name}, the thinking comes from a language model (we recommend ${site.recommendedModel}), and phone calls go through a telephony provider. ${site.brand} brings them together so you don't have to wire them up yourself.`,
        'Once it is ready, your BaseBot can answer a phone number, sit in a chat widget on your website, or reply on your social media accounts, day and night.',
      ].join('\n\n'),
      examples: [
        "A bakery sets up a BaseBot that answers the phone and tells callers today's opening hours.",
        'A creator builds a BaseBot that speaks in a friendly voice and answers fan questions on their website.',
        'Ask GregBot: "What can a BaseBot do for my business?"',
      ],
      relatedTopics: ['how-setup-works', 'self-service-or-vip', 'deployment-channels'],
    },
    {
      id: 'how-setup-works',
      title: 'How setting up a BaseBot works',
      content: [
        'Every BaseBot follows the same four-step recipe. First, choose how you want to build it: self-service, where you do it yourself, or VIP, where a dedicated consultant does it with you.',
        'Second, configure the voice and personality: pick a voice, write the system prompt and add your knowledge base. Third, connect your systems: the voice provider, the language model, a telephony provider for phone calls, and any of your own tools. Fourth, deploy to channels: a phone number, the website widget, or social media.',
        'You can come back to any step later: changing the voice or the knowledge base does not mean starting over.',
      ].join('\n\n'),
      examples: [
        'Open BaseBot Setup and compare the self-service and VIP cards.',
        'Search for "create bot" to find the guided path to Dashboard > Create BaseBot.',
        'Finish the voice and personality step before you connect a phone number, so the first caller hears the finished assistant.',
      ],
      relatedTopics: ['self-service-or-vip', 'creating-your-first-basebot', 'choosing-a-voice', 'deployment-channels'],
    },
    {
      id: 'meet-gregbot',
      title: 'Meet GregBot, our head chef',
      content: [
        `GregBot is the voice assistant that runs the ${site.brand} kitchen. You can find him on the home page in the GregBot section, or go straight there with the link /#gregbot-section from anywhere on the site.`,
        'Ask GregBot about BaseBots, setup, pricing or where to find something on the site. He is also the first and default assistant on the Chat with AI Assistants page (/bots), where you can talk to him by text, by voice call or by video call.',
        'GregBot is a good first stop when you are not sure which help topic you need. If he does not know the answer, he will say so and point you to the knowledge base or to a person.',
      ].join('\n\n'),
      examples: [
        'Ask GregBot: "What is the difference between self-service and VIP setup?"',
        'Ask GregBot: "Where do I connect my voice provider?"',
        'Open /bots and start a voice call with GregBot.',
      ],
      relatedTopics: ['chatting-with-assistants', 'choosing-an-assistant', 'voice-calls'],
    },
    {
      id: 'searching-the-site',
      title: 'Searching the site',
      content: [
        'Press Cmd+K on a Mac or Ctrl+K on Windows and Linux, or click the search icon in the header, to open the search dialog; the same shortcut closes it again. It looks through pages, knowledge base topics, guided paths and voice commands at once.',
        'Before you type, the dialog shows Common Navigation Paths, a handful of the most useful shortcuts, and as you type, results are grouped by category. Use the up and down arrows to move, Home and End to jump to the first or last result, and Enter to open one.',
        'On phones and other small screens the header search icon is hidden to save space, so use the search box on the Knowledge Base page (/knowledgebase) instead. It needs at least 3 characters; press Enter or the search button to run it.',
      ].join('\n\n'),
      examples: [
        'Press Ctrl+K and type "pricing" to find the plans.',
        'Type "api keys" and press Enter on the Dashboard > API Keys result.',
        'On a phone, open /knowledgebase and search for "microphone".',
      ],
      relatedTopics: ['voice-search', 'choosing-your-user-type'],
    },
    {
      id: 'voice-search',
      title: 'Searching by voice',
      content: [
        'Open the search dialog with Cmd+K or Ctrl+K, then press the microphone button. When you see "Listening for search query...", say what you are looking for. Recording stops on its own after 5 seconds, so keep it short: two or three words work best.',
        'Your words are turned into text and searched straight away, and a notice shows "Searching for:" followed by what was heard.',
        'Voice search needs two things: permission to use your microphone, and an OpenAI API key for the speech service. If either is missing you will see a notice telling you what to do.',
      ].join('\n\n'),
      examples: [
        'Press the microphone and say "billing".',
        'Press the microphone and say "connect my voice provider".',
        'Say "senior connect" to find the Senior Connect page.',
      ],
      relatedTopics: ['searching-the-site', 'microphone-permission', 'api-key-required-notice', 'no-speech-detected'],
    },
    {
      id: 'choosing-your-user-type',
      title: 'Navigation guides and user types',
      content: [
        `${site.brand} tailors its navigation to five kinds of visitor: general, influencer, business, celebrity and affiliate. Choosing yours does not lock anything; it just hides pages that are not meant for you, such as Enterprise pricing (business) or the Affiliate Program page (affiliates and influencers).`,
        `The two navigation guides help you pick. The ${site.guides.map} shows the whole sitemap filtered by the user type you select, suggested user paths, and the knowledge base. The ${site.guides.site} covers site navigation, common user flows and the voice provider integration.`,
        'If you cannot find a page you expect, switch the user type to the one that fits, or simply search for it.',
      ].join('\n\n'),
      examples: [
        'Choose "business" in the user-path selector to see VIP Setup, Enterprise Pricing and VIP Support.',
        'Choose "affiliate" to see the Affiliate Program and API Documentation pages.',
        `Open /${site.voiceProvider.slug}-navigation and browse the Sitemap tab.`,
      ],
      relatedTopics: ['searching-the-site', 'self-service-or-vip', 'affiliate-program'],
    },
  ],
};
