import type { AccountType, Locale, StatementFormat } from '@demo/contract';
import { statementContractNote, statementContractNotes, statementPnl } from '@demo/contract/refs';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { call, downloadFile } from '../../lib/api';
import { useUserEvents } from '../../lib/realtime';
import { useSession } from '../../lib/session-store';
import { toast } from '../../lib/toast';
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

const noteKeys = {
  all: ['contract-notes'] as const,
  list: (token: string | null, accountType: AccountType) => ['contract-notes', token, accountType] as const,
};

/** How many contract notes the screen lists (the newest days). */
export const CONTRACT_NOTES_SHOWN = 30;

/** The account set's contract notes (`statement/contract_notes`, ST16), newest day first. */
export function useContractNotes(accountType: AccountType) {
  const token = useSession((s) => s.token);
  return useQuery({
    queryKey: noteKeys.list(token, accountType),
    queryFn: () => call(statementContractNotes, { accountType, page: 1, size: CONTRACT_NOTES_SHOWN }),
    enabled: token !== null,
  });
}

export interface NoteDownload {
  accountType: AccountType;
  date: string;
  format: StatementFormat;
  locale: Locale;
}

/** Downloads one day's contract note (`statement/contract_note`) as PDF or CSV. */
export function useDownloadContractNote() {
  return useMutation({
    mutationFn: async (d: NoteDownload) => {
      await downloadFile(statementContractNote, d, `contract-note-${d.accountType}-${d.date}-${d.locale}.${d.format}`);
    },
  });
}

/**
 * A contract note the engine leader just wrote (`{type:'notice', kind:'contract_note'}`, ST16) is
 * toasted wherever the customer is, and the Statements screen's list reloads.
 */
export function useContractNoteNotices(): void {
  const { t } = useTranslation();
  const qc = useQueryClient();
  useUserEvents((event) => {
    if (event.type !== 'notice' || event.kind !== 'contract_note') return;
    toast(t('statements.noteReady', { date: event.date }));
    void qc.invalidateQueries({ queryKey: noteKeys.all });
  });
}
