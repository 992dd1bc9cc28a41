import { UPLOAD_PURPOSES } from '@portal/schema/validation/files';
import { TRAINING_MESSAGES, TRAINING_TITLE_MAX_LENGTH } from '@portal/schema/validation/training';
import { type FormEvent, useId, useState } from 'react';
import styled from 'styled-components';
import { UploadError } from '@/lib/upload.ts';
import { Button } from '@/ui/Button.tsx';
import { ConfirmModal } from '@/ui/ConfirmModal.tsx';
import { Stack } from '@/ui/ListLayout.tsx';
import { Modal } from '@/ui/Modal.tsx';
import { ProgressBar } from '@/ui/ProgressBar.tsx';
import { SelectField } from '@/ui/SelectField.tsx';
import { TextField } from '@/ui/TextField.tsx';
import { type TrainingCard_ItemFragment, useTrainingCategoriesQuery } from './__generated__/training.ts';
import { MANAGE_TEXT, type ManageAction } from './manageText.ts';
import { useManageMutations, useManageWork } from './useManageWork.ts';

const StyledActions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.spacing(2)};
`;

const ACCEPT = UPLOAD_PURPOSES.SUPPORT_MATERIAL.contentTypes.join(',');
/** A card image is a PNG or a JPEG (the server refuses any other recorded type too). */
const THUMBNAIL_TYPES: readonly string[] = ['image/png', 'image/jpeg'];

/**
 * The `thumbnailKey` part of an input: a new upload's key, null to remove the image, or nothing at
 * all, which keeps the current one on an edit (the server reads an absent key as "unchanged").
 */
export function thumbnailChange(
  uploadedKey: string | null,
  remove: boolean,
): { thumbnailKey?: string | null } {
  if (uploadedKey) return { thumbnailKey: uploadedKey };
  return remove ? { thumbnailKey: null } : {};
}

const StyledCheck = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(1)};
`;

/** Categories below `id` (and itself): never a move target (the server refuses them too). */
function descendantsOf(id: string, nodes: readonly { id: string; parentId: string | null }[]): Set<string> {
  const found = new Set([id]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const node of nodes) {
      if (node.parentId && found.has(node.parentId) && !found.has(node.id)) {
        found.add(node.id);
        grew = true;
      }
    }
  }
  return found;
}

/**
 * The category deletion's question, with what it takes along counted from the tree (every
 * subcategory below it, every file in any of them); the generic question until the tree arrives.
 */
const DeleteCategoryQuestion = ({ item }: { item: TrainingCard_ItemFragment }) => {
  const { data } = useTrainingCategoriesQuery({ fetchPolicy: 'network-only' });
  const nodes = data?.trainingCategories;
  if (!nodes) return <p>{MANAGE_TEXT.confirmCategory(item.title)}</p>;
  const subtree = descendantsOf(item.id, nodes);
  const files = nodes.reduce((sum, node) => sum + (subtree.has(node.id) ? node.attachmentCount : 0), 0);
  return <p>{MANAGE_TEXT.confirmCategoryCounted(item.title, subtree.size - 1, files)}</p>;
};

const MoveTargets = ({
  item,
  value,
  onChange,
}: {
  item: TrainingCard_ItemFragment;
  value: string;
  onChange: (v: string) => void;
}) => {
  const id = useId();
  const { data } = useTrainingCategoriesQuery({ fetchPolicy: 'network-only' });
  const nodes = data?.trainingCategories ?? [];
  const isCategory = item.typeItem === 'CATEGORY';
  const excluded = isCategory ? descendantsOf(item.id, nodes) : new Set<string>();
  return (
    <SelectField>
      <label htmlFor={id}>{MANAGE_TEXT.target}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)} required={!isCategory}>
        {isCategory ? <option value="">{MANAGE_TEXT.root}</option> : <option value="" disabled />}
        {nodes
          .filter((node) => !excluded.has(node.id))
          .map((node) => (
            <option key={node.id} value={node.id}>
              {node.title}
            </option>
          ))}
      </select>
    </SelectField>
  );
};

