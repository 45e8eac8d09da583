import type { AccountType, Locale, StatementFormat } from '@demo/contract';
import { statementPnl } from '@demo/contract/refs';
import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '../../lib/api';
import { type PeriodChoice, periodPayload } from './period';

export interface StatementDownload {
  accountType: AccountType;
  choice: PeriodChoice;
  fromDay: string;
  toDay: string;
  format: StatementFormat;
  locale: Locale;
}

/** Downloads the P&L and ledger statement (`statement/pnl`) as PDF or CSV in the chosen language. */
export function useDownloadPnlStatement() {
  return useMutation({
    mutationFn: async (d: StatementDownload) => {
      const period = periodPayload(d.choice, d.fromDay, d.toDay);
      const name = d.choice === 'custom' ? `${d.fromDay || 'fy'}_${d.toDay || 'today'}` : `FY${d.choice.slice(3)}`;
      await downloadFile(
        statementPnl,
        { accountType: d.accountType, format: d.format, locale: d.locale, ...period },
        `statement-${d.accountType}-${name}-${d.locale}.${d.format}`,
      );
    },
  });
}
