/**
 * Tráfego Pago (/trafego-pago, admin; docs/product.md §9.3): the paid-traffic events as TAG (pixel
 * id) and VALOR (GTM id), seen in 'DETALHES DO EVENTO', added in 'ADICIONAR TAG', changed in
 * 'EDITAR EVENTO', deleted after a confirmation, each with its own success and failure toast (a
 * 409's own text instead of the failure toast's).
 */
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { trafficTagSchema } from '@portal/schema';
import { SALE_SEARCH_MAX_LENGTH } from '@portal/schema/constants';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import type { ValidationError } from 'yup';
import { notify } from '@/platform/notify.ts';
import { useRouteTitle } from '@/platform/RouteTitle.tsx';
import { Button } from '@/ui/Button.tsx';
import { ConfirmModal } from '@/ui/ConfirmModal.tsx';
import { FormGaps } from '@/ui/FormGaps.tsx';
import { Stack } from '@/ui/ListLayout.tsx';
import { Modal } from '@/ui/Modal.tsx';
import { PageTitle } from '@/ui/PageTitle.tsx';
import { DataTable, type DataTableColumn } from '@/ui/Table.tsx';
import { TextField } from '@/ui/TextField.tsx';
import { useListFilters, withQuery } from '@/ui/useListFilters.tsx';
import {
  type TrafficTagRow_TagFragment,
  useCreateTrafficTagMutation,
  useDeleteTrafficTagMutation,
  useTrafficTagsQuery,
  useUpdateTrafficTagMutation,
} from './__generated__/traffic.ts';
import { useRowEditing } from './useRowEditing.ts';

export const TRAFFIC_TEXT = {
  empty: 'Nenhuma Tag configurada',
  created: 'Tag cadastrada com sucesso.',
  updated: 'Evento atualizado!',
  deleted: 'Evento Deletado com sucesso!',
  createFailed: 'Erro ao cadastrar a Tag!',
  updateFailed: 'Erro ao atualizar evento!',
  deleteFailed: 'Erro ao deletar evento!',
  confirmDelete: 'Tem certeza de que deseja deletar?',
  filteredEmpty: 'Nenhuma tag com esses filtros.',
} as const;

/** The gateway's file route of the tags (gateway/src/domains/marketing/files.ts); the toolbar adds its filter. */
export const TRAFFIC_CSV_PATH = '/files/traffic-tags.csv';

/** The 'Tipo' select: what a tag loads (a tag with both ids is in both). */
const TYPE_OPTIONS = [
  { value: 'PIXEL', label: 'Pixel' },
  { value: 'GTM', label: 'GTM' },
] as const;
type TagType = (typeof TYPE_OPTIONS)[number]['value'];

/** The three titles of the event modal (docs/product.md §9.3). */
export const TRAFFIC_MODAL_TITLE = {
  details: 'DETALHES DO EVENTO',
  edit: 'EDITAR EVENTO',
  add: 'ADICIONAR TAG',
} as const;

/**
 * docs/product.md §9.3: a 409 from the server shows the server's own text (the gateway carries
 * upstream's detail as the CONFLICT error's message); any other failure the action's toast.
 */
export const failureText = (error: unknown, fallback: string): string => {
  if (!CombinedGraphQLErrors.is(error)) return fallback;
  const conflict = error.errors.find((item) => item.extensions?.code === 'CONFLICT');
  return conflict?.message || fallback;
};

type Tag = TrafficTagRow_TagFragment;
interface Values {
  pixelId: string;
  gtmId: string;
}

