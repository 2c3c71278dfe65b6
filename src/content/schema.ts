/**
 * Types of the content catalogue: the sitemap, help topics, guided paths, voice commands and the
 * assistants. Pure data shapes, no behaviour, so the catalogue can be checked and indexed anywhere.
 */
import type { Voice } from '@basebots/speech-contract';

export const USER_TYPES = ['general', 'influencer', 'business', 'celebrity', 'affiliate'] as const;
export type UserType = (typeof USER_TYPES)[number];

/** The voices are the speech function's (its wire contract): an assistant speaks with one of them. */
export type { Voice };

/** An entry of the site catalogue. Without `userTypes` it is shown to every user type. */
export interface SitemapEntry {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  readonly path: string;
  readonly userTypes?: readonly UserType[];
  readonly keywords?: readonly string[];
  /** Ids of the help topics this page shows, with a link into the knowledge browser for each. */
  readonly topics?: readonly string[];
  readonly children?: readonly SitemapEntry[];
}

/** An entry of the catalogue as the site menu shows it: no more than its name, address and audience. */
export interface SiteMenuEntry {
  readonly title: string;
  readonly path: string;
  readonly userTypes?: readonly UserType[];
  readonly children?: readonly SiteMenuEntry[];
}

export interface HelpTopic {
  readonly id: string;
  readonly title: string;
  /** Plain text; paragraphs separated by a blank line. */
  readonly content: string;
  readonly examples?: readonly string[];
  /** Ids of other help topics. */
  readonly relatedTopics?: readonly string[];
}

export interface HelpCategory {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  readonly topics: readonly HelpTopic[];
}

export interface GuidedPath {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  readonly path: string;
  readonly type: 'path';
  /** Breadcrumb trail a visitor follows, e.g. ["Dashboard", "API Keys"]. */
  readonly voicePath: readonly string[];
  readonly category: string;
  /** What a voice assistant says to walk the visitor along the path. */
  readonly voiceScript: string;
}

export interface VoiceCommand {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  readonly type: 'voice-command';
  readonly category: string;
  /** The notice shown when the command is chosen: it says where to go, since there is no page. */
  readonly notice: { readonly title: string; readonly description: string };
}

export interface BotPersona {
  readonly name: string;
  readonly description: string;
  readonly avatarUrl: string;
  readonly voice: Voice;
  readonly systemPrompt: string;
  /**
   * What the assistant says after introducing itself ("Hello! I'm X, your Head Chef."), in its own
   * voice. The listen-only assistant greets with its own message instead.
   */
  readonly greeting?: string;
  readonly chefTitle?: string;
  readonly specialization?: string;
  readonly linkedinUrl?: string;
}

export interface Bot {
  readonly id: string;
  readonly persona: BotPersona;
  readonly isVerified: boolean;
  readonly creator: string;
  /** ISO 8601 date. */
  readonly createdAt: string;
  readonly isChef: boolean;
  readonly isListenOnly: boolean;
}
