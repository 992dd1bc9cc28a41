import { TRAINING_MESSAGES } from '@portal/schema/validation/training';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { paths } from '@/paths.ts';
import { notify } from '@/platform/notify.ts';
import { useRouteTitle } from '@/platform/RouteTitle.tsx';
import { useViewer } from '@/platform/session/SessionProvider.tsx';
import { Breadcrumbs } from '@/ui/Breadcrumbs.tsx';
import { Button } from '@/ui/Button.tsx';
import { EmptyState } from '@/ui/EmptyState.tsx';
import { ErrorState } from '@/ui/ErrorState.tsx';
import { CardGrid, Stack } from '@/ui/ListLayout.tsx';
import { PageTitle } from '@/ui/PageTitle.tsx';
import { Spinner } from '@/ui/Spinner.tsx';
import { type TrainingCard_ItemFragment, useTrainingLibraryQuery } from './__generated__/training.ts';
import { AttachmentViewer } from './AttachmentViewer.tsx';
import { ManageDialog } from './ManageDialog.tsx';
import { failureText, type ManageAction } from './manageText.ts';
import { persist, readSaved } from './savedSearch.ts';
import { Card } from './TrainingCard.tsx';
import { ManageButtons, TrainingSearch } from './TrainingToolbar.tsx';
import { TRAINING_TEXT } from './trainingText.ts';
import { useLoadOnScroll } from './useLoadOnScroll.ts';

const BASE_PATH = paths.training;

/**
 * Material de Apoio (`/material-de-apoio`, `/material-de-apoio/{categoryId}`): the library as cards,
 * 50 at a time with more loaded on scroll; breadcrumbs from the server's path, so a reload or a
 * shared link rebuilds them; a search with a type filter remembered for the session; attachments
 * in a modal with previous and next. Holding also manages the library here.
 */
export const TrainingPage = () => {
  const title = useRouteTitle();
  const navigate = useNavigate();
  const { categoryId = null } = useParams();
  const viewer = useViewer();
  const manages = viewer?.isHolding === true;
  const [saved, setSaved] = useState(readSaved);
  const [searchInput, setSearchInput] = useState(saved.search);
  const [viewing, setViewing] = useState<number | null>(null);
  const [action, setAction] = useState<ManageAction | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const searching = saved.search !== '' || saved.type !== '';

  // The typed text is applied after a short pause, and remembered with the type.
  useEffect(() => {
    const timer = setTimeout(() => setSaved((current) => ({ ...current, search: searchInput.trim() })), 400);
    return () => clearTimeout(timer);
  }, [searchInput]);
  useEffect(() => persist(saved), [saved]);

  const { data, previousData, loading, error, fetchMore, refetch } = useTrainingLibraryQuery({
    variables: {
      categoryId: searching ? null : categoryId,
      search: saved.search || null,
      type: saved.type || null,
      page: 0,
    },
    notifyOnNetworkStatusChange: false,
  });
  const library = (data ?? previousData)?.trainingLibrary;

  // A level that fails to load also says so in an error toast (docs/product.md §12.2); one id, so a
  // retry that fails again does not stack toasts.
  useEffect(() => {
    if (error) notify.error(failureText(error), 'training-load');
  }, [error]);
  const items = library?.items.items ?? [];
  const attachments = items.filter((item) => item.typeItem === 'ATTACHMENT');
  const nextPage = library?.items.hasMore ? library.items.nextPage : null;

  const loadMore = async () => {
    if (nextPage === null || nextPage === undefined || loadingMore) return;
    setLoadingMore(true);
    try {
      await fetchMore({
        variables: { page: nextPage },
        updateQuery: (previous, { fetchMoreResult }) => ({
          trainingLibrary: {
            ...fetchMoreResult.trainingLibrary,
            items: {
              ...fetchMoreResult.trainingLibrary.items,
              items: [
                ...previous.trainingLibrary.items.items,
                ...fetchMoreResult.trainingLibrary.items.items,
              ],
            },
          },
        }),
      });
    } finally {
      setLoadingMore(false);
    }
  };

  // More load as the end of the list scrolls into view.
  const sentinel = useLoadOnScroll(loadMore);

  const open = (item: TrainingCard_ItemFragment) => {
    if (item.typeItem === 'CATEGORY') {
      setSearchInput('');
      setSaved({ search: '', type: '' });
      void navigate(`${BASE_PATH}/${item.id}`);
      return;
    }
    setViewing(attachments.findIndex((attachment) => attachment.id === item.id));
  };

  const crumbs = [
    { label: TRAINING_MESSAGES.breadcrumbRoot, ...(categoryId || searching ? { to: BASE_PATH } : {}) },
    ...(searching
      ? []
      : (library?.breadcrumbs ?? []).map((crumb) => ({
          label: crumb.title,
          ...(crumb.id === categoryId ? {} : { to: `${BASE_PATH}/${crumb.id}` }),
        }))),
  ];

  const managing =
    manages && !searching ? <ManageButtons categoryId={categoryId} onAction={setAction} /> : undefined;

  return (
    <Stack as="section">
      <Breadcrumbs items={crumbs} />
      <PageTitle
        title={!searching && library?.category ? library.category.title : title}
        actions={managing}
      />
      <TrainingSearch
        saved={saved}
        searchInput={searchInput}
        onSearchInput={setSearchInput}
        onSaved={setSaved}
      />
      {error && !library ? (
        <ErrorState onRetry={() => void refetch()} />
      ) : loading && !library ? (
        <Spinner />
      ) : items.length === 0 ? (
        <EmptyState text={searching ? TRAINING_TEXT.noResults : TRAINING_TEXT.empty} />
      ) : (
        <CardGrid $minWidth="200px" aria-label={title}>
          {items.map((item) => (
            <Card
              key={item.id}
              item={item}
              onOpen={() => open(item)}
              {...(manages ? { onManage: setAction } : {})}
            />
          ))}
        </CardGrid>
      )}
      <div ref={sentinel} />
      {nextPage !== null && nextPage !== undefined ? (
        <Button variant="secondary" loading={loadingMore} onClick={() => void loadMore()}>
          {TRAINING_TEXT.loadMore}
        </Button>
      ) : null}
      <AttachmentViewer attachments={attachments} index={viewing} onIndex={setViewing} />
      {action ? (
        <ManageDialog
          key={JSON.stringify(action)}
          action={action}
          categoryId={categoryId}
          onClose={() => setAction(null)}
          onDone={() => {
            setAction(null);
            void refetch();
          }}
        />
      ) : null}
    </Stack>
  );
};
