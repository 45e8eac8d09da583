import { formatIndiaTime } from '@demo/client';
import { consoleMarketsApi } from '@demo/contract';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Select, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ReasonModal } from '../../components/ReasonModal';
import { canCall } from '../../lib/access';
import { call } from '../../lib/api';
import { EXCHANGE_CODES, EXCHANGE_OPTIONS, type ExchangeCode, exchangeLook } from '../../lib/markets';
import { callQuery, PAGE_SIZE, SPIN_DELAY_MS } from '../../lib/queries';
import { pageParam, withParams } from '../../lib/search-params';
import { useStaff } from '../session/staff-context';
import { AddHolidayDialog } from './AddHolidayDialog';
import { isWeekend, weekdayOf, yearOptions, yearParam } from './holiday-dates';

type Holiday = consoleMarketsApi.Holiday;

function exchangeParam(raw: string | null): ExchangeCode | undefined {
  return EXCHANGE_CODES.find((code) => code === raw);
}

/** What deleting a holiday changes, in one sentence for the confirmation. */
function deleteEffect(holiday: Holiday): string {
  const weekday = weekdayOf(holiday.date) ?? 'day';
  return isWeekend(holiday.date) && exchangeLook(holiday.exchange)?.weekends === false
    ? `${holiday.exchange} stays closed on ${holiday.date}: it is a ${weekday}.`
    : `${holiday.exchange} will trade on ${holiday.date} as on any other ${weekday}.`;
}

function holidayColumns(onDelete: ((holiday: Holiday) => void) | null): ColumnsType<Holiday> {
  const columns: ColumnsType<Holiday> = [
    {
      title: 'Date',
      dataIndex: 'date',
      width: 130,
      render: (date: string) => <span style={{ fontVariantNumeric: 'tabular-nums' }}>{date}</span>,
    },
    {
      title: 'Weekday',
      key: 'weekday',
      width: 120,
      render: (_, holiday) => {
        const weekday = weekdayOf(holiday.date);
        const weekend = weekday === 'Saturday' || weekday === 'Sunday';
        return weekend ? <Tag color="warning">{weekday}</Tag> : (weekday ?? '—');
      },
    },
    {
      title: 'Exchange',
      dataIndex: 'exchange',
      width: 200,
      render: (exchange: string) => (
        <Space size={6}>
          <Typography.Text strong>{exchange}</Typography.Text>
          <Typography.Text type="secondary">{exchangeLook(exchange)?.timezone}</Typography.Text>
        </Space>
      ),
    },
    { title: 'Holiday', dataIndex: 'name' },
    {
      title: 'Added (IST)',
      dataIndex: 'createdAt',
      width: 170,
      render: (ms: number) => formatIndiaTime(ms, 'YYYY-MM-DD HH:mm:ss'),
    },
  ];
  if (onDelete !== null) {
    columns.push({
      title: 'Action',
      key: 'action',
      width: 100,
      render: (_, holiday) => (
        <Button size="small" danger onClick={() => onDelete(holiday)} data-testid={`holiday-delete-${holiday.id}`}>
          Delete
        </Button>
      ),
    });
  }
  return columns;
}
/** The calendar's exchange, year and page from the address, the page of holidays, and a refresh. */
function useHolidayCalendar() {
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  // The calendar opens on the current year as India counts it, like every date in the console.
  const [thisYear] = useState(() => Number(formatIndiaTime(Date.now(), 'YYYY-MM-DD HH:mm:ss').slice(0, 4)));
  const year = yearParam(params.get('year'), thisYear);
  const exchange = exchangeParam(params.get('exchange'));
  const page = pageParam(params.get('page'));
  const list = useQuery({
    ...callQuery(consoleMarketsApi.holidayList, {
      page,
      size: PAGE_SIZE,
      year,
      ...(exchange === undefined ? {} : { exchange }),
    }),
    placeholderData: keepPreviousData,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: [consoleMarketsApi.holidayList.path] });
  return { params, setParams, thisYear, year, exchange, page, list, refresh };
}

