import type { HelpCategory } from '@/content/schema';
import { site } from '@/content/site';

export const troubleshootingCategory: HelpCategory = {
  id: 'troubleshooting',
  title: 'Troubleshooting',
  description:
    'Quick fixes for microphone and camera access, missing keys, speech problems, offline use and installing the app.',
  topics: [
    {
      id: 'microphone-permission',
      title: 'Allowing microphone access',
      content: [
        'Voice search, the speak button and calls all need your microphone. If you see "Microphone Access Denied" or "Microphone Error", your browser has blocked the microphone for this site.',
        'On a computer, click the icon to the left of the address bar, find Microphone, choose Allow, and reload the page. On an iPhone, open Settings > Safari > Microphone (or the settings of the browser you use) and allow it; on Android, tap the icon beside the address in Chrome, then Permissions > Microphone.',
        "Also check that no other app, such as a video meeting, is using the microphone, and that the right microphone is selected in your device's sound settings.",
      ].join('\n\n'),
      examples: [
        'Click the icon beside the address bar, set Microphone to Allow, then reload.',
        'Close your video-meeting app, then try voice search again.',
        'Plug in your headset before starting a voice call.',
      ],
      relatedTopics: ['camera-permission', 'no-speech-detected', 'voice-search'],
    },
    {
      id: 'camera-permission',
      title: 'Video calls: allowing camera and microphone',
      content: [
        'A video call needs both your camera and your microphone. If either is blocked, you will see "Camera/Microphone Access Denied: Video calls require camera and microphone access." and the call ends.',
        "Allow both in your browser's site settings (the icon to the left of the address bar on a computer), then start the call again. If the camera light does not come on, close other apps that may be using the camera.",
        'Prefer not to use a camera? A voice call needs only the microphone, or you can turn the camera off during a video call.',
      ].join('\n\n'),
      examples: [
        'Set both Camera and Microphone to Allow, then start the video call again.',
        'Quit your meeting app so the browser can use the camera.',
        'Switch to a voice call if you do not want video.',
      ],
      relatedTopics: ['microphone-permission', 'video-calls', 'voice-calls'],
    },
    {
      id: 'no-speech-detected',
      title: '"No speech detected"',
      content: [
        'This notice means the recording reached the speech service but no words could be made out. Recording lasts at most 5 seconds, so start speaking as soon as you see "Speak now".',
        'Speak a little louder and closer to the microphone, and reduce background noise such as a television or kitchen fan. Short, clear phrases work best.',
        "If it keeps happening, check that the right microphone is selected in your device's sound settings and that it is not muted.",
      ].join('\n\n'),
      examples: [
        'Press the microphone, wait for "Speak now", then say "pricing" clearly.',
        'Move away from the extractor fan and try again.',
        'Unmute your headset microphone.',
      ],
      relatedTopics: ['microphone-permission', 'voice-search', 'voice-calls'],
    },
    {
      id: 'api-key-required-notice',
      title: '"API Key Required"',
      content: [
        'The chat, voice search and voice or video calls on this site use an OpenAI API key, and if none is available your browser shows a prompt asking for one. If you cancel the prompt or leave it empty, you see "API Key Required", for example "An OpenAI API key is required for voice search", and a call ends straight away.',
        'To fix it, try again and paste your OpenAI API key into the prompt; it is saved on this device so you are not asked again. If you are signed in and have saved a key in your account, that key is used instead.',
        'You can create a key on the API keys page of your OpenAI account. Searching the site and reading help topics do not need a key.',
      ].join('\n\n'),
      examples: [
        'Start a chat again and paste your OpenAI key when the prompt appears.',
        'Sign in so the key saved in your account is used.',
        'Browse help topics without a key while you create one.',
      ],
      relatedTopics: ['site-assistant-key', 'voice-search', 'chatting-with-assistants'],
    },
    {
      id: 'message-not-sent',
      title: 'A message was not sent or the reply failed',
      content: [
        'If you see "There was a problem sending your message", or the assistant says it could not process your request, the reply did not come back from the AI service. Check that you are online, then send the message again.',
        'Empty messages, or messages with only spaces, are not sent at all, so make sure you have typed something. If the problem continues, your OpenAI key may be invalid or out of credit; check it in your OpenAI account.',
        `You can always call us at ${site.phone.display} if the assistants are not working for you.`,
      ].join('\n\n'),
      examples: [
        'Reconnect to Wi-Fi and send the message again.',
        'Check your OpenAI account for remaining credit.',
        'Shorten a very long message and retry.',
      ],
      relatedTopics: ['api-key-required-notice', 'offline-mode', 'chatting-with-assistants'],
    },
    {
      id: 'offline-mode',
      title: 'Using the site offline',
      content: [
        `${site.brand} keeps working when your connection drops. The pages and this help catalogue are stored on your device after your first visit, so you can browse them, search the site and read help topics with no connection at all.`,
        'Your saved conversations stay readable offline too. Anything that needs the AI service waits for a connection: sending new chat messages, voice search, voice and video calls.',
        'When you are back online, carry on as normal. If pages look out of date after an update, reload the page once to get the newest version.',
      ].join('\n\n'),
      examples: [
        'Look up "Senior Connect" on a plane with no Wi-Fi.',
        'Reread a saved conversation with GregBot in an underground station.',
        'Reload once when you are back online to pick up site updates.',
      ],
      relatedTopics: ['install-the-app', 'saved-conversations', 'message-not-sent'],
    },
    {
      id: 'install-the-app',
      title: 'Installing the app on your phone',
      content: [
        `You can install ${site.brand} on your phone's home screen and open it like any other app, full screen and ready to use offline.`,
        'On iPhone or iPad, open the site in Safari, tap the Share button, then "Add to Home Screen". On Android, open it in Chrome, tap the menu (three dots), then "Install app" or "Add to Home screen". On a computer, Chrome and Edge show an install icon at the right of the address bar.',
        'On Android and on computers, the installed app shares its saved conversations with the browser you installed it from. On iPhone and iPad, the home-screen app keeps its own storage, so conversations started in Safari do not appear in it.',
      ].join('\n\n'),
      examples: [
        'In Safari, tap Share, then Add to Home Screen.',
        'In Chrome on Android, tap the three dots, then Install app.',
        "Install it on a grandparent's phone so help is one tap away.",
      ],
      relatedTopics: ['offline-mode', 'saved-conversations', 'clearing-data'],
    },
    {
      id: 'clearing-data',
      title: 'Clearing your saved data',
      content: [
        "This site stores a few things on your device: your saved conversations, the OpenAI API key you entered, and copies of the pages and help catalogue for offline use. Clearing the site's data removes all of them from this device.",
        'In Chrome, click the icon to the left of the address bar, open Site settings, and choose "Delete data". On iPhone, go to Settings > Safari (Settings > Apps > Safari on newer versions) > Advanced > Website Data and remove this site.',
        'Do this on shared or borrowed devices when you are finished, and if you installed the app, remove it from your home screen too. Next time, the site downloads its pages again and asks for your key when you chat.',
      ].join('\n\n'),
      examples: [
        'Clear site data on a library computer after chatting with GregBot.',
        'Remove a saved key you no longer want on this phone.',
        'Clear the data if the site keeps showing an old version.',
      ],
      relatedTopics: ['saved-conversations', 'site-assistant-key', 'offline-mode'],
    },
  ],
};
