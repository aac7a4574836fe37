import type { z } from 'zod';
import {
  ZCreateVenueStaffRequest,
  ZListVenueStaffQuery,
  ZUpdateVenueStaffRequest,
  ZVenueStaffMember,
} from '../venue-staff.schema';

/** Operators work on one venue (docs/product.md §6). */
export const ZOperator = ZVenueStaffMember;
export type TOperator = z.infer<typeof ZOperator>;

export const ZCreateOperatorRequest = ZCreateVenueStaffRequest;
export type TCreateOperatorRequest = z.input<typeof ZCreateOperatorRequest>;

export const ZUpdateOperatorRequest = ZUpdateVenueStaffRequest;
export type TUpdateOperatorRequest = z.input<typeof ZUpdateOperatorRequest>;

export const ZListOperatorsQuery = ZListVenueStaffQuery;
export type TListOperatorsQuery = z.output<typeof ZListOperatorsQuery>;
