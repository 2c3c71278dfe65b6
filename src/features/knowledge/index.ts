export { KnowledgeBasePage } from './knowledge-base-page';
export { HelpCentrePage } from './help-centre-page';
