// The shell every admin table shares (docs/product.md#admin): a named DataTable (it scrolls
// sideways natively, with or without JavaScript), one header row of column headings, one body
// row per item, and a line of its own instead of the table when there are no rows. A table's file
// says only what is particular to it: its columns and how a row reads.
import { Fragment, isValidElement, type ReactElement, type ReactNode } from "react";
import { Table } from "@radix-ui/themes";
import { DataTable } from "~/components/ui/data-table";

/** A heading: plain text, text set to the cell's end (numbers), or a whole header cell (a sort link). */
export type AdminColumn = string | { label: string; justify: "end" } | ReactElement;

export function AdminTable<Row>({
  label,
  className,
  columns,
  rows,
  empty,
  children,
}: {
  /** Names the table and its scroll region. */
  label: string;
  className?: string;
  columns: AdminColumn[];
  rows: readonly Row[];
  /** Shown instead of the table when there are no rows. */
  empty: ReactNode;
  /** One Table.Row (with its key) per row. */
  children: (row: Row) => ReactNode;
}) {
  if (rows.length === 0) return <>{empty}</>;
  return (
    <DataTable label={label} size="1" className={className}>
      <Table.Header>
        <Table.Row>{columns.map(headerCell)}</Table.Row>
      </Table.Header>
      <Table.Body>{rows.map(children)}</Table.Body>
    </DataTable>
  );
}

function headerCell(column: AdminColumn, index: number): ReactNode {
  if (typeof column === "string") return <Table.ColumnHeaderCell key={index}>{column}</Table.ColumnHeaderCell>;
  if ("label" in column && !isValidElement(column)) {
    return (
      <Table.ColumnHeaderCell key={index} justify={column.justify}>
        {column.label}
      </Table.ColumnHeaderCell>
    );
  }
  return <Fragment key={index}>{column}</Fragment>;
}
