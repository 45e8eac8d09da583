import { formatIndiaTime } from '@demo/client';
import { consoleCustomersApi, type Locale, type StatementFormat } from '@demo/contract';
import { Button, Card, Input, Segmented, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { PagedTableCard } from '../../components/PagedTableCard';
import { downloadFile } from '../../lib/api';

type AccountSet = 'real' | 'virtual';

/** How many past financial years the picker offers besides the current one. */
const PAST_YEARS_SHOWN = 3;
const CUSTOM = 'custom';

/** The financial year (1 April – 31 March, India time) an instant falls in, by its first calendar year. */
function financialYearOf(ms: number): number {
  const [year = '0', month = '0'] = formatIndiaTime(ms, 'YYYY-MM-DD').split('-');
  return Number(month) >= 4 ? Number(year) : Number(year) - 1;
}

/** 00:00 or the last millisecond of an India day given as `YYYY-MM-DD`; NaN when it is not a date. */
function indiaDayEdge(day: string, end: boolean): number {
  return Date.parse(`${day}T${end ? '23:59:59.999' : '00:00:00.000'}+05:30`);
}

const ACCOUNT_OPTIONS = [
  { label: 'Real', value: 'real' },
  { label: 'Demo', value: 'virtual' },
];
const LOCALE_OPTIONS = [
  { label: 'English', value: 'en' },
  { label: 'हिन्दी', value: 'hi' },
];

/** The statement's account, language and period, which download is running, and the two downloads. */
function useStatementDownloads(userId: number) {
  const [accountType, setAccountType] = useState<AccountSet>('real');
  const [locale, setLocale] = useState<Locale>('en');
  const current = financialYearOf(Date.now());
  const [period, setPeriod] = useState<string>(String(current));
  const [fromDay, setFromDay] = useState('');
  const [toDay, setToDay] = useState('');
  const [pending, setPending] = useState<string | null>(null);

  const run = async (key: string, work: () => Promise<void>) => {
    setPending(key);
    try {
      await work();
    } catch {
      // The API client has already shown why.
    } finally {
      setPending(null);
    }
  };

  const statement = (format: StatementFormat) =>
    run(`pnl:${format}`, async () => {
      const window =
        period === CUSTOM
          ? {
              ...(fromDay ? { from: indiaDayEdge(fromDay, false) } : {}),
              ...(toDay ? { to: indiaDayEdge(toDay, true) } : {}),
            }
          : { financialYear: Number(period) };
      const name = period === CUSTOM ? `${fromDay || 'fy'}_${toDay || 'today'}` : `FY${period}`;
      await downloadFile(
        consoleCustomersApi.userStatement,
        { id: userId, accountType, format, locale, ...window },
        `statement-${userId}-${accountType}-${name}-${locale}.${format}`,
      );
    });

  const note = (date: string, format: StatementFormat) =>
    run(`${date}:${format}`, () =>
      downloadFile(
        consoleCustomersApi.userContractNote,
        { id: userId, accountType, date, format, locale },
        `contract-note-${userId}-${accountType}-${date}-${locale}.${format}`,
      ),
    );

  return {
    accountType,
    setAccountType,
    locale,
    setLocale,
    current,
    period,
    setPeriod,
    fromDay,
    setFromDay,
    toDay,
    setToDay,
    pending,
    statement,
    note,
  };
}

type Downloads = ReturnType<typeof useStatementDownloads>;

/** The P&L and ledger statement of a financial year or of chosen dates, for the account and language picked. */
function StatementCard({ downloads }: { downloads: Downloads }) {
  const { accountType, setAccountType, locale, setLocale, current, period, setPeriod } = downloads;
  const { fromDay, setFromDay, toDay, setToDay, pending, statement } = downloads;
  const years = Array.from({ length: PAST_YEARS_SHOWN + 1 }, (_, i) => current - i);
  return (
    <Card
      title="Statements"
      size="small"
      extra={
        <Space>
          <Segmented
            size="small"
            options={ACCOUNT_OPTIONS}
            value={accountType}
            onChange={(v) => setAccountType(v as AccountSet)}
          />
          <Segmented size="small" options={LOCALE_OPTIONS} value={locale} onChange={(v) => setLocale(v as Locale)} />
        </Space>
      }
    >
      <Space wrap>
        <Select
          style={{ width: 200 }}
          value={period}
          onChange={setPeriod}
          aria-label="Period"
          data-testid="customer-statement-period"
          options={[
            ...years.map((y) => ({
              value: String(y),
              label: `Financial year ${y}-${String((y + 1) % 100).padStart(2, '0')}`,
            })),
            { value: CUSTOM, label: 'Choose dates' },
          ]}
        />
        {period === CUSTOM && (
          <>
            <Input type="date" aria-label="From" value={fromDay} onChange={(e) => setFromDay(e.target.value)} />
            <Input type="date" aria-label="To" value={toDay} onChange={(e) => setToDay(e.target.value)} />
          </>
        )}
        <Button
          type="primary"
          loading={pending === 'pnl:pdf'}
          disabled={pending !== null}
          onClick={() => void statement('pdf')}
          data-testid="customer-statement-pdf"
        >
          P&amp;L statement (PDF)
        </Button>
        <Button
          loading={pending === 'pnl:csv'}
          disabled={pending !== null}
          onClick={() => void statement('csv')}
          data-testid="customer-statement-csv"
        >
          P&amp;L statement (CSV)
        </Button>
      </Space>
      <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0' }}>
        The customer's own files: the same figures and SHA-256. Each download is audited.
      </Typography.Paragraph>
    </Card>
  );
}

/** The day's contract notes of the picked account, each as PDF or CSV in the picked language. */
function ContractNotesCard({ userId, downloads }: { userId: number; downloads: Downloads }) {
  const { accountType, pending, note } = downloads;
  return (
    <PagedTableCard
      title="Contract notes"
      def={consoleCustomersApi.userContractNotes}
      filter={{ id: userId, accountType }}
      rowKey="date"
      emptyText="No contract notes: the customer has not traded on this account, or the day has not ended"
      testId="customer-contract-notes"
      columns={[
        { title: 'India day', dataIndex: 'date', width: 140 },
        {
          title: 'Written (IST)',
          dataIndex: 'createdAt',
          render: (ms: number) => formatIndiaTime(ms, 'YYYY-MM-DD HH:mm'),
          width: 180,
        },
        {
          title: 'Download',
          key: 'download',
          render: (_, r) => (
            <Space>
              <Button
                size="small"
                loading={pending === `${r.date}:pdf`}
                disabled={pending !== null}
                onClick={() => void note(r.date, 'pdf')}
                data-testid={`customer-note-pdf-${r.date}`}
              >
                PDF
              </Button>
              <Button
                size="small"
                loading={pending === `${r.date}:csv`}
                disabled={pending !== null}
                onClick={() => void note(r.date, 'csv')}
                data-testid={`customer-note-csv-${r.date}`}
              >
                CSV
              </Button>
            </Space>
          ),
        },
      ]}
    />
  );
}

/**
 * A customer's statements as the customer gets them (docs/SPEC.md ST9, ST16): the P&L and ledger
 * statement of a financial year or a window, and the contract notes, each as PDF or CSV in English or
 * Hindi. Every download is written to the audit log by the server.
 */
export function CustomerStatements({ userId }: { userId: number }) {
  const downloads = useStatementDownloads(userId);
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }} data-testid="customer-statements">
      <StatementCard downloads={downloads} />
      <ContractNotesCard userId={userId} downloads={downloads} />
    </Space>
  );
}
