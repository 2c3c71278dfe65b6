import type { ConversationPort } from '@/lib/conversation/conversation-port';
import { loadOnce, loadWhenOnline } from '@/lib/startup/load-when-online';
import { afterHydration } from '@/lib/startup/use-hydrated';

/**
 * The core's code, with the database's, fetched on first use rather than on a page's first load:
 * on the chat page that is as it opens (it sends what waits in the outbox), once the page is live.
 */
const loadCore = loadOnce(() =>
  afterHydration()
    .then(() => loadWhenOnline(() => import('./conversation-core')))
    .then((module) => module.conversation),
);

/** What is not waited for: sending what waits is tried again as a chat opens or the device is back online. */
const notLoaded = (error: unknown) => console.warn('The conversation could not be loaded.', error);

/**
 * The conversation core every view of an exchange is given: the chat page, the compact chat (the
 * home page's box and the launcher) and calls. Each call waits for the core's code, then is the
 * core's own: a question is still stored before it is sent.
 */
export const conversation: ConversationPort = {
  startConversation: async (...args) => (await loadCore()).startConversation(...args),
  send: async (...args) => (await loadCore()).send(...args),
  request: async (...args) => (await loadCore()).request(...args),
  speak: async (...args) => (await loadCore()).speak(...args),
  keepSpoken: async (...args) => (await loadCore()).keepSpoken(...args),
  retry: async (...args) => (await loadCore()).retry(...args),
  outbox: {
    cancel: async (...args) => (await loadCore()).outbox.cancel(...args),
    sendWaiting: () => void loadCore().then((core) => core.outbox.sendWaiting(), notLoaded),
    giveKey: () => void loadCore().then((core) => core.outbox.giveKey(), notLoaded),
  },
  interruptLeftover: async (...args) => (await loadCore()).interruptLeftover(...args),
};
