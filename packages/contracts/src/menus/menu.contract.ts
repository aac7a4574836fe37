import { z } from 'zod';
import { defineContract } from '../api/define-contract';
import { ZQueryId } from '../api/entity-id';
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
import {
  ZGlovoVerifyQuery,
  ZGlovoVerifyResult,
  ZLastExcludedItems,
  ZMenuImageDuplicates,
  ZMenuPublishPreview,
  ZMenuStatusInfo,
  ZMenuStatusInfoParams,
  ZMenuStatusInfoQuery,
  ZPublishMenuRequest,
  ZPublishMenuResult,
} from './menu-publish.schema';
import { ZMenuAvailabilityRequest, ZMenuAvailabilityResult } from './menu-availability.schema';

/** Menus (docs/product.md §7 "Menu"): reading is open to whoever sees the venue, changing to who sets it up. */

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

export const publishMenuContract = defineContract({
  method: 'POST',
  path: '/api/Menu/Publish',
  summary: "Publishes the venue's menu to each enabled connection (durable jobs)",
  tags: ['menu'],
  access: Permission.VENUES_OPERATE,
  body: ZPublishMenuRequest,
  response: ZPublishMenuResult,
});

export const menuAvailabilityContract = defineContract({
  method: 'POST',
  path: '/api/Menu/Availability',
  summary: 'Sold out or back on every connection at once, optionally until a time (durable jobs)',
  tags: ['menu'],
  access: Permission.VENUES_OPERATE,
  body: ZMenuAvailabilityRequest,
  response: ZMenuAvailabilityResult,
});

export const menuPublishPreviewContract = defineContract({
  method: 'GET',
  path: '/api/Menu/PublishPreview',
  summary: 'What a publish would change on each connection: added, removed, price changed, switched off',
  tags: ['menu'],
  access: Permission.VENUES_READ,
  query: ZMenuVenueQuery,
  response: ZMenuPublishPreview,
});

export const lastExcludedItemsContract = defineContract({
  method: 'GET',
  path: '/api/Menu/LastExcludedItems',
  summary: "What each connection's last publish left out, and why",
  tags: ['menu'],
  access: Permission.VENUES_READ,
  query: ZMenuVenueQuery,
  response: ZLastExcludedItems,
});

export const menuUpdateStatusInfoContract = defineContract({
  method: 'GET',
  path: '/api/venues/menuUpdateStatusInfo/:venueId',
  summary: "Each connection's last menu publish and how it ended",
  tags: ['menu'],
  access: Permission.VENUES_READ,
  params: ZMenuStatusInfoParams,
  query: ZMenuStatusInfoQuery,
  response: ZMenuStatusInfo,
});

export const menuImageDuplicatesContract = defineContract({
  method: 'GET',
  path: '/api/venues/menuImageDuplicates/:venueId',
  summary: 'Dishes of a connection that share one image',
  tags: ['menu'],
  access: Permission.VENUES_READ,
  params: ZMenuStatusInfoParams,
  response: ZMenuImageDuplicates,
});

export const glovoVerifyUpdateMenuContract = defineContract({
  method: 'GET',
  path: '/api/glovo/verifyUpdateMenu/:venueId',
  summary: "Asks Glovo how the connection's last menu upload went",
  tags: ['menu'],
  access: Permission.VENUES_READ,
  params: ZMenuStatusInfoParams,
  query: ZGlovoVerifyQuery,
  response: ZGlovoVerifyResult,
});

/** The menu JSON Glovo fetches from the URL given with an upload; the token is that upload's own. */
export const glovoHostedMenuContract = defineContract({
  method: 'GET',
  path: '/api/glovo/menus/:publishId',
  summary: 'The menu JSON of one Glovo upload, for Glovo to fetch',
  tags: ['menu'],
  access: 'public',
  params: z.object({ publishId: ZQueryId }),
  query: z.object({ token: z.string().min(1).max(200) }),
  response: z.record(z.string(), z.unknown()),
});
