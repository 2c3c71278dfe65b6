import type { HelpCategory } from '@/content/schema';
import { site } from '@/content/site';

export const basebotSetupCategory: HelpCategory = {
  id: 'basebot-setup',
  title: 'BaseBot Setup',
  description: 'Choosing between self-service and VIP setup, creating your first BaseBot and connecting your systems.',
  topics: [
    {
      id: 'self-service-or-vip',
      title: 'Self-service or VIP setup?',
      content: [
        'There are two ways to get a BaseBot into service. With self-service setup you build it yourself in the dashboard, at your own pace, following the guides in this knowledge base. With premium VIP setup a dedicated consultant works with you from the first conversation to launch day.',
        'Self-service suits you if you are comfortable filling in a few forms, writing a short description of how your assistant should behave and pasting a snippet into your website. VIP suits you if your time is short, your brand voice matters a great deal, or your BaseBot has to connect to several business systems.',
        'Both routes end with the same kind of BaseBot on the same platform, and you can start self-service and ask for VIP help later.',
      ].join('\n\n'),
      examples: [
        'A solo coach builds a booking assistant self-service in an afternoon.',
        'A restaurant group chooses VIP so a consultant can connect their reservations and phone lines.',
        'Open BaseBot Setup (/basebot-setup) and compare the two cards.',
      ],
      relatedTopics: ['self-service-setup', 'vip-setup', 'how-setup-works'],
    },
    {
      id: 'self-service-setup',
      title: 'Self-service setup, step by step',
      content: [
        'Sign in and open Dashboard > Create BaseBot. Give your BaseBot a name, then work through the recipe: choose its voice and personality, write its system prompt and add its knowledge base.',
        `Next, connect the services it needs. Add your ${site.voiceProvider.name} key under BaseBot Details > Service Connections for the voice, connect a language model (we recommend ${site.recommendedModel}), and connect a telephony provider if you want a phone number.`,
        'Finally, deploy it: turn on a phone number, copy the website widget snippet, or link your social media accounts. Test each channel yourself before you tell your customers about it.',
      ].join('\n\n'),
      examples: [
        'Open Dashboard > Create BaseBot and name your assistant "Front Desk".',
        'Paste your FAQ page into the knowledge base before the first test call.',
        'Call your new number from your own phone to hear the greeting.',
      ],
      relatedTopics: [
        'creating-your-first-basebot',
        'choosing-a-voice',
        'connecting-voice-provider',
        'deployment-channels',
      ],
    },
    {
      id: 'vip-setup',
      title: 'VIP setup with a dedicated consultant',
      content: [
        'VIP setup is our premium, done-with-you service. A dedicated consultant learns how you talk, who calls you and which systems you use, then designs the personality, writes the system prompt, prepares the knowledge base and connects your channels.',
        'You stay in charge: your consultant reviews the voice and the answers with you before anything goes live, and remains your contact afterwards. VIP business and celebrity clients also have VIP Support for priority help.',
        `VIP setup is shown to business, celebrity and influencer visitors. To ask about it, open BaseBot Setup > VIP Setup, search for "VIP services", or call us at ${site.phone.display}.`,
      ].join('\n\n'),
      examples: [
        'Search for "VIP services" and follow the guided path.',
        "Ask your consultant to match the BaseBot's voice to your podcast intro.",
        'An affiliate refers a celebrity client through Affiliate Portal > VIP Client Referrals.',
      ],
      relatedTopics: ['self-service-or-vip', 'vip-client-referrals', 'business-consultancy'],
    },
    {
      id: 'creating-your-first-basebot',
      title: 'Creating your first BaseBot',
      content: [
        'Your BaseBots live in the dashboard, so first sign in with the Login link in the header. Then open Dashboard > Create BaseBot (/dashboard/create-bot).',
        'Start with a clear name and one job. A BaseBot that does one thing well, such as answering opening-hours questions or taking booking requests, is easier to test and to trust than one that tries to do everything. You can add more knowledge and channels once the first job works.',
        'After creating it, open BaseBot Details to set its voice, personality and service connections.',
      ].join('\n\n'),
      examples: [
        'Create a BaseBot called "Booking Helper" whose only job is to take table reservations.',
        'Search for "create bot" to jump straight to the create page.',
        'Ask ChefBot: "Help me write the first recipe for my BaseBot."',
      ],
      relatedTopics: ['self-service-setup', 'writing-a-system-prompt', 'connecting-voice-provider'],
    },
    {
      id: 'senior-services-template',
      title: 'SeniorServicesBot: the Senior Services template',
      content: [
        'Templates are ready-made recipes you can start a BaseBot from instead of a blank page. SeniorServicesBot, on the menu of our home page, is the Senior Services template (/templates/senior-services): a starting point for a patient phone companion that helps older adults and the people who care for them, with reminders, family calls and help around the clock.',
        "Make it your own before you go live. Add your organisation's name, opening hours and phone numbers to the knowledge base, review the system prompt so it matches the help you actually offer, and pick a voice that is clear and unhurried.",
        'If you are looking for a ready-to-use phone service for a parent or grandparent rather than building your own assistant, see Senior Connect instead.',
      ].join('\n\n'),
      examples: [
        'A home-care agency starts from the Senior Services template and adds its visiting schedule.',
        'Search for "senior services" to open the template.',
        'Choose a warm, unhurried voice and test it with an older relative.',
      ],
      relatedTopics: ['senior-connect-overview', 'choosing-a-voice', 'writing-a-system-prompt'],
    },
    {
      id: 'connecting-your-systems',
      title: 'Connecting your systems',
      content: [
        `A BaseBot becomes useful when it can reach the tools you already use. The core connections are the voice provider (${site.voiceProvider.name}), the language model and, for phone calls, a telephony provider; you manage them under BaseBot Details > Service Connections.`,
        'Beyond those, you can connect your own software through custom API connections, for example to look up an order status or to create a booking. Keep the keys these connections need in Dashboard > API Keys, where they stay in your account.',
        'Our integration guide bots can help: OpenAIBot for the language model, SupabaseBot for backend data, PerplexityBot for search-powered answers, and CustomAPIBot for your own APIs.',
      ].join('\n\n'),
      examples: [
        'Connect a custom API so the BaseBot can tell callers whether their order has shipped.',
        'Ask CustomAPIBot: "How do I let my BaseBot check my booking system?"',
        'Open BaseBot Setup > Integrations to see what you can connect.',
      ],
      relatedTopics: [
        'connecting-voice-provider',
        'managing-api-keys',
        'choosing-a-language-model',
        'ai-plumbing-integration',
      ],
    },
  ],
};
