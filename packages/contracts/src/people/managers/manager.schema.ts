import type { z } from 'zod';
import {
  ZCreateVenueStaffRequest,
  ZListVenueStaffQuery,
  ZUpdateVenueStaffRequest,
  ZVenueStaffMember,
} from '../venue-staff.schema';

/** Managers work on one venue (docs/product.md §6). */
export const ZManager = ZVenueStaffMember;
export type TManager = z.infer<typeof ZManager>;

export const ZCreateManagerRequest = ZCreateVenueStaffRequest;
export type TCreateManagerRequest = z.input<typeof ZCreateManagerRequest>;

export const ZUpdateManagerRequest = ZUpdateVenueStaffRequest;
export type TUpdateManagerRequest = z.input<typeof ZUpdateManagerRequest>;

export const ZListManagersQuery = ZListVenueStaffQuery;
export type TListManagersQuery = z.output<typeof ZListManagersQuery>;