/** The title of each form's modal (a deletion asks in a confirmation instead). */
const HEADINGS: Readonly<Record<Exclude<ManageAction['kind'], 'delete'>, string>> = {
  newCategory: MANAGE_TEXT.newCategory,
  newFile: MANAGE_TEXT.newFile,
  newVideo: MANAGE_TEXT.newVideo,
  edit: MANAGE_TEXT.edit,
  move: MANAGE_TEXT.move,
};

interface ThumbnailFieldsProps {
  /** An edit of an item with a card image offers to remove it, until another image is chosen. */
  canRemove: boolean;
  remove: boolean;
  onFile: (file: File | null) => void;
  onRemove: (remove: boolean) => void;
}

/** The card image: a PNG or JPEG to upload, or removing the current one. */
const ThumbnailFields = ({ canRemove, remove, onFile, onRemove }: ThumbnailFieldsProps) => (
  <>
    <TextField
      label={MANAGE_TEXT.thumbnail}
      type="file"
      accept={THUMBNAIL_TYPES.join(',')}
      onChange={(event) => onFile(event.target.files?.[0] ?? null)}
    />
    {canRemove ? (
      <StyledCheck>
        <input type="checkbox" checked={remove} onChange={(event) => onRemove(event.target.checked)} />
        {MANAGE_TEXT.removeThumbnail}
      </StyledCheck>
    ) : null}
  </>
);

interface SourceFieldsProps {
  kind: ManageAction['kind'];
  url: string;
  onUrl: (url: string) => void;
  onFile: (file: File | null) => void;
}

/** A new item's source: a video's link, or a file to upload. */
const SourceFields = ({ kind, url, onUrl, onFile }: SourceFieldsProps) => (
  <>
    {kind === 'newVideo' ? (
      <TextField
        label={MANAGE_TEXT.videoUrl}
        type="url"
        value={url}
        required
        placeholder="https://"
        onChange={(event) => onUrl(event.target.value)}
      />
    ) : null}
    {kind === 'newFile' ? (
      <TextField
        label={MANAGE_TEXT.file}
        type="file"
        accept={ACCEPT}
        required
        onChange={(event) => onFile(event.target.files?.[0] ?? null)}
      />
    ) : null}
  </>
);

export interface ManageDialogProps {
  action: ManageAction | null;
  categoryId: string | null;
  onClose: () => void;
  /** After a successful change: the level reloads. */
  onDone: () => void;
}

