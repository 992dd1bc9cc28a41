import { useFormik } from 'formik';
import { useId, useState } from 'react';
import styled from 'styled-components';
import type { EdAudienceKind, NotificationType } from '@/__generated__/types.ts';
import { fieldProps } from '@/lib/forms.ts';
import { notify } from '@/platform/notify.ts';
import { Button } from '@/ui/Button.tsx';
import { describeFormGaps, FormGaps } from '@/ui/FormGaps.tsx';
import { SelectField } from '@/ui/SelectField.tsx';
import { TextField } from '@/ui/TextField.tsx';
import {
  EdNotificationsScreenDocument,
  useSendEdNotificationMutation,
} from './__generated__/edNotifications.ts';
import { EdPicker, StyledError } from './EdPicker.tsx';
import {
  AUDIENCE_LABELS,
  type ChosenEd,
  ED_NOTIFICATION_TEXT,
  INITIAL,
  TYPE_LABELS,
  toInput,
  type Values,
  validate,
} from './edNotificationValues.ts';

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(3)};
  max-width: 640px;
`;

// The message's textarea, stacked and labelled like the selects beside it.
const StyledArea = styled(SelectField)`
  textarea {
    min-height: 6rem;
    padding: ${({ theme }) => theme.spacing(2.5, 3)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.medium};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
    resize: vertical;
  }

  textarea[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }

  p {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xsmall};
    color: ${({ theme }) => theme.colors.danger};
  }
`;

const StyledFieldset = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(4)};
  margin: 0;
  padding: 0;
  border: 0;

  legend {
    margin-bottom: ${({ theme }) => theme.spacing(1)};
    font-size: ${({ theme }) => theme.fontSizes.small};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }

  label {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.spacing(1)};
  }
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.spacing(2)};

  p {
    flex: 1 1 16rem;
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.small};
    color: ${({ theme }) => theme.colors.textMuted};
  }

  /* Why it cannot be sent yet (FormGaps), on its own line under the button. */
  & > p[role='status'] {
    flex-basis: 100%;
    text-align: right;
  }
`;

interface EdNotificationFormProps {
  units: readonly { id: string; name: string }[];
}

/** The fields FormGaps names when they are missing or wrong, in the order the form shows them. */
const GAP_LABELS = {
  title: 'Título',
  message: 'Mensagem',
  unitId: 'Unidade',
  edIds: 'EDs escolhidos',
} as const;

/** 'Nova notificação': title, message, type and audience; sent, the form starts over. */
export const EdNotificationForm = ({ units }: EdNotificationFormProps) => {
  const ids = { message: useId(), type: useId(), unit: useId(), byMail: useId(), gaps: useId() };
  const [send] = useSendEdNotificationMutation({ refetchQueries: [EdNotificationsScreenDocument] });
  const [chosen, setChosen] = useState<ChosenEd[]>([]);

  const formik = useFormik<Values>({
    initialValues: INITIAL,
    validate,
    onSubmit: async (values, helpers) => {
      try {
        await send({ variables: { input: toInput(values) } });
        notify.success(ED_NOTIFICATION_TEXT.sent);
        helpers.resetForm();
        setChosen([]);
      } catch (failure) {
        notify.error(failure instanceof Error ? failure.message : undefined);
      }
    },
  });
  const showError = (field: 'message' | 'unitId' | 'edIds') =>
    formik.touched[field] || formik.submitCount > 0
      ? (formik.errors[field] as string | undefined)
      : undefined;

  const message = showError('message');
  const gapInput = {
    errors: formik.errors as Record<string, string | undefined>,
    values: formik.values,
    labels: GAP_LABELS,
    action: 'enviar',
  };
  // The button names the gaps only while there are some (an empty sentence adds nothing to hear).
  const described = describeFormGaps(gapInput) ? `${ids.byMail} ${ids.gaps}` : ids.byMail;
  return (
    <StyledForm noValidate onSubmit={formik.handleSubmit} aria-label="Nova notificação">
      <TextField label="Título" required {...fieldProps(formik, 'title')} />
      <StyledArea>
        <label htmlFor={ids.message} data-required>
          Mensagem
        </label>
        <textarea
          id={ids.message}
          aria-required
          name="message"
          value={formik.values.message}
          onChange={formik.handleChange}
          onBlur={formik.handleBlur}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? `${ids.message}-error` : undefined}
        />
        {message ? <p id={`${ids.message}-error`}>{message}</p> : null}
      </StyledArea>
      <SelectField>
        <label htmlFor={ids.type}>Tipo</label>
        <select id={ids.type} name="type" value={formik.values.type} onChange={formik.handleChange}>
          {(Object.keys(TYPE_LABELS) as NotificationType[]).map((type) => (
            <option key={type} value={type}>
              {TYPE_LABELS[type]}
            </option>
          ))}
        </select>
      </SelectField>
      <StyledFieldset>
        <legend>Público</legend>
        {(Object.keys(AUDIENCE_LABELS) as EdAudienceKind[]).map((kind) => (
          <label key={kind}>
            <input
              type="radio"
              name="kind"
              value={kind}
              checked={formik.values.kind === kind}
              onChange={formik.handleChange}
            />
            {AUDIENCE_LABELS[kind]}
          </label>
        ))}
      </StyledFieldset>
      {formik.values.kind === 'UNIT' ? (
        <SelectField>
          <label htmlFor={ids.unit} data-required>
            Unidade
          </label>
          <select
            id={ids.unit}
            aria-required
            name="unitId"
            value={formik.values.unitId}
            onChange={formik.handleChange}
            onBlur={formik.handleBlur}
          >
            <option value="">Escolha a unidade</option>
            {units.map((unit) => (
              <option key={unit.id} value={unit.id}>
                {unit.name}
              </option>
            ))}
          </select>
          {showError('unitId') ? <StyledError role="alert">{showError('unitId')}</StyledError> : null}
        </SelectField>
      ) : null}
      {formik.values.kind === 'EDS' ? (
        <EdPicker
          chosen={chosen}
          error={showError('edIds')}
          onChange={(next) => {
            setChosen(next);
            void formik.setFieldValue(
              'edIds',
              next.map((ed) => ed.id),
            );
          }}
        />
      ) : null}
      <StyledActions>
        <p id={ids.byMail}>{ED_NOTIFICATION_TEXT.byMail}</p>
        <Button type="submit" loading={formik.isSubmitting} aria-describedby={described}>
          Enviar notificação
        </Button>
        <FormGaps id={ids.gaps} {...gapInput} />
      </StyledActions>
    </StyledForm>
  );
};
