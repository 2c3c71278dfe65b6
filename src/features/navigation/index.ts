export { CataloguePage } from './catalogue-page';
export { UserTypeSelect } from './user-type-select';
export { useUserType, filterSitemap, isVisibleTo, USER_TYPE_LABELS, DEFAULT_USER_TYPE } from './user-type';
