/**
 * Gerenciador de Banner (/gerenciador-banner, holding; docs/product.md §9.1): the banners
 * in order, moved one position at a time by swapping with the neighbour (optimistic, the server's
 * order merged, reloaded on failure, arrows locked until 500 ms after the answer), created and
 * edited in a modal, removed after a confirmation.
 */
import { BANNER_SWAP_LOCK_MS } from '@portal/schema/constants';
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { formatDateTime } from '@/lib/dates.ts';
import { notify } from '@/platform/notify.ts';
import { useRouteTitle } from '@/platform/RouteTitle.tsx';
import { actionColumn } from '@/ui/actionColumn.tsx';
import { Button } from '@/ui/Button.tsx';
import { ConfirmModal } from '@/ui/ConfirmModal.tsx';
import { ArrowDownIcon, ArrowUpIcon } from '@/ui/icons.tsx';
import { Stack } from '@/ui/ListLayout.tsx';
import { PageTitle } from '@/ui/PageTitle.tsx';
import { DataTable, type DataTableColumn } from '@/ui/Table.tsx';
import {
  type BannerRow_BannerFragment,
  useBannersQuery,
  useDeleteBannerMutation,
  useSwapBannersMutation,
} from './__generated__/banners.ts';
import { BannerFormModal } from './BannerFormModal.tsx';
import { BANNER_TYPE_LABEL } from './bannerForm.ts';
import { useRowEditing } from './useRowEditing.ts';

export const NO_BANNERS_TEXT = 'Nenhum Banner configurado';

type Banner = BannerRow_BannerFragment;

const byOrder = (rows: readonly Banner[]) => [...rows].sort((a, b) => a.order - b.order);

const StyledArrows = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.spacing(1)};
`;

/**
 * The banners in order and a move of one by a position: swapped locally at once, then the server's
 * order merged (reloaded on failure); the arrows stay locked until BANNER_SWAP_LOCK_MS after the answer.
 */
const useBannerOrder = (banners: readonly Banner[] | undefined, refetch: () => Promise<unknown>) => {
  const [rows, setRows] = useState<Banner[]>([]);
  const [locked, setLocked] = useState(false);
  const [swapBanners] = useSwapBannersMutation();
  const unlockTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => setRows(byOrder(banners ?? [])), [banners]);
  useEffect(() => () => clearTimeout(unlockTimer.current), []);

  const move = async (index: number, step: -1 | 1) => {
    const current = rows[index];
    const neighbour = rows[index + step];
    if (!current || !neighbour || locked) return;
    setLocked(true);
    // docs/product.md §9.1: swap the two order values locally at once.
    setRows((previous) =>
      byOrder(
        previous.map((row) =>
          row.id === current.id
            ? { ...row, order: neighbour.order }
            : row.id === neighbour.id
              ? { ...row, order: current.order }
              : row,
        ),
      ),
    );
    try {
      const result = await swapBanners({ variables: { banner1: current.id, banner2: neighbour.id } });
      const merged = result.data?.swapBanners;
      if (merged) setRows(byOrder(merged));
    } catch (error) {
      notify.error(error instanceof Error ? error.message : undefined);
      await refetch().catch(() => undefined);
    } finally {
      unlockTimer.current = setTimeout(() => setLocked(false), BANNER_SWAP_LOCK_MS);
    }
  };

  return { rows, locked, move };
};

export const BannerManagerPage = () => {
  const title = useRouteTitle();
  const { data, error, loading, refetch } = useBannersQuery();
  // docs/product.md §9.1: a load failure shows a toast and an empty list.
  useEffect(() => {
    if (error) notify.error(error.message);
  }, [error]);
  const [deleteBanner, deleting] = useDeleteBannerMutation();
  const rowEditing = useRowEditing<Banner>(
    {
      remove: (id) => deleteBanner({ variables: { id } }),
      refetch,
      failureText: (error) => (error instanceof Error ? error.message : undefined),
    },
    deleting.loading,
  );
  const { rows, locked, move } = useBannerOrder(data?.banners, refetch);

  const columns: DataTableColumn<Banner>[] = [
    { key: 'order', header: 'Posição', render: (row) => row.order, align: 'center', width: '90px' },
    {
      key: 'reorder',
      header: 'Ordenar',
      render: (row, index) => (
        <StyledArrows>
          <Button
            size="small"
            variant="ghost"
            aria-label={`Mover ${row.name} para cima`}
            disabled={locked || index === 0}
            onClick={() => void move(index, -1)}
          >
            <ArrowUpIcon />
          </Button>
          <Button
            size="small"
            variant="ghost"
            aria-label={`Mover ${row.name} para baixo`}
            disabled={locked || index === rows.length - 1}
            onClick={() => void move(index, 1)}
          >
            <ArrowDownIcon />
          </Button>
        </StyledArrows>
      ),
    },
    { key: 'name', header: 'Nome', render: (row) => row.name },
    { key: 'type', header: 'Tipo', render: (row) => BANNER_TYPE_LABEL[row.type] },
    { key: 'status', header: 'Status', render: (row) => (row.active ? 'Ativo' : 'Inativo') },
    // dd/mm/aaaa HH:mm, the app's date-and-time (issue 29: '28/11/26' read as a day or a year?).
    { key: 'createdAt', header: 'Criado em', nowrap: true, render: (row) => formatDateTime(row.createdAt) },
    {
      key: 'updatedAt',
      header: 'Modificado em',
      nowrap: true,
      render: (row) => formatDateTime(row.updatedAt),
    },
    actionColumn({
      key: 'edit',
      header: 'Editar',
      text: 'Editar',
      label: (row) => `Editar ${row.name}`,
      onClick: (row) => rowEditing.edit(row),
    }),
    actionColumn({
      key: 'remove',
      header: 'Remover',
      text: 'Remover',
      label: (row) => `Remover ${row.name}`,
      onClick: (row) => rowEditing.askRemove(row),
      variant: 'danger',
    }),
  ];

  return (
    <Stack as="section">
      <PageTitle
        title={title}
        actions={<Button onClick={() => rowEditing.edit(null)}>Adicionar Banner</Button>}
      />
      <DataTable
        label={title}
        rows={rows}
        columns={columns}
        emptyText={NO_BANNERS_TEXT}
        loading={loading && !data}
        defaultSort={null}
        pageSizes={[100]}
        defaultPageSize={100}
      />
      <BannerFormModal
        open={rowEditing.editing !== undefined}
        banner={rowEditing.editing ?? null}
        onClose={rowEditing.closeEditor}
        onSaved={rowEditing.saved}
      />
      <ConfirmModal
        {...rowEditing.confirmProps}
        title="Confirmar Exclusão"
        size="small"
        confirmLabel="Confirmar"
      >
        <p>Tem certeza que deseja deletar o banner?</p>
      </ConfirmModal>
    </Stack>
  );
};
