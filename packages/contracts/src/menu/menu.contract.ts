import { defineContract } from '../api/define-contract';
import { Permission } from '../auth/permissions';
import {
  ZDownloadMenuRequest,
  ZMenu,
  ZMenuFileInfo,
  ZMenuFileUpload,
  ZMenuImportResult,
  ZMenuVenueQuery,
  ZSaveMenuRequest,
} from './menu.schema';

/** Menus (spec §7 "Menu"): reading is open to whoever sees the venue, changing to who sets it up. */

export const getMenuContract = defineContract({
  method: 'GET',
  path: '/api/Menu',
  summary: "The venue's menu per platform connection, with what is switched on",
  tags: ['menu'],
  access: Permission.VENUES_READ,
  query: ZMenuVenueQuery,
  response: ZMenu,
});

export const saveMenuContract = defineContract({
  method: 'POST',
  path: '/api/Menu',
  summary: 'Saves enablement and per-platform names, prices and images',
  tags: ['menu'],
  access: Permission.VENUES_SETTINGS,
  body: ZSaveMenuRequest,
  response: ZMenu,
});

export const downloadMenuContract = defineContract({
  method: 'POST',
  path: '/api/Menu/Download',
  summary: "Imports the menu from the venue's r_keeper (GetRefData, GetOrderMenu)",
  tags: ['menu'],
  access: Permission.VENUES_SETTINGS,
  body: ZDownloadMenuRequest,
  response: ZMenuImportResult,
});

export const menuFromFileContract = defineContract({
  method: 'POST',
  path: '/api/Menu/MenuFromFile',
  summary: 'Imports the menu from an uploaded r_keeper export (GetRefData XML answers)',
  tags: ['menu'],
  access: Permission.VENUES_SETTINGS,
  query: ZMenuVenueQuery,
  body: ZMenuFileUpload,
  response: ZMenuImportResult,
});

export const menuFileInfoContract = defineContract({
  method: 'GET',
  path: '/api/Menu/MenuFromFile',
  summary: 'The r_keeper export last imported for the venue',
  tags: ['menu'],
  access: Permission.VENUES_READ,
  query: ZMenuVenueQuery,
  response: ZMenuFileInfo,
});
