/**
 * The words around an answer from the help library: where it comes from, and what the visitor can
 * do next (wait while the question is sent by itself, try again later, give a key where that is
 * what is missing, call the help line). Plain words first; a chef adds a touch of the kitchen,
 * never in place of them, and the reading mode gets the plainest wording of all.
 */
import { paths } from '@/config/paths';
import type { Bot } from '@/content/schema';
import { site } from '@/content/site';

/** Why the library answers: the assistant could not be reached, or the visitor has no OpenAI key. */
export type LibraryReason = 'unreachable' | 'no-key';

export interface Wording {
  readonly bot: Bot;
  readonly reason: LibraryReason;
  /** The reading mode is on: short sentences, no persona. */
  readonly plain: boolean;
  /** The question waits in the outbox, to be sent by itself once it can be. */
  readonly waiting: boolean;
  /** An earlier question of this conversation waits for a key, and its answer said what that needs. */
  readonly toldAboutKey: boolean;
}

const PHONE_LINK = `[${site.phone.display}](${site.phone.href})`;

const kitchen = ({ bot, plain }: Wording) => bot.isChef && !plain;

/** The same news in ordinary words and in the reading mode's. */
interface Said {
  readonly normal: string;
  readonly plain: string;
}

const say = ({ plain }: Wording, said: Said) => (plain ? said.plain : said.normal);

const helpLine = (wording: Wording) =>
  say(wording, {
    normal: `To talk to a person, call our help line on ${PHONE_LINK}.`,
    plain: `To talk to a person, call ${PHONE_LINK}.`,
  });

/**
 * That the assistant cannot connect, `then` what follows from it ("so that answer is from our
 * help library"), and what becomes of the question.
 */
function cannotConnect(wording: Wording, then: Said): string {
  const { plain, waiting } = wording;
  const sorry = kitchen(wording) ? 'Sorry, the kitchen is quiet for a moment: ' : 'Sorry, ';
  const lead = plain
    ? `I can't connect right now. ${then.plain}`
    : `${sorry}I can't connect right now, ${then.normal}.`;
  if (!waiting) return `${lead} Please try again later.`;
  return plain
    ? `${lead} I will send your question again by myself later.`
    : `${lead} Your question is saved: I'll send it again by myself as soon as I can connect.`;
}

/** What a question waiting for a key needs, and how to stop it waiting. */
function keyNeeded(wording: Wording): string {
  const { plain, toldAboutKey } = wording;
  if (toldAboutKey) {
    return plain
      ? 'This question also waits for an OpenAI key.'
      : 'Like your earlier question, this one waits for an OpenAI key: choose **Enter key** or **Cancel** under it.';
  }
  if (plain) {
    return 'To answer in my own words, I need an OpenAI key. Have a key? Press **Enter key** under your question. No key? Press **Cancel** under your question.';
  }
  const own = kitchen(wording) ? 'in my own words, straight from the kitchen' : 'in my own words';
  return `For an answer ${own}, I need an OpenAI key (a kind of password from OpenAI). If you have one, choose **Enter key** under your question and I'll answer it. If not, choose **Cancel** under it, so that it stops waiting.`;
}

/** After the library's words: where they come from and what the visitor can do. */
export function afterFindings(wording: Wording): string {
  if (wording.reason === 'unreachable') {
    const from = { normal: 'so that answer is from our help library', plain: 'This answer is from our help pages.' };
    return `${cannotConnect(wording, from)} ${helpLine(wording)}`;
  }
  const from = say(wording, {
    normal: 'That answer is from our help library.',
    plain: 'This answer is from our help pages.',
  });
  return `${from} ${keyNeeded(wording)} ${helpLine(wording)}`;
}

/** The library has nothing on the question. */
export function nothingFound(wording: Wording): string {
  const browse = say(wording, {
    normal: `You can look in the [knowledge base](${paths.knowledgeBase}).`,
    plain: `Try the [knowledge base](${paths.knowledgeBase}).`,
  });
  const news =
    wording.reason === 'no-key'
      ? `${say(wording, { normal: 'Our help library has nothing on that yet.', plain: 'Our help pages have nothing on that.' })} ${keyNeeded(wording)}`
      : cannotConnect(wording, {
          normal: 'and our help library has nothing on that yet',
          plain: 'Our help pages have nothing on that.',
        });
  return `${news} ${browse} ${helpLine(wording)}`;
}

/** The library could not be opened (offline before it was ever loaded on this device). */
export function libraryUnavailable(wording: Wording): string {
  const news =
    wording.reason === 'no-key'
      ? `${say(wording, {
          normal:
            "I can't open the help library right now: it is kept on this device once it has loaded with a connection.",
          plain: "I can't open the help pages right now.",
        })} ${keyNeeded(wording)}`
      : cannotConnect(wording, {
          normal:
            "and I can't open the help library either: it is kept on this device once it has loaded with a connection",
          plain: "I can't open the help pages either.",
        });
  return `${news} ${helpLine(wording)}`;
}

/** The label before the links to the topics the answer comes from. */
export const moreLabel = (wording: Wording) =>
  say(wording, { normal: 'More in our help library:', plain: 'Read more:' });
