import { keepPreviousData, type UseQueryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import type { FieldSchema } from '../../lib/contract-rule';
import { ConfigDrawer, type ConfigField } from './ConfigDrawer';
import { ConfigTable } from './ConfigTable';

/**
 * One configuration table of the funds settings (channels, receiving accounts, currencies, banks),
 * driven by a spec: its list query and columns, the drawer's fields and defaults, and the save call.
 * The paging, the add and edit buttons, the drawer, the refresh after a save and its toast are the
 * same for every table, here once (the server's side is config-service.ts's ConfigTable).
 */
export interface ConfigSectionSpec<Row extends { id: number }, Values> {
  title: string;
  hint: string;
  addText: string;
  /** Prefix of the test ids: `<testId>-table`, `<testId>-add`, `<testId>-edit-<id>`. */
  testId: string;
  /** The list call's path, refreshed after a save. */
  path: string;
  query: (
    page: number,
  ) => UseQueryOptions<{ list: Row[]; total: number }, Error, { list: Row[]; total: number }, readonly unknown[]>;
  columns: ColumnsType<Row>;
  /** The drawer's fields; `row` is the row edited, or null when adding. */
  fields: (row: Row | null) => ConfigField[];
  /** The save call's payload schema, which checks each field as it is typed. */
  shape: Readonly<Record<string, FieldSchema>>;
  /** What the drawer starts with: a new row's defaults, or the row edited. */
  initialValues: (row: Row | null) => Partial<Values>;
  /** The drawer's title; `row` is null when adding. */
  drawerTitle: (row: Row | null) => string;
  /** Saves (no id: adds) and answers the toast that says what was saved. */
  save: (values: Values, id: number | undefined) => Promise<string>;
}

export function ConfigSection<Row extends { id: number }, Values>({ spec }: { spec: ConfigSectionSpec<Row, Values> }) {
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  // What the drawer is doing: closed (undefined), adding (null) or editing a row.
  const [editing, setEditing] = useState<Row | null | undefined>(undefined);
  const list = useQuery({ ...spec.query(page), placeholderData: keepPreviousData });

  async function save(values: Values) {
    const text = await spec.save(values, editing?.id);
    await queryClient.invalidateQueries({ queryKey: [spec.path] });
    return text;
  }

  return (
    <ConfigTable<Row>
      title={spec.title}
      hint={spec.hint}
      addText={spec.addText}
      testId={spec.testId}
      columns={spec.columns}
      rows={list.data?.list ?? []}
      total={list.data?.total ?? 0}
      page={page}
      onPage={setPage}
      loading={list.isFetching}
      onAdd={() => setEditing(null)}
      onEdit={(row) => setEditing(row)}
    >
      {editing !== undefined && (
        <ConfigDrawer<Values>
          title={spec.drawerTitle(editing)}
          fields={spec.fields(editing)}
          shape={spec.shape}
          initialValues={spec.initialValues(editing)}
          submitText={editing === null ? spec.addText : 'Save changes'}
          onSave={save}
          onClose={() => setEditing(undefined)}
        />
      )}
    </ConfigTable>
  );
}
