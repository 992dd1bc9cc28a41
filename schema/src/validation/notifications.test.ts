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
});
