export { CataloguePage } from './catalogue-page';
export { UserTypeSelect } from './user-type-select';
export { useUserType, filterSitemap, isVisibleTo, USER_TYPE_LABELS, DEFAULT_USER_TYPE } from './user-type';
export { ProviderKnowledgeGuide, ProviderNavigationGuide } from './provider-guides';
export { USER_JOURNEYS } from './user-journeys';
export { findGuidedPath, GuidedPathPage } from './guided-path-page';
