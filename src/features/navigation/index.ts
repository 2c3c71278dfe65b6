export { CataloguePage } from './catalogue-page';
export { ProviderKnowledgeGuide, ProviderNavigationGuide } from './provider-guides';
export { findGuidedPath, GuidedPathPage } from './guided-path-page';
