import type { UserEvent } from '@testing-library/user-event';

/**
 * Replaces a debounced field's text in one input event: all of it selected, the new text pasted.
 * Clearing and then typing leaves the field empty (and then 'z', 'zz') for as long as the machine
 * takes between keystrokes; on a loaded one that is past the debounce, and a test counting requests
 * sees one it did not expect.
 */
export async function replaceText(events: UserEvent, field: HTMLElement, text: string): Promise<void> {
  await events.tripleClick(field);
  await events.paste(text);
}
