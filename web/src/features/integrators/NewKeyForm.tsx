import {
  API_CLIENT_NAME_MAX_LENGTH,
  type ApiScope,
  grantableScopes,
  INTEGRATOR_MESSAGES,
} from '@portal/schema';
import { ROLE_FLAGS } from '@portal/schema/constants';
import { type FormEvent, useState } from 'react';
import { notify } from '@/platform/notify.ts';
import { useViewer } from '@/platform/session/SessionProvider.tsx';
import { Button } from '@/ui/Button.tsx';
import { SelectField } from '@/ui/SelectField.tsx';
import { TextField } from '@/ui/TextField.tsx';
import { ApiClientsDocument, useCreateApiClientMutation } from './__generated__/integrators.ts';
import { Checklist } from './Checklist.tsx';
import { errorText, StyledForm } from './formParts.ts';
import { EXPIRY_OPTIONS, expiryFromDays, SCOPE_LABELS } from './scopes.ts';

/** A key just created: its client id, and its secret, shown once. */
export interface CreatedKey {
  id: string;
  secret: string;
}

/** 'Nova chave': a name, scopes within the viewer's roles and an optional expiry. */
export const NewKeyForm = ({ onCreated }: { onCreated: (created: CreatedKey) => void }) => {
  const viewer = useViewer();
  const roles = viewer ? ROLE_FLAGS.filter((flag) => viewer[flag]) : [];
  const available = grantableScopes(roles);
  const [createClient, { loading: creating }] = useCreateApiClientMutation({
    refetchQueries: [ApiClientsDocument],
  });
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<ApiScope[]>([]);
  const [expiryIndex, setExpiryIndex] = useState(0);
  const [errors, setErrors] = useState<{ name?: string; scopes?: string }>({});

  const toggleScope = (scope: ApiScope, checked: boolean) =>
    setScopes((current) => (checked ? [...current, scope] : current.filter((item) => item !== scope)));

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = {
      ...(name.trim() === '' ? { name: '*campo obrigatório' } : {}),
      ...(scopes.length === 0 ? { scopes: INTEGRATOR_MESSAGES.scopesRequired } : {}),
    };
    setErrors(found);
    if (found.name || found.scopes) return;
    try {
      const result = await createClient({
        variables: {
          input: {
            name: name.trim(),
            scopes,
            expiresAt: expiryFromDays(EXPIRY_OPTIONS[expiryIndex]?.days ?? null, Date.now()),
          },
        },
      });
      const payload = result.data?.createApiClient;
      if (!payload) throw new Error('no payload');
      onCreated({ id: payload.client.id, secret: payload.secret });
      setName('');
      setScopes([]);
      setExpiryIndex(0);
    } catch (error) {
      notify.error(errorText(error));
    }
  };

  return (
    <StyledForm onSubmit={(event) => void handleSubmit(event)} noValidate>
      <TextField
        label="Nome"
        value={name}
        maxLength={API_CLIENT_NAME_MAX_LENGTH}
        onChange={(event) => setName(event.target.value)}
        hint="Por exemplo, o sistema que vai usar a chave."
        {...(errors.name ? { error: errors.name } : {})}
      />
      <Checklist
        legend="Permissões"
        options={available}
        labels={SCOPE_LABELS}
        chosen={scopes}
        onToggle={toggleScope}
        error={errors.scopes}
        errorId="api-client-scopes-error"
      />
      <SelectField>
        <label htmlFor="api-client-expiry">Validade</label>
        <select
          id="api-client-expiry"
          value={expiryIndex}
          onChange={(event) => setExpiryIndex(Number(event.target.value))}
        >
          {EXPIRY_OPTIONS.map((option, index) => (
            <option key={option.label} value={index}>
              {option.label}
            </option>
          ))}
        </select>
      </SelectField>
      <div>
        <Button type="submit" loading={creating}>
          Criar chave
        </Button>
      </div>
    </StyledForm>
  );
};
