/** The four sections of the knowledge base page; their ids are stable deep links (/knowledgebase#id). */
export const KNOWLEDGE_SECTIONS = [
  { id: 'kitchen-services', title: 'Kitchen Services' },
  { id: 'basebot-setup', title: 'BaseBot Setup' },
  { id: 'voice-integration', title: 'Voice Integration' },
  { id: 'related-services', title: 'Related Services' },
] as const;

export type KnowledgeSectionId = (typeof KNOWLEDGE_SECTIONS)[number]['id'];

export function isKnowledgeSectionId(value: string): value is KnowledgeSectionId {
  return KNOWLEDGE_SECTIONS.some((section) => section.id === value);
}

/** The id of the knowledge browser on the page, for links that jump straight to it. */
export const KNOWLEDGE_BROWSER_ID = 'knowledge-browser';
