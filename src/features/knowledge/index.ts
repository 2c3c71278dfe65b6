export { KnowledgeBasePage } from './knowledge-base-page';
export { HelpCentrePage } from './help-centre-page';
export { KNOWLEDGE_SECTIONS, KNOWLEDGE_BROWSER_ID } from './knowledge-sections';
