import type { HelpCategory } from '@/content/schema';
import { site } from '@/content/site';

export const chatWithAssistantsCategory: HelpCategory = {
  id: 'chat-with-assistants',
  title: 'Chat with AI Assistants',
  description:
    'Talking to GregBot and the other assistants by text, voice call and video call, and keeping your conversations.',
  topics: [
    {
      id: 'chatting-with-assistants',
      title: 'Chatting with an assistant',
      content: [
        `Open Chat with AI Assistants (/bots) to talk to the ${site.brand} assistants; no account is needed. GregBot is selected to start with, and every new chat opens with a short greeting from the assistant.`,
        'Type your message and press Enter to send it; press Shift+Enter to start a new line without sending. While the assistant is preparing its reply you will see a typing indicator.',
        'Besides chat, you can switch to a voice call or a video call with the same assistant. All three need an OpenAI API key for this site; your browser asks for it the first time.',
      ].join('\n\n'),
      examples: [
        'Type "What does a BaseBot cost?" and press Enter.',
        'Press Shift+Enter to write a question over two lines.',
        'Switch from chat to a voice call when your hands are busy.',
      ],
      relatedTopics: ['choosing-an-assistant', 'voice-calls', 'saved-conversations', 'site-assistant-key'],
    },
    {
      id: 'choosing-an-assistant',
      title: 'Choosing an assistant',
      content: [
        'Use the assistant dropdown at the top of the chat page to pick who you talk to; you can switch at any time. The header shows a short description of the selected assistant.',
        `GregBot, our head chef, and ChefBot help with BaseBots in general; ${site.people[0].name}Bot and ${site.people[1].name}Bot are the personal assistants of ${site.people[0].name} and ${site.people[1].name} from our team; and AIPlumbingServiceBot, SocialMediaBot, EcomBot and ${site.product.name}Bot each know one of the services on our menu well. OpenAIBot, SupabaseBot and PerplexityBot are integration guides, CustomAPIBot and SetupBot walk you through setup, and SilentBot mostly listens.`,
        'Not sure? Start with GregBot; he can tell you which colleague to ask.',
      ].join('\n\n'),
      examples: [
        'Pick OpenAIBot and ask how to connect the language model.',
        'Pick SetupBot and say "Walk me through creating my first BaseBot."',
        `Pick ${site.product.name}Bot to plan next month's social posts.`,
      ],
      relatedTopics: ['chatting-with-assistants', 'meet-gregbot', 'listenbot'],
    },
    {
      id: 'voice-calls',
      title: 'Voice calls with an assistant',
      content: [
        'Press the voice call button on the chat page to start a call. Your browser asks for the microphone first; once you allow it, the call connects, the assistant greets you, and a timer shows how long you have been talking.',
        'To talk, press the speak button and say your question; recording lasts up to 5 seconds, and the assistant answers out loud. You can mute your microphone or the speaker during the call.',
        'The call window stays open even if you click outside it, so you cannot hang up by accident. Press the hang-up button to end the call and return to the chat.',
      ].join('\n\n'),
      examples: [
        'Start a voice call with GregBot and ask "How do I connect my phone number?"',
        'Mute the speaker while someone else in the room is on the phone.',
        'Press hang up to go back to the text chat.',
      ],
      relatedTopics: ['video-calls', 'microphone-permission', 'no-speech-detected'],
    },
    {
      id: 'video-calls',
      title: 'Video calls with an assistant',
      content: [
        'A video call works like a voice call, with your camera turned on as well. Press the video call button, then allow both the camera and the microphone when your browser asks.',
        'During the call you have the same controls as a voice call, muting the microphone or the speaker and hanging up, plus a button to turn your camera off. Use the speak button to ask your question.',
        'If you block the camera or microphone, the call cannot start and you will see a notice explaining why. The camera is used only in your browser during the call.',
      ].join('\n\n'),
      examples: [
        'Start a video call with ChefBot and ask for a setup recipe.',
        'Turn your camera off mid-call and keep talking.',
        'Allow camera and microphone when the browser asks.',
      ],
      relatedTopics: ['voice-calls', 'camera-permission', 'microphone-permission'],
    },
    {
      id: 'listenbot',
      title: 'Talking to SilentBot',
      content: [
        'SilentBot is a listen-only assistant. It greets you with a listen-only message and, for anything that is not a question, simply replies that it is listening and learning, without calling the AI service.',
        'To get an answer, ask a real question: end it with a question mark, or start it with a question word such as what, how, why, when, where, who, can, could, would, will, is, are, am, do, does or did.',
        'SilentBot is handy when you want to think out loud or jot notes in a conversation, and only get a reply when you ask for one.',
      ].join('\n\n'),
      examples: [
        '"I want my bot to sound friendly." SilentBot only acknowledges it.',
        '"How should my bot greet callers?" SilentBot answers.',
        '"My opening hours are 9 to 5?" The question mark gets an answer.',
      ],
      relatedTopics: ['choosing-an-assistant', 'chatting-with-assistants'],
    },
    {
      id: 'saved-conversations',
      title: 'Your conversations are saved on your device',
      content: [
        'Your conversations with the assistants are saved in this browser on this device, so you can close the page and carry on later where you left off. They are not tied to an account, so they do not follow you to another phone or computer.',
        'Saved conversations remain readable even without an internet connection. Sending a new message needs a connection, because the replies come from the AI service.',
        "To remove your saved conversations, clear this site's data in your browser settings.",
      ].join('\n\n'),
      examples: [
        'Close the tab mid-conversation and reopen /bots later to continue.',
        "Reread yesterday's advice from GregBot on the train without signal.",
        'Clear site data on a shared computer when you are done.',
      ],
      relatedTopics: ['offline-mode', 'clearing-data', 'install-the-app'],
    },
  ],
};
