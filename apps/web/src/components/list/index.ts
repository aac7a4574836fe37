export type { ListColumn } from './data-table';
export { FilterSelect } from './filter-select';
export { ListPage, type ListTexts } from './list-page';
export { nameColumn } from './name-column';
export { useListParams, type ListParams } from './use-list-params';
export { useListTexts, type ListTextKeys } from './use-list-texts';