const StyledActions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.spacing(2)};
`;

interface TagModalProps {
  /** The tag shown or edited; null to add one; undefined when closed. */
  tag: Tag | null | undefined;
  /** Read-only 'DETALHES DO EVENTO' until its Editar button is pressed. */
  readOnly: boolean;
  onEdit: () => void;
  onClose: () => void;
  onSaved: () => void;
}

/** Where the tag form says why Salvar is disabled. */
const TRAFFIC_GAPS_ID = 'traffic-form-gaps';

const TagModal = ({ tag, readOnly, onEdit, onClose, onSaved }: TagModalProps) => {
  const initial: Values = { pixelId: tag?.pixelId ?? '', gtmId: tag?.gtmId ?? '' };
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<Partial<Values>>({});
  const [createTag, creating] = useCreateTrafficTagMutation();
  const [updateTag, updating] = useUpdateTrafficTagMutation();
  const open = tag !== undefined;

  useEffect(() => {
    setValues({ pixelId: tag?.pixelId ?? '', gtmId: tag?.gtmId ?? '' });
    setErrors({});
  }, [tag]);

  useEffect(() => {
    let current = true;
    trafficTagSchema
      .validate(values, { abortEarly: false })
      .then(() => current && setErrors({}))
      .catch((error: ValidationError) => {
        if (!current) return;
        const found: Partial<Values> = {};
        for (const inner of error.inner) {
          if (inner.path === 'pixelId' || inner.path === 'gtmId') found[inner.path] = inner.message;
        }
        setErrors(found);
      });
    return () => {
      current = false;
    };
  }, [values]);

  const changed = values.pixelId !== initial.pixelId || values.gtmId !== initial.gtmId;
  const valid = !errors.pixelId && !errors.gtmId;
  const input = { pixelId: values.pixelId.trim() || null, gtmId: values.gtmId.trim() || null };

  const save = async () => {
    if (tag) {
      try {
        await updateTag({ variables: { id: tag.id, input } });
        notify.success(TRAFFIC_TEXT.updated);
        onSaved();
      } catch (error) {
        notify.error(failureText(error, TRAFFIC_TEXT.updateFailed));
      }
      return;
    }
    try {
      await createTag({ variables: { input } });
      notify.success(TRAFFIC_TEXT.created);
      onSaved();
    } catch (error) {
      notify.error(failureText(error, TRAFFIC_TEXT.createFailed));
    }
  };

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={
        !tag ? TRAFFIC_MODAL_TITLE.add : readOnly ? TRAFFIC_MODAL_TITLE.details : TRAFFIC_MODAL_TITLE.edit
      }
      size="small"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {readOnly ? 'Fechar' : 'Cancelar'}
          </Button>
          {readOnly ? (
            <Button onClick={onEdit}>Editar</Button>
          ) : (
            <Button
              type="submit"
              form="traffic-form"
              loading={creating.loading || updating.loading}
              disabled={!changed || !valid}
              aria-describedby={!changed || !valid ? TRAFFIC_GAPS_ID : undefined}
            >
              Salvar
            </Button>
          )}
        </>
      }
    >
      <Stack
        as="form"
        $gap={3}
        id="traffic-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!readOnly && changed && valid) void save();
        }}
      >
        <TextField
          label="ID do Pixel"
          value={values.pixelId}
          readOnly={readOnly}
          error={readOnly ? undefined : errors.pixelId}
          hint={
            readOnly
              ? undefined
              : 'Só números, como aparecem no Gerenciador de Eventos da Meta (ex.: 1234567890123456).'
          }
          onChange={(event) => setValues((previous) => ({ ...previous, pixelId: event.target.value }))}
        />
        <TextField
          label="ID do GTM"
          value={values.gtmId}
          readOnly={readOnly}
          error={readOnly ? undefined : errors.gtmId}
          hint={readOnly ? undefined : 'O ID do contêiner do Google Tag Manager (ex.: GTM-5QX7K2M).'}
          onChange={(event) => setValues((previous) => ({ ...previous, gtmId: event.target.value }))}
        />
        {!readOnly && (
          <FormGaps
            id={TRAFFIC_GAPS_ID}
            errors={errors}
            values={values}
            labels={{ pixelId: 'ID do Pixel', gtmId: 'ID do GTM' }}
            unchanged={!changed}
          />
        )}
      </Stack>
    </Modal>
  );
};

export const TrafficPage = () => {
  const title = useRouteTitle();
  // The toolbar in the URL: the tags are a handful, one list, no period (their dates say nothing).
  const filters = useListFilters<TagType>({
    sortKey: 'createdAt',
    direction: 'asc',
    label: 'Filtrar as tags',
    search: {
      label: 'Buscar tag',
      placeholder: 'ID do Pixel, ID do GTM ou nome',
      maxLength: SALE_SEARCH_MAX_LENGTH,
    },
    statusOptions: TYPE_OPTIONS,
    statusLabel: 'Tipo',
    period: false,
    filteredEmptyText: TRAFFIC_TEXT.filteredEmpty,
  });
  const { data, previousData, loading, refetch } = useTrafficTagsQuery({
    variables: { search: filters.variables.search, type: filters.variables.status },
  });
  const shown = data ?? previousData;
  const [deleteTag, deleting] = useDeleteTrafficTagMutation();
  const rowEditing = useRowEditing<Tag>(
    {
      remove: (id) => deleteTag({ variables: { id } }),
      refetch,
      deletedText: TRAFFIC_TEXT.deleted,
      failureText: (error) => failureText(error, TRAFFIC_TEXT.deleteFailed),
    },
    deleting.loading,
  );
  const [readOnly, setReadOnly] = useState(false);
  const open = (tag: Tag | null, details: boolean) => {
    setReadOnly(details);
    rowEditing.edit(tag);
  };

  const columns: DataTableColumn<Tag>[] = [
    { key: 'pixelId', header: 'TAG', render: (row) => row.pixelId ?? '—' },
    { key: 'gtmId', header: 'VALOR', render: (row) => row.gtmId ?? '—' },
    {
      key: 'actions',
      header: 'Ações',
      render: (row) => (
        <StyledActions>
          {(
            [
              ['Detalhes', 'secondary', () => open(row, true)],
              ['Editar', 'secondary', () => open(row, false)],
              ['Deletar', 'danger', () => rowEditing.askRemove(row)],
            ] as const
          ).map(([label, variant, onClick]) => (
            <Button
              key={label}
              size="small"
              variant={variant}
              aria-label={`${label} ${row.pixelId ?? row.gtmId ?? 'tag'}`}
              onClick={onClick}
            >
              {label}
            </Button>
          ))}
        </StyledActions>
      ),
    },
  ];

  return (
    <Stack as="section">
      <PageTitle title={title} actions={<Button onClick={() => open(null, false)}>Adicionar Tag</Button>} />
      {filters.toolbar({
        path: withQuery(TRAFFIC_CSV_PATH, filters.csvQuery),
        fallbackName: 'trafego-pago.csv',
      })}
      <DataTable
        label={title}
        rows={shown?.trafficTags ?? []}
        columns={columns}
        emptyText={filters.emptyText ?? TRAFFIC_TEXT.empty}
        loading={loading && !shown}
        defaultSort={null}
      />
      <TagModal
        tag={rowEditing.editing}
        readOnly={readOnly}
        onEdit={() => setReadOnly(false)}
        onClose={rowEditing.closeEditor}
        onSaved={rowEditing.saved}
      />
      <ConfirmModal {...rowEditing.confirmProps} title="Deletar evento" size="small" confirmLabel="Deletar">
        <p>{TRAFFIC_TEXT.confirmDelete}</p>
      </ConfirmModal>
    </Stack>
  );
};
