import {
  PRODUCER_MESSAGES,
  PRODUCER_SEARCH_MAX_LENGTH,
  producerSchema,
} from '@portal/schema/validation/producers';
import { useFormik } from 'formik';
import { type ChangeEvent, useState } from 'react';
import styled from 'styled-components';
import { formatCnpj } from '@/lib/documents.ts';
import { fieldProps } from '@/lib/forms.ts';
import { notify } from '@/platform/notify.ts';
import { useRouteTitle } from '@/platform/RouteTitle.tsx';
import { actionColumn } from '@/ui/actionColumn.tsx';
import { Button } from '@/ui/Button.tsx';
import { FormGaps } from '@/ui/FormGaps.tsx';
import { MutedText, Stack } from '@/ui/ListLayout.tsx';
import { MaskedInput } from '@/ui/MaskedInput.tsx';
import { Modal } from '@/ui/Modal.tsx';
import { PageTitle } from '@/ui/PageTitle.tsx';
import { ServerDataTable } from '@/ui/ServerDataTable.tsx';
import type { DataTableColumn } from '@/ui/Table.tsx';
import { TextField } from '@/ui/TextField.tsx';
import { useListFilters, withQuery } from '@/ui/useListFilters.tsx';
import { VisuallyHidden } from '@/ui/VisuallyHidden.tsx';
import {
  type ProducerRow_ProducerFragment,
  useCreateProducerMutation,
  useProducersQuery,
  useUpdateProducerMutation,
} from './__generated__/producers.ts';
import { producerFailureText } from './failure.ts';

type Producer = ProducerRow_ProducerFragment;

/** 'Novo produtor' at the end of the row above the toolbar. */
const StyledHead = styled.div`
  display: flex;
  justify-content: flex-end;
`;

const StyledChecks = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(4)};
  border: none;
  padding: 0;
  margin: 0;

  label {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.spacing(1)};
  }
`;

/** What a producer is, in words ('Filial · Integração RM'), or a dash: three yes/no columns took the width 'Ações' needs at 1280 px. */
const kindOf = (row: Producer) =>
  [row.filial && 'Filial', row.holding && 'Holding', row.rmIntegration && 'Integração RM']
    .filter(Boolean)
    .join(' · ') || '—';
const StyledCorporate = styled.span`
  display: block;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

interface FormValues {
  fancyName: string;
  corporateName: string;
  cnpj: string;
  idCispay: string;
  filial: boolean;
  holding: boolean;
  rmIntegration: boolean;
}

const valuesOf = (producer: Producer | null): FormValues => ({
  fancyName: producer?.fancyName ?? '',
  corporateName: producer?.corporateName ?? '',
  cnpj: producer ? formatCnpj(producer.cnpj) : '',
  idCispay: producer?.idCispay ?? '',
  filial: producer?.filial ?? false,
  holding: producer?.holding ?? false,
  rmIntegration: producer?.rmIntegration ?? false,
});

/** The acronyms the form uses, explained where they appear (issue #29, "forms that help"). */
export const PRODUCER_HELP = {
  cispay: 'O código deste produtor no Cispay, o sistema de cobrança. Em branco se ele não usa o Cispay.',
  rm: 'Integração RM: as vendas e os faturamentos deste produtor seguem para o TOTVS RM, o ERP da holding.',
} as const;

/** Where the form says why its submit is disabled (FormGaps), read with the button. */
const GAPS_ID = 'producer-form-gaps';

/** The fields the form names when they are missing or wrong, in the order it shows them. */
const GAP_LABELS = {
  fancyName: 'Nome fantasia',
  corporateName: 'Razão social',
  cnpj: 'CNPJ',
  idCispay: 'ID Cispay',
} as const;

const FLAGS = [
  ['filial', 'Filial'],
  ['holding', 'Holding'],
  ['rmIntegration', 'Integração RM'],
] as const;

