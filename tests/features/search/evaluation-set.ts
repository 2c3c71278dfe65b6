/**
 * How visitors really ask: natural questions, each with the search results that answer it. Read by
 * the unit test (tests/features/search/evaluation.test.ts, which fails when the figures drop) and
 * by the benchmark (bench/search.mjs, which prints them).
 *
 * The questions were written from the help topics, pages and guided paths (what a visitor wants to
 * know after reading them, in the visitor's words, not the titles), before the engine was tuned,
 * and they are not edited to suit it. "typed" questions are as people type them (sometimes with
 * typos, sometimes without punctuation); "spoken" ones are as a speech-to-text service returns
 * them, including the filler words people say.
 *
 * `answers` are search result ids (page-, knowledge-, path-, command-, assistant-): ANY of them
 * answers the question. A question is a hit at k when one of its answers is among the first k
 * results the search dialog shows; the chat's offline answers are scored on the help topics
 * (knowledge-) alone.
 *
 * `fact`, on the questions one fact of the library answers (a price, a number, a step, a phone
 * number), is that fact as the help topic writes it: the chat's answer from the help library must
 * give it in its first lines (tests/features/chat/library-answer-figure.ts).
 *
 * To add a question: write it as a visitor would, list every result that answers it, and run
 * `npx vitest run tests/features/search` and `npm run bench`.
 */
export interface EvaluationQuestion {
  readonly question: string;
  readonly style: 'typed' | 'spoken';
  readonly answers: readonly string[];
  readonly fact?: string;
}

const typed = (question: string, ...answers: string[]): EvaluationQuestion => ({ question, style: 'typed', answers });
const spoken = (question: string, ...answers: string[]): EvaluationQuestion => ({
  question,
  style: 'spoken',
  answers,
});
/** A question that one fact of the library answers. */
const factual = (fact: string, item: EvaluationQuestion): EvaluationQuestion => ({ ...item, fact });

