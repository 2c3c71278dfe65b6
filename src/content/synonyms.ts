/**
 * Words visitors use for the same thing, so that a question finds the page that says it another
 * way ("how much does it cost" finds "Our plans and prices"). The site search, the knowledge
 * browser and the assistants' offline answers all read this table.
 *
 * How to extend it (content editors):
 * - Each line is one group of words or short phrases that mean the same thing to a visitor. A
 *   question containing any member also looks for all the other members, at a lower weight than
 *   the words actually typed, so an exact match still ranks first.
 * - Write members in lower case, as plain words ("log in", not "Log-In!"). A phrase matches when
 *   the question contains its words in that order. Inflections are not needed: "price" already
 *   finds "prices" and "pricing".
 * - Add a group when a natural question misses its page because the page uses another word; add
 *   the question to the evaluation set (tests/features/search/evaluation-set.ts) at the same time.
 * - Keep groups narrow: every member is searched for, so a loose group ("help" with "support",
 *   "guide" and "faq") makes every answer a little worse. Do not put one word in two groups.
 * - Check with `npx vitest run tests/features/search` (it fails if the figures drop) and
 *   `npm run bench`.
 */
import { site } from '@/content/site';

export const synonymGroups: readonly (readonly string[])[] = [
  ['cost', 'price', 'fee', 'charge', 'cheap', 'cheaper', 'cheapest'],
  ['pay', 'payment', 'invoice', 'bill', 'billing', 'receipt'],
  ['phone', 'mobile', 'cellphone', 'smartphone'],
  ['computer', 'laptop', 'desktop', 'pc'],
  ['remove', 'delete', 'erase', 'clear'],
  ['microphone', 'mic'],
  ['letter', 'character'],
  ['camera', 'webcam'],
  ['log in', 'login', 'sign in'],
  ['sign up', 'register', 'enrol', 'enroll', 'create an account', 'get started'],
  ['senior', 'elderly', 'older adult', 'grandparent', 'grandma', 'grandmother', 'grandpa', 'grandfather'],
  ['parent', 'mother', 'mom', 'mum', 'father', 'dad'],
  ['person', 'human', 'operator', 'somebody'],
  ['speak to', 'speak with', 'get in touch', 'contact'],
  ['silentbot', 'listenbot', 'listen only', 'listen-only'],
  ['refund', 'money back', 'cancel', 'cancelling', 'canceling'],
  ['free', 'no cost', 'without paying', 'trial'],
  ['medication', 'medicine', 'pills', 'tablets', 'meds'],
  ['offline', 'no internet', 'without internet', 'no connection', 'no signal'],
  ['install', 'download'],
  ['enterprise', 'big company', 'large business', 'corporation'],
  ['earn', 'commission', 'reward', 'money'],
  ['recommend', 'refer'],
  ['social media', 'instagram', 'facebook', 'tiktok', 'youtube'],
  ['widget', 'chat bubble', 'embed'],
  ['conversation', 'chat'],
  ['voice provider', site.voiceProvider.name.toLowerCase()],
  ['do it myself', 'do it yourself', 'diy', 'self service'],
  ['audience', 'followers', 'fans'],
  ['family', 'relative', 'grandchild', 'grandchildren', 'grandkid', 'grandson', 'granddaughter'],
  ['emergency', 'accident', 'fall', 'urgent'],
  ['how long', 'seconds', 'minutes', 'hours'],
  ['saved', 'kept', 'stored'],
];
