import type { ReactNode } from 'react';
import { ConfirmDeleteButton } from './confirm-delete-button';

type AdminTableProps<Row extends { id: string }> = {
  caption: string;
  /** Read by assistive technology only, when the toolbar already says what the table holds. */
  isCaptionHidden?: boolean;
  /** The `<th scope="col">` cells before the actions column. */
  headers: ReactNode;
  rows: readonly Row[];
  /** The `<td>` cells of one row before its delete button. */
  renderCells: (row: Row) => ReactNode;
  /** How the delete dialog names a row: “The Long Watch”. */
  deleteNameOf: (row: Row) => string;
  onDelete: (row: Row) => Promise<void>;
};

/** The frame of an admin table: scrolling wrapper, caption, header row, and a delete button ending each row. */
export function AdminTable<Row extends { id: string }>({ caption, isCaptionHidden, headers, rows, renderCells, deleteNameOf, onDelete }: AdminTableProps<Row>) {
  return (
    <div className="table-responsive admin-table-wrap">
      <table className="table align-middle admin-table">
        <caption className={isCaptionHidden ? 'visually-hidden' : undefined}>{caption}</caption>
        <thead>
          <tr>
            {headers}
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              {renderCells(row)}
              <td className="text-end">
                <ConfirmDeleteButton itemName={deleteNameOf(row)} onConfirm={() => onDelete(row)} size="sm" />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