export const evaluationSet: readonly EvaluationQuestion[] = [
  // Getting started
  spoken('what exactly is a basebot', 'knowledge-what-is-a-basebot', 'page-home-getting-started'),
  typed('What can a BaseBot do for my business?', 'knowledge-what-is-a-basebot', 'page-use-cases-businesses'),
  factual(
    'four-step',
    spoken(
      'how many steps does it take to set one up',
      'knowledge-how-setup-works',
      'page-home-getting-started',
      'page-basebot-setup',
    ),
  ),
  typed('who is greg', 'knowledge-meet-gregbot', 'page-home-gregbot', 'assistant-gregbot'),
  factual('Cmd+K', typed('is there a keyboard shortcut to open search?', 'knowledge-searching-the-site')),
  spoken('can I search by talking instead of typing', 'knowledge-voice-search', 'command-search-by-voice'),
  typed('why cant i see the search button on my phone', 'knowledge-searching-the-site'),
  typed('Why are some pages hidden from me?', 'knowledge-choosing-your-user-type'),

  // Building a BaseBot
  spoken(
    'should I do it myself or pay someone to build it for me',
    'knowledge-self-service-or-vip',
    'page-basebot-setup',
    'knowledge-vip-setup',
  ),
  typed(
    'Can someone build my bot for me?',
    'knowledge-vip-setup',
    'page-basebot-setup-vip',
    'path-vip-services',
    'knowledge-self-service-or-vip',
  ),
  typed(
    'how do i make my first bot',
    'knowledge-creating-your-first-basebot',
    'path-create-bot',
    'knowledge-self-service-setup',
  ),
  typed(
    'is there a template for helping old people',
    'knowledge-senior-services-template',
    'path-senior-services-template',
  ),
  spoken(
    'can my bot look up orders in my shop system',
    'knowledge-connecting-your-systems',
    'knowledge-ai-plumbing-integration',
    'page-basebot-setup-integrations',
  ),
  typed(
    'step by step instructions to build it on my own',
    'knowledge-self-service-setup',
    'page-basebot-setup-self-service',
    'page-knowledge-base-setup',
  ),
  typed('whats the diffrence between self service and vip', 'knowledge-self-service-or-vip'),
  typed('creating a new bot in the dashboard', 'path-create-bot', 'knowledge-creating-your-first-basebot'),

  // Voice and personality
  spoken(
    'how do I pick the voice my bot talks with',
    'knowledge-choosing-a-voice',
    'knowledge-voice-provider-voice-selection',
    'page-basebot-setup-voice',
  ),
  typed(
    'make my assistant sound friendly and not so formal',
    'knowledge-shaping-personality',
    'page-basebot-setup-voice',
  ),
  typed('What should I write in the system prompt?', 'knowledge-writing-a-system-prompt'),
  spoken(
    'where do I put my opening hours and prices so the bot knows them',
    'knowledge-building-a-knowledge-base',
    'knowledge-writing-a-system-prompt',
  ),
  factual(
    'GPT-4o',
    typed('which AI model do you recommend', 'knowledge-choosing-a-language-model', 'page-features-ai-conversations'),
  ),
  spoken('how should I test my bot before customers use it', 'knowledge-testing-your-basebot'),
  typed(
    'my bot gives wrong answers, how do i fix it',
    'knowledge-testing-your-basebot',
    'knowledge-building-a-knowledge-base',
  ),

  // The voice provider
  typed('what is elevenlabs used for', 'knowledge-voice-provider-overview', 'page-features-voice-technology'),
  spoken('where do I get an Eleven Labs API key', 'knowledge-voice-provider-api-key'),
  typed(
    'How do I connect ElevenLabs to my bot?',
    'knowledge-connecting-voice-provider',
    'path-voice-provider-setup',
    'command-connect-voice-provider',
  ),
  typed('the voice list is empty and my bot is silent', 'knowledge-voice-provider-troubleshooting'),
  spoken(
    "a voice I made in my account doesn't show up",
    'knowledge-voice-provider-voice-selection',
    'knowledge-voice-provider-troubleshooting',
  ),
  typed(
    'conect my voice provider',
    'knowledge-connecting-voice-provider',
    'path-voice-provider-setup',
    'command-connect-voice-provider',
  ),

  // Channels
  spoken(
    'can my bot answer the phone',
    'knowledge-phone-channel',
    'knowledge-deployment-channels',
    'page-features-multi-channel',
  ),
  typed('how do i put a chat bubble on my website', 'knowledge-website-widget'),
  typed('can it reply to people on instagram', 'knowledge-social-media-channel', 'page-features-multi-channel'),
  spoken('can I forward my business line to the bot after hours', 'knowledge-phone-channel'),
  typed('where can people reach my bot', 'knowledge-deployment-channels', 'page-features-multi-channel'),
  typed('is it safe to paste the widget code on my site?', 'knowledge-website-widget', 'knowledge-api-key-security'),

  // API keys
  factual(
    'Dashboard > API Keys',
    typed('where do i keep all my api keys', 'knowledge-managing-api-keys', 'path-api-keys'),
  ),
  spoken('are my keys visible to people visiting my website', 'knowledge-api-key-security'),
  typed('how do I change a key without my bot going down', 'knowledge-rotating-api-keys'),
  typed(
    'i think my key leaked what do i do',
    'knowledge-rotating-api-keys',
    'knowledge-api-key-security',
    'knowledge-voice-provider-api-key',
  ),
  typed(
    'why does this site ask me for an openai key',
    'knowledge-site-assistant-key',
    'knowledge-api-key-required-notice',
  ),

  // Pricing and billing
  typed(
    'how much does it cost',
    'knowledge-pricing-plans',
    'page-pricing',
    'page-pricing-compare',
    'knowledge-choosing-a-plan',
  ),
  spoken(
    'hi can you tell me how much it costs to get one of these bots',
    'knowledge-pricing-plans',
    'page-pricing',
    'page-pricing-compare',
    'knowledge-choosing-a-plan',
  ),
  factual(
    '$49/month',
    typed(
      'whats the cheapest plan',
      'knowledge-pricing-plans',
      'knowledge-choosing-a-plan',
      'page-pricing',
      'page-pricing-compare',
    ),
  ),
  typed('which plan is right for a small business', 'knowledge-choosing-a-plan', 'page-pricing-compare'),
  spoken('do you have a price for big companies', 'knowledge-enterprise-plan', 'page-pricing-enterprise'),
  typed('where can i see my invoices', 'knowledge-billing-and-subscriptions', 'command-billing-information'),
  typed(
    'Do I also have to pay ElevenLabs separately?',
    'knowledge-pricing-plans',
    'knowledge-billing-and-subscriptions',
  ),
  typed(
    'how do I upgrade my plan',
    'knowledge-billing-and-subscriptions',
    'knowledge-choosing-a-plan',
    'page-pricing-compare',
  ),
  factual(
    'cancel from Billing & Subscriptions',
    spoken('how do I cancel my subscripton', 'knowledge-billing-and-subscriptions', 'command-billing-information'),
  ),

  // Affiliates
  spoken('can I earn money by recommending you', 'knowledge-affiliate-program', 'page-pricing-affiliate-program'),
  typed(
    'where is my referral link',
    'knowledge-referral-links',
    'knowledge-affiliate-portal',
    'path-affiliate-portal',
    'page-affiliate-portal',
  ),
  typed("do I have to tell my followers it's an affiliate link", 'knowledge-referral-links'),
  spoken(
    'how do I refer a celebrity client for the VIP service',
    'knowledge-vip-client-referrals',
    'command-refer-vip-client',
  ),
  typed('can i use a link shortener on my referal link', 'knowledge-referral-links'),

  // Chatting with the assistants
  typed('do i need an account to chat', 'knowledge-chatting-with-assistants'),
  factual(
    'Shift+Enter',
    typed('how do I write a new line without sending the message', 'knowledge-chatting-with-assistants'),
  ),
  spoken('which assistant should I talk to', 'knowledge-choosing-an-assistant', 'page-bots'),
  spoken('can I call the assistant and talk out loud', 'knowledge-voice-calls'),
  typed('how do i hang up the call', 'knowledge-voice-calls', 'knowledge-video-calls'),
  typed('can I turn my camera off in a video call', 'knowledge-video-calls'),
  typed('why does listenbot not answer me', 'knowledge-listenbot', 'assistant-listenbot'),
  spoken('will my chats still be there tomorrow', 'knowledge-saved-conversations'),
  typed('can i see my conversations on another computer', 'knowledge-saved-conversations'),
  spoken('I want to chat with an assistant', 'page-bots', 'knowledge-chatting-with-assistants'),
  spoken('talk to Maya', 'assistant-mayabot'),
  typed('is there a bot that helps with supabase', 'assistant-supabasebot'),

  // Senior Connect
  spoken(
    'is there a phone service for my elderly mother',
    'knowledge-senior-connect-overview',
    'page-use-cases-senior-connect',
    'knowledge-senior-connect-getting-started',
  ),
  factual(
    '$14.95/month',
    typed(
      'how much is senior connect a month',
      'knowledge-senior-connect-getting-started',
      'knowledge-senior-connect-overview',
      'page-use-cases-senior-connect',
    ),
  ),
  spoken('how do I sign my dad up', 'knowledge-senior-connect-getting-started'),
  spoken('can it remind grandma to take her pills', 'knowledge-senior-connect-reminders'),
  typed('can my grandpa call his grandkids just by saying their names', 'knowledge-senior-connect-family'),
  spoken('can it turn the lights on for my mom', 'knowledge-senior-connect-smart-home'),
  typed('what happens if my father falls and needs help', 'knowledge-senior-connect-emergency-alerts'),
  typed('can I talk to a real person', 'knowledge-senior-connect-operator', 'page-support-contact', 'page-support'),
  factual('24 hours a day', spoken('is someone there at night', 'knowledge-senior-connect-operator')),

  // Troubleshooting
  typed(
    'my microphone is not working',
    'knowledge-microphone-permission',
    'knowledge-no-speech-detected',
    'page-knowledge-base-troubleshooting',
  ),
  typed('my micrphone isnt working', 'knowledge-microphone-permission', 'knowledge-no-speech-detected'),
  typed('the browser blocked my mic', 'knowledge-microphone-permission'),
  typed('video call says camera access denied', 'knowledge-camera-permission'),
  spoken('it keeps saying no speech detected', 'knowledge-no-speech-detected'),
  typed('it says an api key is required, what does that mean', 'knowledge-api-key-required-notice'),
  typed('my message didnt send', 'knowledge-message-not-sent'),
  spoken('does the site work without internet', 'knowledge-offline-mode'),
  typed('how do i install the app on my phone', 'knowledge-install-the-app'),
  typed('how to add basebots to my iphone home screen', 'knowledge-install-the-app'),
  spoken('how do I delete everything this site saved on my computer', 'knowledge-clearing-data'),
  typed('remove my key from this phone', 'knowledge-clearing-data', 'knowledge-site-assistant-key'),
  typed('instal it on my andriod phone', 'knowledge-install-the-app'),

  // Related services
  typed('what other services do you offer', 'knowledge-our-services', 'page-home'),
  spoken(
    'can you connect AI to my booking system',
    'knowledge-ai-plumbing-integration',
    'knowledge-connecting-your-systems',
  ),
  typed('can something help me write my newsletter', 'knowledge-content-creation-engine', 'assistant-contentchefbot'),
  spoken("I don't know where AI fits in my business can you advise me", 'knowledge-business-consultancy'),

  // Finding pages
  typed('where do i log in', 'page-login', 'path-new-user-onboarding'),
  typed('how do I contact support', 'page-support-contact', 'page-support'),
  typed('who works at basebots', 'page-about-team'),
  spoken('what do your customers say about you', 'page-about-testimonials'),
  typed('show me examples of how people use it', 'page-use-cases'),
  typed('where do I change my password', 'page-account', 'page-login'),

  // Contact-style questions: a person, money back, joining, the price of trying
  typed('talk to a real person', 'page-support-contact'),
  spoken('can I speak to someone', 'page-support-contact', 'page-support'),
  typed('how do i get in touch with you', 'page-support-contact', 'page-support'),
  typed('refund', 'knowledge-billing-and-subscriptions', 'page-support-contact'),
  spoken('how do I get my money back', 'knowledge-billing-and-subscriptions', 'page-support-contact'),
  typed('sign up', 'path-new-user-onboarding', 'page-login', 'page-home-getting-started'),
  spoken('how do I create an account', 'path-new-user-onboarding', 'page-login', 'page-account'),
  typed('is it free', 'knowledge-pricing-plans', 'page-pricing'),
  spoken('can I try it without paying', 'knowledge-pricing-plans', 'page-pricing', 'page-bots'),

  // Facts: each answered by one fact of the library, which the answer must lead with.
  factual(
    '$14.95/month',
    typed(
      'How much does Senior Connect cost?',
      'knowledge-senior-connect-overview',
      'knowledge-senior-connect-getting-started',
      'page-use-cases-senior-connect',
    ),
  ),
  factual(
    'Ask for a reminder in your own words',
    typed('How do I set up reminders for my medicine?', 'knowledge-senior-connect-reminders'),
  ),
  factual(
    '(800) 555-0199',
    spoken(
      'what number do I call for senior connect',
      'knowledge-senior-connect-getting-started',
      'knowledge-senior-connect-overview',
      'knowledge-senior-connect-operator',
      'page-use-cases-senior-connect',
    ),
  ),
  factual(
    '$49/month',
    typed('how much is the starter plan', 'knowledge-pricing-plans', 'knowledge-choosing-a-plan', 'page-pricing'),
  ),
  factual(
    '$149/month',
    spoken(
      'what does the professional plan cost per month',
      'knowledge-pricing-plans',
      'knowledge-choosing-a-plan',
      'page-pricing',
      'page-pricing-compare',
    ),
  ),
  factual(
    'all 50 states',
    typed(
      'Is Senior Connect available in every state?',
      'knowledge-senior-connect-overview',
      'knowledge-senior-connect-getting-started',
    ),
  ),
  factual(
    'say "operator"',
    typed(
      'how do i get a human on the phone with senior connect',
      'knowledge-senior-connect-operator',
      'knowledge-senior-connect-overview',
    ),
  ),
  factual('911', typed('who should I call first in an emergency', 'knowledge-senior-connect-emergency-alerts')),
  factual('Ctrl+K', typed('what is the shortcut to open search on windows', 'knowledge-searching-the-site')),
  factual('5 seconds', spoken('how long can I talk when I search by voice', 'knowledge-voice-search')),
  factual(
    '3 characters',
    typed('how many letters do i need to type in the knowledge base search', 'knowledge-searching-the-site'),
  ),
  factual(
    'Service Connections',
    spoken(
      'where do I paste my ElevenLabs key',
      'knowledge-connecting-voice-provider',
      'path-voice-provider-setup',
      'command-connect-voice-provider',
    ),
  ),
  factual('Add to Home Screen', typed('how do i put the app on my iphone', 'knowledge-install-the-app')),
  factual('Install app', spoken('what do I tap to install the app on android', 'knowledge-install-the-app')),
  factual('closing body tag', typed('where in my html do i paste the widget snippet', 'knowledge-website-widget')),
  factual(
    'no secret API keys',
    spoken('does the widget code have my secret keys in it', 'knowledge-website-widget', 'knowledge-api-key-security'),
  ),
  factual(
    'refund the charge',
    typed('i was charged twice', 'knowledge-billing-and-subscriptions', 'page-support-contact'),
  ),
  factual('no contract', typed('do I have to sign a contract', 'knowledge-pricing-plans')),
  factual(
    'custom pricing',
    typed(
      'How much does the Enterprise plan cost?',
      'knowledge-enterprise-plan',
      'knowledge-pricing-plans',
      'page-pricing-enterprise',
    ),
  ),
  factual('a voice, a personality', spoken('what are the ingredients of a basebot', 'knowledge-what-is-a-basebot')),
  factual(
    'ElevenLabs',
    typed(
      'who makes the voices',
      'knowledge-choosing-a-voice',
      'knowledge-voice-provider-overview',
      'page-features-voice-technology',
    ),
  ),
  factual(
    'Settings > Safari > Microphone',
    typed('how do I allow the microphone on my iphone', 'knowledge-microphone-permission'),
  ),
  factual('no words could be made out', typed('what does no speech detected mean', 'knowledge-no-speech-detected')),
  factual('Delete data', spoken('how do I clear this sites data in chrome', 'knowledge-clearing-data')),
  factual(
    'camera and your microphone',
    typed('what does a video call need', 'knowledge-camera-permission', 'knowledge-video-calls'),
  ),
  factual(
    '/affiliate',
    typed(
      'what is the address of the affiliate portal',
      'knowledge-affiliate-portal',
      'page-affiliate-portal',
      'path-affiliate-portal',
    ),
  ),
  factual('on this device', typed('where are my conversations kept', 'knowledge-saved-conversations')),
  factual('question mark', spoken('how do I make silentbot answer', 'knowledge-listenbot', 'assistant-listenbot')),
  factual(
    'Billing & Subscriptions',
    typed('where do I see which plan I am on', 'knowledge-billing-and-subscriptions', 'command-billing-information'),
  ),
  factual('create the new key', typed('whats the safe way to replace an api key', 'knowledge-rotating-api-keys')),
  factual(
    'general, influencer, business, celebrity and affiliate',
    spoken('what user types can I choose from', 'knowledge-choosing-your-user-type'),
  ),
  factual(
    '(800) 555-0199',
    typed('what phone number do I call about a charge on my bill', 'knowledge-billing-and-subscriptions'),
  ),
  factual('six services', typed('how many services are on your menu', 'knowledge-our-services', 'page-home')),
];
