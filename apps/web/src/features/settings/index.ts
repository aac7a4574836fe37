export { SettingsDialog } from './settings-dialog';
export { languagesQueryOptions } from './api/settings';
