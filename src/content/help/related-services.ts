import type { HelpCategory } from '@/content/schema';
import { site } from '@/content/site';

const productName = site.product.name;

export const relatedServicesCategory: HelpCategory = {
  id: 'related-services',
  title: 'Related Services',
  description: `More from the ${site.brand} kitchen: AI plumbing integration, ${productName} for content, and business consultancy.`,
  topics: [
    {
      id: 'our-services',
      title: 'The services on our menu',
      content: [
        `The "Our Services" grid on the home page lists six services: SeniorServicesBot, SilentBot, AIPlumbingService, ${productName}, SocialMediaBot and EcomBot. Each card's "Read the recipe" opens that service's own topic in the knowledge base.`,
        `SeniorServicesBot is a patient phone companion for older adults, built from our Senior Services template (for our ready-made phone service for seniors, see Senior Connect). SilentBot listens and takes notes without interrupting. AIPlumbingService connects AI to the systems your business already runs, ${productName} is our content creation engine, SocialMediaBot answers on your social channels and EcomBot helps online shoppers.`,
        `You can try most of them in the chat on /bots: SilentBot, SocialMediaBot and EcomBot are there under those names, AIPlumbingServiceBot explains AIPlumbingService, and ${productName}Bot is ${productName}'s assistant. SeniorServicesBot is a template you make your own, so it has no chat of its own: GregBot can tell you about it.`,
        `For a service not covered here, the footer links to our full services page, which opens in a new tab, or call ${site.phone.display}.`,
      ].join('\n\n'),
      examples: [
        'Tap the EcomBot card on the home page to read about help for online shops.',
        'Ask GregBot: "Which of your services fits a hair salon?"',
        'Open the services page from the cookbook footer.',
      ],
      relatedTopics: [
        'ai-plumbing-integration',
        'content-creation-engine',
        'online-shops',
        'business-consultancy',
        'senior-connect-overview',
      ],
    },
    {
      id: 'senior-services',
      title: 'SeniorServicesBot: a phone companion for seniors',
      content: [
        'SeniorServicesBot is a patient phone companion for older adults and the people who care for them: it reminds them of medicines and appointments, puts them through to family, and is there to talk to around the clock. There is nothing to install and no screen to learn: they simply call and talk.',
        `The ready-to-use way to have it, for yourself or for a parent, is Senior Connect: call ${site.phone.display} (toll-free, answered 24/7), from ${site.seniorConnect.price}. The Senior Connect page (/senior-connect) says what it does and how to sign up.`,
        'Care homes, home-care agencies and other organisations can also build a companion of their own from our Senior Services template (/templates/senior-services), with their own name, opening hours and phone numbers.',
      ].join('\n\n'),
      examples: [
        `Call ${site.phone.display} and say "I'd like to hear about Senior Connect."`,
        'A son sets up daily medicine reminders for his mother, who lives alone.',
        'A home-care agency starts its own companion from the Senior Services template.',
      ],
      relatedTopics: ['senior-connect-overview', 'senior-connect-getting-started', 'senior-services-template'],
    },
    {
      id: 'ai-plumbing-integration',
      title: 'AIPlumbingService: AI plumbing integration',
      content: [
        'AI plumbing is the pipework that connects an AI assistant to the rest of your business: your booking system, customer records, order database, calendars and messaging. Without it, a BaseBot can only talk; with it, a BaseBot can look things up and get things done.',
        'AIPlumbingService, our AI plumbing integration service, designs and builds those connections for you, securely and with your keys kept in your account. It suits businesses whose BaseBot must, for example, check an order status, book an appointment or pass a call summary to the right person.',
        'Ask AIPlumbingServiceBot on /bots to talk through what you would like to connect, or call us to discuss a project.',
      ].join('\n\n'),
      examples: [
        'Connect your BaseBot to your booking calendar so callers can book a table.',
        "Send a summary of every after-hours call to your team's inbox.",
        'Ask AIPlumbingServiceBot: "Can my bot look up order numbers?"',
      ],
      relatedTopics: ['connecting-your-systems', 'managing-api-keys', 'business-consultancy'],
    },
    {
      id: 'content-creation-engine',
      title: `${productName}: our content creation engine`,
      content: [
        `${productName} is our content creation engine. It helps you plan and write posts, scripts, newsletters and product descriptions in your own voice, so your channels stay fresh without taking over your week.`,
        `It pairs well with a BaseBot: what people ask your assistant shows you what to write about next, and what you publish can go into your BaseBot's knowledge base.`,
        `Talk to ${productName}Bot on /bots to try out ideas, or find ${productName} in the "Our Services" grid on the home page.`,
      ].join('\n\n'),
      examples: [
        `Ask ${productName}Bot: "Give me five post ideas for a bakery's autumn menu."`,
        `Turn your BaseBot's most common questions into a FAQ blog post with ${productName}.`,
        'Draft a week of social media captions in your brand voice.',
      ],
      relatedTopics: ['our-services', 'social-media-channel', 'building-a-knowledge-base'],
    },
    {
      id: 'online-shops',
      title: 'EcomBot: an assistant for online shops',
      content: [
        'EcomBot is our service for online shops: an assistant on your shop, your phone line and your social channels that helps shoppers find the right product, answers delivery and returns questions from your own policies, and, once connected to your order system, tells a customer where their parcel is.',
        'It works the hours your team cannot. Questions that need a person, such as a damaged delivery or a refund, are handed over with a short summary, so nobody has to ask the customer twice.',
        `Try the idea out with EcomBot on /bots, or call ${site.phone.display} to talk about your shop.`,
      ].join('\n\n'),
      examples: [
        'A shopper asks "Does this jacket come in a larger size?" and EcomBot checks the product details.',
        'After hours, EcomBot answers "Where is my order?" once it is connected to your order system.',
        'Ask EcomBot: "What should my shop\'s assistant never answer on its own?"',
      ],
      relatedTopics: ['ai-plumbing-integration', 'website-widget', 'our-services'],
    },
    {
      id: 'business-consultancy',
      title: 'Business consultancy',
      content: [
        'Not sure where an AI assistant fits in your business? Our consultancy helps you work that out before you build anything: which calls and questions to hand to a BaseBot, which to keep for people, and how to measure whether it is working.',
        'Consultancy pairs naturally with VIP setup, where a dedicated consultant then builds what you planned, and with Enterprise pricing for larger organisations.',
        `To arrange a conversation, call ${site.phone.display} or ask on the Support > Contact Us page.`,
      ].join('\n\n'),
      examples: [
        'A dental group asks which of its phone calls a BaseBot could handle.',
        'Plan a rollout across three shops before choosing a plan.',
        `Call ${site.phone.display} to book a consultation.`,
      ],
      relatedTopics: ['vip-setup', 'enterprise-plan', 'ai-plumbing-integration'],
    },
  ],
};