/** The holding's forms of Material de Apoio; each success shows the server's toast (docs/product.md §12.2). */
export const ManageDialog = ({ action, categoryId, onClose, onDone }: ManageDialogProps) => {
  const [title, setTitle] = useState(action?.kind === 'edit' ? action.item.title : '');
  const [url, setUrl] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [thumb, setThumb] = useState<File | null>(null);
  const [removeThumb, setRemoveThumb] = useState(false);
  const [target, setTarget] = useState('');
  const { busy, progress, progressLabel, run, upload } = useManageWork(onDone);
  const change = useManageMutations();
  if (!action) return null;

  const isCategory = 'item' in action && action.item.typeItem === 'CATEGORY';
  const here = categoryId ?? '';
  // A card image goes with a new category or file and with any edit (a video link's card included).
  const withThumbnail = action.kind === 'newCategory' || action.kind === 'newFile' || action.kind === 'edit';

  /** Uploads the chosen card image, if any, with its own progress; the input part to send. */
  const thumbnailInput = async () => {
    if (thumb && !THUMBNAIL_TYPES.includes(thumb.type))
      throw new UploadError(TRAINING_MESSAGES.thumbnailNotImage);
    const key = thumb ? (await upload(thumb, MANAGE_TEXT.sendingThumbnail)).key : null;
    return thumbnailChange(key, removeThumb);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      switch (action.kind) {
        case 'newCategory': {
          const input = { title, parentId: categoryId, ...(await thumbnailInput()) };
          return (await change.createCategory({ variables: { input } })).data?.createTrainingCategory.message;
        }
        case 'newVideo':
          return (await change.addVideo({ variables: { input: { categoryId: here, title, url } } })).data
            ?.addTrainingVideo.message;
        case 'newFile': {
          if (!file) throw new UploadError(MANAGE_TEXT.chooseFile);
          const stored = await upload(file, MANAGE_TEXT.sending);
          const input = {
            categoryId: here,
            title,
            fileKey: stored.key,
            fileName: file.name,
            ...(await thumbnailInput()),
          };
          return (await change.addFile({ variables: { input } })).data?.addTrainingFile.message;
        }
        case 'edit': {
          const input = { id: action.item.id, title, ...(await thumbnailInput()) };
          return isCategory
            ? (await change.editCategory({ variables: { input } })).data?.editTrainingCategory.message
            : (await change.editAttachment({ variables: { input } })).data?.editTrainingAttachment.message;
        }
        case 'move':
          return isCategory
            ? (
                await change.moveCategory({
                  variables: { input: { id: action.item.id, parentId: target || null } },
                })
              ).data?.moveTrainingCategory.message
            : (
                await change.moveAttachment({
                  variables: { input: { id: action.item.id, categoryId: target } },
                })
              ).data?.moveTrainingAttachment.message;
      }
    });
  };

  if (action.kind === 'delete') {
    const { item } = action;
    const remove = () =>
      void run(async () =>
        isCategory
          ? (await change.deleteCategory({ variables: { id: item.id } })).data?.deleteTrainingCategory.message
          : (await change.deleteAttachment({ variables: { id: item.id } })).data?.deleteTrainingAttachment
              .message,
      );
    return (
      <ConfirmModal
        open
        title={MANAGE_TEXT.delete}
        confirmLabel={MANAGE_TEXT.delete}
        busy={busy}
        onConfirm={remove}
        onCancel={onClose}
      >
        {isCategory ? <DeleteCategoryQuestion item={item} /> : <p>{MANAGE_TEXT.confirmFile(item.title)}</p>}
      </ConfirmModal>
    );
  }

  const heading = HEADINGS[action.kind];
  const needsTitle = action.kind !== 'move';

  return (
    <Modal open title={heading} onClose={onClose}>
      <Stack as="form" $gap={3} onSubmit={submit} aria-label={heading}>
        {needsTitle ? (
          <TextField
            label={MANAGE_TEXT.title}
            value={title}
            required
            maxLength={TRAINING_TITLE_MAX_LENGTH}
            onChange={(event) => setTitle(event.target.value)}
          />
        ) : null}
        <SourceFields
          kind={action.kind}
          url={url}
          onUrl={setUrl}
          onFile={(chosen) => {
            setFile(chosen);
            if (chosen && title === '') setTitle(chosen.name.replace(/\.[^.]+$/, ''));
          }}
        />
        {withThumbnail ? (
          <ThumbnailFields
            canRemove={action.kind === 'edit' && Boolean(action.item.thumbnailUrl) && !thumb}
            remove={removeThumb}
            onFile={setThumb}
            onRemove={setRemoveThumb}
          />
        ) : null}
        {progress !== null ? <ProgressBar value={progress} label={progressLabel} /> : null}
        {action.kind === 'move' ? (
          <MoveTargets item={action.item} value={target} onChange={setTarget} />
        ) : null}
        <StyledActions>
          <Button type="button" variant="secondary" onClick={onClose}>
            {MANAGE_TEXT.cancel}
          </Button>
          <Button type="submit" loading={busy}>
            {MANAGE_TEXT.save}
          </Button>
        </StyledActions>
      </Stack>
    </Modal>
  );
};