/** Create (producer null) or edit one producer; closes on success. */
const ProducerForm = ({ producer, onDone }: { producer: Producer | null; onDone: () => void }) => {
  const [create] = useCreateProducerMutation();
  const [update] = useUpdateProducerMutation();
  const formik = useFormik<FormValues>({
    initialValues: valuesOf(producer),
    validationSchema: producerSchema,
    // The rule runs on open, so the submit says from the start what it still needs.
    validateOnMount: true,
    onSubmit: async (values) => {
      const input = await producerSchema.validate(values, { stripUnknown: true });
      try {
        if (producer) {
          await update({ variables: { id: producer.id, input } });
          notify.success(PRODUCER_MESSAGES.updated);
        } else {
          await create({ variables: { input } });
          notify.success(PRODUCER_MESSAGES.created);
        }
        onDone();
      } catch (error) {
        notify.error(producerFailureText(error, producer !== null));
      }
    },
  });
  const check = (name: (typeof FLAGS)[number][0]) => ({
    name,
    checked: formik.values[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => void formik.setFieldValue(name, event.target.checked),
    'aria-describedby': name === 'rmIntegration' ? 'producer-rm-help' : undefined,
  });

  // An edit with nothing changed has nothing to save.
  const unchanged = producer !== null && !formik.dirty;
  const blocked = !formik.isValid || unchanged;

  return (
    <Stack
      as="form"
      $gap={3}
      noValidate
      onSubmit={formik.handleSubmit}
      aria-label="Dados do produtor"
      id="producer-form"
    >
      <TextField label="Nome fantasia" required {...fieldProps(formik, 'fancyName')} />
      <TextField label="Razão social" required {...fieldProps(formik, 'corporateName')} />
      <MaskedInput label="CNPJ" mask="cnpj" required {...fieldProps(formik, 'cnpj')} />
      <TextField label="ID Cispay" hint={PRODUCER_HELP.cispay} {...fieldProps(formik, 'idCispay')} />
      <StyledChecks>
        <VisuallyHidden as="legend">Características</VisuallyHidden>
        {FLAGS.map(([name, label]) => (
          <label key={name}>
            <input type="checkbox" {...check(name)} />
            {label}
          </label>
        ))}
      </StyledChecks>
      <MutedText id="producer-rm-help">{PRODUCER_HELP.rm}</MutedText>
      <FormGaps
        id={GAPS_ID}
        errors={formik.errors}
        values={formik.values}
        labels={GAP_LABELS}
        unchanged={unchanged}
      />
      <Button
        type="submit"
        loading={formik.isSubmitting}
        disabled={blocked}
        aria-describedby={blocked ? GAPS_ID : undefined}
      >
        {producer ? 'Salvar alterações' : 'Cadastrar produtor'}
      </Button>
    </Stack>
  );
};

export const NO_FILTERED_PRODUCERS = 'Nenhum produtor com esses filtros.';

/** The gateway's file route of the producers (gateway/src/domains/producers/files.ts); the toolbar adds the filters. */
export const PRODUCERS_CSV_PATH = '/files/producers.csv';

/**
 * Gerenciador de produtores (/manager-producers; admin; docs/product.md §10.4): the producers by
 * fancy name under the list toolbar (name, corporate name or CNPJ; the days they were registered;
 * Exportar CSV of the same rows; all in the URL), with a form to register one or edit it. A CNPJ
 * another producer has is refused by the server, whose text is shown.
 */
export const ProducersPage = () => {
  const title = useRouteTitle();
  const filters = useListFilters({
    sortKey: 'fancyName',
    direction: 'asc',
    label: 'Filtrar os produtores',
    search: {
      label: 'Buscar produtor',
      placeholder: 'Nome, razão social ou CNPJ',
      maxLength: PRODUCER_SEARCH_MAX_LENGTH,
    },
    filteredEmptyText: NO_FILTERED_PRODUCERS,
  });
  const { table } = filters;
  // A producer has no status: the toolbar's search and period only.
  const { status: _status, order: _order, ...variables } = filters.variables;
  const { data, previousData, loading, refetch } = useProducersQuery({ variables });
  const producers = (data ?? previousData)?.producers;
  // undefined: closed; null: a new producer.
  const [editing, setEditing] = useState<Producer | null | undefined>(undefined);

  const columns: DataTableColumn<Producer>[] = [
    {
      key: 'fancyName',
      header: 'Produtor',
      render: (row) => (
        <>
          {row.fancyName}
          {row.corporateName && <StyledCorporate>{row.corporateName}</StyledCorporate>}
        </>
      ),
    },
    { key: 'cnpj', header: 'CNPJ', nowrap: true, render: (row) => formatCnpj(row.cnpj) },
    { key: 'idCispay', header: 'ID Cispay', render: (row) => row.idCispay ?? '—' },
    { key: 'kind', header: 'Tipo', render: kindOf },
    actionColumn({
      key: 'actions',
      header: 'Ações',
      text: 'Editar',
      label: (row) => `Editar ${row.fancyName}`,
      onClick: (row) => setEditing(row),
    }),
  ];

  return (
    <Stack as="section">
      <PageTitle title={title} />
      <StyledHead>
        <Button onClick={() => setEditing(null)}>Novo produtor</Button>
      </StyledHead>
      {filters.toolbar({
        path: withQuery(PRODUCERS_CSV_PATH, filters.csvQuery),
        fallbackName: 'produtores.csv',
      })}
      <ServerDataTable
        list={producers}
        query={{ loading, refetch }}
        table={table}
        label={title}
        columns={columns}
        noMatchText={(text) => `Nenhum produtor encontrado para "${text}".`}
        {...(filters.filtered ? { emptyText: NO_FILTERED_PRODUCERS } : {})}
      />
      <Modal
        open={editing !== undefined}
        onClose={() => setEditing(undefined)}
        title={editing ? 'Editar produtor' : 'Novo produtor'}
      >
        {editing !== undefined && (
          <ProducerForm
            key={editing?.id ?? 'new'}
            producer={editing}
            onDone={() => {
              setEditing(undefined);
              void refetch();
            }}
          />
        )}
      </Modal>
    </Stack>
  );
};
