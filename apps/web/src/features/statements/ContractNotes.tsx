import type { AccountType, Locale, StatementFormat } from '@demo/contract';
import Button from 'antd-mobile/es/components/button';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorRetry, LoadingSkeleton } from '../../components/PageStates';
import { toast } from '../../lib/toast';
import { useContractNotes, useDownloadContractNote } from './queries';

/**
 * The account set's contract notes (docs/SPEC.md ST16): one line per India day with fills, newest
 * first, each downloadable as PDF or CSV in the language chosen above.
 */
export function ContractNotes({ accountType, locale }: { accountType: AccountType; locale: Locale }) {
  const { t } = useTranslation();
  const notes = useContractNotes(accountType);
  const download = useDownloadContractNote();
  const [pending, setPending] = useState<string | null>(null);

  const get = async (date: string, format: StatementFormat) => {
    setPending(`${date}:${format}`);
    try {
      await download.mutateAsync({ accountType, date, format, locale });
      toast(t('statements.noteDownloaded'), 'success');
    } catch {
      // The API client has already toasted why.
    } finally {
      setPending(null);
    }
  };

  let body: ReactNode;
  if (notes.isPending) body = <LoadingSkeleton lines={3} />;
  else if (notes.isError) body = <ErrorRetry onRetry={() => void notes.refetch()} />;
  else if (notes.data.list.length === 0) body = <EmptyState text={t('statements.notesEmpty')} />;
  else
    body = (
      <ul className="contract-notes__list">
        {notes.data.list.map((note) => (
          <li key={note.date} className="contract-notes__item" data-testid={`contract-note-${note.date}`}>
            <span className="contract-notes__date">{note.date}</span>
            <Button
              size="small"
              color="primary"
              fill="outline"
              loading={pending === `${note.date}:pdf`}
              disabled={pending !== null}
              onClick={() => void get(note.date, 'pdf')}
              data-testid={`contract-note-pdf-${note.date}`}
              aria-label={t('statements.notePdfLabel', { date: note.date })}
            >
              PDF
            </Button>
            <Button
              size="small"
              fill="outline"
              loading={pending === `${note.date}:csv`}
              disabled={pending !== null}
              onClick={() => void get(note.date, 'csv')}
              data-testid={`contract-note-csv-${note.date}`}
              aria-label={t('statements.noteCsvLabel', { date: note.date })}
            >
              CSV
            </Button>
          </li>
        ))}
      </ul>
    );

  return (
    <section className="contract-notes card" data-testid="contract-notes">
      <h2 className="contract-notes__title">{t('statements.notesTitle')}</h2>
      <p className="statements-note">{t('statements.notesHint')}</p>
      {body}
    </section>
  );
}
