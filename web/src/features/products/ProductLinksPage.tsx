import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { LINK_DESCRIPTION_MAX_LENGTH } from '@portal/schema/constants';
import { type FormEvent, useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import styled from 'styled-components';
import { formatDate } from '@/lib/dates.ts';
import { formatCents } from '@/lib/money.ts';
import { formatWhole } from '@/lib/numbers.ts';
import { getLinkStatus } from '@/lib/status.ts';
import { notify } from '@/platform/notify.ts';
import { useRouteTitle } from '@/platform/RouteTitle.tsx';
import { Button } from '@/ui/Button.tsx';
import { FilterBar, Stack } from '@/ui/ListLayout.tsx';
import { PageTitle } from '@/ui/PageTitle.tsx';
import { Section } from '@/ui/Section.tsx';
import { StatCard, StatGrid } from '@/ui/StatCard.tsx';
import { statusBadgeColumn } from '@/ui/StatusBadge.tsx';
import { DataTable, type DataTableColumn } from '@/ui/Table.tsx';
import { TextField } from '@/ui/TextField.tsx';
import {
  type ProductLinkRow_LinkFragment,
  useCreateProductLinkMutation,
  usePromotableProductQuery,
} from './__generated__/products.ts';
import { EditLinkModal } from './EditLinkModal.tsx';
import { formatRateBp } from './format.ts';
import {
  LazyLinkQrModal,
  LinkActiveConfirm,
  LinkRowActions,
  type LinkRowActionsProps,
} from './LinkActions.tsx';

const StyledForm = styled(FilterBar)`
  & > :first-child {
    flex: 1 1 280px;
  }
`;

// The description over its address: one column, so the address has room on one or two lines and
// the actions beside it stay in a row.
const StyledLink = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing(0.5)};
  min-width: 13rem;

  /* A phone shows each row as a card: the value's half of it sets the width there. */
  ${({ theme }) => theme.media.small} {
    min-width: 0;
  }

  code {
    overflow-wrap: anywhere;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.small};
  }
`;

export const PRODUCT_LINK_TEXTS = {
  created: 'Link criado com sucesso!',
  loadFailed: 'Não foi possível carregar o produto.',
  noLinks: 'Você ainda não criou links para este produto.',
  notSellable: 'Este produto ainda não tem página de pagamento: os links serão ativados quando ela existir.',
} as const;

/** The server's text for a refused input (BAD_USER_INPUT), or the generic one. */
const messageOf = (error: unknown): string | undefined =>
  CombinedGraphQLErrors.is(error) && error.errors[0]?.extensions?.code === 'BAD_USER_INPUT'
    ? error.errors[0].message
    : undefined;

const columnsFor = (
  productName: string,
  actions: Pick<LinkRowActionsProps, 'onEdit' | 'onQrCode' | 'onToggle'>,
): DataTableColumn<ProductLinkRow_LinkFragment>[] => [
  {
    key: 'link',
    header: 'Link',
    keyFigure: true,
    render: (row) => (
      <StyledLink>
        <span>{row.description || 'Sem descrição'}</span>
        <code>{row.url}</code>
      </StyledLink>
    ),
  },
  statusBadgeColumn((row) => getLinkStatus(row.active)),
  { key: 'visits', header: 'Visitas', align: 'right', render: (row) => formatWhole(row.visits) },
  {
    key: 'saleCount',
    header: 'Vendas',
    align: 'right',
    render: (row) => formatWhole(row.saleCount),
  },
  { key: 'createdAt', header: 'Criado em', nowrap: true, render: (row) => formatDate(row.createdAt) },
  {
    key: 'actions',
    header: 'Ações',
    render: (row) => <LinkRowActions link={row} productName={productName} {...actions} />,
  },
];

/**
 * A product of Seus produtos (/manager-links/{productId}; docs/product.md §10.1): its details, the
 * viewer's links with their status, visits and sales, a form to make a new link, and per link
 * copy, QR code, WhatsApp share, edit and deactivate (or reactivate). A
 * product whose details fail to load (unknown, above the viewer's level) sends the user home.
 */
export const ProductLinksPage = () => {
  const title = useRouteTitle();
  const navigate = useNavigate();
  const { productId = '' } = useParams();
  const [description, setDescription] = useState('');
  const [editing, setEditing] = useState<ProductLinkRow_LinkFragment | null>(null);
  const [showingQr, setShowingQr] = useState<ProductLinkRow_LinkFragment | null>(null);
  const [toggling, setToggling] = useState<ProductLinkRow_LinkFragment | null>(null);
  const { data, error, refetch } = usePromotableProductQuery({ variables: { id: productId } });
  const [createLink, { loading: creating }] = useCreateProductLinkMutation();

  useEffect(() => {
    if (!error) return;
    notify.error(PRODUCT_LINK_TEXTS.loadFailed);
    void navigate('/', { replace: true });
  }, [error, navigate]);

  const page = data?.promotableProduct;
  const product = page?.product;

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await createLink({ variables: { input: { productId, description } } });
      setDescription('');
      notify.success(PRODUCT_LINK_TEXTS.created);
      await refetch();
    } catch (failure) {
      notify.error(messageOf(failure));
    }
  };

  return (
    <Stack as="section">
      <PageTitle title={product ? `${title}: ${product.name}` : title} />
      {product && page && (
        <>
          <StatGrid>
            <StatCard label="Produtor" value={product.producerName} />
            <StatCard
              label="Preço"
              value={formatCents(product.price)}
              hint={product.maxInstallments > 1 ? `em até ${product.maxInstallments}x` : 'à vista'}
            />
            <StatCard label="Sua comissão" value={formatRateBp(product.affiliateRateBp)} />
            <StatCard label="Visitas nos seus links" value={formatWhole(product.visits)} />
          </StatGrid>
          <Section title="Novo link">
            {!page.sellable && <p>{PRODUCT_LINK_TEXTS.notSellable}</p>}
            <StyledForm as="form" aria-label="Novo link" onSubmit={(event) => void handleSubmit(event)}>
              <TextField
                label="Descrição do link"
                placeholder="Ex.: Instagram, grupo do WhatsApp"
                value={description}
                maxLength={LINK_DESCRIPTION_MAX_LENGTH}
                onChange={(event) => setDescription(event.target.value)}
                hint="Opcional: ajuda a saber de onde vêm as visitas."
              />
              <Button type="submit" loading={creating}>
                Gerar link
              </Button>
            </StyledForm>
          </Section>
          <DataTable
            label="Seus links"
            rows={page.links}
            columns={columnsFor(product.name, {
              onEdit: setEditing,
              onQrCode: setShowingQr,
              onToggle: setToggling,
            })}
            emptyText={PRODUCT_LINK_TEXTS.noLinks}
            defaultSort={null}
          />
        </>
      )}
      {editing && <EditLinkModal link={editing} onClose={() => setEditing(null)} />}
      {showingQr && <LazyLinkQrModal link={showingQr} onClose={() => setShowingQr(null)} />}
      {toggling && <LinkActiveConfirm link={toggling} onClose={() => setToggling(null)} />}
    </Stack>
  );
};
