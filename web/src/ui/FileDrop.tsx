import { MESSAGES } from '@portal/schema/messages';
import { type ChangeEvent, type DragEvent, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { describeAccept, formatBytes, isAccepted, rejectionText } from './fileRules.ts';
import { FileIcon, UploadIcon } from './icons.tsx';
import { requiredMark } from './TextField.tsx';
import { visuallyHidden } from './VisuallyHidden.tsx';

export interface FileDropProps {
  /** Visible label; also names the file input. */
  label?: string;
  /** Like the input's `accept`: MIME types ('application/pdf', 'image/*') or extensions ('.pdf'). */
  accept?: readonly string[];
  /** Controlled selection; leave undefined to let the widget keep its own. */
  value?: File | null;
  onChange?: (file: File | null) => void;
  /** Reports the current rejection (or null) so a form can disable its submit (docs/product.md §5.5). */
  onErrorChange?: (error: string | null) => void;
  maxBytes?: number;
  maxSizeMessage?: string;
  /** A shared rule (e.g. schema/src/validation) run after the format and size checks: error text or null. */
  validate?: (file: File) => string | null;
  /** Overrides the derived 'Somente arquivos no formato …' text. */
  rejectMessage?: string;
  required?: boolean;
  disabled?: boolean;
  /** An error from outside (e.g. the form), shown when the widget has none of its own. */
  error?: string;
}

const DEFAULT_ACCEPT = ['application/pdf', '.pdf'] as const;

const StyledField = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(2)};
`;

const StyledLabel = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.small};
  font-weight: ${({ theme }) => theme.fontWeights.medium};

  /* A required file is marked as TextField marks its label (TextField.tsx requiredMark). */
  &[data-required] {
    ${requiredMark}
  }
`;

const StyledZone = styled.label<{ $dragging: boolean; $invalid: boolean; $disabled: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(2)};
  padding: ${({ theme }) => theme.spacing(6, 4)};
  border: 2px dashed
    ${({ theme, $dragging, $invalid }) =>
      $invalid ? theme.colors.danger : $dragging ? theme.colors.primary : theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme, $dragging }) => ($dragging ? theme.colors.primaryLight : theme.colors.surfaceAlt)};
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};
  opacity: ${({ $disabled }) => ($disabled ? 0.6 : 1)};

  &:focus-within {
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;

const StyledInput = styled.input`
  ${visuallyHidden}
`;

const StyledChosen = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(2)};
  padding: ${({ theme }) => theme.spacing(2, 3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.medium};
  color: ${({ theme }) => theme.colors.text};
  overflow-wrap: anywhere;
`;

const StyledRemove = styled.button`
  margin-left: auto;
  padding: ${({ theme }) => theme.spacing(1, 2)};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.small};
  background: transparent;
  color: ${({ theme }) => theme.colors.danger};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  cursor: pointer;
`;

const StyledMessage = styled.p<{ $tone: 'error' | 'muted' }>`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xsmall};
  color: ${({ theme, $tone }) => ($tone === 'error' ? theme.colors.danger : theme.colors.textMuted)};
`;

/** Single-file picker with drag and drop (docs/product.md §14.2); PDF unless `accept` says otherwise. */
export const FileDrop = ({
  label = 'Arquivo',
  accept = DEFAULT_ACCEPT,
  value,
  onChange,
  onErrorChange,
  maxBytes,
  maxSizeMessage,
  validate,
  rejectMessage,
  required = false,
  disabled = false,
  error: externalError,
}: FileDropProps) => {
  const inputId = useId();
  const labelId = `${inputId}-label`;
  const messageId = `${inputId}-message`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [internalFile, setInternalFile] = useState<File | null>(null);
  const [ownError, setOwnError] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const file = value !== undefined ? value : internalFile;

  const select = (next: File | null, nextError: string | null) => {
    setInternalFile(next);
    setOwnError(nextError);
    onChange?.(next);
    onErrorChange?.(nextError);
  };

  const handleFile = (candidate: File | undefined) => {
    if (!candidate || disabled) return;
    if (!isAccepted(candidate, accept)) {
      select(null, rejectMessage ?? rejectionText(accept));
    } else if (maxBytes !== undefined && candidate.size > maxBytes) {
      select(null, maxSizeMessage ?? `O arquivo anexado deverá ter no máximo ${formatBytes(maxBytes)}.`);
    } else {
      const ruleError = validate?.(candidate) ?? null;
      select(ruleError ? null : candidate, ruleError);
    }
  };

  const handleInputChange = (event: ChangeEvent<HTMLInputElement>) => {
    handleFile(event.target.files?.[0]);
    // Clearing lets the same file be picked again after a removal.
    event.target.value = '';
  };

  const handleDragOver = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault();
    if (!disabled) setDragging(true);
  };

  const handleDragLeave = () => setDragging(false);

  const handleDrop = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault();
    setDragging(false);
    handleFile(event.dataTransfer.files[0]);
  };

  const handleRemove = () => {
    select(null, null);
    inputRef.current?.focus();
  };

  const error = ownError ?? externalError ?? null;
  const message = error ?? (required && !file ? MESSAGES.required : null);

  return (
    <StyledField>
      <StyledLabel id={labelId} data-required={required ? '' : undefined}>
        {label}
      </StyledLabel>
      <StyledZone
        htmlFor={inputId}
        $dragging={dragging}
        $invalid={Boolean(error)}
        $disabled={disabled}
        onDragOver={handleDragOver}
        onDragLeave={handleDragLeave}
        onDrop={handleDrop}
      >
        <UploadIcon size={28} />
        <span>Arraste e solte o arquivo aqui ou clique para selecionar</span>
        <span>{describeAccept(accept)}</span>
        <StyledInput
          ref={inputRef}
          id={inputId}
          type="file"
          accept={accept.join(',')}
          disabled={disabled}
          // aria-required, not required: the input is emptied after each pick (so the same file can be
          // chosen again), which would make native form validation fail with a file selected.
          aria-required={required || undefined}
          aria-labelledby={labelId}
          aria-invalid={Boolean(error) || undefined}
          aria-describedby={message ? messageId : undefined}
          onChange={handleInputChange}
        />
      </StyledZone>
      {file && (
        <StyledChosen>
          <FileIcon />
          <span>{file.name}</span>
          <StyledRemove type="button" aria-label={`Remover arquivo ${file.name}`} onClick={handleRemove}>
            Remover
          </StyledRemove>
        </StyledChosen>
      )}
      {message && (
        <StyledMessage id={messageId} $tone={error ? 'error' : 'muted'} role={error ? 'alert' : undefined}>
          {message}
        </StyledMessage>
      )}
    </StyledField>
  );
};
