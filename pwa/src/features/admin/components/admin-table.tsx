import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import LinearProgress from '@mui/material/LinearProgress';
import type { SxProps, Theme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import type { ReactNode } from 'react';
import type { ListPaging } from '../lib/list-params';
import { Pager } from './list-toolbar';
import { LoadError } from './panel-states';

/** One page of a server-paged list, as the staff API sends it. */
interface ListPage<T> {
  items: T[];
  pages: number;
  total: number;
}

/** One column of a console list. */
export interface AdminColumn<T> {
  key: string;
  header: ReactNode;
  cell: (item: T) => ReactNode;
  align?: 'right';
  /** The row's name (`th scope="row"`): what screen readers announce the row by. */
  rowHeader?: boolean;
  /**
   * Left out on a portrait tablet (narrower than 900 px). Mark the least useful columns; status and
   * the row's actions always stay.
   */
  landscapeOnly?: boolean;
  /** A sortable column: its current direction (false: not the sort) and what a tap does. */
  sort?: { direction: 'asc' | 'desc' | false; onSort: () => void };
  sx?: SxProps<Theme>;
}

const landscapeOnly = { display: { xs: 'none', md: 'table-cell' } } as const;

function cellSx<T>(column: AdminColumn<T>): SxProps<Theme> {
  return [column.landscapeOnly ? landscapeOnly : {}, ...(Array.isArray(column.sx) ? column.sx : [column.sx ?? {}])] as SxProps<Theme>;
}

/**
 * A console list from its column definitions: the load error (with Try again) or the table with
 * its fetching bar, the rows and their actions, an empty row when nothing matches and blank rows
 * while the first page loads; then the pager with rows per page.
 */
export function AdminTable<T extends { id: string }>({
  label,
  loadingLabel,
  what,
  emptyText,
  columns,
  actions,
  query: { data, error, isFetching, refetch },
  paging,
}: {
  /** The table's accessible name. */
  label: string;
  loadingLabel: string;
  /** For the load error: 'Could not load {what}.' */
  what: string;
  emptyText: string;
  columns: readonly AdminColumn<T>[];
  /** A row's buttons (see RowActions), in the last column. */
  actions?: (item: T) => ReactNode;
  /** The list's query (as useQuery returns it). */
  query: { data: ListPage<T> | undefined; error: unknown; isFetching: boolean; refetch: () => unknown };
  paging: ListPaging;
}) {
  const span = columns.length + (actions ? 1 : 0);
  return (
    <>
      {error && !data ? (
        <LoadError error={error} what={what} onRetry={() => void refetch()} />
      ) : (
        <Card sx={{ position: 'relative' }}>
          {isFetching && <LinearProgress aria-label={loadingLabel} sx={{ position: 'absolute', top: 0, left: 0, right: 0 }} />}
          <TableContainer>
            <Table aria-label={label} sx={{ minWidth: { md: 680 } }}>
              <TableHead>
                <TableRow>
                  {columns.map((column) => (
                    <TableCell key={column.key} align={column.align} sx={cellSx(column)} sortDirection={column.sort?.direction ?? undefined}>
                      {column.sort ? (
                        <TableSortLabel active={column.sort.direction !== false} direction={column.sort.direction || 'asc'} onClick={column.sort.onSort}>
                          {column.header}
                        </TableSortLabel>
                      ) : (
                        column.header
                      )}
                    </TableCell>
                  ))}
                  {actions && <TableCell align="right">Actions</TableCell>}
                </TableRow>
              </TableHead>
              <TableBody>
                {data?.items.map((item) => (
                  <TableRow key={item.id} hover>
                    {columns.map((column) => (
                      <TableCell key={column.key} align={column.align} sx={cellSx(column)} {...(column.rowHeader ? { component: 'th', scope: 'row' } : {})}>
                        {column.cell(item)}
                      </TableCell>
                    ))}
                    {actions && (
                      <TableCell align="right" sx={{ pl: 1 }}>
                        {actions(item)}
                      </TableCell>
                    )}
                  </TableRow>
                ))}
                {data && data.items.length === 0 && (
                  <TableRow>
                    <TableCell colSpan={span} sx={{ py: 6, textAlign: 'center', color: 'text.secondary' }}>
                      {emptyText}
                    </TableCell>
                  </TableRow>
                )}
                {!data &&
                  Array.from({ length: paging.pageSize }, (_, index) => (
                    <TableRow key={index}>
                      <TableCell colSpan={span} sx={{ height: 61 }} />
                    </TableRow>
                  ))}
              </TableBody>
            </Table>
          </TableContainer>
        </Card>
      )}
      {data && <Pager pages={data.pages} total={data.total} paging={paging} />}
    </>
  );
}

/**
 * A row's buttons, side by side and tablet-sized, each named after the row ('Edit Serengeti'):
 * the list's own buttons (children), then Edit and Delete when given.
 */
export function RowActions({ name, onEdit, editDisabled = false, onDelete, children }: { name: string; onEdit?: () => void; editDisabled?: boolean; onDelete?: () => void; children?: ReactNode }) {
  return (
    <RowButtons>
      {children}
      {onEdit && (
        <Button size="small" variant="outlined" onClick={onEdit} disabled={editDisabled} aria-label={`Edit ${name}`}>
          Edit
        </Button>
      )}
      {onDelete && (
        <Button size="small" variant="outlined" color="error" onClick={onDelete} aria-label={`Delete ${name}`}>
          Delete
        </Button>
      )}
    </RowButtons>
  );
}

/** Lays a row's buttons out in one line (wrapping only when the cell is too narrow). */
export function RowButtons({ children }: { children: ReactNode }) {
  return (
    <span style={{ display: 'inline-flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: 6 }}>
      {children}
    </span>
  );
}
