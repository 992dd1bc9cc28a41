import type { FormikProps } from 'formik';
import styled from 'styled-components';
import { fieldProps } from '@/lib/forms.ts';
import { Button } from '@/ui/Button.tsx';
import { Section } from '@/ui/Section.tsx';
import { TextField } from '@/ui/TextField.tsx';
import { formSetters, StyledGrid, StyledRow } from './editorLayout.ts';
import type { ProductFormValues } from './productForm.ts';

const StyledError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.small};
`;

type Form = FormikProps<ProductFormValues>;

/** 'Comissões e valores': the charges, then one row per level with its commission rate. */
export const CommissionsSection = ({ formik }: { formik: Form }) => {
  const { set, errorText } = formSetters(formik);
  const { commissions } = formik.values;
  return (
    <Section title="Comissões e valores">
      <StyledGrid>
        <TextField
          label="Taxa de serviço (R$)"
          inputMode="decimal"
          {...fieldProps(formik, 'serviceCharge')}
        />
        <TextField
          label="Coparticipação da unidade (%)"
          inputMode="decimal"
          {...fieldProps(formik, 'coparticipationBranch')}
        />
        <TextField
          label="Valor da doação (R$)"
          inputMode="decimal"
          {...fieldProps(formik, 'donationValue')}
        />
      </StyledGrid>
      <h3>Comissão por nível</h3>
      {commissions.map((row, index) => (
        <StyledRow key={`commission-${index.toString()}`}>
          <TextField
            label={`Nível (linha ${index + 1})`}
            type="number"
            min={1}
            max={20}
            value={row.level}
            onChange={(event) =>
              set(`commissions.${index}.level` as keyof ProductFormValues)(event.target.value)
            }
          />
          <TextField
            label={`Comissão % (linha ${index + 1})`}
            inputMode="decimal"
            value={row.rate}
            onChange={(event) =>
              set(`commissions.${index}.rate` as keyof ProductFormValues)(event.target.value)
            }
          />
          <Button
            variant="ghost"
            onClick={() => set('commissions')(commissions.filter((_, at) => at !== index))}
          >
            Remover nível
          </Button>
        </StyledRow>
      ))}
      {errorText('commissions') && <StyledError>{errorText('commissions')}</StyledError>}
      <Button
        variant="secondary"
        onClick={() =>
          set('commissions')([...commissions, { level: String(commissions.length + 1), rate: '0' }])
        }
      >
        Adicionar nível
      </Button>
    </Section>
  );
};

/** 'Eventos especiais': one row per event, its name and dates. */
export const SpecialEventsSection = ({ formik }: { formik: Form }) => {
  const { set, errorText } = formSetters(formik);
  const { specialEvents } = formik.values;
  return (
    <Section title="Eventos especiais">
      {specialEvents.map((event, index) => (
        <StyledRow key={`event-${index.toString()}`}>
          <TextField
            label={`Evento (linha ${index + 1})`}
            value={event.name}
            onChange={(change) =>
              set(`specialEvents.${index}.name` as keyof ProductFormValues)(change.target.value)
            }
          />
          <TextField
            label={`Início (linha ${index + 1})`}
            type="date"
            value={event.startsAt}
            onChange={(change) =>
              set(`specialEvents.${index}.startsAt` as keyof ProductFormValues)(change.target.value)
            }
          />
          <TextField
            label={`Fim (linha ${index + 1})`}
            type="date"
            value={event.endsAt}
            onChange={(change) =>
              set(`specialEvents.${index}.endsAt` as keyof ProductFormValues)(change.target.value)
            }
          />
          <Button
            variant="ghost"
            onClick={() => set('specialEvents')(specialEvents.filter((_, at) => at !== index))}
          >
            Remover evento
          </Button>
        </StyledRow>
      ))}
      {errorText('specialEvents') && <StyledError>{errorText('specialEvents')}</StyledError>}
      <Button
        variant="secondary"
        onClick={() => set('specialEvents')([...specialEvents, { name: '', startsAt: '', endsAt: '' }])}
      >
        Adicionar evento
      </Button>
    </Section>
  );
};
