import { findHelpAnswer } from '@/features/search';
import { createConversation } from '@/features/conversation';
import { speechServices } from './speech-services';

/**
 * The conversation core every view of an exchange is given: the chat page, the compact chat (the
 * home page's box and the launcher) and calls. It asks the model through the speech services and
 * answers from the help library when the model cannot be reached.
 */
export const conversation = createConversation({ services: speechServices, findHelp: findHelpAnswer });
