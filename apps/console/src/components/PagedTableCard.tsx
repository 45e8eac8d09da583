import type { Body, CallDef, PayloadIn } from '@demo/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Card, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { type ReactNode, useState } from 'react';
import { callQuery, PAGE_SIZE, SPIN_DELAY_MS } from '../lib/queries';

/** A row of a paged list call's reply (`{ list, total }`). */
export type PagedRow<C extends CallDef> = Body<C> extends { list: (infer Row)[] } ? Row : never;

interface PagedTableCardProps<C extends CallDef> {
  title: ReactNode;
  /** A paged list call: its payload takes `page` and `size`, its reply is `{ list, total }`. */
  def: C;
  /** The rest of the payload. A change of filter goes back to the first page. */
  filter: Omit<PayloadIn<C>, 'page' | 'size'>;
  columns: ColumnsType<PagedRow<C>>;
  emptyText: string;
  extra?: ReactNode;
  testId?: string;
  /** The row field that keys the table; `id` unless the rows have none (a contract note's `date`). */
  rowKey?: string;
}

/**
 * One section of a detail page: a card with a paged table of one list call, keeping the previous page
 * on screen while the next loads and showing the spinner only for slow loads.
 */
export function PagedTableCard<C extends CallDef>({
  title,
  def,
  filter,
  columns,
  emptyText,
  extra,
  testId,
  rowKey = 'id',
}: PagedTableCardProps<C>) {
  const filterKey = JSON.stringify(filter);
  const [paging, setPaging] = useState({ filterKey, page: 1 });
  const page = paging.filterKey === filterKey ? paging.page : 1;
  // The payload type of a generic call cannot be spelled from its parts; `filter` is typed above.
  const payload = { ...filter, page, size: PAGE_SIZE } as PayloadIn<C>;
  const list = useQuery({ ...callQuery(def, payload), placeholderData: keepPreviousData });
  const body = list.data as { list: PagedRow<C>[]; total: number } | undefined;
  return (
    <Card title={title} size="small" extra={extra}>
      <Table<PagedRow<C>>
        rowKey={rowKey}
        size="small"
        loading={{ spinning: list.isFetching && body === undefined, delay: SPIN_DELAY_MS }}
        dataSource={body?.list ?? []}
        locale={{ emptyText }}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: body?.total ?? 0,
          showSizeChanger: false,
          onChange: (next) => setPaging({ filterKey, page: next }),
        }}
        columns={columns}
        {...(testId === undefined ? {} : { 'data-testid': testId })}
      />
    </Card>
  );
}