/** The exchange and year filters, and Add holiday for a role that may add one (`onAdd` null otherwise). */
function HolidayToolbar({
  exchange,
  year,
  years,
  onExchange,
  onYear,
  onAdd,
}: {
  exchange: ExchangeCode | undefined;
  year: number;
  years: number[];
  onExchange: (value: ExchangeCode | undefined) => void;
  onYear: (value: number) => void;
  onAdd: (() => void) | null;
}) {
  return (
    <Space wrap>
      <Select
        placeholder="All exchanges"
        allowClear
        style={{ width: 300 }}
        value={exchange}
        options={EXCHANGE_OPTIONS}
        onChange={onExchange}
        data-testid="holiday-filter-exchange"
      />
      <Select
        style={{ width: 100 }}
        value={year}
        options={years.map((y) => ({ value: y, label: String(y) }))}
        onChange={onYear}
        data-testid="holiday-filter-year"
      />
      {onAdd && (
        <Button type="primary" onClick={onAdd} data-testid="holiday-create">
          Add holiday
        </Button>
      )}
    </Space>
  );
}

/** Deletes a holiday after a reason for the audit log, saying first what deleting it changes. */
function DeleteHolidayModal({
  holiday,
  onClose,
  onDeleted,
}: {
  holiday: Holiday;
  onClose: () => void;
  onDeleted: () => Promise<unknown>;
}) {
  const { message } = App.useApp();

  async function remove(reason: string) {
    await call(consoleMarketsApi.holidayDelete, { id: holiday.id, reason });
    message.success(`${holiday.exchange} trades again on ${holiday.date}`);
    await onDeleted();
  }

  return (
    <ReasonModal
      open
      title={`Delete ${holiday.name} (${holiday.exchange}, ${holiday.date})`}
      description={deleteEffect(holiday)}
      confirmText="Delete holiday"
      danger
      onConfirm={remove}
      onClose={onClose}
    />
  );
}

/**
 * The exchange holiday calendar, by exchange and year. Every role reads it; admins add and delete
 * holidays, each with a reason.
 */
export function HolidaysPage() {
  const staff = useStaff();
  const { params, setParams, thisYear, year, exchange, page, list, refresh } = useHolidayCalendar();
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<Holiday | null>(null);
  const years = yearOptions(thisYear).includes(year) ? yearOptions(thisYear) : [...yearOptions(thisYear), year];
  const columns = holidayColumns(canCall(consoleMarketsApi.holidayDelete, staff.role) ? setDeleting : null);

  return (
    <Card>
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 16 }} wrap>
        <Typography.Title level={4} style={{ margin: 0 }}>
          Market holidays
        </Typography.Title>
        <HolidayToolbar
          exchange={exchange}
          year={year}
          years={years}
          onExchange={(value) => setParams(withParams(params, { exchange: value, page: undefined }))}
          onYear={(value) =>
            setParams(withParams(params, { year: value === thisYear ? undefined : value, page: undefined }))
          }
          onAdd={canCall(consoleMarketsApi.holidayCreate, staff.role) ? () => setAdding(true) : null}
        />
      </Space>
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        message="A holiday closes the exchange for the whole of its local date: no session opens, nothing on it trades, and the simulated feed stands still until the next trading day. Weekends are closed already."
      />
      <div data-testid="holidays-table">
        <Table<Holiday>
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={list.data?.list ?? []}
          loading={{ spinning: list.isFetching, delay: SPIN_DELAY_MS }}
          locale={{ emptyText: `No holidays in ${year}${exchange === undefined ? '' : ` for ${exchange}`}` }}
          pagination={{
            current: page,
            pageSize: PAGE_SIZE,
            total: list.data?.total ?? 0,
            showSizeChanger: false,
            hideOnSinglePage: true,
            showTotal: (total) => (total === 1 ? '1 holiday' : `${total} holidays`),
            onChange: (next) => setParams(withParams(params, { page: next === 1 ? undefined : next })),
          }}
        />
      </div>
      {adding && (
        <AddHolidayDialog
          exchange={exchange}
          onClose={() => setAdding(false)}
          onCreated={async (created) => {
            // Show the calendar the new holiday is in, so staff see it in the table.
            const createdYear = Number(created.date.slice(0, 4));
            const yearShown = createdYear === thisYear ? undefined : createdYear;
            setParams(withParams(params, { exchange: created.exchange, year: yearShown, page: undefined }));
            await refresh();
          }}
        />
      )}
      {deleting !== null && (
        <DeleteHolidayModal holiday={deleting} onClose={() => setDeleting(null)} onDeleted={refresh} />
      )}
    </Card>
  );
}
