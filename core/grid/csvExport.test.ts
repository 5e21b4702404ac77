import { describe, expect, it } from 'vitest';
import { csvFileName, toCsv } from './csvExport.ts';
import type { GridColumn } from './gridTypes.ts';

interface Order {
  number: string;
  note: string;
  amount: number;
  paid: boolean;
  created: Date;
}

const columns: GridColumn<Order>[] = [
  { id: 'number', header: 'Order', accessor: (order) => order.number },
  { id: 'note', header: 'Note, free text', accessor: (order) => order.note },
  { id: 'amount', header: 'Amount', accessor: (order) => order.amount },
  { id: 'paid', header: 'Paid', accessor: (order) => order.paid },
  {
    id: 'created',
    header: 'Created',
    accessor: (order) => order.created,
    exportValue: (order) => order.created.toISOString(),
  },
];

describe('CSV export', () => {
  it('writes the headers as shown and each value as text, quoting where needed', () => {
    const csv = toCsv(columns, [
      {
        number: 'ORD-1',
        note: 'says "hi", twice',
        amount: 1234.5,
        paid: true,
        created: new Date('2025-03-04T05:06:07Z'),
      },
      { number: 'ORD-2', note: 'line\nbreak', amount: -20, paid: false, created: new Date('2025-03-05T00:00:00Z') },
    ]);
    expect(csv.split('\r\n')[0]).toBe('Order,"Note, free text",Amount,Paid,Created');
    expect(csv).toContain('ORD-1,"says ""hi"", twice",1234.5,Yes,2025-03-04T05:06:07.000Z');
    expect(csv).toContain('ORD-2,"line\nbreak",-20,No,2025-03-05T00:00:00.000Z');
  });

  it('escapes text a spreadsheet would run as a formula', () => {
    const csv = toCsv(
      [columns[1] as GridColumn<Order>],
      [{ note: '=HYPERLINK("x")' } as Order, { note: '@SUM(A1)' } as Order],
    );
    expect(csv.split('\r\n').slice(1)).toEqual([`"'=HYPERLINK(""x"")"`, `"'@SUM(A1)"`]);
  });

  it('names the file after the grid and the local day', () => {
    expect(csvFileName('configurationLogs', new Date(2025, 0, 9, 23, 59))).toBe('configurationLogs-2025-01-09.csv');
  });
});
