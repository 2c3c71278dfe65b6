/**
 * What the site search knows about: every page, help topic, guided path, voice command and AI
 * assistant, turned into one shape of search document. Pure data work, no search library, so the
 * dialog can use the suggestions without building the index.
 */
import { botPath, knowledgeTopicPath } from '@/config/paths';
import { bots, chatPageEntry } from '@/content/bots';
import { guidedPaths } from '@/content/guided-paths';
import { helpCategories } from '@/content/help';
import type { Bot, GuidedPath, HelpCategory, SitemapEntry, VoiceCommand } from '@/content/schema';
import { sitemap } from '@/content/sitemap';
import { voiceCommands } from '@/content/voice-commands';
import { truncateText } from '@/lib/text';
import { SEARCH_LIMITS } from './search-limits';

export const SEARCH_CATEGORIES = [
  'Dashboard',
  'BaseBots',
  'AI Assistants',
  'Features',
  'Pricing',
  'Affiliate Program',
  'Support',
  'Knowledge Base',
  'Use Cases',
  'Senior Services',
  'About',
  'General',
] as const;
export type SearchCategory = (typeof SEARCH_CATEGORIES)[number];

type SearchResultType = 'page' | 'knowledge' | 'path' | 'voice-command' | 'assistant';

/** A key into the dialog's icon set; the index stays free of UI code. */
export type SearchIconKey = 'page' | 'book' | 'route' | 'mic' | 'phone' | 'heart' | 'users' | 'chef' | 'tag' | 'chat';

export interface SearchResult {
  readonly id: string;
  readonly type: SearchResultType;
  readonly title: string;
  readonly description: string;
  readonly path: string;
  readonly category: SearchCategory;
  readonly icon: SearchIconKey;
  readonly voicePath: readonly string[];
}

export interface SearchCatalogue {
  readonly sitemap: readonly SitemapEntry[];
  readonly helpCategories: readonly HelpCategory[];
  readonly guidedPaths: readonly GuidedPath[];
  readonly voiceCommands: readonly VoiceCommand[];
  /** The chat page and the assistants on it; optional so small test catalogues can leave them out. */
  readonly chatPage?: SitemapEntry;
  readonly bots?: readonly Bot[];
}

/** The catalogue the site ships. */
export function defaultCatalogue(): SearchCatalogue {
  return { sitemap, helpCategories, guidedPaths, voiceCommands, chatPage: chatPageEntry, bots };
}

// Ordered: the first rule whose pattern matches the pathname wins, so narrower rules come first
// (an affiliate page under /pricing is about the affiliate program, not about prices).
const CATEGORY_RULES: ReadonlyArray<readonly [RegExp, SearchCategory]> = [
  [/^\/use-cases(\/|$)/, 'Use Cases'],
  [/^\/(knowledgebase|knowledge-base|[a-z0-9-]+-knowledge|[a-z0-9-]+-navigation)(\/|$)/, 'Knowledge Base'],
  [/(^|\/)senior[a-z-]*(\/|$)/, 'Senior Services'],
  [/(^|\/)affiliate[a-z-]*(\/|$)/, 'Affiliate Program'],
  [/^\/bots(\/|$)/, 'AI Assistants'],
  [/^\/(basebot-setup|dashboard\/create-bot|dashboard\/bot-details)(\/|$)/, 'BaseBots'],
  [/^\/(dashboard|account)(\/|$)/, 'Dashboard'],
  [/^\/features(\/|$)/, 'Features'],
  [/^\/pricing(\/|$)/, 'Pricing'],
  [/^\/(support|vip-services)(\/|$)/, 'Support'],
  [/^\/about(\/|$)/, 'About'],
];

