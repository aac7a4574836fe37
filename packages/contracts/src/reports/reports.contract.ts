import { defineContract } from '../api/define-contract';
import { Permission } from '../auth/permissions';
import { ZOperationsReport, ZReportQuery, ZSalesReport } from './reports.schema';

export const salesReportContract = defineContract({
  method: 'GET',
  path: '/api/reports/sales',
  summary:
    'Orders, revenue and average order value by platform, venue, day and hour, against the period before',
  tags: ['reports'],
  access: Permission.REPORTS_READ,
  query: ZReportQuery,
  response: ZSalesReport,
});

export const operationsReportContract = defineContract({
  method: 'GET',
  path: '/api/reports/operations',
  summary:
    "Accept and preparation times, rejections, failed POS hand-overs, r_keeper's refusals and offline time with its lost revenue",
  tags: ['reports'],
  access: Permission.REPORTS_READ,
  query: ZReportQuery,
  response: ZOperationsReport,
});
