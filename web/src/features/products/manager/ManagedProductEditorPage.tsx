import { useParams } from 'react-router';
import { ErrorState } from '@/ui/ErrorState.tsx';
import { Stack } from '@/ui/ListLayout.tsx';
import { PageTitle } from '@/ui/PageTitle.tsx';
import { Spinner } from '@/ui/Spinner.tsx';
import { useManagedProductEditorQuery } from './__generated__/manager.ts';
import { NEW_PRODUCT_ID } from './ManagedProductsPage.tsx';
import { ProductEditor } from './ProductEditor.tsx';

/**
 * A holding product's editor (/manager-products/{productId} and /v2/{productId}; 'novo' for a new
 * one; docs/product.md §10.3): the product and the producers in one request, every field, images
 * through the signed uploads. A save names the revision it was based on; when someone else saved
 * meanwhile the server refuses it (CONFLICT), nothing is overwritten, and the page offers a reload.
 * Errors are kept with their code and message until another product is chosen (the page is keyed
 * by the product's id).
 */
export const ManagedProductEditorPage = () => {
  const { productId = '' } = useParams();
  const existing = productId !== NEW_PRODUCT_ID;
  const { data, loading, refetch } = useManagedProductEditorQuery({
    variables: { id: existing ? productId : NEW_PRODUCT_ID, existing },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: false,
  });
  const product = existing ? (data?.managedProduct ?? null) : null;

  return (
    <Stack as="section">
      <PageTitle
        title="Produtos"
        subtitle={existing ? (product?.name ?? 'Editar produto') : 'Novo produto'}
      />
      {!data && loading ? (
        <Spinner label="Carregando produto" />
      ) : !data || (existing && !product) ? (
        <ErrorState onRetry={() => void refetch()} />
      ) : (
        <ProductEditor
          key={productId}
          product={product}
          producers={data.producers.items}
          onReload={() => refetch()}
        />
      )}
    </Stack>
  );
};
