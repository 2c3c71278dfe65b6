import type { HelpCategory } from '@/content/schema';
import { site } from '@/content/site';

export const voiceAndPersonalityCategory: HelpCategory = {
  id: 'voice-and-personality',
  title: 'Voice & Personality',
  description:
    'Giving your BaseBot a voice, a personality, a system prompt, a knowledge base and the right language model.',
  topics: [
    {
      id: 'choosing-a-voice',
      title: 'Choosing a voice',
      content: [
        `Your BaseBot's voice comes from ${site.voiceProvider.name}, our voice-synthesis provider. Once your ${site.voiceProvider.name} account is connected, you can choose any voice available to that account, including voices you have created there yourself.`,
        "Pick a voice that fits the people who will hear it. A warm, steady voice suits a care service; a bright, quick one suits a creator's fan line. Listen to a few sample sentences that your BaseBot will really say, such as its greeting and your opening hours, rather than the provider's demo text.",
        'You can change the voice at any time without touching the rest of the recipe.',
      ].join('\n\n'),
      examples: [
        'Compare three voices reading your real greeting before you decide.',
        'Choose a calm, slower voice for a BaseBot that talks to seniors.',
        `Say "connect ${site.voiceProvider.name}" in voice search to find where voices are set up.`,
      ],
      relatedTopics: ['voice-provider-voice-selection', 'shaping-personality', 'connecting-voice-provider'],
    },
    {
      id: 'shaping-personality',
      title: 'Shaping the personality',
      content: [
        'Personality is how your BaseBot sounds beyond its voice: formal or relaxed, brief or chatty, playful or strictly professional. Decide it on purpose, because callers notice when an assistant does not match the brand behind it.',
        'Describe the personality in plain words in the system prompt, for example "friendly and upbeat, uses the caller\'s first name, never uses slang". Three or four traits are plenty; a long list of adjectives makes the assistant less predictable, not more.',
        'Our own assistants are examples: GregBot is a warm head chef, SilentBot mostly listens, and the integration guides are precise and technical.',
      ].join('\n\n'),
      examples: [
        '"Friendly, patient and brief. Uses short sentences suited to the phone."',
        '"Professional and reassuring. Never jokes about money or health."',
        'Chat with GregBot and ChefBot on /bots to hear two different personalities.',
      ],
      relatedTopics: ['writing-a-system-prompt', 'choosing-a-voice', 'choosing-an-assistant'],
    },
    {
      id: 'writing-a-system-prompt',
      title: 'Writing a system prompt',
      content: [
        'The system prompt is the recipe card your BaseBot reads before every conversation. It tells the assistant who it is, who it is talking to, what it may help with, and what it must not do.',
        'A good prompt has four parts: the role ("You are the front desk assistant for Rosa\'s Bakery"), the tone ("warm and brief, suited to phone calls"), the scope ("answer questions about opening hours, orders and allergens"), and the limits ("if you do not know, say so and offer our phone number; never make up prices").',
        'Keep facts such as prices and opening hours in the knowledge base rather than the prompt, so you can update them in one place. After each change, test with the questions your customers really ask.',
      ].join('\n\n'),
      examples: [
        '"You are Front Desk, the phone assistant for a dental practice. Be calm and brief."',
        '"If a caller asks for medical advice, say you cannot give it and offer to book an appointment."',
        '"Answer in the caller\'s language when you can."',
      ],
      relatedTopics: ['shaping-personality', 'building-a-knowledge-base', 'testing-your-basebot'],
    },
    {
      id: 'building-a-knowledge-base',
      title: "Building your BaseBot's knowledge base",
      content: [
        'The knowledge base is the pantry your BaseBot cooks from: your opening hours, prices, policies, product details and answers to common questions. The language model supplies the conversation; the knowledge base supplies the facts that are specific to you.',
        'Write it in short, plain sections with one subject each, and keep it current. An out-of-date price in the knowledge base becomes a wrong answer on the phone.',
        'Start with the ten questions you are asked most often and their exact answers. Add more as you review real conversations and spot questions your BaseBot could not answer.',
      ].join('\n\n'),
      examples: [
        'Add a section "Opening hours" with your hours for each day and public holidays.',
        'Paste your returns policy so the BaseBot can explain it accurately.',
        "Remove last season's specials when the menu changes.",
      ],
      relatedTopics: ['writing-a-system-prompt', 'testing-your-basebot', 'choosing-a-language-model'],
    },
    {
      id: 'choosing-a-language-model',
      title: 'Choosing a language model',
      content: [
        `The language model is the part of your BaseBot that understands what people say and writes its replies. We recommend ${site.recommendedModel} from OpenAI: it is fast enough for live phone conversations and follows system prompts and knowledge bases reliably.`,
        'To use it, you need an OpenAI API key. Save it in Dashboard > API Keys and connect it under BaseBot Details > Service Connections; it stays in your account and is never shown on your website or in your app.',
        'OpenAIBot, our OpenAI integration guide, can walk you through creating the key and connecting it.',
      ].join('\n\n'),
      examples: [
        `Connect ${site.recommendedModel} for a BaseBot that answers live phone calls.`,
        'Ask OpenAIBot: "Where do I create an OpenAI API key?"',
        'Save the key under Dashboard > API Keys before connecting the model.',
      ],
      relatedTopics: ['managing-api-keys', 'api-key-security', 'connecting-your-systems'],
    },
    {
      id: 'testing-your-basebot',
      title: 'Testing before you go live',
      content: [
        'Taste before you serve. Before you share your number or put the widget on your website, hold a few real conversations with your BaseBot yourself, by voice and by text.',
        'Ask the questions your customers ask most, then a few awkward ones: something off-topic, something it should refuse, and something it cannot know. A good BaseBot answers the first group correctly, politely declines the second, and admits it does not know the third.',
        'When an answer is wrong, fix the cause: add the missing fact to the knowledge base, or make the system prompt clearer. Then test the same question again.',
      ].join('\n\n'),
      examples: [
        'Call your BaseBot and ask "Are you open on Sunday?"',
        'Ask something it should not answer, such as "What is the manager\'s home address?"',
        'Ask a friend to test it without telling them what to say.',
      ],
      relatedTopics: ['writing-a-system-prompt', 'building-a-knowledge-base', 'phone-channel'],
    },
  ],
};
