import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';
import { Pager } from './list-toolbar';
import { LoadError } from './panel-states';

/** One page of a server-paged list, as the staff API sends it. */
interface ListPage<T> {
  items: T[];
  pages: number;
  total: number;
}

/**
 * A console list: the load error (with Try again) or the table with its fetching bar, the rows,
 * an empty row when nothing matches and blank rows while the first page loads; then the pager.
 */
export function AdminTable<T extends { id: string }>({
  label,
  loadingLabel,
  what,
  emptyText,
  columns,
  head,
  renderRow,
  query: { data, error, isFetching, refetch },
  page,
  onPage,
}: {
  /** The table's accessible name. */
  label: string;
  loadingLabel: string;
  /** For the load error: 'Could not load {what}.' */
  what: string;
  emptyText: string;
  columns: number;
  /** The header cells. */
  head: ReactNode;
  /** A row's cells. */
  renderRow: (item: T) => ReactNode;
  /** The list's query (as useQuery returns it). */
  query: { data: ListPage<T> | undefined; error: unknown; isFetching: boolean; refetch: () => unknown };
  page: number;
  onPage: (page: number) => void;
}) {
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
                <TableRow>{head}</TableRow>
              </TableHead>
              <TableBody>
                {data?.items.map((item) => (
                  <TableRow key={item.id} hover>
                    {renderRow(item)}
                  </TableRow>
                ))}
                {data && data.items.length === 0 && (
                  <TableRow>
                    <TableCell colSpan={columns} sx={{ py: 6, textAlign: 'center', color: 'text.secondary' }}>
                      {emptyText}
                    </TableCell>
                  </TableRow>
                )}
                {!data &&
                  Array.from({ length: 5 }, (_, index) => (
                    <TableRow key={index}>
                      <TableCell colSpan={columns} sx={{ height: 53 }} />
                    </TableRow>
                  ))}
              </TableBody>
            </Table>
          </TableContainer>
        </Card>
      )}
      {data && <Pager page={page} pages={data.pages} total={data.total} onPage={onPage} />}
    </>
  );
}

/** The last cell of a row: the list's own buttons (children), then Edit and Delete, named after the row. */
export function RowActions({ name, onEdit, editDisabled, onDelete, children }: { name: string; onEdit: () => void; editDisabled: boolean; onDelete: () => void; children?: ReactNode }) {
  return (
    <TableCell align="right" sx={{ whiteSpace: 'nowrap', pl: 1, '& .MuiButton-root': { minWidth: 0, px: 1 } }}>
      {children}
      <Button size="small" onClick={onEdit} disabled={editDisabled} aria-label={`Edit ${name}`}>
        Edit
      </Button>
      <Button size="small" color="error" onClick={onDelete} aria-label={`Delete ${name}`}>
        Delete
      </Button>
    </TableCell>
  );
}
