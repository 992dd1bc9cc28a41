import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages.ts';
import { edNotificationSchema, idArgumentSchema } from './notifications.ts';
import { errorsOf } from './testing.ts';

describe('notification rules', () => {
  it('trim the ED notification, default its type (absent or null) and bound its texts', async () => {
    expect(await edNotificationSchema.validate({ title: ' Aviso ', message: ' Texto ' })).toEqual({
      title: 'Aviso',
      message: 'Texto',
      type: 'INFO',
      audience: null,
    });
    expect((await edNotificationSchema.validate({ title: 'a', message: 'b', type: null })).type).toBe('INFO');
    expect(
      await errorsOf(
        edNotificationSchema.validate(
          { title: 't'.repeat(121), message: 'm'.repeat(2001), type: 'LOUD' },
          { abortEarly: false },
        ),
      ),
    ).toEqual([MESSAGES.edTitleTooLong, MESSAGES.edMessageTooLong, MESSAGES.notificationTypeInvalid]);
    expect(
      await errorsOf(edNotificationSchema.validate({ title: ' ', message: '' }, { abortEarly: false })),
    ).toEqual([MESSAGES.required, MESSAGES.required]);
  });

  it('require an id that is present and bounded', async () => {
    expect(await idArgumentSchema.validate({ id: ' abc ' })).toEqual({ id: 'abc' });
    expect(await errorsOf(idArgumentSchema.validate({ id: '  ' }))).toEqual([MESSAGES.required]);
    expect(await errorsOf(idArgumentSchema.validate({ id: 'x'.repeat(129) }))).toEqual([MESSAGES.invalidId]);
  });

  it('check the audience: a unit needs its id, chosen EDs 1 to 500 ids; other fields are dropped', async () => {
    const base = { title: 'a', message: 'b' };
    const audienceOf = async (audience: object) =>
      (await edNotificationSchema.validate({ ...base, audience })).audience;
    expect(await audienceOf({ kind: 'ALL', unitId: 'u', edIds: ['e'] })).toEqual({
      kind: 'ALL',
      unitId: null,
      edIds: null,
    });
    expect(await audienceOf({ kind: 'UNIT', unitId: ' u1 ' })).toEqual({
      kind: 'UNIT',
      unitId: 'u1',
      edIds: null,
    });
    expect(await audienceOf({ kind: 'EDS', edIds: ['e1'] })).toEqual({
      kind: 'EDS',
      unitId: null,
      edIds: ['e1'],
    });
    const errors = (audience: object) => errorsOf(edNotificationSchema.validate({ ...base, audience }));
    expect(await errors({ kind: 'UNIT' })).toEqual([MESSAGES.edAudienceUnitRequired]);
    expect(await errors({ kind: 'EDS', edIds: [] })).toEqual([MESSAGES.edAudienceEdsRequired]);
    expect(await errors({ kind: 'EDS', edIds: Array(501).fill('e') })).toEqual([
      MESSAGES.edAudienceEdsTooMany,
    ]);
    expect(await errors({ kind: 'SOME' })).toEqual([MESSAGES.edAudienceInvalid]);
  });
});
