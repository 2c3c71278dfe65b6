import type { HelpCategory } from '@/content/schema';

export const channelsCategory: HelpCategory = {
  id: 'channels',
  title: 'Channels & Deployment',
  description: 'Putting your BaseBot where people can reach it: a phone number, a website widget and social media.',
  topics: [
    {
      id: 'deployment-channels',
      title: 'Where your BaseBot can work',
      content: [
        'A channel is a place where people reach your BaseBot. There are three: a phone number, a chat widget on your website, and your social media accounts. One BaseBot can serve all three at once with the same voice, personality and knowledge.',
        'Deploying is the last step of setup, after the voice, personality and service connections are in place. Start with the channel your customers use most, test it, then add the others.',
        'Channels are part of the Multi-Channel Deployment feature; see Platform Features to learn more, or compare plans on the Pricing page.',
      ].join('\n\n'),
      examples: [
        'A salon starts with a phone number, then adds the website widget a week later.',
        'A creator deploys to the website widget and their social media accounts.',
        'Search for "multi-channel" to read about the feature.',
      ],
      relatedTopics: ['phone-channel', 'website-widget', 'social-media-channel', 'how-setup-works'],
    },
    {
      id: 'phone-channel',
      title: 'Answering calls on a phone number',
      content: [
        'Phone calls reach your BaseBot through a telephony provider, the company that supplies the phone number and carries the calls. Connect your telephony provider account under BaseBot Details > Service Connections, then choose the number your BaseBot should answer.',
        'You can use a new number just for the BaseBot, or forward calls from your existing business line to it, for example after hours or when the line is busy. Forwarding is set up with your phone company or telephony provider.',
        'Before publishing the number, call it yourself from a mobile phone. Listen for the greeting, ask your three most common questions, and check that the voice sounds clear on a small speaker.',
      ].join('\n\n'),
      examples: [
        'Forward your shop line to the BaseBot after 6 pm.',
        'Call the number from your own phone and ask "What are your opening hours?"',
        "Put the new number on your website's contact page once it is tested.",
      ],
      relatedTopics: ['deployment-channels', 'testing-your-basebot', 'managing-api-keys'],
    },
    {
      id: 'website-widget',
      title: 'Adding the website widget',
      content: [
        "The website widget puts your BaseBot in a chat bubble on your own site. Your BaseBot's dashboard gives you a short embed snippet, a few lines of HTML you copy once.",
        'Paste the snippet into your site\'s HTML just before the closing body tag, or into the "custom code" or "embed" block that most website builders offer. Publish the page, open it in a private browser window and send a test message.',
        'The snippet identifies your BaseBot but contains no secret API keys, so it is safe to put on a public page. Your keys stay in your account.',
      ].join('\n\n'),
      examples: [
        "Paste the embed snippet into your website builder's custom code block for every page.",
        'Open your site in a private window and ask the widget a question.',
        'Add the widget only to your contact page at first, then everywhere once you are happy.',
      ],
      relatedTopics: ['deployment-channels', 'api-key-security', 'testing-your-basebot'],
    },
    {
      id: 'social-media-channel',
      title: 'Answering on social media',
      content: [
        'Your BaseBot can reply to people on your social media accounts, so questions about prices, opening hours or your next event are answered even while you sleep.',
        "Connect the accounts you want it to answer on from your BaseBot's channel settings, then decide how far it may go: answering common questions is a good start, while anything sensitive, such as complaints or refunds, is better handed to a person.",
        'SocialMediaBot, one of our assistants on /bots, can help you plan what your BaseBot should and should not answer in public.',
      ].join('\n\n'),
      examples: [
        'Let the BaseBot answer "When is your next live show?" on your social accounts.',
        'Ask SocialMediaBot: "Which questions should my bot leave to me?"',
        'Tell the BaseBot in its system prompt to pass complaints on to a person.',
      ],
      relatedTopics: ['deployment-channels', 'writing-a-system-prompt', 'choosing-an-assistant'],
    },
  ],
};
