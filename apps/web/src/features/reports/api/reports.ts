import {
  operationsReportContract,
  salesReportContract,
  type TOperationsReport,
  type TReportPeriod,
  type TSalesReport,
} from '@orderdesk/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callContract } from '../../../api/http-client';

/** What the reports screen asks for: a period and, for dealers and admins, a scope. */
export interface ReportFilters {
  period: TReportPeriod;
  from: string;
  to: string;
  areaId: number | null;
  venueGroupId: number | null;
  venueId: number | null;
}

function toQuery(filters: ReportFilters) {
  return {
    period: filters.period,
    ...(filters.period === 'custom' ? { from: filters.from, to: filters.to } : {}),
    areaId: filters.areaId ?? undefined,
    venueGroupId: filters.venueGroupId ?? undefined,
    venueId: filters.venueId ?? undefined,
  };
}

const ROOT = 'reports';

/** A custom period is asked for only once both of its dates are given and in order. */
export function filtersReady(filters: ReportFilters): boolean {
  return (
    filters.period !== 'custom' || (filters.from !== '' && filters.to !== '' && filters.from <= filters.to)
  );
}

export function useSalesReport(filters: ReportFilters, enabled = true) {
  const query = toQuery(filters);
  return useQuery<TSalesReport>({
    queryKey: [ROOT, 'sales', query],
    queryFn: ({ signal }) => callContract(salesReportContract, { query, signal }),
    enabled: enabled && filtersReady(filters),
    placeholderData: keepPreviousData,
  });
}

export function useOperationsReport(filters: ReportFilters, enabled = true) {
  const query = toQuery(filters);
  return useQuery<TOperationsReport>({
    queryKey: [ROOT, 'operations', query],
    queryFn: ({ signal }) => callContract(operationsReportContract, { query, signal }),
    enabled: enabled && filtersReady(filters),
    placeholderData: keepPreviousData,
  });
}
