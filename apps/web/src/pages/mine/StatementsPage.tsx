import type { AccountType, Locale, StatementFormat } from '@demo/contract';
import Button from 'antd-mobile/es/components/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageNav } from '../../components/PageNav';
import { useAccountLabel } from '../../features/account/use-account-label';
import { SegmentBar } from '../../features/orders/SegmentBar';
import { ContractNotes } from '../../features/statements/ContractNotes';
import { financialYearChoices, type PeriodChoice } from '../../features/statements/period';
import { useDownloadPnlStatement } from '../../features/statements/queries';
import { PATHS } from '../../lib/paths';
import { usePrefs } from '../../lib/prefs-store';
import { toast } from '../../lib/toast';
import '../../features/positions/positions.css';
import '../../features/statements/statements.css';

const ACCOUNTS: readonly AccountType[] = ['real', 'virtual'];
const LANGUAGES: readonly Locale[] = ['en', 'hi'];

/** What the statement covers (account, period, language) and the download of it in one format. */
function useStatementRequest() {
  const { t, i18n } = useTranslation();
  const appAccount = usePrefs((s) => s.accountType);
  const [accountType, setAccountType] = useState<AccountType>(appAccount);
  const years = financialYearChoices(Date.now());
  const [choice, setChoice] = useState<PeriodChoice>(years[0]?.value ?? 'custom');
  const [fromDay, setFromDay] = useState('');
  const [toDay, setToDay] = useState('');
  const [locale, setLocale] = useState<Locale>(i18n.language === 'hi' ? 'hi' : 'en');
  const download = useDownloadPnlStatement();
  const [pending, setPending] = useState<StatementFormat | null>(null);

  const get = async (format: StatementFormat) => {
    setPending(format);
    try {
      await download.mutateAsync({ accountType, choice, fromDay, toDay, format, locale });
      toast(t('statements.downloaded'), 'success');
    } catch {
      // The API client has already toasted why (a window over 400 days names the end date).
    } finally {
      setPending(null);
    }
  };
  return {
    accountType,
    setAccountType,
    years,
    choice,
    setChoice,
    fromDay,
    setFromDay,
    toDay,
    setToDay,
    locale,
    setLocale,
    pending,
    get,
  };
}

type StatementRequest = ReturnType<typeof useStatementRequest>;

/** The period: a financial year, or a window between two days. */
function PeriodFields({ request }: { request: StatementRequest }) {
  const { t } = useTranslation();
  const { years, choice, setChoice, fromDay, setFromDay, toDay, setToDay } = request;
  return (
    <>
      <label className="statements-form__label">
        <span>{t('statements.period')}</span>
        <select
          value={choice}
          onChange={(e) => setChoice(e.target.value as PeriodChoice)}
          data-testid="statements-period"
        >
          {years.map((y) => (
            <option key={y.value} value={y.value}>
              {t('statements.financialYear', { year: y.label })}
            </option>
          ))}
          <option value="custom">{t('statements.custom')}</option>
        </select>
      </label>
      {choice === 'custom' && (
        <div className="statements-form__dates">
          <label className="statements-form__label">
            <span>{t('statements.from')}</span>
            <input
              type="date"
              value={fromDay}
              onChange={(e) => setFromDay(e.target.value)}
              data-testid="statements-from"
            />
          </label>
          <label className="statements-form__label">
            <span>{t('statements.to')}</span>
            <input type="date" value={toDay} onChange={(e) => setToDay(e.target.value)} data-testid="statements-to" />
          </label>
        </div>
      )}
    </>
  );
}

/** The PDF and CSV buttons; while one downloads, both wait. */
function DownloadButtons({ request }: { request: StatementRequest }) {
  const { t } = useTranslation();
  const { pending, get } = request;
  return (
    <div className="statements-form__buttons">
      <Button
        color="primary"
        loading={pending === 'pdf'}
        disabled={pending !== null}
        onClick={() => void get('pdf')}
        data-testid="statements-pdf"
      >
        {t('statements.pdf')}
      </Button>
      <Button
        color="primary"
        fill="outline"
        loading={pending === 'csv'}
        disabled={pending !== null}
        onClick={() => void get('csv')}
        data-testid="statements-csv"
      >
        {t('statements.csv')}
      </Button>
    </div>
  );
}

/**
 * `/pages/mine/statements` (Settings → Statements; docs/SPEC.md ST1–ST8): the P&L and ledger
 * statement of a financial year or a window, downloaded as PDF or CSV in English or Hindi, and the
 * account set's contract notes, one per India day with fills (ST16).
 */
export function StatementsPage() {
  const { t } = useTranslation();
  const accountLabel = useAccountLabel();
  const request = useStatementRequest();
  return (
    <div className="page" data-testid="statements-page">
      <PageNav parent={PATHS.mine} title={t('statements.title')} />
      <div className="page-body">
        <div className="statements-form card">
          <SegmentBar
            segments={ACCOUNTS.map((key) => ({ key, label: accountLabel(key) }))}
            value={request.accountType}
            onChange={request.setAccountType}
          />
          <PeriodFields request={request} />
          <div className="statements-form__label">
            <span>{t('statements.language')}</span>
            <SegmentBar
              segments={LANGUAGES.map((key) => ({ key, label: key === 'en' ? 'English' : 'हिन्दी' }))}
              value={request.locale}
              onChange={request.setLocale}
            />
          </div>
          <DownloadButtons request={request} />
          <p className="statements-note">{t('statements.note')}</p>
        </div>
        <ContractNotes accountType={request.accountType} locale={request.locale} />
      </div>
    </div>
  );
}
