import type { HelpCategory } from '@/content/schema';
import { site } from '@/content/site';

const { starter, professional } = site.pricing;

export const pricingCategory: HelpCategory = {
  id: 'pricing',
  title: 'Pricing & Billing',
  description: 'Our plans, how to choose one, and where to manage your subscription and payments.',
  topics: [
    {
      id: 'pricing-plans',
      title: 'Our plans and prices',
      content: [
        `There are three plans, like a menu with three courses. Starter costs ${starter}, Professional costs ${professional}, and Enterprise has custom pricing agreed with you.`,
        'The specials on the home page, tagged STARTER, MAIN and ENTERPRISE, follow the same idea, from low to medium to high complexity. Compare Plans (/pricing/compare) shows the plans side by side.',
        `Your plan covers the ${site.brand} platform. Services you connect with your own account, such as ${site.voiceProvider.name}, the OpenAI language model and your telephony provider, are billed by those providers under your accounts with them.`,
        `Is it free? Trying costs nothing: chatting with our assistants on this site, by text, voice or video, needs no account and no payment (a voice or AI answer uses your own OpenAI key). A BaseBot of your own starts with Starter at ${starter}, billed monthly, and there is no contract to sign.`,
      ].join('\n\n'),
      examples: [
        `Start on Starter at ${starter} with a single phone BaseBot.`,
        'Open Compare Plans to see the differences side by side.',
        'Say "pricing" in voice search.',
      ],
      relatedTopics: ['choosing-a-plan', 'enterprise-plan', 'billing-and-subscriptions'],
    },
    {
      id: 'choosing-a-plan',
      title: 'Choosing the right plan',
      content: [
        `Starter (${starter}) is the simple dish: a good fit for a first BaseBot with one clear job, such as answering common questions for a small business or a creator.`,
        `Professional (${professional}) is the main course, for BaseBots with more to do, for example serving several channels or connecting to your own systems. Enterprise is for organisations with high complexity, larger volumes or special requirements, priced to fit.`,
        'If you are unsure, start smaller; you can move up as your BaseBot takes on more work. GregBot can also talk through your needs with you.',
      ].join('\n\n'),
      examples: [
        'A yoga studio answering class-time questions starts on Starter.',
        'A clinic with a phone line, a website widget and a booking system chooses Professional.',
        'Ask GregBot: "Which plan fits a restaurant with two locations?"',
      ],
      relatedTopics: ['pricing-plans', 'enterprise-plan', 'billing-and-subscriptions'],
    },
    {
      id: 'enterprise-plan',
      title: 'Enterprise pricing',
      content: [
        'Enterprise has custom pricing, shaped around what you need: the number of BaseBots and channels, call volumes, the systems to connect and the level of support.',
        `Tell us about your organisation through Pricing > Enterprise or call us at ${site.phone.display}, and we will put together a proposal. Enterprise clients often pair it with VIP setup, so a dedicated consultant handles the build.`,
      ].join('\n\n'),
      examples: [
        'A hotel group asks for an Enterprise quote covering phone lines at six hotels.',
        `Call ${site.phone.display} to discuss volumes before signing up.`,
      ],
      relatedTopics: ['pricing-plans', 'vip-setup', 'business-consultancy'],
    },
    {
      id: 'billing-and-subscriptions',
      title: 'Managing billing and your subscription',
      content: [
        'Everything about paying for BaseBots lives in Dashboard > Billing & Subscriptions. Sign in, open the Dashboard, then choose Billing & Subscriptions to see your current plan and payment details.',
        'You can also get there with a voice command: open the search dialog and choose "Billing information", or say "billing" with voice search.',
        `For a question about a specific charge, call us at ${site.phone.display}. Charges from ${site.voiceProvider.name}, OpenAI or your telephony provider appear on those providers' own bills, not ours.`,
        `Cancelling and refunds: plans run month to month, so you can cancel from Billing & Subscriptions at any time and keep your plan until the end of the month you paid for. If you were charged by mistake or twice, call ${site.phone.display} or write to us from Support > Contact Us, and we refund the charge.`,
      ].join('\n\n'),
      examples: [
        'Go to Dashboard > Billing & Subscriptions to check which plan you are on.',
        'Choose the "Billing information" voice command in the search dialog.',
        'Move up from Starter to Professional as your BaseBot takes on more work.',
      ],
      relatedTopics: ['pricing-plans', 'choosing-a-plan'],
    },
  ],
};
