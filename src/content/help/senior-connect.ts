import type { HelpCategory } from '@/content/schema';
import { site } from '@/content/site';

const phoneNumber = site.phone.display;

export const seniorConnectCategory: HelpCategory = {
  id: 'senior-connect',
  title: 'Senior Connect',
  description: `Phone-based help for seniors, around the clock, from ${site.seniorConnect.price}. Call ${phoneNumber}.`,
  topics: [
    {
      id: 'senior-connect-overview',
      title: 'What is Senior Connect?',
      content: [
        'Senior Connect is a phone-based assistance service for older adults. There is nothing to install and no screen to learn: you call a toll-free number and talk, just as you would with a helpful neighbour.',
        'It helps with reminders, staying in touch with family, controlling a smart home, and emergency alerts, and it is available 24 hours a day, 7 days a week. If you ever want a real person, just say "operator".',
        `Senior Connect is available in all 50 states, from ${site.seniorConnect.price}. To learn more or to sign up, call ${phoneNumber} or visit the Senior Connect page (/senior-connect).`,
      ].join('\n\n'),
      examples: [
        `Call ${phoneNumber} and say "I'd like to hear about Senior Connect."`,
        'A daughter sets up Senior Connect for her father who lives alone.',
        'Say "operator" at any time to speak with a person.',
      ],
      relatedTopics: ['senior-connect-getting-started', 'senior-connect-reminders', 'senior-connect-operator'],
    },
    {
      id: 'senior-connect-getting-started',
      title: 'Signing up for Senior Connect',
      content: [
        `Call ${phoneNumber}. The number is toll-free, so the call costs nothing, and it is answered around the clock in all 50 states. You can sign up for yourself, or call on behalf of a parent or relative.`,
        `Senior Connect starts from ${site.seniorConnect.price}. Have the senior's name and phone number ready, along with the family members to stay in touch with and what they would like reminders for.`,
        'If you would rather talk it through with a person, say "operator" during the call.',
      ].join('\n\n'),
      examples: [
        `Call ${phoneNumber} and ask to sign up your mother.`,
        'Write down the family phone numbers before you call.',
        'Say "operator" to ask a person about the price.',
      ],
      relatedTopics: ['senior-connect-overview', 'senior-connect-family', 'senior-connect-operator'],
    },
    {
      id: 'senior-connect-reminders',
      title: 'Reminders and wellness',
      content: [
        "Senior Connect can remind you about the things that are easy to forget: medication times, doctor's appointments, birthdays, or when the bins go out.",
        'Ask for a reminder in your own words over the phone, for example "remind me to take my blood pressure tablets every morning at eight". You can ask what is coming up today, or change a reminder, the same way.',
        "Reminders support your routine; they do not replace your doctor's or pharmacist's advice about your medicines.",
      ].join('\n\n'),
      examples: [
        '"Remind me to take my tablets every morning at eight."',
        '"What appointments do I have this week?"',
        '"Remind me that Sarah\'s birthday is on Friday."',
      ],
      relatedTopics: ['senior-connect-overview', 'senior-connect-family', 'senior-connect-smart-home'],
    },
    {
      id: 'senior-connect-family',
      title: 'Staying connected with family',
      content: [
        'Family connection keeps loved ones close, even when they live far away. Senior Connect can put you in touch with the family members you choose, by name, without you having to remember or dial their numbers.',
        "Tell us whom to include when you sign up, and let us know when a number changes. Family members can also call to sign up a relative and to add themselves as contacts, with the senior's agreement.",
      ].join('\n\n'),
      examples: [
        '"Call my son David."',
        '"Let my daughter know I\'m feeling fine today."',
        'A grandson calls to update his new phone number.',
      ],
      relatedTopics: ['senior-connect-getting-started', 'senior-connect-emergency-alerts', 'senior-connect-reminders'],
    },
    {
      id: 'senior-connect-smart-home',
      title: 'Smart home help',
      content: [
        'If your home has compatible smart devices, such as lights or a thermostat, Senior Connect can help you control them by voice over the phone, without needing an app or a touch screen.',
        'Let us know which devices you have when you sign up, and we will tell you what can be connected. If you do not have smart devices, you can still use every other part of Senior Connect.',
      ].join('\n\n'),
      examples: [
        '"Turn on the living room lights."',
        '"Make it a bit warmer in here."',
        'Ask during sign-up whether your thermostat is compatible.',
      ],
      relatedTopics: ['senior-connect-overview', 'senior-connect-reminders'],
    },
    {
      id: 'senior-connect-emergency-alerts',
      title: 'Emergency alerts',
      content: [
        'Senior Connect includes emergency alerts, so that if something goes wrong the people you have chosen can be told quickly. When you sign up, tell us who should be alerted and how to reach them.',
        'In a life-threatening emergency, always call 911 first. Senior Connect adds a safety net for you and your family; it is not a replacement for emergency services.',
        'Keep your emergency contacts up to date by calling us whenever a number changes.',
      ].join('\n\n'),
      examples: [
        'Add a neighbour as a second emergency contact.',
        "Call to update your son's number after he changes phones.",
        'In a medical emergency, dial 911 first.',
      ],
      relatedTopics: ['senior-connect-family', 'senior-connect-operator', 'senior-connect-getting-started'],
    },
    {
      id: 'senior-connect-operator',
      title: 'Round-the-clock support and reaching a person',
      content: [
        `Senior Connect is there 24 hours a day, 7 days a week, including nights, weekends and holidays. Call ${phoneNumber} whenever you need help.`,
        'You never have to get through a maze of menus to reach a human. Whenever you want to speak with a person, just say "operator" and you will be put through.',
        'Family members and caregivers are welcome to call with questions, too.',
      ].join('\n\n'),
      examples: [
        'Say "operator" when you would rather talk to a person.',
        `Call ${phoneNumber} at 3 a.m. if you need help; someone is always there.`,
        'A caregiver calls to ask how reminders work.',
      ],
      relatedTopics: ['senior-connect-overview', 'senior-connect-emergency-alerts'],
    },
  ],
};
