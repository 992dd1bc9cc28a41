import { TRAINING_MESSAGES, TRAINING_SEARCH_MAX_LENGTH } from '@portal/schema/validation/training';
import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import styled from 'styled-components';
import type { TrainingSearchType } from '@/__generated__/types.ts';
import { paths } from '@/paths.ts';
import { notify } from '@/platform/notify.ts';
import { useRouteTitle } from '@/platform/RouteTitle.tsx';
import { useViewer } from '@/platform/session/SessionProvider.tsx';
import { Breadcrumbs } from '@/ui/Breadcrumbs.tsx';
import { Button } from '@/ui/Button.tsx';
import { EmptyState } from '@/ui/EmptyState.tsx';
import { ErrorState } from '@/ui/ErrorState.tsx';
import { PageTitle } from '@/ui/PageTitle.tsx';
import { SelectField } from '@/ui/SelectField.tsx';
import { Spinner } from '@/ui/Spinner.tsx';
import { TextField } from '@/ui/TextField.tsx';
import { type TrainingCard_ItemFragment, useTrainingLibraryQuery } from './__generated__/training.ts';
import { AttachmentViewer } from './AttachmentViewer.tsx';
import { failureText, MANAGE_TEXT, type ManageAction, ManageDialog } from './ManageDialog.tsx';

const BASE_PATH = paths.training;
/** The previous search (search, type), remembered for the session (docs/product.md §12.1). */
const SEARCH_KEY = 'portal.training.search';

interface SavedSearch {
  search: string;
  type: TrainingSearchType | '';
}

/** The search of this visit to the app: leaving the screen and coming back keeps it. */
let remembered: SavedSearch | null = null;

/** Remembers a search at once (the typed text before its pause is over, too). */
const persist = (search: SavedSearch): void => {
  remembered = search;
  sessionStorage.setItem(SEARCH_KEY, JSON.stringify(search));
};

const readSaved = (): SavedSearch => {
  if (remembered) return remembered;
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(SEARCH_KEY) ?? 'null');
    if (parsed && typeof parsed === 'object' && 'search' in parsed && 'type' in parsed) {
      const { search, type } = parsed as SavedSearch;
      return { search: typeof search === 'string' ? search : '', type: typeof type === 'string' ? type : '' };
    }
  } catch {
    // A damaged entry is the same as none.
  }
  return { search: '', type: '' };
};

export const TRAINING_TEXT = {
  search: 'Buscar no material de apoio',
  type: 'Tipo',
  allTypes: 'Todos os tipos',
  category: 'Categoria',
  empty: 'Nenhum item nesta categoria.',
  noResults: 'Nenhum item encontrado.',
  loadMore: 'Carregar mais',
  open: (title: string) => `Abrir ${title}`,
  manage: (title: string) => `Ações de ${title}`,
} as const;

const TYPE_LABELS: Record<TrainingSearchType, string> = {
  CATEGORY: 'Categorias',
  JPG: 'JPG',
  PNG: 'PNG',
  PDF: 'PDF',
  PPT: 'PPT',
  DOC: 'DOC',
  DOCX: 'DOCX',
  ZIP: 'ZIP',
  ODF: 'ODF',
  MP4: 'MP4',
  VIDEO: 'Vídeo',
};

const StyledPage = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(4)};
`;

const StyledToolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.spacing(3)};

  & > :first-child {
    flex: 1 1 280px;
    max-width: 420px;
  }
`;

const StyledGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  gap: ${({ theme }) => theme.spacing(3)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledCard = styled.li`
  display: flex;
  flex-direction: column;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.small};
`;

const StyledOpen = styled.button`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(1)};
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  text-align: left;
  cursor: pointer;
  font: inherit;
`;

const StyledThumb = styled.span`
  display: flex;
  align-items: center;
  justify-content: center;
  height: 120px;
  background: ${({ theme }) => theme.colors.primaryLight};
  color: ${({ theme }) => theme.colors.primaryDark};
  font-weight: ${({ theme }) => theme.fontWeights.bold};

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const StyledLabel = styled.span`
  padding: ${({ theme }) => theme.spacing(2, 3, 0)};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const StyledKind = styled.span`
  padding: ${({ theme }) => theme.spacing(0, 3, 2)};
  font-size: ${({ theme }) => theme.fontSizes.small};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledCardActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(1)};
  padding: ${({ theme }) => theme.spacing(0, 2, 2)};
`;

const kindOf = (item: TrainingCard_ItemFragment) =>
  item.typeItem === 'CATEGORY' ? TRAINING_TEXT.category : TYPE_LABELS[item.attachmentType ?? 'PDF'];

const Card = ({
  item,
  onOpen,
  onManage,
}: {
  item: TrainingCard_ItemFragment;
  onOpen: () => void;
  onManage?: (action: ManageAction) => void;
}) => (
  <StyledCard>
    <StyledOpen type="button" onClick={onOpen} aria-label={TRAINING_TEXT.open(item.title)}>
      <StyledThumb aria-hidden="true">
        {item.thumbnailUrl ? <img src={item.thumbnailUrl} alt="" loading="lazy" /> : kindOf(item)}
      </StyledThumb>
      <StyledLabel>{item.title}</StyledLabel>
      <StyledKind>{kindOf(item)}</StyledKind>
    </StyledOpen>
    {onManage ? (
      <StyledCardActions role="group" aria-label={TRAINING_TEXT.manage(item.title)}>
        <Button size="small" variant="ghost" onClick={() => onManage({ kind: 'edit', item })}>
          {MANAGE_TEXT.edit}
        </Button>
        <Button size="small" variant="ghost" onClick={() => onManage({ kind: 'move', item })}>
          {MANAGE_TEXT.move}
        </Button>
        <Button size="small" variant="ghost" onClick={() => onManage({ kind: 'delete', item })}>
          {MANAGE_TEXT.delete}
        </Button>
      </StyledCardActions>
    ) : null}
  </StyledCard>
);

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
  const sentinel = useRef<HTMLDivElement>(null);
  const typeId = useId();
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
  const loadMoreRef = useRef(loadMore);
  loadMoreRef.current = loadMore;
  useEffect(() => {
    const element = sentinel.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) void loadMoreRef.current();
    });
    observer.observe(element);
    return () => observer.disconnect();
  });

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
    manages && !searching ? (
      <>
        <Button variant="secondary" onClick={() => setAction({ kind: 'newCategory' })}>
          {MANAGE_TEXT.newCategory}
        </Button>
        {categoryId ? (
          <>
            <Button variant="secondary" onClick={() => setAction({ kind: 'newFile' })}>
              {MANAGE_TEXT.newFile}
            </Button>
            <Button variant="secondary" onClick={() => setAction({ kind: 'newVideo' })}>
              {MANAGE_TEXT.newVideo}
            </Button>
          </>
        ) : null}
      </>
    ) : undefined;

  return (
    <StyledPage>
      <Breadcrumbs items={crumbs} />
      <PageTitle
        title={!searching && library?.category ? library.category.title : title}
        actions={managing}
      />
      <StyledToolbar role="search">
        <TextField
          label={TRAINING_TEXT.search}
          type="search"
          value={searchInput}
          maxLength={TRAINING_SEARCH_MAX_LENGTH}
          onChange={(event) => {
            setSearchInput(event.target.value);
            persist({ ...saved, search: event.target.value.trim() });
          }}
        />
        <SelectField>
          <label htmlFor={typeId}>{TRAINING_TEXT.type}</label>
          <select
            id={typeId}
            value={saved.type}
            onChange={(event) =>
              setSaved(() => ({
                search: searchInput.trim(),
                type: event.target.value as SavedSearch['type'],
              }))
            }
          >
            <option value="">{TRAINING_TEXT.allTypes}</option>
            {(Object.keys(TYPE_LABELS) as TrainingSearchType[]).map((type) => (
              <option key={type} value={type}>
                {TYPE_LABELS[type]}
              </option>
            ))}
          </select>
        </SelectField>
      </StyledToolbar>
      {error && !library ? (
        <ErrorState onRetry={() => void refetch()} />
      ) : loading && !library ? (
        <Spinner />
      ) : items.length === 0 ? (
        <EmptyState text={searching ? TRAINING_TEXT.noResults : TRAINING_TEXT.empty} />
      ) : (
        <StyledGrid aria-label={title}>
          {items.map((item) => (
            <Card
              key={item.id}
              item={item}
              onOpen={() => open(item)}
              {...(manages ? { onManage: setAction } : {})}
            />
          ))}
        </StyledGrid>
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
    </StyledPage>
  );
};
