/**
 * Greetings, thanks and goodbyes ("Hi chef", "hello", "thanks", "good morning"): when the help
 * library answers for the assistant, they get a friendly line, not a search result.
 */
import type { Bot } from '@/content/schema';
import { greetingFor } from '@/content/greetings';

type SmallTalk = 'greeting' | 'thanks' | 'goodbye' | 'agreement';

const SAYINGS: Record<SmallTalk, readonly string[]> = {
  greeting: ['hi', 'hello', 'hey', 'hiya', 'howdy', 'greetings', 'morning', 'afternoon', 'evening', 'yo'],
  thanks: ['thanks', 'thank', 'thx', 'ty', 'cheers', 'appreciate', 'appreciated', 'grateful'],
  goodbye: ['bye', 'goodbye', 'goodnight', 'farewell', 'later', 'cya'],
  agreement: ['ok', 'okay', 'great', 'cool', 'nice', 'perfect', 'lovely', 'wonderful', 'brilliant', 'awesome', 'fine'],
};

/** Words that go with small talk without asking anything ("good", "so much", "how are you"). */
const COMPANY = new Set(
  `a again all and are assistant bot buddy chef dear doing everyone folks for friend good guys help how i im is it
  just lot mate much now oh so sir madam that the there this today very well you your`.split(/\s+/),
);

/** The names a visitor may call the assistant by: "GregBot", "Greg", its chef title. */
function namesOf(bot: Bot): Set<string> {
  const name = bot.persona.name.toLowerCase();
  const titles = (bot.persona.chefTitle ?? '').toLowerCase().split(/\s+/);
  return new Set([name, name.replace(/bot$/, ''), ...titles].filter((word) => word !== ''));
}

/** The kind of small talk a message is, or null when it says or asks anything else. */
export function smallTalkOf(bot: Bot, message: string): SmallTalk | null {
  const words = message.toLowerCase().match(/[\p{L}\p{N}']+/gu) ?? [];
  const names = namesOf(bot);
  let kind: SmallTalk | null = null;
  for (const word of words.map((each) => each.replace(/'/g, ''))) {
    const said = (Object.keys(SAYINGS) as SmallTalk[]).find((key) => SAYINGS[key].includes(word));
    if (said) kind ??= said;
    else if (!COMPANY.has(word) && !names.has(word)) return null;
  }
  return kind ?? (/\bhow are you\b/.test(message.toLowerCase()) ? 'greeting' : null);
}

/** The assistant's reply to small talk: its greeting to a greeting, a short friendly line otherwise. */
export function replyToSmallTalk(bot: Bot, kind: SmallTalk): string {
  switch (kind) {
    case 'greeting':
      return greetingFor(bot);
    case 'thanks':
      return "You're welcome! Ask me anything else whenever you like.";
    case 'goodbye':
      return 'Goodbye, and thank you for stopping by!';
    case 'agreement':
      return 'Glad to help. Ask me anything else whenever you like.';
  }
}
