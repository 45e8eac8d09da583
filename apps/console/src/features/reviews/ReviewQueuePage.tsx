import type { consoleApi } from '@demo/contract';
import { keepPreviousData, type UseQueryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { ReactNode } from 'react';
import type { DecisionField } from '../../components/DecisionModal';
import { useStaff } from '../session/staff-context';
import { QueueCard, useQueueParams } from './QueueCard';
import type { QueueTab } from './review-actions';
import { actionColumn, customerColumn, type Decided, decisionColumn, idColumn } from './review-columns';
import { useDecision } from './use-decision';

/**
 * The one review-queue page (docs/SPEC.md R): recharges, withdrawals, identity submissions,
 * institutional applications and balance corrections are each a `ReviewQueueSpec`, and this page
 * does the rest the same way for all of them: the status tabs and page in the URL, the list call,
 * the id and customer columns, the decision buttons each row's status allows, one confirmation
 * dialog per decision, the server's answer as a toast, and a refresh of the list and the menu count.
 */

type Staff = consoleApi.Staff;

/** One decision as its dialog asks it: what it says, which text it wants, and the call it makes. */
export interface DecisionAsk {
  title: string;
  description: string;
  confirmText: string;
  field: DecisionField;
  fieldLabel?: string;
  danger?: boolean;
  /** Makes the call with the text typed; answers the success message to show. */
  run: (text: string) => Promise<string>;
}

/** A decision button of a queue and the dialog it opens for a row. */
export interface QueueDecision<Row, A extends string> {
  action: A;
  label: string;
  /** `primary` moves the request forward, `danger` rejects it. */
  tone: 'primary' | 'danger';
  ask: (row: Row) => DecisionAsk;
}

export interface Listed<Row> {
  list: Row[];
  total: number;
}

export interface ReviewQueueSpec<
  Row extends { id: number; userId: number; username: string },
  S extends string,
  A extends string,
> {
  /** The queue's name in test ids: `<key>-table`, `<key>-<action>-<id>`. */
  key: string;
  title: string;
  /** One line under the title on what staff decide here. */
  hint: string;
  tabs: readonly QueueTab<S>[];
  /** The list call's path (the list and the menu count share it, so a decision refreshes both). */
  path: string;
  /** The list query of a page of one status: `callQuery(<list call>, {page, size, status})`. */
  query: (page: number, status: S) => UseQueryOptions<Listed<Row>, Error, Listed<Row>, readonly unknown[]>;
  /** The kind's own columns, between the customer and the action or decision column. */
  columns: (status: S) => ColumnsType<Row>;
  /** The statuses whose tab shows decision buttons; the other tabs show who decided what. */
  actsIn: readonly S[];
  /** Which decisions a row allows this staff member (the server enforces the same). */
  allowed: (row: Row, me: Staff) => readonly A[];
  /** Said in a waiting row that offers this staff member no decision, or nothing. */
  noDecision?: (row: Row, me: Staff) => string | null;
  decisions: readonly QueueDecision<Row, A>[];
  /** Who decided a decided row, when, and why. */
  decided: (row: Row) => Decided;
  actionWidth: number;
  scrollX: number;
  expandedRow?: (row: Row) => ReactNode;
  /**
   * A hook, called on every render of the page, for extra controls: buttons beside the title, a
   * note above the tabs, dialogs of their own.
   */
  useExtras?: (refresh: () => Promise<void>) => { toolbar?: ReactNode; banner?: ReactNode; dialogs?: ReactNode };
}

export function ReviewQueuePage<
  Row extends { id: number; userId: number; username: string },
  S extends string,
  A extends string,
>({ spec }: { spec: ReviewQueueSpec<Row, S, A> }) {
  const me = useStaff();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const queue = useQueueParams(spec.tabs);
  const list = useQuery({
    ...spec.query(queue.page, queue.status),
    placeholderData: keepPreviousData,
  });
  const decision = useDecision();
  // Refreshes the list and the menu's count, which share the call's path.
  const refresh = () => queryClient.invalidateQueries({ queryKey: [spec.path] });
  const listed = list.data;

  const ask = (row: Row, button: QueueDecision<Row, A>) => {
    const { run, ...dialog } = button.ask(row);
    decision.ask({
      ...dialog,
      run: async (text) => {
        message.success(await run(text));
        await refresh();
      },
    });
  };

  const acting = spec.actsIn.includes(queue.status);
  const columns: ColumnsType<Row> = [
    idColumn(),
    customerColumn(),
    ...spec.columns(queue.status),
    acting
      ? actionColumn(
          spec.key,
          (row) => spec.allowed(row, me),
          spec.decisions.map((button) => ({ ...button, onClick: (row: Row) => ask(row, button) })),
          spec.actionWidth,
          (row) => {
            const note = spec.noDecision?.(row, me) ?? null;
            return note === null ? null : <Typography.Text type="secondary">{note}</Typography.Text>;
          },
        )
      : decisionColumn(spec.decided),
  ];
  const extras = spec.useExtras?.(refresh) ?? {};

  return (
    <QueueCard<Row>
      title={spec.title}
      hint={spec.hint}
      tabs={spec.tabs}
      status={queue.status}
      onStatus={queue.setStatus}
      page={queue.page}
      onPage={queue.setPage}
      columns={columns}
      rows={listed?.list ?? []}
      total={listed?.total ?? 0}
      loading={list.isFetching}
      testId={`${spec.key}-table`}
      scrollX={spec.scrollX}
      {...(spec.expandedRow === undefined ? {} : { expandedRow: spec.expandedRow })}
      {...(extras.toolbar === undefined ? {} : { toolbar: extras.toolbar })}
      {...(extras.banner === undefined ? {} : { banner: extras.banner })}
    >
      {decision.modal}
      {extras.dialogs}
    </QueueCard>
  );
}
