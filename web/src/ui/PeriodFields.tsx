import { TextField } from './TextField.tsx';

export interface PeriodFieldsProps {
  /** Whole days 'YYYY-MM-DD', null when open. */
  from: string | null;
  to: string | null;
  /** One end changed; a cleared field is null. */
  onChange: (change: { from?: string | null; to?: string | null }) => void;
}

/** A list's period filter, De and Até, each bounding the other so the period never ends before it starts. */
export const PeriodFields = ({ from, to, onChange }: PeriodFieldsProps) => (
  <>
    <TextField
      label="De"
      type="date"
      value={from ?? ''}
      max={to ?? undefined}
      onChange={(event) => onChange({ from: event.target.value || null })}
    />
    <TextField
      label="Até"
      type="date"
      value={to ?? ''}
      min={from ?? undefined}
      onChange={(event) => onChange({ to: event.target.value || null })}
    />
  </>
);
