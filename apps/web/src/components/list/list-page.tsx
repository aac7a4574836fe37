import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import TablePagination from '@mui/material/TablePagination';
import Tooltip from '@mui/material/Tooltip';
import type { TPaged } from '@orderdesk/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { toast } from '../../lib/toast';
import { isApiError } from '../../api/api-error';
import { translateMessage } from '../../i18n/translate-message';
import { ConfirmDialog } from '../confirm-dialog';
import { EmptyState } from '../empty-state';
import { AddIcon, DeleteIcon, EditIcon } from '../icons';
import { PageHeader } from '../page-header';
import { DataTable, type ListColumn } from './data-table';
import { ListToolbar } from './list-toolbar';
import { PAGE_SIZE_OPTIONS, type ListParams } from './use-list-params';

const PAGE_BUTTON_KEYS = {
  first: 'lists.firstPage',
  last: 'lists.lastPage',
  next: 'lists.nextPage',
  previous: 'lists.previousPage',
} as const;

export interface ListTexts {
  title: string;
  subtitle: string;
  search: string;
  create: string;
  emptyTitle: string;
  emptyText: string;
  deleteTitle: string;
  /** The confirm question for one row, by its display name. */
  deleteMessage: (name: string) => string;
  deleted: string;
}

interface Props<T extends { id: number }> {
  texts: ListTexts;
  icon: ReactNode;
  params: ListParams;
  result: Pick<UseQueryResult<TPaged<T>>, 'data' | 'isError' | 'isPlaceholderData' | 'refetch'>;
  columns: readonly ListColumn<T>[];
  /** The row's name in confirm questions and button labels. */
  rowName: (row: T) => string;
  filters?: ReactNode;
  /** Whether the user may create, edit and delete here (else the list is read-only). */
  canManage: boolean;
  /** Create and edit either on their own screen (hrefs) or in a dialog (callbacks). */
  createHref?: string;
  onCreate?: () => void;
  editHref?: (row: T) => string;
  onEdit?: (row: T) => void;
  onDelete?: (row: T) => Promise<unknown>;
  testId: string;
}

/** A list screen: title, search and filters, a server-paged table, and create/edit/delete. */
export function ListPage<T extends { id: number }>(props: Props<T>) {
  const { texts, params, result, canManage, testId } = props;
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState<T | null>(null);
  const [busy, setBusy] = useState(false);
  const page = result.data;
  const rows = page?.items;
  const filtered = params.search !== '' || params.hasFilters;

  const edit = (row: T) => {
    if (props.onEdit) props.onEdit(row);
    else if (props.editHref) void navigate(props.editHref(row));
  };

  const confirmDelete = async () => {
    if (!deleting || !props.onDelete) return;
    setBusy(true);
    try {
      await props.onDelete(deleting);
      toast.success(texts.deleted);
      // The last row of a later page is gone: show the page before it.
      if (rows?.length === 1 && params.page > 1) params.setPage(params.page - 1);
      setDeleting(null);
    } catch (error) {
      if (!isApiError(error) || !error.notified) {
        const message = isApiError(error) ? error.firstMessage : undefined;
        toast.error(message ? translateMessage(t, message) : t('errors.deleteFailed'));
      }
      setDeleting(null);
    } finally {
      setBusy(false);
    }
  };

  const createButton = (testId: string) =>
    canManage && (props.createHref || props.onCreate) ? (
      <Button
        variant="contained"
        startIcon={<AddIcon />}
        data-testid={testId}
        {...(props.createHref ? { component: Link, to: props.createHref } : { onClick: props.onCreate })}
      >
        {texts.create}
      </Button>
    ) : undefined;

  const actions = canManage
    ? (row: T) => (
        <>
          <Tooltip title={t('lists.edit')}>
            <IconButton
              size="small"
              aria-label={t('lists.editNamed', { name: props.rowName(row) })}
              data-testid="row-edit"
              onClick={() => edit(row)}
            >
              <EditIcon fontSize="small" />
            </IconButton>
          </Tooltip>
          {props.onDelete && (
            <Tooltip title={t('lists.delete')}>
              <IconButton
                size="small"
                aria-label={t('lists.deleteNamed', { name: props.rowName(row) })}
                data-testid="row-delete"
                onClick={() => setDeleting(row)}
                sx={{ '&:hover': { color: 'error.main' } }}
              >
                <DeleteIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          )}
        </>
      )
    : undefined;

  return (
    <>
      <PageHeader title={texts.title} subtitle={texts.subtitle} actions={createButton('list-create')} />
      <Paper variant="outlined" sx={{ overflow: 'hidden', opacity: result.isPlaceholderData ? 0.7 : 1 }}>
        <ListToolbar
          search={params.searchInput}
          onSearch={params.setSearchInput}
          searchLabel={texts.search}
          filters={props.filters}
          total={page?.total}
        />
        {result.isError && !page ? (
          <Alert
            severity="error"
            sx={{ m: 2 }}
            action={
              <Button color="inherit" size="small" onClick={() => void result.refetch()}>
                {t('lists.retry')}
              </Button>
            }
          >
            {t('lists.loadFailed')}
          </Alert>
        ) : rows?.length === 0 ? (
          <EmptyState
            icon={props.icon}
            title={filtered ? t('lists.noMatches') : texts.emptyTitle}
            description={filtered ? t('lists.noMatchesHint') : texts.emptyText}
            action={filtered ? undefined : createButton('empty-create')}
            bare
          />
        ) : (
          <DataTable
            columns={props.columns}
            rows={rows}
            skeletonRows={Math.min(params.pageSize, 8)}
            onRowClick={canManage ? edit : undefined}
            actions={actions}
            actionsHeader={t('lists.actions')}
            testId={testId}
          />
        )}
        {page && page.total > 0 && (
          <TablePagination
            component="div"
            count={page.total}
            page={Math.max(0, params.page - 1)}
            rowsPerPage={params.pageSize}
            rowsPerPageOptions={[...PAGE_SIZE_OPTIONS]}
            onPageChange={(_, next) => params.setPage(next + 1)}
            onRowsPerPageChange={(event) => params.setPageSize(Number(event.target.value))}
            labelRowsPerPage={t('lists.rowsPerPage')}
            labelDisplayedRows={({ from, to, count }) => t('lists.displayedRows', { from, to, count })}
            getItemAriaLabel={(type) => t(PAGE_BUTTON_KEYS[type])}
            sx={{ borderTop: '1px solid', borderColor: 'divider' }}
          />
        )}
      </Paper>
      <ConfirmDialog
        open={deleting !== null}
        title={texts.deleteTitle}
        message={deleting ? texts.deleteMessage(props.rowName(deleting)) : ''}
        busy={busy}
        onCancel={() => setDeleting(null)}
        onConfirm={() => void confirmDelete()}
      />
    </>
  );
}
