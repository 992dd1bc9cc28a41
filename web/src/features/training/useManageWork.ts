import { useState } from 'react';
import { uploadFile } from '@/lib/upload.ts';
import { notify } from '@/platform/notify.ts';
import {
  useAddTrainingFileMutation,
  useAddTrainingVideoMutation,
  useCreateTrainingCategoryMutation,
  useDeleteTrainingAttachmentMutation,
  useDeleteTrainingCategoryMutation,
  useEditTrainingAttachmentMutation,
  useEditTrainingCategoryMutation,
  useMoveTrainingAttachmentMutation,
  useMoveTrainingCategoryMutation,
  useTrainingUploadUrlsMutation,
} from './__generated__/training.ts';
import { failureText, MANAGE_TEXT } from './manageText.ts';

/** Every change the holding makes to Material de Apoio. */
export const useManageMutations = () => {
  const [createCategory] = useCreateTrainingCategoryMutation();
  const [editCategory] = useEditTrainingCategoryMutation();
  const [moveCategory] = useMoveTrainingCategoryMutation();
  const [deleteCategory] = useDeleteTrainingCategoryMutation();
  const [addFile] = useAddTrainingFileMutation();
  const [addVideo] = useAddTrainingVideoMutation();
  const [editAttachment] = useEditTrainingAttachmentMutation();
  const [moveAttachment] = useMoveTrainingAttachmentMutation();
  const [deleteAttachment] = useDeleteTrainingAttachmentMutation();
  return {
    createCategory,
    editCategory,
    moveCategory,
    deleteCategory,
    addFile,
    addVideo,
    editAttachment,
    moveAttachment,
    deleteAttachment,
  };
};

/**
 * A change's run: busy while it works, the server's toast when done (then `onDone`), the error
 * toast otherwise; `upload` sends a file through the signed uploads with its labelled progress.
 */
export const useManageWork = (onDone: () => void) => {
  const [progressLabel, setProgressLabel] = useState<string>(MANAGE_TEXT.sending);
  const [progress, setProgress] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [uploadUrls] = useTrainingUploadUrlsMutation();

  const run = async (work: () => Promise<string | undefined>) => {
    setBusy(true);
    try {
      const message = await work();
      notify.success(message);
      onDone();
    } catch (error) {
      notify.error(failureText(error));
    } finally {
      setBusy(false);
      setProgress(null);
    }
  };

  const upload = (chosen: File, label: string) => {
    setProgressLabel(label);
    setProgress(0);
    return uploadFile(chosen, 'SUPPORT_MATERIAL', {
      getUrls: async (request) =>
        (await uploadUrls({ variables: { input: { ...request, purpose: 'SUPPORT_MATERIAL' } } })).data
          ?.createUploadUrls,
      onProgress: (fraction) => setProgress(Math.round(fraction * 100)),
    });
  };

  return { busy, progress, progressLabel, run, upload };
};