/** The result category a path belongs to; only the pathname counts. */
export function categoryForPath(path: string): SearchCategory {
  const pathname = path.replace(/[?#].*$/, '');
  for (const [pattern, category] of CATEGORY_RULES) if (pattern.test(pathname)) return category;
  return 'General';
}

const pageIcons: Partial<Record<SearchCategory, SearchIconKey>> = {
  Support: 'phone',
  'Senior Services': 'heart',
  About: 'users',
  BaseBots: 'chef',
  'AI Assistants': 'chat',
  Pricing: 'tag',
  'Affiliate Program': 'tag',
  'Knowledge Base': 'book',
};

/** One catalogue item as the search sees it. */
export interface SearchDocument {
  readonly result: SearchResult;
  /** The fields the spec's substring rule looks at; the first is the title. */
  readonly substringFields: readonly string[];
  /** Words that name the item without being its title (sitemap keywords, trails, specialities). */
  readonly keywords: readonly string[];
  /** Everything else worth matching words against. */
  readonly text: readonly string[];
}

type ResultFields = Omit<SearchResult, 'id' | 'category' | 'icon' | 'voicePath'> &
  Partial<Pick<SearchResult, 'category' | 'icon' | 'voicePath'>>;

/** The one way a catalogue item becomes a search document: ids, categories and icons follow from its type and path. */
function searchDocument(
  key: string,
  fields: ResultFields,
  substringFields: readonly (string | undefined)[],
  words: { keywords?: readonly string[]; text?: readonly string[] } = {},
): SearchDocument {
  const prefix = fields.type === 'voice-command' ? 'command' : fields.type;
  const category = fields.category ?? categoryForPath(fields.path);
  const result: SearchResult = {
    ...fields,
    id: `${prefix}-${key}`,
    category,
    icon: fields.icon ?? pageIcons[category] ?? 'page',
    voicePath: fields.voicePath ?? [],
  };
  const present = substringFields.filter((field): field is string => Boolean(field));
  return { result, substringFields: present, keywords: words.keywords ?? [], text: words.text ?? present.slice(1) };
}

function sitemapDocuments(entries: readonly SitemapEntry[], trail: readonly string[] = []): SearchDocument[] {
  return entries.flatMap((entry) => {
    const voicePath = [...trail, entry.title];
    const { title, description, path } = entry;
    const keywords = entry.keywords ?? [];
    return [
      searchDocument(
        entry.id,
        { type: 'page', title, description, path, voicePath },
        [title, description, ...keywords],
        {
          keywords,
          text: [description],
        },
      ),
      ...sitemapDocuments(entry.children ?? [], voicePath),
    ];
  });
}

function knowledgeDocuments(categories: readonly HelpCategory[]): SearchDocument[] {
  return categories.flatMap((category) =>
    category.topics.map((topic) => {
      const description = truncateText(topic.content.replace(/\s+/g, ' '), SEARCH_LIMITS.knowledgeDescriptionLength);
      const fields = {
        type: 'knowledge' as const,
        title: topic.title,
        description,
        path: knowledgeTopicPath(topic.id),
        icon: 'book' as const,
        voicePath: ['Knowledge Base', category.title, topic.title],
      };
      return searchDocument(topic.id, fields, [topic.title, topic.content, ...(topic.examples ?? [])], {
        keywords: [category.title],
      });
    }),
  );
}

function guidedPathDocument(guided: GuidedPath): SearchDocument {
  const { title, description, path, voicePath } = guided;
  return searchDocument(
    guided.id,
    { type: 'path', title, description, path, icon: 'route', voicePath },
    [title, description],
    { keywords: voicePath },
  );
}

function voiceCommandDocument(command: VoiceCommand): SearchDocument {
  // A command has no page of its own: it answers with a notice, so it keeps its declared category.
  const category = (SEARCH_CATEGORIES as readonly string[]).includes(command.category)
    ? (command.category as SearchCategory)
    : 'General';
  const { title, description } = command;
  return searchDocument(command.id, { type: 'voice-command', title, description, path: '', category, icon: 'mic' }, [
    title,
    description,
  ]);
}

function assistantDocument(bot: Bot, chatPage: SitemapEntry): SearchDocument {
  const { name, description, specialization, chefTitle } = bot.persona;
  const fields = { type: 'assistant' as const, title: name, description, path: botPath(bot.id) };
  return searchDocument(bot.id, { ...fields, voicePath: [chatPage.title, name] }, [name, description], {
    // The name's words too ("MayaBot" is found by "Maya", "AIPlumbingServiceBot" by "plumbing").
    keywords: [specialization, chefTitle, name.replace(/([a-z])([A-Z])/g, '$1 $2')].filter((word): word is string =>
      Boolean(word),
    ),
  });
}

/** Every item of a catalogue as a search document, pages first. */
export function catalogueDocuments(catalogue: SearchCatalogue): SearchDocument[] {
  const { chatPage, bots: assistants = [] } = catalogue;
  return [
    ...sitemapDocuments(catalogue.sitemap),
    ...(chatPage ? sitemapDocuments([chatPage]) : []),
    ...knowledgeDocuments(catalogue.helpCategories),
    ...catalogue.guidedPaths.map(guidedPathDocument),
    ...catalogue.voiceCommands.map(voiceCommandDocument),
    ...(chatPage ? assistants.map((bot) => assistantDocument(bot, chatPage)) : []),
  ];
}

/** The guided paths suggested while the query is empty: the first few, in catalogue order. */
export function suggestedPaths(paths: readonly GuidedPath[] = guidedPaths): SearchResult[] {
  return paths.slice(0, SEARCH_LIMITS.suggestedPaths).map((guided) => guidedPathDocument(guided).result);
}

/** The voice command a result stands for, if it is one. */
export function voiceCommandFor(result: SearchResult): VoiceCommand | undefined {
  if (result.type !== 'voice-command') return undefined;
  return voiceCommands.find((command) => `command-${command.id}` === result.id);
}
